"""Herald's deal of the Dragon cards and the table's word on it.

- `realm_deal`: the cards dealt onto a Realm board the group typed after its game began (003:L229): until then they
  wait in their two decks (realm/deal.py); once the board is known they go face down onto its spaces as at setup,
  three of each kind aside unseen, in one undoable step, told as one line.
- `realm_name`: the table names the Dragon card a step turned up (003:L325). In a table-deck game Herald dealt the
  Realm's cards as stand-ins, so the card turned up is whichever the table sees: before the hero faces it, one
  undoable step puts the named card there in Herald's records (the stand-in takes its unseen place), and the
  screen, the log and the battle use the name from then on."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import Event, card_name
from ..rules import flow
from ..rules.tx import Tx
from ..state import GameState
from .board import LEFT_OVER
from .deal import DECK_NEGATIVE, DECK_POSITIVE, board_of
from .events import RealmCardNamed, RealmDealt
from .met.settle import SETTLED
from .setup import deal_realm, space_zone

R_REALM_DEAL = rulebook.rule(
    "realm_deal",
    "The Dragon cards are dealt face down once the Realm board is known: one on each light or dark space, both on "
    "a split space with the negative on top, three of each kind aside unseen.",
    "003:L229",
)


def waiting(state: GameState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The positive and negative Dragon cards still in their decks, waiting for the board."""
    return state.zone(DECK_POSITIVE), state.zone(DECK_NEGATIVE)


@action
class RealmDeal(Action):
    """Deal the waiting Dragon cards onto the group's Realm board, now that it is typed."""

    kind: Literal["realm_deal"] = "realm_deal"

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        positives, negatives = waiting(state)
        if state.options.realm is None or not (positives or negatives):
            raise rulebook.refuse(R_REALM_DEAL, "No Dragon cards wait to be dealt: they lie on the Realm already.")
        board = board_of(ctx)
        if board is None:
            raise rulebook.refuse(R_REALM_DEAL, "Type the Realm board's three paths first: its spaces take the cards.")
        lake = 1 if state.options.realm.variant == "dragonslayer" else 0  # the Dragon Queen waits on the Lake
        dealt = deal_realm(board, positives, negatives, LEFT_OVER - lake)
        tx = Tx(state, ctx)
        tx.emit(RealmDealt(dealt=dealt))  # one event, one line in the log and the chronicle
        return tx.done()


@offers
def deal_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The deal, while cards wait and the board is typed."""
    if state.options.realm is None or not any(waiting(state)) or board_of(ctx) is None:
        return []
    return [Offer(kind="realm_deal", label="Deal the Dragon cards onto the Realm's paths")]


R_REALM_NAME = rulebook.rule(
    "realm_name",
    "A Dragon card is named as it is turned up, before the hero faces it: the card the table sees there, from the "
    "face-down Dragon cards of its kind.",
    "003:L325",
)
FORWARD = "turn:moved:realm-forward"


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
    new = state.zone(f"deck:dragon_{kind}")  # a card of the group's box brought into the game (add_card)
    return tuple(sorted({c for z, cs in state.zones.items() for c in cs
                         if z.startswith("realm:") and z.endswith(kind) and c in state.hidden} | set(new)))


@action
class RealmName(Action):
    """Name the Dragon card a forward step turned up (Herald's stand-in gives way to it)."""

    kind: Literal["realm_name"] = "realm_name"
    seat: int = Field(ge=0, le=4)
    at: str  # the card Herald's records have there
    # The card the table turned up, as the ring's arrivals name theirs (a form may post it empty).
    revealed: tuple[str, ...] = Field(default=(), max_length=1)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if not self.revealed:
            raise InvalidInput("Name the card the table turned up.", "revealed")
        card = self.revealed[0]
        if turned_up(state) != self.at:
            raise rulebook.refuse(R_REALM_NAME, "Only the Dragon card just turned up on the hero's space can be "
                                                "named, before she faces it (and only when the table deals).")
        if card not in unseen_of_kind(state, self.at):
            raise rulebook.refuse(R_REALM_NAME, f"{card_name(state, card)} cannot be lying there: it is not a "
                                                "face-down Dragon card of the same kind.")
        return Tx(state, ctx).emit(RealmCardNamed(a=card, b=self.at)).done()


@offers
def naming_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Naming the card just turned up, while the hero has not faced it."""
    card = turned_up(state)
    pool = unseen_of_kind(state, card) if card is not None else ()
    if card is None or not pool:
        return []
    seat = state.flow.active
    return [Offer(kind="realm_name", label=f"Name the card turned up, if not {card_name(state, card)}", seat=seat,
                  params={"seat": seat, "at": card}, needs=("revealed",), choices={"revealed": list(pool), "count": 1})]
