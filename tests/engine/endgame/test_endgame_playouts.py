"""Seeded whole games in every mode and variant reach their end without breaking an invariant (every card in
one zone, cubes and tokens in bounds, limits after each end of round, the replay equal to the live state)."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from tests.engine.endgame.driver import MODES, play_game

SEEDS = range(4)
# One worker plays the module, so the games the last two tests look through are played once (10 of their 24 are
# games the tests above play too).
pytestmark = pytest.mark.xdist_group("endgame-playouts")


@cache
def played(seed: int, mode: str, seats: int):
    """A seeded whole game (deterministic: the seed decides every choice), played once per process."""
    return play_game(seed, mode, seats=seats)


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("seed", SEEDS)
def test_whole_games_end_in_every_mode(mode, seed):
    seats = 4 if mode == "team_play" else 2 + (seed % 4)
    game = played(seed, mode, seats)
    result = game.state.result
    assert result is not None, f"{mode} seed {seed} did not end in {game.steps} steps"
    if mode == "basic":
        assert len(result.winners) == 1 and sorted(result.ranking + result.winners) == list(range(seats))
    elif mode == "team_play":
        assert sorted(result.winners) in ([0, 2], [1, 3])
    elif mode == "apocalypse":
        assert len(result.winners) <= 1  # the Apocalypse may leave nobody standing (000:L539)
    else:
        assert len(result.winners) == 1


@pytest.mark.parametrize("mode", ["standard", "basic", "apocalypse"])
def test_whole_games_in_herald_deck_mode(mode):
    game = play_game(50, mode, seats=3, deck_mode="herald")
    assert game.state.result is not None


def test_the_final_battle_and_the_apocalypse_are_reached_in_some_games():
    finals = [played(s, "standard", 3).final_battle for s in range(6)]
    doom = [played(s, "apocalypse", 3).apocalypse for s in range(6)]
    assert any(finals) and any(doom)


def test_part_two_actions_all_occur_in_the_playouts():
    seen: Counter = sum((played(s, m, 4 if m == "team_play" else 3).kinds for s in range(3)
                for m in ("standard", "trading", "team_play", "basic")), start=Counter())
    for kind in ("reveal_guardian", "resolve_guardian", "claim_artifact", "choose_battleground", "trade",
                 "buy_certificate"):
        assert seen[kind], kind
