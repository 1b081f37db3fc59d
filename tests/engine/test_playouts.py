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


def test_the_instances_a_game_holds_follow_a_card_entry_a_test_swaps():
    """The invariants' list of every card instance is kept per catalog, yet a fake catalog's swapped entry (as
    tests/engine/test_rules_round.py swaps one) is listed anew, and swapping it back lists the first copies again."""
    from dataclasses import replace

    from app.games.prophecy.engine import Context
    from tests.engine.fakecatalog import FakeCatalog
    from tests.engine.invariants import all_instances

    catalog = FakeCatalog()
    ctx = Context(catalog=catalog)
    before = all_instances(ctx)
    carpet = catalog.by_id["flying_carpet"]
    catalog.by_id["flying_carpet"] = replace(carpet, copies=carpet.copies + 1)
    assert all_instances(ctx) == before | {f"flying_carpet#{carpet.copies + 1}"}
    catalog.by_id["flying_carpet"] = carpet
    assert all_instances(ctx) == before
