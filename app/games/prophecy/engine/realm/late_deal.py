"""Herald's deal of the Dragon cards and the table's word on it.

- `realm_deal`: the cards dealt onto a Realm board the group typed after its game began (003:L229): until then they
  wait in their two decks (realm/deal.py); once the board is known they go face down onto its spaces as at setup,
  three of each kind aside unseen, in one undoable step, told as one line.
- `realm_name`: where the table draws, the Dragon card that turned up after a step (the positive card under an
  overcome negative one, 003:L325) is named before the turn goes on; a step's own card is named on the step's form
  (naming.py). The named card takes the placeholder's unseen place in Herald's records."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, guard, offers
from ..events import Event
from ..rules import flow
from ..rules.tx import Tx
from ..state import GameState
from . import words
from .board import LEFT_OVER
from .deal import DECK_NEGATIVE, DECK_POSITIVE, board_of
from .events import RealmDealt
from .naming import NAMING, R_REALM_NAME, choices_for, name_and_reveal
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


def turned_up(state: GameState) -> str | None:
    """The Dragon card turned up on the active hero's space after her step, waiting face down for the table's name
    (table-draws games: the positive card under a negative one she overcame, 003:L325, 003:L367)."""
    f = state.flow
    if NAMING not in f.marks or f.active is None or state.battle is not None:
        return None
    place = state.hero(f.active).realm
    if place is None or place.where != "path":
        return None
    for kind in ("negative", "positive"):
        cards = state.zone(space_zone(place.path, place.step, kind))  # type: ignore[arg-type]
        if cards and cards[0] in state.hidden:
            return cards[0]
    return None


@action
class RealmName(Action):
    """Name the Dragon card that turned up on the hero's space after her step (table-draws games)."""

    kind: Literal["realm_name"] = "realm_name"
    seat: int = Field(ge=0, le=4)
    at: str  # the placeholder Herald's records hold there, never shown
    # The card the table turned up, as the ring's arrivals name theirs (a form may post it empty).
    revealed: tuple[str, ...] = Field(default=(), max_length=1)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if turned_up(state) != self.at:
            raise rulebook.refuse(R_REALM_NAME, "Only a Dragon card just turned up on the hero's space is named, as "
                                                "it turns up (and only when the table draws the cards).")
        tx = Tx(state, ctx)
        name_and_reveal(tx, self.at, self.revealed)
        flow.unmark(tx, NAMING)
        return tx.done()


@offers
def naming_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Naming the card just turned up: the one step the turn waits for."""
    card = turned_up(state)
    if card is None:
        return []
    seat = state.flow.active
    where = words.card_place(state.zones, card) or "the Dragon Realm"
    return [Offer(kind="realm_name", label=f"Which card turned up on the {where}?", seat=seat,
                  params={"seat": seat, "at": card}, needs=("revealed",), choices=choices_for(state, card))]


@guard
def name_before_going_on(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """The turn waits for the name of a Dragon card turned up (table-draws games, 003:L325)."""
    if kind == "end_turn" and turned_up(state) is not None:
        raise rulebook.refuse(R_REALM_NAME, "Name the Dragon card that turned up on the hero's space first.")
