"""Dwarf weaponcraft (003:L163): a Gold piece laid on a weapon strengthens it, once per weapon. The piece is only a
marker from then on (no longer Gold: our reading is that laying it spends 1 Gold, research note Q-26); it stays with
the weapon whatever hands it passes to but gives its bonus to a dwarf only, and comes off when the weapon is
discarded. The bonus is in `races.battle`; when a dwarf may lay it is printed on the Race card, so Herald accepts it
at any moment outside a battle."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, consequence, offers
from ..errors import InvalidInput
from ..events import Event, card_name, event, who
from ..rules import lookup
from ..rules import zones as Z
from ..state import GameState
from ..tokens import living_hero, token_change

R_WEAPONCRAFT = rulebook.rule(
    "weaponcraft",
    "A dwarf may strengthen each weapon once by laying a Gold piece on it; the piece stays with the weapon until it "
    "is discarded.",
    "003:L163",
)
GONE = ("discard:", "deck:", "removed")


@event
class WeaponCrafted(Event):
    """A weaponcraft marker was laid on a weapon (or taken off with the weapon's discard)."""

    kind: Literal["weapon_crafted"] = "weapon_crafted"
    card: str
    seat: int | None = None
    on: bool = True

    def apply_to(self, state: GameState) -> GameState:
        crafted = state.crafted | {self.card} if self.on else state.crafted - {self.card}
        return state.model_copy(update={"crafted": crafted})

    def describe(self, state: GameState) -> str:
        if not self.on:
            return f"The weaponcraft Gold piece comes off {card_name(state, self.card)}."
        return f"{who(state.hero(self.seat))} strengthens {card_name(state, self.card)} by weaponcraft."


def _weapon(ctx, card: str) -> bool | None:
    """Whether a card is a weapon (None while the catalog does not know its weapon types)."""
    raw = lookup.raw(ctx, card)
    if raw is None or getattr(raw, "kind", None) != "item":
        return False if raw is not None else None
    types = getattr(raw, "weapon_types", None)
    return None if types is None else bool(set(types) - {"wand"})


@action
class Weaponcraft(Action):
    """A dwarf lays a Gold piece on one of her weapons."""

    kind: Literal["weaponcraft"] = "weaponcraft"
    seat: int = Field(ge=0, le=4)
    card: str = Field(max_length=80)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        hero = living_hero(state, self.seat)
        if not hero.sheet.has("weaponcraft"):
            raise rulebook.refuse(R_WEAPONCRAFT, "Only a dwarf strengthens weapons by weaponcraft.")
        if self.card not in state.zone(Z.items(self.seat)):
            raise rulebook.refuse(R_WEAPONCRAFT, "Lay the Gold piece on one of the hero's own weapons.")
        if self.card in state.crafted:
            raise rulebook.refuse(R_WEAPONCRAFT, f"{lookup.name(ctx, self.card)} already carries a Gold piece.")
        weapon = _weapon(ctx, self.card)
        if weapon is None:
            raise InvalidInput(f"Herald does not know whether {lookup.name(ctx, self.card)} is a weapon: enter its "
                               "weapon types on the Catalog page.", "card")
        if not weapon:
            raise rulebook.refuse(R_WEAPONCRAFT, f"{lookup.name(ctx, self.card)} is not a weapon.")
        return (token_change(hero, gold=-1, reason="a Gold piece laid by weaponcraft"),
                WeaponCrafted(card=self.card, seat=self.seat))


@consequence
def marker_comes_off(state: GameState, ctx) -> tuple[Event, ...]:
    """The Gold piece is taken off a weapon once it is discarded (003:L163)."""
    for card in sorted(state.crafted):
        zone = state.where(card)
        if zone is None or zone.startswith(GONE):
            return (WeaponCrafted(card=card, on=False),)
    return ()


@offers
def weaponcraft_offers(state: GameState, ctx: Context) -> list[Offer]:
    """A dwarf's weapons not yet strengthened, outside a battle."""
    found = []
    for hero in state.heroes:
        if hero.status != "active" or not hero.sheet.has("weaponcraft") or hero.gold + hero.bank < 1:
            continue
        for card in state.zone(Z.items(hero.seat)):
            if card not in state.crafted and _weapon(ctx, card):
                found.append(Offer(kind="weaponcraft", label=f"{hero.player}: weaponcraft on {lookup.name(ctx, card)}",
                                   seat=hero.seat, params={"seat": hero.seat, "card": card}))
    return found
