"""The Lake of Fire's Artifact won (003:L407), in the group's deck mode.

Where Herald deals, its card on the Lake is the Artifact won: it goes to the winner at once. Where the table draws,
the face-down card Herald holds there is only a stand-in (any face-down Artifact could lie there), so the win puts
it aside face down as the winner's, to be named (`WON`): her Heart and her way out come as usual, and nothing else
is taken before the table says which Artifact turned up (`realm_claim`); the named card takes the stand-in's
unseen place in Herald's records, as a plane's Artifact does (endgame/astral.py's `claim_artifact`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, guard, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event
from ..rules import decks, lookup
from ..rules import zones as Z
from ..rules.tx import Tx
from ..state import GameState
from .gate import LAKE_ARTIFACT
from .naming import table_names

WON = "realm:lake:won:"  # + the winner's seat: the Lake's Artifact she won, face down until the table names it
# What may still be done while the Artifact waits for its name: the name itself, the table's corrections, a die noted.
WHILE_UNNAMED = ("realm_claim", "correct", "add_card", "record_dice")
R_LAKE_ARTIFACT = rulebook.rule(
    "lake_artifact",
    "The hero who beats the Lake's Greater Guardian takes its Artifact; where the table draws, it says which "
    "Artifact turned up before the game goes on.",
    "003:L407",
)


def won_zone(seat: int) -> str:
    """Where the Lake's Artifact a hero won waits for the table's name."""
    return f"{WON}{seat}"


def take_lake_artifact(tx: Tx, seat: int) -> None:
    """The Lake's Artifact to the hero who beat its Guardian (003:L407): hers at once when Herald dealt it or it
    lies face up; else face down as hers, waiting for the table's name."""
    state = tx.state
    for card in state.zone(LAKE_ARTIFACT):
        if table_names(state) and card in state.hidden:
            tx.emit(CardMoved(card=card, to=won_zone(seat), face_up=False))
        else:
            tx.emit(CardMoved(card=card, to=Z.items(seat)))


def unnamed(state: GameState) -> tuple[int, str] | None:
    """The seat and stand-in of a Lake Artifact won and not yet named, or None."""
    for zone, cards in state.zones.items():
        if zone.startswith(WON) and cards:
            return int(zone[len(WON):]), cards[0]
    return None


def claim_pool(state: GameState, stand_in: str) -> list[str]:
    """The Artifacts the table may name: those nobody has seen, the stand-in among them."""
    return sorted({*decks.unseen(state, "artifact", state.batch.get(stand_in, 0)), stand_in})


@action
class RealmClaim(Action):
    """Name the Lake's Artifact the hero won, the card the table turned up (table-draws games, 003:L407)."""

    kind: Literal["realm_claim"] = "realm_claim"
    seat: int = Field(ge=0, le=4)
    card: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        waiting = unnamed(state)
        if waiting is None or waiting[0] != self.seat:
            raise rulebook.refuse(R_LAKE_ARTIFACT, "No Artifact won on the Lake of Fire waits for this hero's name.")
        if self.card is None:
            raise InvalidInput("Name the Artifact turned up on the Lake of Fire.", "card")
        stand_in = waiting[1]
        if self.card not in claim_pool(state, stand_in):
            raise rulebook.refuse(R_LAKE_ARTIFACT, f"{lookup.name(ctx, self.card)} cannot be the Artifact won on the "
                                                   "Lake of Fire: name one of the Artifacts nobody has seen yet.")
        tx = Tx(state, ctx)
        card = decks.reveal(tx, stand_in, self.card, "artifact", turn_up=False)
        tx.emit(CardMoved(card=card, to=Z.items(self.seat)))
        return tx.done()


@offers
def claim_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Naming the Lake's Artifact just won: the one step the game waits for."""
    waiting = unnamed(state)
    if waiting is None:
        return []
    seat, stand_in = waiting
    return [Offer(kind="realm_claim", label="Which Artifact turned up on the Lake of Fire?", seat=seat,
                  params={"seat": seat}, needs=("card",), choices={"card": claim_pool(state, stand_in)})]


@guard
def name_before_going_on(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """The game waits for the name of the Lake's Artifact won (table-draws games, 003:L407)."""
    if kind not in WHILE_UNNAMED and unnamed(state) is not None:
        raise rulebook.refuse(R_LAKE_ARTIFACT, "First say which Artifact turned up on the Lake of Fire.")
