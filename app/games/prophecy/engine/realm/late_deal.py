"""Dealing the Dragon cards onto a Realm board the group typed after its game began (003:L229): until then they
wait in their two decks (realm/deal.py); once the board is known they go face down onto its spaces as at setup,
three of each kind aside unseen, in one undoable step, told as one line."""

from __future__ import annotations

from typing import Literal

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..events import Event
from ..rules.tx import Tx
from ..state import GameState
from .board import LEFT_OVER
from .deal import DECK_NEGATIVE, DECK_POSITIVE, board_of
from .events import RealmDealt
from .setup import deal_realm

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
