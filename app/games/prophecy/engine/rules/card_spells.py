"""Cards a hero holds whose effect moves cards or the hero, recorded as real steps: Fleet of Foot's second movement,
Mass Decay's Items turned into Magic, the Scroll of Stealing taken to another hero, and another turn this round from
a card that grants one (Time Loop).

Cards are recognised by what the catalog says they do (a move of mode `extra_move`, a rule hook), never by id.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event, who
from ..state import GameState
from ..tokens import token_change
from . import card_reading, death, decks, discounts, encounter, flow, lookup
from . import zones as Z
from .events import CardUsed
from .tx import Tx

R_FLEET = rulebook.rule(
    "fleet_of_foot", "Fleet of Foot: a second movement this turn, of any kind but an 'instead of moving' use, and "
    "only once per move.", "000:L696",
)
R_DECAY = rulebook.rule(
    "mass_decay", "Mass Decay destroys Items of the hero's to recharge Magic (handy for Items over the limit at the "
    "end of the round).", "000:L720",
)
R_STEALING = rulebook.rule(
    "scroll_of_stealing", "The Scroll of Stealing is used before or after a battle, or instead of fighting the other "
    "character; then it is discarded.", "000:L626",
)
SECOND_MOVE = "turn:second_move"


def held(state: GameState, seat: int) -> tuple[str, ...]:
    """The hero's Abilities and working Items."""
    return state.zone(Z.abilities(seat)) + tuple(c for c in state.zone(Z.items(seat)) if c not in state.damaged)


def extra_move_cards(state: GameState, ctx, seat: int) -> tuple[str, ...]:
    """The hero's cards granting a second movement."""
    return tuple(c for c in held(state, seat) if any(getattr(e, "kind", None) == "move" and e.mode == "extra_move"
                                                     for e in getattr(lookup.raw(ctx, c), "effects", None) or ()))


def hooked(state: GameState, ctx, seat: int, hook: str) -> tuple[str, ...]:
    """The hero's cards with a rule hook."""
    return tuple(c for c in held(state, seat) if hook in lookup.card_hooks(ctx, c))


def _spell_cost(state: GameState, ctx, seat: int, card: str, typed: int | None) -> int:
    raw = lookup.raw(ctx, card)
    if not getattr(raw, "spell", False):
        return 0
    cost = getattr(raw, "magic_cost", None)
    if cost is None and typed is None:
        raise InvalidInput(f"Herald does not know the Magic {lookup.name(ctx, card)} costs: type it in.", "magic")
    return discounts.standing_price(state, ctx, seat, cost if cost is not None else typed)  # Dragon Magic (003:L731)


@action
class SecondMove(Action):
    """Cast Fleet of Foot after the turn's movement: the hero moves once more (then arrives as usual)."""

    kind: Literal["second_move"] = "second_move"
    seat: int = Field(ge=0, le=4)
    card: str
    magic: int | None = Field(default=None, ge=0, le=10)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        encounter.require_turn(state, self.seat)
        encounter.require_clear(state, ctx, self.seat)
        if self.card not in extra_move_cards(state, ctx, self.seat):
            raise rulebook.refuse(R_FLEET, "The hero holds no such card for a second movement.")
        if SECOND_MOVE in state.flow.marks:
            raise rulebook.refuse(R_FLEET, "Only one second movement per move.")
        if not any(m.startswith("turn:moved:") and m != "turn:moved:instead" for m in state.flow.marks):
            raise rulebook.refuse(R_FLEET, "A second movement follows a movement, not an 'instead of moving' use.")
        cost = _spell_cost(state, ctx, self.seat, self.card, self.magic)
        tx = Tx(state, ctx)
        tx.emit(CardUsed(seat=self.seat, card=self.card, how="for a second movement"))
        if cost:
            tx.emit(token_change(state.hero(self.seat), magic=-cost, reason=lookup.name(ctx, self.card)))
        flow.with_flow(tx, stage="move", marks=tx.state.flow.marks | {SECOND_MOVE})
        return tx.done()


