"""Abilities used instead of moving, in the Realm (003:L335): allowed (Blacksmithing, Meditation, Miraculous
Healing), unless the card needs a certain terrain (People's Hospitality). The hero stays where she is.

The ring's `instead_of_moving` action does the work; this module offers it to a hero in the Realm and refuses a
terrain-bound card there.
"""

from __future__ import annotations

from .. import rulebook
from ..actions import Context, Offer, guard, offers
from ..rules import lookup
from ..rules.card_spells import SECOND_MOVE
from ..rules.movement import INSTEAD_FIELDS, instead_cards
from ..state import GameState
from .position import in_realm

R_REALM_TERRAIN = rulebook.rule(
    "realm_terrain_bound",
    "In the Dragon Realm an Ability used instead of moving works unless it needs a certain type of terrain.",
    "003:L335",
)


def terrain_bound(ctx, card: str) -> bool:
    """Whether a card works only on a certain terrain (a hook, or an effect naming its terrain)."""
    return "needs_terrain" in lookup.hooks_of(ctx, card) or any(
        getattr(e, "instead_of_moving", False) and getattr(e, "terrain", None) for e in lookup.effects_of(ctx, card))


@offers
def realm_instead_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Each card the active hero in the Realm may use instead of moving."""
    f = state.flow
    if f.stage != "move" or f.active is None or not in_realm(state.hero(f.active)) or SECOND_MOVE in f.marks:
        return []
    out = []
    for card in instead_cards(state, ctx, f.active):
        if terrain_bound(ctx, card):
            continue
        use = lookup.instead_of_moving(ctx, card) or {}
        out.append(Offer(kind="instead_of_moving", label=f"Use {lookup.name(ctx, card)} instead of moving",
                         seat=f.active, params={"seat": f.active, "card": card},
                         needs=tuple(k for k in INSTEAD_FIELDS if k in use and use[k] is None)))
    return out


@guard
def no_terrain_in_the_realm(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """Refuse a terrain-bound card used instead of moving by a hero in the Realm."""
    seat = fields.get("seat")
    if kind != "instead_of_moving" or not isinstance(seat, int) or not 0 <= seat < len(state.heroes):
        return
    card = fields.get("card")
    if in_realm(state.hero(seat)) and isinstance(card, str) and terrain_bound(ctx, card):
        raise rulebook.refuse(R_REALM_TERRAIN, f"{lookup.name(ctx, card)} needs a terrain the Realm does not have.")
