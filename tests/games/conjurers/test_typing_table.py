"""What the group types mid-game: its battle dice's faces (001:L184 says only that they show 0, 1 or 2) and a card's
printed name. Any three counts are either refused before deciding or give a die whose exact totals are whole
weights summing to its size to the n; the game's odds and rolls follow them; a name is stored trimmed; undoing
(folding without the step) gives the game back as it was."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from app.games.conjurers.engine import InvalidInput, apply, fold, parse_action

from .kit import ctx, start

FACE_COUNTS = st.tuples(*[st.integers(min_value=-3, max_value=25)] * 3)


@settings(max_examples=120, deadline=None)
@given(weights=FACE_COUNTS, n=st.integers(min_value=1, max_value=6))
def test_face_counts_are_refused_or_give_a_whole_die(weights, n):
    """001:L184: a battle die shows 0, 1 or 2; how many faces of each is the group's to count."""
    state, _ = start(2)
    good = all(0 <= w <= 20 for w in weights) and any(weights)
    try:
        act = parse_action({"kind": "type_die", "weights": list(weights)})
    except ValidationError as exc:
        assert not good and exc.errors()[0]["loc"][:2] == ("type_die", "weights")
        return
    assert good
    if tuple(weights) == tuple(state.options.die):
        with pytest.raises(InvalidInput):
            apply(state, act, ctx())
        return
    after, events = apply(state, act, ctx())
    die = after.options.battle_die
    assert tuple(after.options.die) == weights and fold(state, events) == after
    totals = die.totals(n)
    assert sum(w for _, w in totals) == sum(weights) ** n
    assert {d for d, _ in totals} <= set(range(2 * n + 1))
    rolled = die.roll(Random(n), n)
    assert all(weights[f] for f in rolled)  # a face nobody's die shows never falls


def test_dice_typed_during_a_battle_change_that_battle_s_die():
    """001:L184, L544: the faces decide the odds; under the no-dice option there are none to type."""
    from tests.games.conjurers.test_battle_kinds import battleground

    state = battleground(3)[0]
    assert state.fight is not None
    after, _ = apply(state, parse_action({"kind": "type_die", "weights": [1, 4, 1]}), ctx())
    assert after.fight.battle.die.weights == (1, 4, 1) and "group" in after.fight.battle.die.source
    plain, _ = start(2, no_dice=True)
    with pytest.raises(InvalidInput, match="without dice"):
        apply(plain, parse_action({"kind": "type_die", "weights": [1, 4, 1]}), ctx())


@settings(max_examples=60, deadline=None)
@given(name=st.text(min_size=0, max_size=70))
def test_a_name_is_stored_trimmed_or_refused(name):
    state, _ = start(2)
    card = next(iter(state.facts))
    trimmed = " ".join(name.split())
    try:
        act = parse_action({"kind": "name_card", "card": card, "name": name})
    except ValidationError:
        assert not trimmed or len(name) > 60
        return
    assert trimmed and act.name == trimmed
    after, events = apply(state, act, ctx())
    assert after.facts[card].name == trimmed and fold(state, events) == after
    assert events[0].describe(state).endswith(f"{trimmed}.")
    with pytest.raises(InvalidInput, match="already named"):
        apply(after, act, ctx())
    with pytest.raises(InvalidInput, match="no card"):
        apply(state, act.model_copy(update={"card": "creature-greek-99"}), ctx())
