"""A Dragon card turned up, in the group's deck mode (003:L325, 003:L367).

Where Herald deals, its card on the space is the card turned up. Where the table draws, Herald's records hold
placeholders: any face-down Dragon card of one kind could lie on any space of that kind, so none is named before the
table sees it. The table names the card as it turns up (the step's form asks it), and the named card takes the
placeholder's place in the records (`CardsSwapped`, which tells nothing: the reveal tells the card). A card that
turns up after the step (the positive card under an overcome negative one) waits face down, marked `NAMING`, until
the table names it (realm_name, late_deal.py) before the turn goes on.
"""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..events import card_name
from ..rules import flow
from ..rules.events import CardsSwapped
from ..rules.tx import Tx
from ..state import GameState
from . import words
from .events import RealmRevealed

NAMING = "turn:realm:naming"  # a Dragon card turned up waits for the table's name (table-draws games)
R_REALM_NAME = rulebook.rule(
    "realm_name",
    "A Dragon card is named as it is turned up, before the hero faces it: the card the table sees there, from the "
    "face-down Dragon cards of its kind.",
    "003:L325",
)


def table_names(state: GameState) -> bool:
    """Whether the table draws the cards, so it names each Dragon card as it turns up."""
    return state.options.deck_mode == "table"


def unseen_of_kind(state: GameState, card: str) -> tuple[str, ...]:
    """The Dragon cards of the card's kind nobody has seen: face down on the paths, set aside, or still waiting."""
    kind = next((z.split(":")[-1] for z, cs in state.zones.items() if card in cs and z.startswith("realm:")), "")
    kind = kind.removeprefix("unseen-")
    if kind not in ("positive", "negative"):
        return ()
    new = state.zone(f"deck:dragon_{kind}")  # a card of the group's box brought into the game (add_card)
    return tuple(sorted({c for z, cs in state.zones.items() for c in cs
                         if z.startswith("realm:") and z.endswith(kind) and c in state.hidden} | set(new)))


def choices_for(state: GameState, card: str) -> dict:
    """What the table may name a face-down Dragon card as it turns up (table-draws games), else nothing."""
    if not table_names(state) or card not in state.hidden:
        return {}
    return {"revealed": list(unseen_of_kind(state, card)), "count": 1}


def name_and_reveal(tx: Tx, card: str, revealed: tuple[str, ...]) -> str:
    """Turn a face-down Dragon card up as the table names it (table draws) or as Herald dealt it; the card turned up."""
    state = tx.state
    named = revealed[0] if revealed else None
    if not table_names(state):
        if named is not None and named != card:
            raise rulebook.refuse(R_REALM_NAME, f"Herald dealt {card_name(state, card)} there, not "
                                                f"{card_name(state, named)}.")
        named = card
    elif named is None:
        where = words.card_place(state.zones, card) or "the Dragon Realm"
        raise InvalidInput(f"Which card turned up on the {where}? Name it.", "revealed")
    elif named not in unseen_of_kind(state, card):
        raise rulebook.refuse(R_REALM_NAME, f"{card_name(state, named)} cannot be lying there: it is not a "
                                            "face-down Dragon card of the same kind.")
    if named != card:
        tx.emit(CardsSwapped(a=named, b=card))
    tx.emit(RealmRevealed(cards=(named,)))
    return named


def turn_up(tx: Tx, card: str) -> None:
    """A Dragon card turned up after the step: face up now where Herald deals; where the table draws, it waits face
    down for the table's name, asked next (003:L325, 003:L367)."""
    if table_names(tx.state):
        flow.mark(tx, NAMING)
    else:
        tx.emit(RealmRevealed(cards=(card,)))
