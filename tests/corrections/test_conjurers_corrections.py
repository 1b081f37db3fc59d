"""Issue 37: every part of a Conjurers game the table can see is correctable, one step told "The table corrected:
…" with its reason; a correction breaking an invariant (a figure on a closed space, of the wrong colour) is
refused naming it, and changes nothing."""

from __future__ import annotations

from random import Random

import pytest

from app.games.conjurers.engine import IllegalAction, InvalidInput, apply, fold, parse_action
from tests.games.conjurers.kit import ctx, play_step, resolving, start


def corrected(state, **payload):
    """The state after a correction and what the log tells; folding its event gives the same state."""
    after, events = apply(state, parse_action({"kind": "correct", "reason": "as the table has it", **payload}), ctx())
    assert events[0].kind == "table_corrected" and fold(state, events) == after
    told = events[0].describe(state)
    assert told.startswith("The table corrected: ") and told.endswith("(as the table has it).")
    return after, told


def refused(state, **payload) -> str:
    """The message a correction is refused with; the state untouched."""
    before = state.model_dump()
    with pytest.raises((InvalidInput, IllegalAction)) as info:
        apply(state, parse_action({"kind": "correct", "reason": "test", **payload}), ctx())
    assert state.model_dump() == before
    return str(info.value)


def in_battle(seed: int = 5):
    """A game of three played at random until a battle has a creature on the board."""
    state, _ = start(3, seed=seed)
    rng = Random(seed)
    while state.fight is None or not any(s.on_board() for s in state.fight.battle.sides):
        _, (state, _) = play_step(state, rng)
    return state


def test_a_creature_moves_from_one_army_to_another():
    state, _ = start(3)
    card = state.players[0].army[0].card
    after, told = corrected(state, what="move_card", card=card, to="army:2")
    assert after.players[2].creature(card) == state.players[0].army[0]
    assert not after.players[0].creature(card)
    assert "Ada's army to Cy's army" in told
    assert "cannot go" in refused(state, what="move_card", card=card, to="blacksmith")


def test_an_item_goes_from_the_blacksmith_to_a_player_and_back():
    state, _ = start(3)
    item = state.items[0]
    after, _ = corrected(state, what="move_card", card=item, to="items:1")
    assert item in after.players[1].items and item not in after.items
    back, _ = corrected(after, what="move_card", card=item, to="blacksmith")
    assert back.items.count(item) == 1 and item not in back.players[1].items


def test_a_mines_control_is_corrected():
    state, _ = start(3)
    after, told = corrected(state, what="mine", mine="iron_mine", seat=1)
    assert after.mines["iron_mine"] == 1 and "Bo controls the iron mine" in told
    nobody, _ = corrected(after, what="mine", mine="iron_mine", seat=None)
    assert "iron_mine" not in nobody.mines
    assert "mine of this game" in refused(state, what="mine", mine="tavern", seat=1)


def test_the_initiative_button_is_corrected():
    state, _ = start(3)
    after, told = corrected(state, what="button", seat=2)
    assert after.button == 2 and "Cy holds the Initiative Button" in told


def test_a_figure_on_a_closed_space_or_the_wrong_colour_is_refused_naming_it():
    """001:L257 a space closed at this player count; 001:L305 an assistant takes only its colour."""
    state, _ = start(2)
    assert "closed" in refused(state, what="figure", seat=0, figure="conjurer", space="blacksmith_2")
    assert "cannot take" in refused(state, what="figure", seat=0, figure="worker", space="tavern")
    after, told = corrected(state, what="figure", seat=0, figure="worker", space="lumber_mill")
    assert any((p.seat, p.figure, p.space) == (0, "worker", "lumber_mill") for p in after.placements)
    assert "Ada's worker stands on the lumber mill" in told


def test_we_are_resolving_in_phase_two():
    """001:L299: twelve rounds in four phases; an action opens in its numeral's phase (001:L317)."""
    state, _ = start(2)
    state = resolving(state, (0, "conjurer", "iron_mine"), (0, "worker", "lumber_mill"),
                      (1, "conjurer", "stone_mine"), (1, "merchant", "wood_storage"), round_=4)
    after, told = corrected(state, what="round", round=5, stage="resolving")
    assert (after.round, after.stage) == (5, "resolving") and "phase II" in told
    assert "opens in phase" in refused(state, what="round", round=1)
    back, _ = corrected(after, what="figure", seat=0, figure="worker", space="lumber_mill", resolved=True)
    assert "resolved already" in refused(back, what="round", stage="allocation")


def test_a_battles_creature_slot_damage_and_markers_are_corrected():
    state = in_battle()
    side = next(i for i, s in enumerate(state.fight.battle.sides) if s.on_board())
    slot, fighter = state.fight.battle.sides[side].on_board()[0]
    hp = state.fight.battle.stats[fighter.card].hp
    after, told = corrected(state, what="battle_slot", side=side, slot=slot, dm=hp - 1, frost=True)
    moved = after.fight.battle.sides[side].slots[slot]
    assert moved.dm == hp - 1 and moved.frost and f"{hp - 1} DMs" in told
    assert "dead" in refused(state, what="battle_slot", side=side, slot=slot, dm=hp)
    other = (slot + 1) % 3
    shifted, _ = corrected(state, what="battle_slot", side=side, card=fighter.card, slot=other)
    assert shifted.fight.battle.sides[side].slots[other].card == fighter.card
    dead, _ = corrected(state, what="battle_slot", side=side, card=fighter.card, where="lost")
    assert fighter.card in dead.fight.battle.sides[side].lost


def test_we_are_resolving_the_iron_mine_in_phase_two():
    """001:L431: seat by seat from the starter, battles last; what comes before the space named is done."""
    state, _ = start(2, start_seat=0)
    state = resolving(state, (0, "conjurer", "iron_mine"), (0, "worker", "lumber_mill"),
                      (1, "conjurer", "stone_mine"), (1, "merchant", "wood_storage"), round_=4)
    after, told = corrected(state, what="round", round=5, stage="resolving", space="stone_mine")
    done = {(p.seat, p.figure) for p in after.placements if p.resolved}
    assert done == {(0, "worker"), (0, "conjurer"), (1, "merchant")}
    assert "phase II" in told and "now the stone mine" in told
    assert "No figure" in refused(state, what="round", stage="resolving", space="tavern")
