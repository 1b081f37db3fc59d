"""Legends of Dragons, the Chance card of the Realm (003:L273-289): a Dragonslayer Ability put into play and two
Realm cards revealed under the reveal rule.

The top card of the shuffled Dragonslayer deck (003:L239) goes face up to the guild it names as though it came from
that guild's deck, a third Ability there pushing the oldest back under its own deck (003:L277); the table names the
card, and its guild when Herald does not know it. The player chooses each Realm card by where it lies, not knowing
what it is (003:L285): the form asks the places, in order (the second reveal follows the rule after the first,
003:L287); fewer when fewer can be revealed (dragon-realm.md Q-9). Where Herald deals, it turns up its own card lying
at each place; where the table draws, the table also names the card it saw there. A Herald-deals game stored before
the places were asked named the cards themselves (`cards` without `places`): that shape is still decided the same
way, so such games import and replay unchanged, but it is never offered.
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
        places = inputs is not None and bool(inputs.places)
        named = inputs is not None and any(inputs.cards)
        if table_names(state):
            missing += [n for n, given in (("places", places), ("cards", named)) if not given]
        elif not places and not named:  # Herald deals: only the places (named cards: a stored game's old shape)
            missing.append("places")
    return missing


def legends_choices(state: GameState, ctx) -> dict:
    """The Dragonslayer cards that can come up, the guilds, and the places two reveals can reach (never what lies
    face down there, 003:L285); where the table draws, the face-down cards of their kinds it may name there."""
    if state.options.realm is None:
        return {}
    reach, count = within_two(realm_board(state, ctx), state.zones, state.hidden)
    out: dict = {"places": [state.where(c) for c in reach], "count": count}
    if table_names(state):
        out["cards"] = sorted({n for c in reach for n in unseen_of_kind(state, c)})
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
    """Put the Dragonslayer card in its guild, then reveal the Realm cards at the chosen places one after the other,
    each under the reveal rule (where the table draws, the cards it names there; where Herald deals, its own)."""
    state = tx.state
    cards = tuple(c for c in inputs.cards if c)
    places = tuple(p for p in inputs.places if p)
    if state.options.realm is None:
        return
    if table_names(state):
        put_slayer(tx, inputs)
        table_reveals(tx, places, cards)
        return
    if places and cards:
        raise InvalidInput("Herald dealt the Dragon cards: choose only the places; Herald turns up its cards lying "
                           "there.", "cards")
    if places:
        cards = herald_cards_at(tx.state, places)
    if len(cards) > REVEALS:
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards.", "cards")
    board = realm_board(state, tx.ctx)
    hidden = state.hidden
    for card in cards:
        where = words.zone_words(state.where(card) or "")  # a face-down card is named by its place, never its id
        check_reveal(board, state.zones, hidden, card, f"The card on {where}" if where else None)
        hidden = hidden - {card}
    if len(cards) < REVEALS and revealable(board, state.zones, hidden):
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards while any can be revealed.",
                           "places" if places or not cards else "cards")
    put_slayer(tx, inputs)
    if cards:
        tx.emit(RealmRevealed(cards=cards))


def face_down_at(state: GameState, place: str) -> str | None:
    """The face-down card Herald's records hold on a Realm path space's place, if any."""
    parts = place.split(":")
    if len(parts) != words.PATH_PARTS or parts[0] != "realm" or parts[3] not in ("positive", "negative"):
        return None
    return next((c for c in state.zone(place) if c in state.hidden), None)


def distinct_places(places: tuple[str, ...]) -> None:
    """Refuse more places than reveals, or one place twice (its one face-down card is turned up by the first)."""
    if len(places) > REVEALS:
        raise InvalidInput(f"Legends of Dragons reveals {REVEALS} cards.", "places")
    if len(set(places)) < len(places):
        raise InvalidInput("Each place is revealed once: choose two different places.", "places")


def herald_cards_at(state: GameState, places: tuple[str, ...]) -> tuple[str, ...]:
    """Where Herald deals: the face-down card it placed at each chosen place, in order (003:L285)."""
    distinct_places(places)
    cards = []
    for place in places:
        card = face_down_at(state, place)
        if card is None:
            where = words.zone_words(place) or "that place"
            raise rulebook.refuse(R_REALM_REVEAL, f"Nothing lies face down on {where} to be revealed.")
        cards.append(card)
    return tuple(cards)


def table_reveals(tx, places: tuple[str, ...], names: tuple[str, ...]) -> None:
    """The table's reveals in order: each place the reveal rule reaches then (003:L285-287), the card it turned up
    there named from the face-down cards of that kind (naming.py), two while two can be made."""
    distinct_places(places)
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
