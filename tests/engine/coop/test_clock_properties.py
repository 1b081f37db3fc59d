"""Properties of the clock: whatever tokens the group stacks and wherever the dreamers lay them, every token is on a
plane or still in the stack, each plane's bonus is the sum of its tokens (003:L548), and the collapse starts exactly
when the stack runs out (003:L575)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine.coop.events import CoopPrepared, PowerUpDue, PowerUpPlaced
from app.games.prophecy.engine.coop.options import SUPPLY, CoopOptions, over_supply
from app.games.prophecy.engine.state import GameState

from .kit import coop_game

STACKS = st.lists(st.integers(1, 5), min_size=1, max_size=12).filter(lambda t: not over_supply(tuple(t)))
BASE = coop_game(2)


@settings(max_examples=60, deadline=None)
@given(tokens=STACKS, data=st.data())
def test_tokens_are_never_lost_and_the_collapse_starts_with_the_last(tokens, data):
    state: GameState = CoopPrepared(stack=tuple(tokens)).apply_to(BASE)
    left = Counter(tokens)
    for n in range(len(tokens)):
        assert state.coop.collapse is None
        state = PowerUpDue(seat=n % 2).apply_to(state)
        token = data.draw(st.sampled_from(sorted(left.elements())))
        plane = data.draw(st.integers(0, 4))
        state = PowerUpPlaced(seat=n % 2, plane=plane, token=token).apply_to(state)
        left[token] -= 1
        placed = Counter(t for p in state.coop.planes for t in p)
        assert placed + Counter(state.coop.stack) == Counter(tokens)
        assert all(state.coop.bonus(p) == sum(state.coop.planes[p]) for p in range(5))
    assert state.coop.stack == () and state.coop.collapse is not None and state.coop.collapse.drawer == (
        len(tokens) - 1) % 2


@given(tokens=st.lists(st.integers(1, 5), max_size=25))
def test_a_stack_fits_the_box_exactly_when_no_value_is_wanted_more_than_five_times(tokens):
    fits = all(n <= SUPPLY[v] for v, n in Counter(tokens).items())
    assert (not over_supply(tuple(tokens))) == fits
    if fits:
        assert CoopOptions(tokens=tuple(tokens)).stack(2) == tuple(sorted(tokens)) or not tokens
