"""The face-up positive card on the hero's Realm space (003:L365-385): an Item taken for free, a Dragonlore Ability
learned for Experience only, or an Opportunity used once and removed from the game; the appendix's rulings on the
pools and the Guardian of the Realm (003:L771-783) read from the catalog's `ruling`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from ... import rulebook
from ...actions import Action, Context, Offer, action, offers
from ...errors import InvalidInput
from ...events import CardMoved, Event
from ...rules import decks, flow, lookup
from ...rules import zones as Z
from ...rules.events import CardUsed
from ...rules.tx import Tx
from ...state import GameState
from ...tokens import token_change
from .. import movement
from ..actions import realm_board
from ..events import RealmMoved
from ..gate import gate_plane, gate_spaces
from ..setup import space_zone
from .obstacle import card_value, met_card
from .settle import REMOVED

R_REALM_POSITIVE = rulebook.rule(
    "realm_positive",
    "A positive Realm card on the hero's space is optional: an Item taken free, a Dragonlore Ability learned for "
    "Experience alone, an Opportunity used only for a real benefit and then removed from the game.",
    "003:L377",
)
R_ONE_ATTRIBUTE = rulebook.rule("realm_one_attribute", "Boiling Pool, Pool of Secret Wishes: one attribute only.",
                                "003:L773")
GAINS = ("health", "magic", "strength", "willpower", "gold", "experience")
RARE_ITEMS = 2  # Guardian of the Realm (003:L783)


def card_here(state: GameState, seat: int) -> str | None:
    """The face-up positive card on the hero's Realm space, once nothing there waits to be dealt with."""
    place = state.hero(seat).realm
    if place is None or place.where != "path" or met_card(state) is not None:
        return None
    cards = state.zone(space_zone(place.path, place.step, "positive"))  # type: ignore[arg-type]
    return cards[0] if cards and cards[0] not in state.hidden else None