@action
class DestroyItems(Action):
    """Cast Mass Decay: the Items chosen are discarded and the Magic they give is recharged (the rest is lost)."""

    kind: Literal["destroy_items"] = "destroy_items"
    seat: int = Field(ge=0, le=4)
    card: str
    destroy: tuple[str, ...] = Field(default=(), max_length=12)
    recharge: int = Field(default=0, ge=0, le=20)
    magic: int | None = Field(default=None, ge=0, le=10)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "move", "turn", "round_end")
        if self.card not in hooked(state, ctx, self.seat, "destroy_items_for_magic"):
            raise rulebook.refuse(R_DECAY, "The hero holds no such Spell.")
        mine = state.zone(Z.items(self.seat))
        if not self.destroy:
            raise InvalidInput("Choose the Items the Spell destroys.", "destroy")
        if len(set(self.destroy)) != len(self.destroy) or any(c not in mine for c in self.destroy):
            raise InvalidInput("Choose Items the hero holds, each once.", "destroy")
        if any(death.is_artifact(ctx, c) for c in self.destroy):
            raise rulebook.refuse(R_DECAY, "Artifacts cannot be destroyed.")
        cost = _spell_cost(state, ctx, self.seat, self.card, self.magic)
        tx = Tx(state, ctx)
        tx.emit(CardUsed(seat=self.seat, card=self.card, how="on " + ", ".join(lookup.name(ctx, c) for c in self.destroy)))
        if cost:
            tx.emit(token_change(state.hero(self.seat), magic=-cost, reason=lookup.name(ctx, self.card)))
        for c in self.destroy:
            decks.discard(tx, c)
        if self.recharge:
            tx.emit(token_change(tx.state.hero(self.seat), magic=self.recharge, reason="Items destroyed",
                                 lose_excess=True))
        return tx.done()


@action
class StealWithScroll(Action):
    """Use the Scroll of Stealing on another hero on the space: the Item or Gold taken; the scroll is discarded."""

    kind: Literal["steal_with_scroll"] = "steal_with_scroll"
    seat: int = Field(ge=0, le=4)
    card: str
    target: int | None = Field(default=None, ge=0, le=4)
    item: str | None = None
    gold: int = Field(default=0, ge=0, le=100)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        encounter.require_turn(state, self.seat)
        encounter.require_clear(state, ctx, self.seat)
        if self.card not in hooked(state, ctx, self.seat, "steal_from_character"):
            raise rulebook.refuse(R_STEALING, "The hero holds no such scroll.")
        if self.target is None or self.target == self.seat or self.target >= len(state.heroes):
            raise InvalidInput("Use it on another seat.", "target")
        other = state.hero(self.target)
        if other.status != "active" or other.space != state.hero(self.seat).space:
            raise rulebook.refuse(R_STEALING, f"{other.player}'s hero is not on this space.")
        if self.item is None and not self.gold:
            raise InvalidInput("Say what the scroll took: an Item or Gold.", "item")
        if self.item is not None and (self.item not in state.zone(Z.items(self.target))
                                      or death.is_artifact(ctx, self.item)):
            raise InvalidInput(f"{other.player} holds no such Item to take.", "item")
        if self.gold > other.gold:
            raise InvalidInput(f"{other.player} has only {other.gold} Gold.", "gold")
        tx = Tx(state, ctx)
        tx.emit(CardUsed(seat=self.seat, card=self.card, how=f"on {who(other)}"))
        if self.item is not None:
            tx.emit(CardMoved(card=self.item, to=Z.items(self.seat)))
        if self.gold:
            tx.emit(token_change(other, gold=-self.gold, reason=f"taken by {state.hero(self.seat).player}"))
            tx.emit(token_change(tx.state.hero(self.seat), gold=self.gold, reason=f"taken from {other.player}"))
        decks.discard(tx, self.card)
        return tx.done()


