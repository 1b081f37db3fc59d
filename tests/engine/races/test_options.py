"""The expansion's options: recorded with the game, checked against each other (003:L647)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import GameState
from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.ruleset import ruleset
from app.games.prophecy.engine.state import GameOptions
from tests.engine.endgame.driver import MODES, play_game
from tests.engine.kit import fresh, refused
from tests.engine.playout import create, playout


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



RACES = {"races": True}
HYBRIDS = {"races": True, "hybrids": True}


@pytest.mark.parametrize("expansion", [RACES, HYBRIDS], ids=["races", "hybrids"])
@pytest.mark.parametrize("mode", sorted(MODES))
def test_whole_games_with_races_and_hybrids_in_every_mode_keep_every_invariant(mode, expansion):  # 003:L647
    seats = 4 if mode == "team_play" else 3
    game = play_game(7, mode, seats=seats, expansion=expansion)
    assert game.state.result is not None
    assert all(len(h.races) == (2 if expansion.get("hybrids") else 1) for h in game.state.heroes)


def test_a_playout_with_dwarves_moves_the_bank():  # 003:L161
    state, log, ended = playout(301, seats=3, rounds=20, options={"expansion": RACES})
    assert ended >= 10 and any(getattr(e, "bank", 0) for e in log)


@pytest.mark.parametrize(("seed", "seats", "expansion"), [(0, 3, RACES), (1, 2, RACES), (2, 4, RACES),
                                                          (3, 3, HYBRIDS)])
def test_drafted_playouts_with_races_keep_every_invariant(seed, seats, expansion):  # 003:L111-115
    state, log, ended = playout(400 + seed, seats=seats, rounds=10, draft=True, options={"expansion": expansion})
    assert ended >= 5 and all(len(h.races) == expansion.get("hybrids", False) + 1 for h in state.heroes)
