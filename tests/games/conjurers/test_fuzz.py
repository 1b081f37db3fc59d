"""Hostile input: any action, well formed or not, is applied or refused with a clear error, never a crash."""

from __future__ import annotations

from functools import cache
from random import Random

import pydantic
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.conjurers.engine import IllegalAction, InvalidInput, apply, parse_action
from app.games.conjurers.engine.actions import ACTION_TYPES

from .kit import ctx, play_step, random_action, start

SEATS = st.integers(-1, 5)
NAMES = st.sampled_from(["conjurer", "worker", "merchant", "warrior", "recruiter", "wizard"])
WORDS = st.sampled_from(["wood", "stone", "iron", "bronze", "sapphire", "diamond", "food", "gold", "lumber_mill",
                         "pit_1", "house_0", "house_3", "valhalla", "creature-norse-1", "item-01", "artifact-greek-1",
                         "level1-01", "c0", "semi_1", "final", "wood_stone", ""])
AMOUNTS = st.integers(-3, 40)
VALUES = st.one_of(SEATS, NAMES, WORDS, AMOUNTS, st.none(), st.booleans(),
                   st.dictionaries(WORDS, AMOUNTS, max_size=3),
                   st.lists(st.fixed_dictionaries({"card": WORDS, "pay": WORDS, "gain": WORDS, "payout": WORDS,
                                                   "units": AMOUNTS, "cost": st.dictionaries(WORDS, AMOUNTS,
                                                                                            max_size=2)}), max_size=3),
                   st.lists(st.lists(SEATS, min_size=2, max_size=2), min_size=2, max_size=2),
                   st.lists(WORDS, max_size=4))


@cache
def _states():
    """A game at every stage: allocation, resolving (a few steps in), and a tournament (played on the first test's
    first example, not while every worker collects)."""
    rng = Random(4)
    state, _ = start(4, seed=4, tournaments=True)
    found = {}
    while state.result is None and len(found) < 3:
        found.setdefault(state.stage, state)
        _, (state, _) = play_step(state, rng)
    return tuple(found.values())


@settings(max_examples=400, deadline=None)
@given(which=st.integers(0, 2), seed=st.integers(0, 10**6), data=st.data())
def test_any_action_is_applied_or_refused_cleanly(which, seed, data):
    """001:L319 an action the rules do not know or allow is refused with the reason, never a crash.

    Each case starts from an action the random player would send now, maybe of another kind, then
    changes up to three of that kind's fields to hostile values."""
    state = _states()[which]
    raw = random_action(state, Random(seed))
    if data.draw(st.booleans()):
        raw = {"kind": data.draw(st.sampled_from(sorted(ACTION_TYPES)))} | {
            k: v for k, v in raw.items() if k in ("seat", "figure")}
    fields = sorted(set(ACTION_TYPES[raw["kind"]].model_fields) - {"kind"})
    raw |= data.draw(st.dictionaries(st.sampled_from(fields), VALUES, max_size=3))
    try:
        action = parse_action(raw)
    except pydantic.ValidationError:
        return
    try:
        after, events = apply(state, action, ctx())
    except (IllegalAction, InvalidInput):
        return
    assert events and after.players
