"""The table's correction of a battle's board: a creature put on a slot (from its side's hand, its dead, or
another slot), sent back to the hand or among the dead, and the damage (DMs) and markers (frost, poison, bound)
on a creature in a slot. A creature whose damage reaches its HP is dead: put it among the dead instead."""

from __future__ import annotations

from typing import Any

from ..battle.model import SLOTS, Fighter, Side
from ..errors import InvalidInput
from ..state import State
from .cards import card_name

MARKERS = ("frost", "poison", "bound")


def _side(act, state: State) -> tuple[int, Side]:
    if state.fight is None:
        raise InvalidInput("No battle is under way.", "side")
    if act.side not in (0, 1):
        raise InvalidInput("Say which side: the attacker's or the defender's.", "side")
    return act.side, state.fight.battle.sides[act.side]


def _who(state: State, side: Side) -> str:
    return "the minion side" if side.seat is None else f"{state.players[side.seat].name}'s side"


def battle_slot(act, state: State) -> tuple[str, dict[str, Any]]:
    """A creature's place on its side (a slot, the hand, the dead), or its damage and markers in its slot."""
    index, side = _side(act, state)
    battle = state.fight.battle
    card = act.card
    if card is None:
        if act.slot is None or side.slots[act.slot] is None:
            raise InvalidInput("Say which creature, or a slot with a creature in it.", "slot")
        card = side.slots[act.slot].card
    ours = set(side.hand) | set(side.lost) | {f.card for _, f in side.on_board()}
    if card not in ours:
        raise InvalidInput(f"{card_name(state, card)} is not in this battle on {_who(state, side)}.", "card")
    where = act.where or "slot"
    slots = list(side.slots)
    at = next((i for i, f in enumerate(slots) if f is not None and f.card == card), None)
    fighter = slots[at] if at is not None else Fighter(card=card)
    hand = [c for c in side.hand if c != card]
    lost = [c for c in side.lost if c != card]
    if at is not None:
        slots[at] = None
    if where == "slot":
        slot = at if act.slot is None else act.slot
        if slot is None or not 0 <= slot < SLOTS:
            raise InvalidInput("Say which slot: 1, 2 or 3.", "slot")
        if slots[slot] is not None:
            raise InvalidInput(f"{card_name(state, slots[slot].card)} stands on slot {slot + 1}: move it first.",
                               "slot")
        fighter = _marked(act, state, battle, fighter)
        slots[slot] = fighter
        told = f"{card_name(state, card)} stands on slot {slot + 1} of {_who(state, side)}" + _marks(fighter)
    elif where == "hand":
        hand.append(card)
        told = f"{card_name(state, card)} is back in the hand of {_who(state, side)}"
    else:
        lost.append(card)
        told = f"{card_name(state, card)} is dead on {_who(state, side)}"
    new = side.model_copy(update={"slots": tuple(slots), "hand": tuple(hand), "lost": tuple(lost)})
    if new == side:
        raise InvalidInput("Herald already has the battle so.", "card")
    fight = state.fight.model_copy(update={"battle": battle.with_side(index, new)})
    return told, {"fight": fight.model_dump()}


def _marked(act, state: State, battle, fighter: Fighter) -> Fighter:
    """The fighter with the damage and markers the correction gives (the others kept)."""
    update = {k: getattr(act, k) for k in ("dm", *MARKERS) if getattr(act, k) is not None}
    if update.get("dm", 0) < 0 or update.get("poison", 0) < 0:
        raise InvalidInput("Damage and poison are never below zero.", "dm")
    fighter = fighter.model_copy(update=update)
    stats = battle.stats.get(fighter.card)
    if stats is not None and fighter.dm >= stats.hp:
        raise InvalidInput(f"{card_name(state, fighter.card)} has {stats.hp} HP: with {fighter.dm} DMs it is dead; "
                           "put it among the dead instead.", "dm")
    return fighter


def _marks(f: Fighter) -> str:
    parts = [f"{f.dm} DMs"] if f.dm else []
    parts += ["frost"] if f.frost else []
    parts += [f"poison {f.poison}"] if f.poison else []
    parts += ["bound"] if f.bound else []
    return f" ({', '.join(parts)})" if parts else ""
