"""Seeded playouts of the Cooperative game (2 to 5 characters, each difficulty) and of Solo: each ends in the
group's victory or defeat (003:L567-577, L623-625), never in a stall, with every invariant kept."""

from __future__ import annotations

import pytest

from .playout import coop_playout

CASES = [(seed, seats, difficulty) for seed, (seats, difficulty) in enumerate(
    [(2, "normal"), (3, "hard"), (4, "very_hard"), (5, "normal"), (2, "very_hard"), (5, "hard")])]


@pytest.mark.parametrize(("seed", "seats", "difficulty"), CASES)
def test_cooperative_playouts_end_in_a_shared_result(seed, seats, difficulty):
    state, log = coop_playout(seed, seats, "cooperative", difficulty)
    assert state.result is not None
    assert state.result.winners in ((), tuple(range(seats)))
    assert any(e.kind == "coop_prepared" for e in log)


@pytest.mark.parametrize(("seed", "difficulty"), [(10, "normal"), (11, "hard"), (12, "very_hard")])
def test_solo_playouts_end_in_a_result(seed, difficulty):
    state, _ = coop_playout(seed, 1, "solo", difficulty)
    assert state.result is not None and state.result.winners in ((), (0,))
    assert "nobody is left" not in state.result.reason  # a Solo death is the defeat of 003:L623


@pytest.mark.parametrize(("seed", "seats", "won"), [(20, 2, True), (32, 3, False), (23, 1, True), (24, 5, True)])
def test_an_eager_group_can_win_and_can_still_be_caught_by_the_collapse(seed, seats, won):
    # 003:L569 (victory) and 003:L577 (the collapse) under a group that heads for the planes at once.
    mode = "solo" if seats == 1 else "cooperative"
    state, _ = coop_playout(seed, seats, mode, "hard" if seed == 32 else "normal", eager=True)
    assert (state.result.winners == tuple(range(seats))) is won
    assert won or "collapsed" in state.result.reason


@pytest.mark.parametrize(("seed", "seats", "mode", "eager"), [(30, 1, "solo", False), (31, 3, "cooperative", False),
                                                             (32, 1, "solo", True), (33, 2, "cooperative", True)])
def test_playouts_on_the_real_catalog(seed, seats, mode, eager):
    # The real catalog's Dragon Realm cards: Legends of Dragons in Solo (003:L613); the cooperative Abilities the
    # rulebook never pairs with a base Ability stay out, listed for the group (003:L487).
    from app.games.prophecy.engine import Context
    from tests.engine.kit import real_catalog
    from tests.engine.test_real_catalog import REAL

    ctx = Context(catalog=real_catalog())
    state, log = coop_playout(seed, seats, mode, "normal", ctx=ctx, characters=REAL, eager=eager)
    assert state.result is not None
    assert len(state.coop.unknown_swaps) == 5
    if mode == "solo":
        assert state.where("legends-of-dragons#1") is not None


@pytest.mark.parametrize(("seed", "seats", "mode"), [(40, 3, "cooperative"), (41, 1, "solo")])
def test_herald_deals_a_cooperative_game_to_its_end(seed, seats, mode):
    state, _ = coop_playout(seed, seats, mode, "hard", deck_mode="herald", eager=True)
    assert state.options.deck_mode == "herald" and state.result is not None
