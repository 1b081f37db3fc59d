"""Board numerals typed at setup (research Q-38): only where the rulebook prints none, and any setup the
engine accepts plays on without a crash."""

from __future__ import annotations

from random import Random

import pydantic
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.conjurers.engine import (
    IllegalAction,
    InvalidInput,
    State,
    apply,
    board,
    draw_setup,
    parse_action,
)

from ..kit import NAMES, catalog, ctx, play_step


def setup(n: int = 4, seed: int = 1, **extra) -> dict:
    drawn = draw_setup(Random(seed), catalog(), n)
    return {"kind": "start_game", "players": NAMES[:n], "first_assistants": ["merchant", "worker", "warrior",
            "recruiter"][:n], "locked": drawn["locked"], "level1": drawn["level1"], **extra}


def test_a_numeral_typed_over_a_printed_one_is_refused_naming_the_space():
    """001:L346 prints the iron storage's numeral (II) and 001:L309 its outputs from phase II only: a typed
    numeral I for it is refused at setup, naming the space (it would open a space with no phase I output)."""
    with pytest.raises(InvalidInput, match="iron storage"):
        apply(State(), parse_action(setup(numerals={"iron_storage": 1})), ctx())
    started, _ = apply(State(), parse_action(setup(numerals={"iron_storage": 2, "blacksmith_1": 2})), ctx())
    assert started.options.numerals == {"iron_storage": 2, "blacksmith_1": 2}  # the printed one, or unprinted


# Spaces with a printed numeral above I are drawn more often: typed as I they would open a space early.
EARLY = [s.id for s in board.SPACES if (s.numeral or 1) > 1]
SPACE_IDS = st.one_of(st.sampled_from(EARLY), st.sampled_from([s.id for s in board.SPACES]))


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 10**6),
       numerals=st.dictionaries(SPACE_IDS, st.integers(1, 3), min_size=1, max_size=10))
def test_any_setup_the_engine_accepts_plays_on_without_a_crash(n, seed, numerals):
    """001:L317 (numerals) with Q-38: whatever numerals a setup carries, once accepted, the first rounds
    (every space the random table places on, resolved in phase I) play without an unexpected exception."""
    try:
        state, _ = apply(State(), parse_action(setup(n, seed, numerals=numerals)), ctx())
    except (pydantic.ValidationError, InvalidInput, IllegalAction):
        return
    rng = Random(seed)
    for _ in range(80):
        if state.result is not None:
            break
        _, (state, _) = play_step(state, rng)
