"""Seeded random playouts of many whole rounds never break an invariant (see tests/engine/playout.py)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.playout import playout


@pytest.mark.parametrize("seed", range(6))
def test_table_mode_playouts(seed):
    state, log, ended = playout(seed, seats=2 + seed % 4, rounds=40)
    assert ended >= 10 or state.flow.stage == "over"


@pytest.mark.parametrize("seed", range(4))
def test_herald_mode_playouts(seed):
    state, log, ended = playout(100 + seed, seats=3, rounds=40, deck_mode="herald")
    assert ended >= 10 or state.flow.stage == "over"


@pytest.mark.parametrize("seed", range(2))
def test_drafted_playouts(seed):
    state, log, ended = playout(200 + seed, seats=4, rounds=20, draft=True)
    assert ended >= 5 or state.flow.stage == "over"


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 5), mode=st.sampled_from(["table", "herald"]),
       draft=st.booleans(), races=st.sampled_from([None, {"races": True}, {"races": True, "hybrids": True}]))
def test_any_seed_seat_count_and_mode_keeps_the_invariants(seed, seats, mode, draft, races):
    playout(seed, seats=seats, rounds=15, deck_mode=mode, draft=draft,
            options={"expansion": races} if races else None)
