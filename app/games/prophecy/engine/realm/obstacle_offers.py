"""The Obstacle a forward step met, as the tablet offers it (one form, its fields by the card's ruling), and the
guard that keeps a hero from ending her turn on a Realm card she has not dealt with (003:L327)."""

from __future__ import annotations

from .. import rulebook
from ..actions import Context, Offer, guard, offers
from ..rules import death, lookup
from ..rules import zones as Z
from ..state import GameState
from .obstacle import card_value, met_card

R_REALM_UNSETTLED = rulebook.rule(
    "realm_unsettled",
    "A hero who steps onto a Realm Creature or Obstacle enters the space only once she overcomes it; until the "
    "table says how that went, her turn goes on.",
    "003:L327",
)
PAID = ("health", "magic", "gold", "experience", "abilities", "items")
# The fields each ruling asks for (realm/rulings.py); a card without one asks for the outcome and its cost.
NEEDS = {
    "pick_a_path": ("cursed", "pick", "health"),
    "pay_either_way": PAID,
    "declared_magic": ("declared", "outcome", *PAID),
    "guess_a_number": ("guess", "outcome", "health"),
    "risk_abilities": ("risked", "outcome", *PAID),
    None: ("outcome", *PAID),
}


@offers
def obstacle_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The form for the Obstacle the active hero stepped onto (none when the card is a known Creature)."""
    card = met_card(state) if state.flow.stage == "turn" and state.battle is None else None
    if card is None or card_value(ctx, {}, card, "dragon_type") == "creature":
        return []
    seat = state.flow.active
    ruling = card_value(ctx, {}, card, "ruling")
    needs = NEEDS.get(ruling, NEEDS[None])
    abilities = list(state.zone(Z.abilities(seat)))
    choices: dict = {"outcome": ["passed", "failed"], "abilities": abilities, "risked": abilities,
                     "items": [c for c in state.zone(Z.items(seat)) if not death.is_artifact(ctx, c)],
                     "ruling": ruling}
    unknown = [f"{Z.base_id(card)}.experience"] if card_value(ctx, {}, card, "experience") is None else []
    if ruling == "risk_abilities":
        unknown += [f"{Z.base_id(c)}.experience_cost" for c in abilities
                    if card_value(ctx, {}, c, "experience_cost") is None]
    if unknown:
        needs, choices["values"] = (*needs, "values"), unknown
    return [Offer(kind="realm_obstacle", label=f"How did {lookup.name(ctx, card)} go?", seat=seat,
                  params={"seat": seat}, needs=needs, choices=choices)]


@guard
def deal_with_the_card(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """No end of the turn while the hero stands on a Realm card she stepped onto and has not dealt with."""
    if kind == "end_turn" and state.flow.stage == "turn" and met_card(state) is not None:
        raise rulebook.refuse(R_REALM_UNSETTLED, "Say first how the Realm card the hero stepped onto went.")
