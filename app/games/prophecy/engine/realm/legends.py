"""Legends of Dragons, the Chance card of the Realm (003:L273-289): two Realm cards revealed under the reveal rule.

The table names the cards it turned up (in order: the second reveal follows the rule after the first, 003:L287);
fewer when fewer can be revealed (dragon-realm.md Q-9). The Dragonslayer Ability's trip to its guild (003:L277)
waits for the Dragonslayer deck to be dealt at setup and is carried out by hand until then.
"""

from __future__ import annotations

from ..errors import InvalidInput
from ..state import GameState
from .actions import realm_board
from .events import RealmRevealed
from .reveal import check_reveal, revealable

EFFECT = "legends_of_dragons"
REVEALS = 2


def legends_needs(state: GameState, ctx, cards: tuple) -> list[str]:
    """What Legends of Dragons still needs: the cards to reveal, while any can be."""
    if state.options.realm is None or cards:
        return []
    board = realm_board(state, ctx)
    return ["cards"] if revealable(board, state.zones, state.hidden) else []


def legends_choices(state: GameState, ctx) -> dict:
    """The cards the first reveal may turn up."""
    if state.options.realm is None:
        return {}
    return {"cards": list(revealable(realm_board(state, ctx), state.zones, state.hidden)), "count": REVEALS}


def legends(tx, arg: str, inputs) -> None:
    """Reveal the named Realm cards one after the other, each under the reveal rule."""
    state = tx.state
    cards = tuple(c for c in inputs.cards if c)
    if state.options.realm is None:
        return
    if len(cards) > REVEALS:
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards.", "cards")
    board = realm_board(state, tx.ctx)
    hidden = state.hidden
    for card in cards:
        check_reveal(board, state.zones, hidden, card)
        hidden = hidden - {card}
    if len(cards) < REVEALS and revealable(board, state.zones, hidden):
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards while any can be revealed.", "cards")
    if cards:
        tx.emit(RealmRevealed(cards=cards))
