"""Values typed where the game needs them are kept as the group's entries (only fields the catalog lacks), unless
the table says they held only this once; the Chance amounts land on the right effects."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.games.prophecy.catalog import load_catalog
from app.games.prophecy.engine import GameState, parse_action
from app.games.prophecy.screens.catalog.table_values import new_entries
from tests.e2e.endgame_api import Table
from tests.helpers import api_act, gm_headers

CARDS = Path(__file__).resolve().parents[4] / "cards" / "prophecy"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(CARDS)


def _current(card: str) -> GameState:
    return GameState(zones={"chance:current": (card,)})


def test_only_what_the_catalog_lacks_is_kept(catalog):
    fight = parse_action({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": {
        "angry-mob#1": {"strength": 9, "creature_types": ["humanoid"], "loss": []}}})
    assert new_entries(fight, None, catalog) == {"angry-mob": {"creature_types": ["humanoid"], "loss": []}}
    buy = parse_action({"kind": "buy", "seat": 0, "card": "dagger#1", "price": 2})
    assert new_entries(buy, None, catalog) == {"dagger": {"price": 2}}
    known = parse_action({"kind": "buy", "seat": 0, "card": "ritual-dagger#1", "price": 2})
    assert new_entries(known, None, catalog) == {}
    learn = parse_action({"kind": "learn", "seat": 0, "card": "healing-arts#1", "cost": 4})
    assert new_entries(learn, None, catalog) == {"healing-arts": {"experience_cost": 4}}
    beaten = parse_action({"kind": "resolve_fight", "seat": 0, "card": "angry-mob#1", "outcome": "win",
                           "experience": 3})
    assert new_entries(beaten, None, catalog) == {}  # its Experience is printed in the files already


def test_chance_amounts_go_to_the_drawer_and_to_everyone_else(catalog):
    good = parse_action({"kind": "resolve_chance", "seat": 0, "amounts": [2, 1]})
    kept = new_entries(good, _current("good-times#1"), catalog)
    assert kept == {"good-times": {"effects[0].amount": 2, "effects[1].amount": 1}}
    assert [(e.who, e.amount) for e in catalog.with_overrides(kept).card("good-times").effects] == \
        [("self", 2), ("other_players", 1)]
    wind = parse_action({"kind": "resolve_chance", "seat": 0, "amounts": [2, 1], "resource": "health"})
    kept = new_entries(wind, _current("refreshing-wind#1"), catalog)
    card = catalog.with_overrides(kept).card("refreshing-wind")
    assert [(e.kind, e.who, e.amount) for e in card.effects] == [("health", "self", 2), ("health", "other_players", 1)]


def test_the_api_keeps_typed_values_unless_one_off(app):
    table = Table(app, keep={})
    table.prepare()
    pool = table.offers("draw_chance")[0].choices["card"]
    good = next(c for c in pool if c.startswith("good-times#"))
    seq, _ = table.state()
    draw = {"kind": "draw_chance", "seat": 0, "card": good, "amounts": [2, 1]}
    r = table.client.post(f"/api/v1/games/{table.game_id}/actions", headers=gm_headers(table.game_id), json={
        "expected_seq": seq, "action_id": "one-off-good-times", "one_off": True, "action": draw})
    assert r.status_code == 200, r.get_json()
    assert app.extensions["herald.catalog"].card("good-times").effects[0].amount is None  # held only this once
    after, state = table.state()
    assert state.hero(0).gold == 5 and state.hero(1).gold == 4
    r = table.client.post(f"/api/v1/games/{table.game_id}/undo", headers=gm_headers(table.game_id),
                          json={"expected_seq": after, "confirm": True})
    assert r.status_code == 200, r.get_json()
    r = api_act(table.client, table.game_id, seq, draw)
    assert r.status_code == 200, r.get_json()
    card = app.extensions["herald.catalog"].card("good-times")
    assert [(e.who, e.amount) for e in card.effects] == [("self", 2), ("other_players", 1)]
    assert table.offers("draw_chance") == []  # (the card was carried out at once: nothing more asked)