@offers
def card_spell_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Fleet of Foot after a movement, Mass Decay on the hero's own round, the Scroll of Stealing in the turn."""
    f = state.flow
    if f.active is None or state.battle is not None or f.stage not in ("move", "turn", "round_end"):
        return []
    seat, found = f.active, []
    hero = state.hero(seat)
    items = [c for c in state.zone(Z.items(seat)) if not death.is_artifact(ctx, c)]
    for c in hooked(state, ctx, seat, "destroy_items_for_magic") if items else ():
        found.append(Offer(kind="destroy_items", label=f"Cast {lookup.name(ctx, c)}", seat=seat,
                           params={"seat": seat, "card": c}, needs=("destroy", "recharge"), choices={"destroy": items}))
    if f.stage != "turn" or encounter.creatures_here(state, ctx, seat):
        return found
    moved = any(m.startswith("turn:moved:") and m != "turn:moved:instead" for m in f.marks)
    for c in extra_move_cards(state, ctx, seat) if moved and SECOND_MOVE not in f.marks else ():
        cost = getattr(lookup.raw(ctx, c), "magic_cost", None)
        if cost is None or hero.magic >= cost:
            found.append(Offer(kind="second_move", label=f"Cast {lookup.name(ctx, c)} for a second movement",
                               seat=seat, params={"seat": seat, "card": c}, needs=("magic",) if cost is None else ()))
    others = [h.seat for h in state.heroes if h.seat != seat and h.status == "active" and h.space == hero.space]
    for c in hooked(state, ctx, seat, "steal_from_character") if others else ():
        found.append(Offer(kind="steal_with_scroll", label=f"Use {lookup.name(ctx, c)}", seat=seat,
                           params={"seat": seat, "card": c}, needs=("target", "item", "gold"),
                           choices={"target": others, "item": [i for s in others for i in state.zone(Z.items(s))
                                                               if not death.is_artifact(ctx, i)]}))
    return found


@action
class TakeExtraTurn(Action):
    """Use an Ability or Item that grants another turn this round (Time Loop and the like)."""

    kind: Literal["take_extra_turn"] = "take_extra_turn"
    seat: int = Field(ge=0, le=4)
    card: str
    magic: int | None = Field(default=None, ge=0, le=10)
    discount: str | None = None  # Effective Spellcasting or the Ring of Magical Forces

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        encounter.require_turn(state, self.seat)
        held = state.zone(Z.abilities(self.seat)) + state.zone(Z.items(self.seat))
        grant = card_reading.extra_turn_card(ctx, self.card)
        if self.card not in held or grant is None:
            raise rulebook.refuse(flow.R_EXTRA_TURN, "The hero has no such card granting another turn.")
        if f"round:card:{Z.base_id(self.card)}" in state.flow.marks:
            raise rulebook.refuse(flow.R_ONCE_A_ROUND, f"{lookup.name(ctx, self.card)} was already used this round.")
        two_rounds = grant["limit"] == "once_per_two_rounds"
        if two_rounds and flow.cooling(state, self.seat, Z.base_id(self.card)):
            raise rulebook.refuse(flow.R_TWO_ROUNDS, f"{lookup.name(ctx, self.card)} was used last round.")
        magic = grant["magic"] if grant["magic"] is not None else self.magic
        if magic is None:
            raise InvalidInput("Herald does not know this card's Magic cost: type it in.", "magic")
        tx = Tx(state, ctx)
        magic = discounts.spell_price(tx, self.seat, self.discount, magic)
        if getattr(lookup.raw(ctx, self.card), "spell", False):  # Dragon Magic's cut in the Realm (003:L731)
            magic = discounts.standing_price(state, ctx, self.seat, magic)
        tx.emit(CardUsed(seat=self.seat, card=self.card, how="for another turn"))
        if magic:
            tx.emit(token_change(state.hero(self.seat), magic=-magic, reason=lookup.name(ctx, self.card)))
        marks = {f"round:card:{Z.base_id(self.card)}"}
        if two_rounds:
            marks.add(f"cooldown:{self.seat}:{Z.base_id(self.card)}:now")
        flow.with_flow(tx, extra_turns=tx.state.flow.extra_turns + 1, marks=tx.state.flow.marks | marks)
        return tx.done()
