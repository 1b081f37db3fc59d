"""Legends of Dragons, the Chance card of the Realm (003:L273-289): a Dragonslayer Ability put into play and two
Realm cards revealed under the reveal rule.

The top card of the shuffled Dragonslayer deck (003:L239) goes face up to the guild it names as though it came from
that guild's deck, a third Ability there pushing the oldest back under its own deck (003:L277); the table names the
card, and its guild when Herald does not know it. The table names the Realm cards it turned up (in order: the second
reveal follows the rule after the first, 003:L287); fewer when fewer can be revealed (dragon-realm.md Q-9).
"""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..rules import decks, lookup
from ..rules import zones as Z
from ..rules.chance.effects import place_ability
from ..state import GameState
from . import words
from .actions import realm_board
from .events import RealmRevealed
from .naming import name_and_reveal, table_names, unseen_of_kind
from .reveal import R_REALM_REVEAL, check_reveal, revealable, within_two

EFFECT = "legends_of_dragons"
REVEALS = 2


R_SLAYER_GUILD = rulebook.rule(
    "dragonslayer_guild",
    "Legends of Dragons puts the top Dragonslayer Ability face up in the guild it names, as though it came from that "
    "guild's deck; a Dragonslayer Ability put back goes under the Dragonslayer deck.",
    "003:L277",
)


def slayer_guild(ctx, card: str) -> str | None:
    """The guild a Dragonslayer card names, when Herald knows it."""
    guild = lookup.card(ctx, card).guild
    return guild if guild in Z.GUILDS else None


def legends_needs(state: GameState, ctx, inputs) -> list[str]:
    """What Legends of Dragons still needs: the Dragonslayer card turned up (and its guild where Herald does not
    know it) while one is left, and the cards to reveal while any can be."""
    if state.options.realm is None:
        return []
    missing = []
    pool = decks.drawable(state, Z.SLAYER_DECK)
    slayer = getattr(inputs, "slayer", None)
    if pool and slayer is None:
        missing.append("slayer")
    unknown = [c for c in ([slayer] if slayer else pool) if slayer_guild(ctx, c) is None]
    if pool and unknown and getattr(inputs, "guild", None) is None:
        missing.append("guild")
    if revealable(realm_board(state, ctx), state.zones, state.hidden):
        if table_names(state) and not (inputs is not None and inputs.places):
            missing.append("places")
        if not (inputs is not None and inputs.cards):
            missing.append("cards")
    return missing


def legends_choices(state: GameState, ctx) -> dict:
    """The Dragonslayer cards that can come up, the guilds, and the cards the first reveal may turn up; where the
    table draws, the places two reveals can reach and the face-down cards of their kinds it may name there."""
    if state.options.realm is None:
        return {}
    board = realm_board(state, ctx)
    if table_names(state):
        reach, count = within_two(board, state.zones, state.hidden)
        names = sorted({n for c in reach for n in unseen_of_kind(state, c)})
        out: dict = {"places": [state.where(c) for c in reach], "cards": names, "count": count}
    else:
        out = {"cards": list(revealable(board, state.zones, state.hidden)), "count": REVEALS}
    pool = list(decks.drawable(state, Z.SLAYER_DECK))
    if pool:
        out["slayer"] = pool
    if any(slayer_guild(ctx, c) is None for c in pool):
        out["guild"] = list(Z.GUILDS)
    return out


def put_slayer(tx, inputs) -> None:
    """The named Dragonslayer card face up in its guild, as though turned up from that guild's deck (003:L277)."""
    if not decks.drawable(tx.state, Z.SLAYER_DECK):
        return
    card = inputs.slayer
    if card is None:
        raise InvalidInput("Name the Dragonslayer Ability turned up.", "slayer")
    decks.check_drawable(tx.state, Z.SLAYER_DECK, card)
    known, typed = slayer_guild(tx.ctx, card), inputs.guild
    if typed is not None and typed not in Z.GUILDS:
        raise InvalidInput("Name one of the five guilds for the Dragonslayer Ability.", "guild")
    if known is not None and typed is not None and typed != known:
        raise rulebook.refuse(R_SLAYER_GUILD, f"{lookup.name(tx.ctx, card)} names {Z.GUILD_NAMES[known]}, "
                                              f"not {Z.GUILD_NAMES[typed]}.")
    guild = known or typed
    if guild is None:
        raise InvalidInput(f"Name the guild {lookup.name(tx.ctx, card)} names.", "guild")
    place_ability(tx, guild, card, deck=Z.SLAYER_DECK)


def legends(tx, arg: str, inputs) -> None:
    """Put the Dragonslayer card in its guild, then reveal the named Realm cards one after the other, each under
    the reveal rule (where the table draws, the cards it names at the places it says)."""
    state = tx.state
    cards = tuple(c for c in inputs.cards if c)
    if state.options.realm is None:
        return
    if table_names(state):
        put_slayer(tx, inputs)
        table_reveals(tx, tuple(p for p in inputs.places if p), cards)
        return
    if inputs.places:
        raise InvalidInput("Herald dealt the Dragon cards: choose the cards to reveal, not their places.", "places")
    if len(cards) > REVEALS:
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards.", "cards")
    board = realm_board(state, tx.ctx)
    hidden = state.hidden
    for card in cards:
        check_reveal(board, state.zones, hidden, card)
        hidden = hidden - {card}
    if len(cards) < REVEALS and revealable(board, state.zones, hidden):
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards while any can be revealed.", "cards")
    put_slayer(tx, inputs)
    if cards:
        tx.emit(RealmRevealed(cards=cards))


def face_down_at(state: GameState, place: str) -> str | None:
    """The face-down card Herald's records hold on a Realm path space's place, if any."""
    parts = place.split(":")
    if len(parts) != words.PATH_PARTS or parts[0] != "realm" or parts[3] not in ("positive", "negative"):
        return None
    return next((c for c in state.zone(place) if c in state.hidden), None)


def table_reveals(tx, places: tuple[str, ...], names: tuple[str, ...]) -> None:
    """The table's reveals in order: each place the reveal rule reaches then (003:L285-287), the card it turned up
    there named from the face-down cards of that kind (naming.py), two while two can be made."""
    if len(places) > REVEALS:
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards.", "places")
    if len(set(places)) < len(places):
        raise InvalidInput("Each place is revealed once: choose two different places.", "places")
    if len(names) != len(places):
        raise InvalidInput("Name the card turned up at each place revealed.", "cards")
    board = realm_board(tx.state, tx.ctx)
    for place, name in zip(places, names, strict=True):
        where = words.zone_words(place) or "that place"
        card = face_down_at(tx.state, place)
        if card is None:
            raise rulebook.refuse(R_REALM_REVEAL, f"Nothing lies face down on {where} to be revealed.")
        check_reveal(board, tx.state.zones, tx.state.hidden, card, f"The card on {where}")
        name_and_reveal(tx, card, (name,))
    if len(places) < REVEALS and revealable(board, tx.state.zones, tx.state.hidden):
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards while any can be revealed.", "places")
