"""The Obstacle a forward step met, as the tablet offers it (one form, its fields by the card's ruling), and the
guard that keeps a hero from ending her turn on a Realm card she has not dealt with (003:L327)."""

from __future__ import annotations

from ... import rulebook
from ...actions import Context, Offer, consequence, guard, offers
from ...events import Event
from ...rules import death, flow, lookup
from ...rules import zones as Z
from ...rules.tx import Tx
from ...state import GameState
from .obstacle import card_value, met_card
from .settle import TURN_OVER

R_REALM_UNSETTLED = rulebook.rule(
    "realm_unsettled",
    "A hero who steps onto a Realm Creature or Obstacle enters the space only once she overcomes it; until the "
    "table says how that went, her turn goes on.",
    "003:L327",
)
PAID = ("health", "magic", "gold", "experience", "abilities", "items")
# The fields each ruling asks for (realm/met/rulings.py); a card without one asks for the outcome and its cost.
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


@consequence
def realm_turn_over(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """A Realm step the rules end the turn with (an Obstacle failed, a Creature lost to or drawn with, the Lake's
    battle) ends it at once: nothing on the space she comes to is met (003:L351, 003:L359-361, 003:L405-407)."""
    f = state.flow
    if f.stage != "turn" or f.active is None or TURN_OVER not in f.marks or state.battle is not None \
            or state.result is not None:
        return ()
    tx = Tx(state, ctx)
    flow.end_turn(tx)
    return tx.done()
