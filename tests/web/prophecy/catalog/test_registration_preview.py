"""Registration round trip through the API: the table types a card's missing numbers, the next battle preview uses them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.helpers import api_create, as_tablet


@pytest.fixture
def client(client):
    """The tablet's browser: a game master's device sending its page's CSRF token (see tests.helpers.as_tablet)."""
    return as_tablet(client, make_game=False)


def _preview(client, game_id):
    r = client.post(f"/api/v1/games/{game_id}/battle-preview", json={"seat": 0, "opponent": {"creature": "undead-warrior#1"}})
    assert r.status_code == 200
    return r.get_json()


def test_registered_values_are_used_by_the_next_battle_preview(client):
    game_id = api_create(client)
    before = _preview(client, game_id)
    # The rulebook gives the Undead Warrior's Strength 4 (000:L966) but not how it fights or what it gives.
    assert before["odds"] is None and "undead-warrior.stat_order" in before["blocking"]
    entries = {"stat_order": "strength_only", "experience": 2, "reward": [], "loss": [], "special": [], "lives": 1}
    r = client.post("/api/v1/catalog/cards/undead-warrior/entries", json={"values": entries, "game_id": game_id})
    assert r.status_code == 201, r.get_json()
    after = _preview(client, game_id)
    assert after["blocking"] == []
    # The Druid's 3 against the Warrior's 4, one die each: the hero wins when her die beats the darker by 2 or more.
    assert Fraction(after["odds"]["win"]) == Fraction(10, 36)
    assert after["breakdown"]["foe"][0]["lines"] == ["4 Strength (Undead Warrior)"]


def test_a_bad_registered_value_changes_nothing(client):
    game_id = api_create(client)
    r = client.post("/api/v1/catalog/cards/undead-warrior/entries", json={"values": {"lives": "many", "experience": 2}})
    assert r.status_code == 422 and r.get_json()["field"] == "lives"
    assert "undead-warrior.experience" in _preview(client, game_id)["missing"]
