"""Seeded random playouts of many whole rounds never break an invariant (see tests/engine/playout.py)."""

from __future__ import annotations

import pytest

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
