"""Feeding (table C10): the army's levels plus the hired assistants' upkeep, paid in food, -2 per food short."""

from __future__ import annotations

from app.games.conjurers.engine.endphase import food_needed

from .kit import act, army, resolving, start, with_player


def test_the_seeds_first_example_sums_the_levels():
    """001:L437 two level 4, two level 3 and three level 2 creatures eat 20 food."""
    state, _ = start(2)
    p = with_player(state, 0, army=army((4, "greek"), (4, "norse"), (3, "greek"), (3, "norse"), (2, "greek"),
                                        (2, "greek"), (2, "norse"))).players[0]
    assert food_needed(p.model_copy(update={"assistants": ("worker",)})) == 20


def test_the_seeds_second_example_adds_the_second_and_third_assistant():
    """001:L441-443 a level 5, three level 3 and four level 2 creatures with a 2nd and 3rd assistant: 34."""
    state, _ = start(2)
    p = with_player(state, 0, assistants=("worker", "merchant", "warrior"),
                    army=army((5, "greek"), *[(3, "norse")] * 3, *[(2, "egyptian")] * 4)).players[0]
    assert food_needed(p) == 5 + 9 + 8 + 4 + 8
    assert food_needed(p.model_copy(update={"assistants": ("worker",)})) == 22  # the first assistant eats nothing
    assert food_needed(p.model_copy(update={"assistants": ("worker", "merchant")})) == 26


def test_level_one_creatures_eat_one_each():
    """001:L435 every creature eats its level, level 1 creatures too."""
    state, _ = start(3)
    assert food_needed(state.players[0]) == 3


def test_a_shortage_gives_one_minus_two_token_per_food_missing():
    """001:L445 needing 16 and paying 12 gives four -2 tokens: -8."""
    state, _ = start(2, start_seat=0)
    state = with_player(state, 0, army=army((4, "greek"), (4, "norse"), (4, "egyptian"), (4, "greek")),
                        stock={"food": 12})
    state = with_player(state, 1, stock={"food": 30})
    state = resolving(state, (0, "conjurer", "lumber_mill"), round_=6)
    state = act(state, {"kind": "collect", "seat": 0, "figure": "conjurer"})
    assert state.players[0].stock["food"] == 0 and state.players[0].minus == 8
    assert state.players[1].stock["food"] == 27 and state.players[1].minus == 0  # three level 1 creatures


def test_food_gained_in_the_feeding_round_is_eaten_that_round():
    """001:L355 food is for feeding at the end of the phase; 001:L297 feeding comes in that round's end phase."""
    state, _ = start(2, start_seat=0)
    state = resolving(state, (0, "conjurer", "wild_animals"), round_=3)
    state = act(state, {"kind": "collect", "seat": 0, "figure": "conjurer"})
    assert state.players[0].stock["food"] == 5 - 3 and state.players[1].minus == 6