@action
class RealmPositive(Action):
    """Take, learn or use the positive card on the hero's space, with what an Opportunity gave (or cost), the
    Abilities given up at a pool, and for the Guardian of the Realm the space beside the Gate and the Rare Items."""

    kind: Literal["realm_positive"] = "realm_positive"
    seat: int = Field(ge=0, le=4)
    health: int = Field(default=0, ge=-10, le=10)
    magic: int = Field(default=0, ge=-12, le=12)
    strength: int = Field(default=0, ge=-8, le=8)
    willpower: int = Field(default=0, ge=-10, le=10)
    gold: int = Field(default=0, ge=-100, le=100)
    experience: int = Field(default=0, ge=-100, le=100)
    abilities: tuple[str, ...] = ()
    space: int | None = Field(default=None, ge=0, le=19)
    items: tuple[str | None, ...] = Field(default=(), max_length=RARE_ITEMS)
    values: dict[str, dict[str, Any]] = Field(default_factory=dict)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        realm_board(state, ctx)
        card = card_here(state, self.seat)
        if card is None:
            raise rulebook.refuse(R_REALM_POSITIVE, "There is no face-up positive card on the hero's space to use.")
        kind = card_value(ctx, self.values, card, "dragon_type")
        tx = Tx(state, ctx)
        hero = state.hero(self.seat)
        if kind == "item":  # free, used like any Item (003:L373)
            tx.emit(CardMoved(card=card, to=Z.items(self.seat)))
        elif kind == "dragonlore":  # Experience only, no Gold (003:L381)
            cost = card_value(ctx, self.values, card, "experience_cost")
            if cost is None:
                raise InvalidInput(f"Type the cost printed on {lookup.name(ctx, card)}.", "values")
            cost = hero.sheet.learning_cost(cost)  # a Human pays one less, a Troll two more (003:L139, 003:L149)
            if cost > hero.experience:
                raise rulebook.refuse(R_REALM_POSITIVE, f"Learning it takes {cost} Experience; the hero has "
                                                        f"{hero.experience}.")
            tx.emit(token_change(hero, experience=-cost, reason=lookup.name(ctx, card)))
            tx.emit(CardMoved(card=card, to=Z.abilities(self.seat)))
        else:
            return self._opportunity(tx, card, card_value(ctx, self.values, card, "ruling"))
        return tx.done()

    def _opportunity(self, tx: Tx, card: str, ruling: str | None) -> tuple[Event, ...]:
        state, ctx = tx.state, tx.ctx
        hero = state.hero(self.seat)
        deltas = self.model_dump(include=set(GAINS))
        if ruling == "one_attribute" and sum(1 for v in deltas.values() if v) != 1:
            raise rulebook.refuse(R_ONE_ATTRIBUTE, "Say the one attribute the pool improved.")
        if ruling == "abilities_at_printed_cost" and not (hero.wounds or hero.spent):
            raise rulebook.refuse(R_REALM_POSITIVE, "At full Health and Magic the pool has nothing to give.")
        held = state.zone(Z.abilities(self.seat))
        if len(set(self.abilities)) != len(self.abilities) or not set(self.abilities) <= set(held):
            raise InvalidInput("Name only Abilities the hero holds, each once.", "abilities")
        worth = [card_value(ctx, self.values, c, "experience_cost") for c in self.abilities]
        if None in worth:  # 003:L777: an Ability given up counts at its printed cost
            raise InvalidInput("Type the cost printed on each Ability given up.", "values")
        guardian = ruling == "guardian_of_the_realm"
        if not guardian and not any(deltas.values()) and not self.abilities:
            raise rulebook.refuse(R_REALM_POSITIVE, "Using it would change nothing.")
        note = f"giving up Abilities worth {sum(worth)}" if self.abilities else "and it leaves the game"
        tx.emit(CardUsed(seat=self.seat, card=card, how=note))
        for lost in self.abilities:
            decks.discard(tx, lost)
        if any(deltas.values()):
            tx.emit(token_change(tx.state.hero(self.seat), **deltas, reason=lookup.name(ctx, card), lose_excess=True))
        tx.emit(CardMoved(card=card, to=REMOVED))
        if guardian:  # beside the Gate with two Rare Items; the turn ends (003:L783)
            spaces = gate_spaces(ctx, gate_plane(state.zones, state.hidden)) or ()
            chosen = movement.leave(spaces, self.space if self.space is not None else -1)
            tx.emit(RealmMoved(seat=self.seat, place=None, space=chosen))
            for item in self.items or (None,) * RARE_ITEMS:
                if not decks.exhausted(tx.state, "rare"):
                    decks.draw(tx, "rare", item, Z.items(self.seat))
            flow.end_turn(tx)
        return tx.done()


@offers
def positive_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The positive card on the active hero's Realm space, as a form by its kind and ruling."""
    f = state.flow
    card = card_here(state, f.active) if f.stage == "turn" and f.active is not None and state.battle is None else None
    if card is None:
        return []
    kind, ruling = card_value(ctx, {}, card, "dragon_type"), card_value(ctx, {}, card, "ruling")
    needs: tuple[str, ...] = ()
    choices: dict = {"kind": kind, "ruling": ruling}
    if kind == "dragonlore" and card_value(ctx, {}, card, "experience_cost") is None:
        needs, choices["values"] = ("values",), [f"{Z.base_id(card)}.experience_cost"]
    elif kind not in ("item", "dragonlore"):
        needs = GAINS + ("abilities",)
        choices["abilities"] = list(state.zone(Z.abilities(f.active)))
        if ruling == "guardian_of_the_realm":
            needs, choices["space"] = ("space", "items"), list(gate_spaces(ctx, gate_plane(state.zones, state.hidden)) or ())
            choices["items"] = list(decks.drawable(state, "rare"))
    verb = {"item": "Take", "dragonlore": "Learn"}.get(kind or "", "Use")
    return [Offer(kind="realm_positive", label=f"{verb} {lookup.name(ctx, card)}", seat=f.active,
                  params={"seat": f.active}, needs=needs, choices=choices)]
