"""The table names the Dragon card it turned up (003:L325): in a table-deck game Herald dealt the Realm's cards as
stand-ins, so the card a step turns up is whichever the table sees. Before the hero faces it, one undoable step
puts the named card there in Herald's records (the stand-in takes the named card's unseen place), and the screen,
the log and the battle use the name from then on."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..events import Event, card_name, event
from ..rules import flow
from ..rules.events import CardsSwapped
from ..rules.tx import Tx
from ..state import GameState
from .settle import SETTLED
from .setup import space_zone
from .words import card_place

R_REALM_NAME = rulebook.rule(
    "realm_name",
    "A Dragon card is named as it is turned up, before the hero faces it: the card the table sees there, from the "
    "face-down Dragon cards of its kind.",
    "003:L325",
)
FORWARD = "turn:moved:realm-forward"


@event
class RealmCardNamed(CardsSwapped):
    """The table named the Dragon card it turned up (`a`); Herald's stand-in (`b`) takes its unseen place."""

    kind: Literal["realm_card_named"] = "realm_card_named"

    def describe(self, state: GameState) -> str:
        where = card_place(state.zones, self.b) or "the Dragon Realm"
        return f"The table turned up {card_name(state, self.a)} on the {where} (Herald had dealt " \
               f"{card_name(state, self.b)} there)."


def turned_up(state: GameState) -> str | None:
    """The card the active hero's forward step just turned up, while it may still be named (table decks only)."""
    f = state.flow
    if state.options.deck_mode != "table" or f.active is None or state.battle is not None:
        return None
    place = state.hero(f.active).realm
    if f.stage != "turn" or FORWARD not in f.marks or SETTLED in f.marks or place is None or place.where != "path":
        return None
    for kind in ("negative", "positive"):
        cards = state.zone(space_zone(place.path, place.step, kind))  # type: ignore[arg-type]
        if cards and cards[0] not in state.hidden:
            return cards[0]
    return None


def unseen_of_kind(state: GameState, card: str) -> tuple[str, ...]:
    """The Dragon cards of the card's kind nobody has seen: face down on the paths, set aside, or still waiting."""
    kind = next((z.split(":")[-1] for z, cs in state.zones.items() if card in cs and z.startswith("realm:")), "")
    if kind not in ("positive", "negative"):
        return ()
    return tuple(sorted(c for z, cs in state.zones.items() for c in cs
                        if z.startswith("realm:") and z.endswith(kind) and c in state.hidden))


@action
class RealmName(Action):
    """Name the Dragon card a forward step turned up (Herald's stand-in gives way to it)."""

    kind: Literal["realm_name"] = "realm_name"
    seat: int = Field(ge=0, le=4)
    at: str  # the card Herald's records have there
    card: str  # the card the table turned up

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if turned_up(state) != self.at:
            raise rulebook.refuse(R_REALM_NAME, "Only the Dragon card just turned up on the hero's space can be "
                                                "named, before she faces it (and only when the table deals).")
        if self.card not in unseen_of_kind(state, self.at):
            raise rulebook.refuse(R_REALM_NAME, f"{card_name(state, self.card)} cannot be lying there: it is not a "
                                                "face-down Dragon card of the same kind.")
        return Tx(state, ctx).emit(RealmCardNamed(a=self.card, b=self.at)).done()


@offers
def naming_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Naming the card just turned up, while the hero has not faced it."""
    card = turned_up(state)
    pool = unseen_of_kind(state, card) if card is not None else ()
    if card is None or not pool:
        return []
    seat = state.flow.active
    return [Offer(kind="realm_name", label=f"Name the card turned up, if not {card_name(state, card)}", seat=seat,
                  params={"seat": seat, "at": card}, needs=("card",), choices={"card": list(pool)})]
