"""The table is the truth: a correction records what the physical game did, in any stage, never below zero."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine import InvalidInput, State, apply, fold, legal_actions, parse_action

from .kit import ctx, start, with_player


def test_a_correction_changes_stock_and_minus_points_and_keeps_the_flow():
    """001:L150 resources are counted by the table's tokens; 001:L188 so are minus points."""
    state, _ = start(3, start_seat=0)
    state = with_player(state, 1, stock={"wood": 5}, minus=6)
    offers = legal_actions(state)
    after, events = apply(state, parse_action({"kind": "correct", "seat": 1, "stock": {"wood": -2, "food": 3},
                                               "minus": -6, "reason": "duel undone at the table"}), ctx())
    assert after.players[1].stock["wood"] == 3 and after.players[1].stock["food"] == 3 and after.players[1].minus == 0
    assert after.stage == state.stage and legal_actions(after) == offers
    assert events[0].describe(state) == ("Correction for Bo: -2 wood, +3 food, -6 minus points "
                                         "(duel undone at the table).")
    assert fold(state, events) == after


@pytest.mark.parametrize("raw", [
    {"seat": 1, "stock": {"wood": -1}, "reason": "x"},
    {"seat": 1, "minus": -1, "reason": "x"},
    {"seat": 1, "stock": {"wood": 0}, "reason": "x"},
    {"seat": 7, "stock": {"wood": 1}, "reason": "x"},
])
def test_a_correction_never_goes_below_zero_nor_says_nothing(raw):
    """001:L384 a player holds only what she has: no correction leaves a negative amount."""
    state, _ = start(3)
    with pytest.raises(InvalidInput):
        apply(state, parse_action({"kind": "correct", **raw}), ctx())
    with pytest.raises(InvalidInput):
        apply(State(), parse_action({"kind": "correct", "seat": 0, "stock": {"wood": 1}, "reason": "x"}), ctx())
