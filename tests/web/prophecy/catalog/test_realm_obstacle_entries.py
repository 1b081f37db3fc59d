"""An Obstacle's Experience typed at the table is kept as the group's entry, so Herald asks for it once (the
web layer keeps the card values an action typed that the catalog lacks)."""

from __future__ import annotations

from app.games.prophecy.engine import parse_action
from app.games.prophecy.screens.catalog.table_values import new_entries
from tests.engine.realm.realmkit import REAL


def test_an_obstacles_typed_experience_becomes_an_entry_003_L353():
    """003:L353: passing an Obstacle gives its Experience; the catalog lacks Fire Geysers' number."""
    act = parse_action({"kind": "realm_obstacle", "seat": 0, "guess": 1,
                        "values": {"fire-geysers": {"experience": 2}}})
    assert "experience" in REAL.missing_fields("fire-geysers")
    assert new_entries(act, None, REAL) == {"fire-geysers": {"experience": 2}}
    known = REAL.with_overrides({"fire-geysers": {"experience": 2}})
    assert new_entries(act, None, known) == {}


def test_a_dragonlore_cost_typed_at_the_table_becomes_an_entry_003_L381():
    act = parse_action({"kind": "realm_positive", "seat": 0, "values": {"fire-breathing": {"experience_cost": 3}}})
    assert new_entries(act, None, REAL) == {"fire-breathing": {"experience_cost": 3}}
