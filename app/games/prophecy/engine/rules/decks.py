"""Decks, draws, discards and reshuffles, in the two deck modes.

Herald never knows a shuffled deck's order, so a deck is an unordered zone and a draw names the card
that came up: the table says which (deck mode "table") or Herald's seeded picker chose it from
`drawable()` (deck mode "herald"). In table mode, cards nobody has seen (a deck and the face-down
Adventure cards or Guardians on the board drawn from the same shuffle of it) are interchangeable in
Herald's records: naming one swaps it into place (`CardsSwapped`). `GameState.reshuffles` counts each
deck's shuffles and `GameState.batch` remembers which shuffle a face-down board card came from.
Abilities put back under a guild deck come up only after the rest.
"""

from __future__ import annotations

from fractions import Fraction
from random import Random

from .. import rulebook
from ..errors import InvalidInput
from ..events import CardDrawn, CardMoved
from ..seams import Seam
from ..state import GameState
from . import lookup
from . import zones as Z
from .events import CardsSwapped, DeckReshuffled
from .tx import Tx

# Extension point (seams.py): what follows a card turned face up (realm/: the Gate sends its plane's cards to the
# Lake, 003:L297): (tx, card) -> None, emitting events.
AFTER_REVEAL = Seam("decks: a card turned face up", lambda tx, card: None)
R_DRAWABLE = rulebook.rule(
    "drawable", "The card named cannot be the next card of that deck: it is already somewhere else.", "000:L109"
)
R_RESHUFFLE = rulebook.rule(
    "reshuffle", "When a deck runs out its discard pile is shuffled into a new deck; Abilities have none.", "000:L109"
)
R_ABILITY_BOTTOM = rulebook.rule(
    "ability_bottom", "Discarded Abilities go face down under their guild deck and come up after the rest.", "000:L109"
)

BOARD_SLOTS = {"adventure": "space:", "lesser": "plane:", "greater": "plane:", "artifact": "plane:"}


def _unseen_on_board(state: GameState, deck: str, shuffle: int | None = None) -> tuple[str, ...]:
    """Face-down cards of a deck lying on the board whose identity nobody has seen (table mode), drawn
    from the given shuffle of the deck (by default the current one)."""
    prefix = BOARD_SLOTS.get(deck)
    if prefix is None or state.options.deck_mode != "table":
        return ()
    shuffle = state.reshuffles.get(deck, 0) if shuffle is None else shuffle
    out = []
    for zone, cards in state.zones.items():
        if not zone.startswith(prefix) or zone.endswith(":artifacts"):
            continue
        if prefix == "plane:" and not zone.endswith(":" + deck):
            continue
        out.extend(c for c in cards if c in state.hidden and state.batch.get(c, 0) == shuffle)
    # Guardians set aside unseen could be any of the face-down ones (003:L56).
    out.extend(c for c in state.zone(Z.aside(deck)) if c in state.hidden)
    return tuple(out)


def unseen(state: GameState, deck: str, shuffle: int | None = None) -> tuple[str, ...]:
    """Cards of one shuffle of a deck that nobody has seen: the deck itself (if that shuffle is the current
    one) and, in table mode, that shuffle's face-down cards on the board."""
    current = state.reshuffles.get(deck, 0)
    shuffle = current if shuffle is None else shuffle
    rest = state.zone(Z.deck(deck)) if deck in Z.PLAIN_DECKS and shuffle == current else ()
    return tuple(sorted(set(rest) | set(_unseen_on_board(state, deck, shuffle))))


def source(state: GameState, deck: str) -> str:
    """The zone the next card of a deck comes from (after a reshuffle if the deck is empty)."""
    under = Z.bottom_of(deck)
    if under is not None:
        return Z.deck(deck) if state.zone(Z.deck(deck)) else under
    if deck in BOARD_SLOTS and deck != "adventure":
        return ""
    if not state.zone(Z.deck(deck)):
        return Z.discard(deck)
    return Z.deck(deck)


def drawable(state: GameState, deck: str) -> tuple[str, ...]:
    """Every card instance that can come up next from a deck, sorted; empty when nothing can."""
    under = Z.bottom_of(deck)
    if under is not None:  # a guild's deck or the Dragonslayer deck: the unknown part, then what lies under it
        rest = state.zone(Z.deck(deck))
        if rest:
            return tuple(sorted(rest))
        return state.zone(under)[:1]
    if deck in ("lesser", "greater", "artifact"):
        return tuple(sorted(_unseen_on_board(state, deck)))
    if not state.zone(Z.deck(deck)):
        # The next card comes from the discard pile, reshuffled: cards nobody saw are none of those.
        return tuple(sorted(state.zone(Z.discard(deck))))
    return unseen(state, deck)


def exhausted(state: GameState, deck: str) -> bool:
    """Whether nothing at all can be drawn from a deck now (deck and discard pile both empty)."""
    if deck in Z.PLAIN_DECKS:
        return not state.zone(Z.deck(deck)) and not state.zone(Z.discard(deck))
    return not drawable(state, deck)


def deck_odds(state: GameState, deck: str) -> dict[str, Fraction]:
    """The chance of each catalog card to come up next, as exact fractions of the remaining cards."""
    pool = drawable(state, deck)
    if not pool:
        return {}
    counts: dict[str, int] = {}
    for c in pool:
        counts[Z.base_id(c)] = counts.get(Z.base_id(c), 0) + 1
    return {k: Fraction(n, len(pool)) for k, n in sorted(counts.items())}


