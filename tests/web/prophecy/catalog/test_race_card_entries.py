"""What only a Race card prints, typed once and kept as the group's entries: the Halfling's luck (003:L167), from
the catalog API or from a battle's typed values, and the Troll's Low Faith list (003:L151); a bad value is refused
naming the field."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import parse_action
from app.games.prophecy.screens.catalog.table_values import new_entries
from tests.engine.combat.kit import CATALOG, hero, scene
from tests.helpers import as_tablet


@pytest.fixture
def client(client):
    return as_tablet(client)


def post(client, card_id, values):
    return client.post(f"/api/v1/catalog/cards/{card_id}/entries", json={"values": values})


def test_the_halfling_luck_and_the_troll_list_are_asked_then_kept(app, client):
    halfling = client.get("/api/v1/catalog/cards/halfling").get_json()
    troll = client.get("/api/v1/catalog/cards/troll").get_json()
    assert {"luck_face", "luck_counts_as"} <= set(halfling["missing_fields"])
    assert "low_faith_cards" in troll["missing_fields"]
    assert post(client, "halfling", {"luck_face": 1, "luck_counts_as": 7}).status_code == 201
    assert post(client, "troll", {"low_faith_cards": ["golden-fish"]}).status_code == 201
    catalog = app.extensions["herald.catalog"]
    assert (catalog.card("halfling").luck_face, catalog.card("halfling").luck_counts_as) == (1, 7)
    assert catalog.card("troll").low_faith_cards == ("golden-fish",)


def test_a_face_the_die_has_not_is_refused_naming_the_field(app, client):
    r = post(client, "halfling", {"luck_face": 7})
    assert r.status_code in (400, 422) and "luck_face" in str(r.get_json())
    assert app.extensions["herald.catalog"].card("halfling").luck_face is None


def test_luck_typed_in_a_battle_becomes_an_entry():  # asked like any card value, then kept
    state = scene(hero(0, "Anna", "paladin", 4, 4, 5, races=("halfling",)), hero(1, "Ben", "druid", 3, 6, 0),
                  zones={"space:5": ["old-pirate#1"]})
    action = parse_action({"kind": "start_fight", "seat": 0, "creature": "old-pirate#1",
                           "values": {"halfling": {"luck_face": 1, "luck_counts_as": 7}}})
    assert new_entries(action, state, CATALOG)["halfling"] == {"luck_face": 1, "luck_counts_as": 7}
