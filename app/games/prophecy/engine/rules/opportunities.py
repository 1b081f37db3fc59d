"""Opportunities on the hero's space: using one (once, never just to discard it; the Golden Fish's single wish),
and a card gained from a deck (a Creature's treasure, an Opportunity's gift)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from .. import rulebook
from ..actions import Action, Context, action
from ..events import CardMoved, Event
from ..slots.races import typed_list
from ..state import GameState
from ..tokens import (
    ExperienceDelta,
    GoldDelta,
    HealthDelta,
    MagicDelta,
    StrengthDelta,
    WillpowerDelta,
    token_change,
)
from . import decks, flow, lookup
from . import zones as Z
from .encounter import TOKEN_FIELDS, is_creature, require_clear, require_turn
from .events import CardUsed
from .tx import Tx


def tokens_only(ctx, card: str) -> bool:
    """Whether all a card does is move cubes and tokens (or nothing is known of it): using it must change some."""
    effects = getattr(lookup.raw(ctx, card), "effects", None)
    return not effects or all(e.kind in TOKEN_FIELDS for e in effects)


R_WISH = rulebook.rule(
    "golden_fish", "The Golden Fish grants Strength, Willpower or a Rare Item only to a hero who alone has the least "
    "of it (cubes on both sides; Artifacts count as Rare Items).", "000:L902",
)


def check_wish(state: GameState, ctx, seat: int, deltas: dict, item: str | None) -> None:
    """Refuse a wish the hero is not alone in having the least of; one wish only (000:L904)."""
    wishes = [k for k in ("strength", "willpower") if deltas.get(k, 0) > 0] + (["item"] if item else [])
    others = [h for h in state.heroes if h.seat != seat and h.status == "active"]
    if len(wishes) > 1 or any(deltas.get(k) for k in ("health", "magic", "gold", "experience")):
        raise rulebook.refuse(R_WISH, "It grants a single wish, nothing else.")

    def count(s: int, what: str) -> int:
        if what == "item":
            return sum(lookup.home_deck(ctx, c) in ("rare", "artifact") for c in state.zone(Z.items(s)))
        return getattr(state.hero(s), "red" if what == "strength" else "blue")

    for what in wishes:
        if any(count(h.seat, what) <= count(seat, what) for h in others):
            raise rulebook.refuse(R_WISH, "Another hero has as little or less of it.")


R_OPPORTUNITY = rulebook.rule(
    "opportunity", "An Opportunity is optional and used once, then discarded; never used just to discard it.",
    "000:L305",
)


@action
class UseOpportunity(Action):
    """Use an Opportunity on the space once: what it gave or cost (a Rare Item it granted), then it is discarded."""

    kind: Literal["use_opportunity"] = "use_opportunity"
    seat: int = Field(ge=0, le=4)
    card: str
    health: HealthDelta = 0
    magic: MagicDelta = 0
    strength: StrengthDelta = 0
    willpower: WillpowerDelta = 0
    gold: GoldDelta = 0
    experience: ExperienceDelta = 0
    item: str | None = None
    # A troll's Low Faith list typed from her Race card while Herald does not know it (asked once, 003:L151).
    low_faith_cards: tuple[str, ...] | None = None

    @field_validator("low_faith_cards", mode="before")
    @classmethod
    def _typed_list(cls, raw):
        return typed_list(raw)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        require_turn(state, self.seat)
        require_clear(state, ctx, self.seat)
        hero = state.hero(self.seat)
        here = state.zone(Z.space(hero.space)) if hero.space is not None else ()
        if self.card not in here or self.card in state.hidden or is_creature(ctx, self.card):
            raise rulebook.refuse(R_OPPORTUNITY, f"{lookup.name(ctx, self.card)} is not an Opportunity on this space.")
        deltas = self.model_dump(include=set(TOKEN_FIELDS))
        changes = any(deltas.values()) or self.item is not None
        if not changes and tokens_only(ctx, self.card):
            raise rulebook.refuse(R_OPPORTUNITY, "Using it would change nothing: it cannot be used just to discard it.")
        if "least_wins_wish" in lookup.card_hooks(ctx, self.card):
            check_wish(state, ctx, self.seat, deltas, self.item)
        tx = Tx(state, ctx)
        if any(deltas.values()):
            tx.emit(token_change(hero, **deltas, reason=lookup.name(ctx, self.card), lose_excess=True))
        if self.item is not None:
            decks.draw(tx, "rare", self.item, Z.items(self.seat))
        if not changes:
            tx.emit(CardUsed(seat=self.seat, card=self.card))
        tx.emit(CardMoved(card=self.card, to=Z.discard("adventure")))
        return tx.done()


@action
class TakeCard(Action):
    """A hero gains a card from a deck (a Creature's treasure, an Opportunity): the card that came up."""

    kind: Literal["take_card"] = "take_card"
    seat: int = Field(ge=0, le=4)
    deck: Literal["common", "rare"]
    card: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn", "astral")
        tx = Tx(state, ctx)
        decks.draw(tx, self.deck, self.card, Z.items(self.seat))
        return tx.done()