def _make_ready(tx: Tx, deck: str) -> None:
    """Reshuffle the discard pile into an empty plain deck."""
    if deck in Z.PLAIN_DECKS and not tx.state.zone(Z.deck(deck)):
        if not tx.state.zone(Z.discard(deck)):
            raise rulebook.refuse(R_RESHUFFLE, f"The {deck} deck and its discard pile are both empty.")
        tx.emit(DeckReshuffled(deck=deck))


def check_drawable(state: GameState, deck: str, card: str) -> None:
    """Refuse a card that cannot be the next card of a deck."""
    pool = drawable(state, deck)
    if not pool:
        raise rulebook.refuse(R_RESHUFFLE, f"Nothing is left to draw from the {deck} deck.")
    if card not in pool:
        if Z.bottom_of(deck) is not None and card in state.zone(Z.bottom_of(deck) or ""):
            raise rulebook.refuse(R_ABILITY_BOTTOM, f"{Z.card_label(card)} lies under the deck; others come first.")
        raise rulebook.refuse(R_DRAWABLE, f"{Z.card_label(card)} cannot come up from the {deck} deck now.")


def draw(tx: Tx, deck: str, card: str | None, to: str, *, face_up: bool = True, at: str = "end") -> str:
    """Draw the named card (or, face down in table mode, any unseen one) from a deck into a zone."""
    if card is None:
        if face_up or tx.state.options.deck_mode != "table":
            raise InvalidInput(f"Name the card drawn from the {deck} deck.", "cards")
        _make_ready(tx, deck)
        card = sorted(tx.state.zone(source(tx.state, deck)))[0]
    else:
        check_drawable(tx.state, deck, card)
        _make_ready(tx, deck)
        src = source(tx.state, deck)
        if card not in tx.state.zone(src):
            # An unseen card on the board was named: give its place the card Herald had in the deck.
            tx.emit(CardsSwapped(a=card, b=sorted(tx.state.zone(src))[0]))
    tx.emit(CardDrawn(card=card, to=to, face_up=face_up, at=at))
    return card


def reveal(tx: Tx, hidden: str, named: str | None, deck: str, *, turn_up: bool = True) -> str:
    """Turn a face-down card up; in table mode the table names it and Herald's records follow (with
    turn_up=False the records follow but the card stays face down, for a caller that moves it next)."""
    if tx.state.options.deck_mode == "herald" or named is None or named == hidden:
        if named is not None and named != hidden:
            raise rulebook.refuse(R_DRAWABLE, f"Herald placed {Z.card_label(hidden)} there, not {Z.card_label(named)}.")
        if named is None and tx.state.options.deck_mode == "table":
            raise InvalidInput("Name the card turned face up.", "revealed")
        card = hidden
    else:
        pool = set(unseen(tx.state, deck, tx.state.batch.get(hidden, 0))) | {hidden}
        if named not in pool:
            raise rulebook.refuse(R_DRAWABLE, f"{Z.card_label(named)} cannot be the card lying face down there.")
        tx.emit(CardsSwapped(a=named, b=hidden))
        card = named
    if not turn_up:
        return card
    zone = tx.state.where(card) or ""
    tx.emit(CardMoved(card=card, to=zone, face_up=True, at=_position(tx.state, zone, card)))
    AFTER_REVEAL(tx, card)
    return card


def _position(state: GameState, zone: str, card: str) -> str:
    """Keep a revealed card where it lies: first stays first."""
    cards = state.zone(zone)
    return "start" if cards and cards[0] == card else "end"


def discard(tx: Tx, card: str, *, abilities_order: bool = False) -> None:
    """Send a card to its discard pile; an Ability goes under its guild deck, a Dragonslayer Ability under the
    Dragonslayer deck (003:L277)."""
    deck = lookup.home_deck(tx.ctx, card)
    if deck is None:
        raise InvalidInput(f"Herald does not know which deck {Z.card_label(card)} belongs to.", "card")
    if Z.bottom_of(deck) is not None:
        tx.emit(CardMoved(card=card, to=Z.bottom_of(deck) or "", face_up=False))
    elif deck in Z.PLAIN_DECKS:
        tx.emit(CardMoved(card=card, to=Z.discard(deck)))
    else:
        tx.emit(CardMoved(card=card, to="removed"))


def put_back_ability(tx: Tx, card: str, guild: str) -> None:
    """An Ability leaving a guild's offer or a hero goes face down under its deck: the guild's, or the Dragonslayer
    deck for a Dragonslayer Ability (003:L277), never the box."""
    under = Z.SLAYER_BOTTOM if lookup.home_deck(tx.ctx, card) == Z.SLAYER_DECK else Z.bottom(guild)
    tx.emit(CardMoved(card=card, to=under, face_up=False))


def pick_cards(state: GameState, ctx, steps: list[tuple[str, str, bool]], rng: Random) -> list[str | None]:
    """Herald's picks for a sequence of draws (deck, destination zone, face up), each from what can come up
    after the ones before: for the web layer's seeded picker. Table-mode face-down draws stay None."""
    tx = Tx(state, ctx)
    out: list[str | None] = []
    for deck, dest, face_up in steps:
        if exhausted(tx.state, deck):
            break
        card = None
        if face_up or state.options.deck_mode != "table":
            card = rng.choice(drawable(tx.state, deck))
        draw(tx, deck, card, dest, face_up=face_up)
        out.append(card)
    return out
