"""The expansion's options: recorded with the game, checked against each other (003:L647)."""

from __future__ import annotations

from app.games.prophecy.engine import GameState
from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.ruleset import ruleset
from app.games.prophecy.engine.state import GameOptions
from tests.engine.kit import fresh, refused
from tests.engine.playout import create


def test_hybrids_without_races_are_refused():  # 003:L647
    act = create(2, options={"expansion": {"hybrids": True}})
    err = refused(GameState(), **act)
    assert err.rule.ref == "003:L647" and "Races" in err.detail


def test_options_are_recorded_and_choose_the_races_per_hero():  # 003:L103, 003:L647
    state = fresh(2, options={"expansion": {"races": True, "hybrids": True}})
    assert state.options.expansion == ExpansionOptions(races=True, hybrids=True)
    assert ruleset(state.options).races_per_hero == 2
    assert ruleset(GameOptions(expansion=ExpansionOptions(races=True))).races_per_hero == 1
    assert ruleset(GameOptions()).races_per_hero == 0
