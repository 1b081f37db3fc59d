"""Creating a game: options, 2 to 5 seats, and each hero's character (chosen directly or drafted later).

With a catalog, every card starts in its deck, the Guardians and Artifacts lie face down in the five
Astral Planes, and the game waits for the initial situation; without one, only the heroes are set up.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints

from . import rulebook
from .actions import Action, Context, action
from .errors import InvalidInput
from .events import Event, GameCreated
from .expansion import NEW_CARD_DECKS, check_tokens, expansions
from .model import Frozen
from .rules import lookup
from .rules import zones as Z
from .ruleset import check_options, ruleset
from .seams import Seam
from .slots.races import RacePick
from .state import BLUE_CAP, RED_CAP, START_EXPERIENCE, START_GOLD, Flow, GameOptions, GameState, Hero


def no_control(name: str) -> str:
    """A name as given, unless it holds NUL or another control character (it shows on screens, phones, prints)."""
    if any(unicodedata.category(c) == "Cc" for c in name):
        raise ValueError("a name cannot hold control characters (such as NUL, a tab or a line break)")
    return name


NoControl = AfterValidator(no_control)
PlayerName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40), NoControl]
CardId = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]

R_CHARACTER_CUBES = rulebook.rule(
    "character_cubes", "A hero starts with the Strength and Willpower printed on the character card.", "000:L127"
)
R_START_SPACE = rulebook.rule(
    "start_space", "A hero starts in the first guild printed on the character card.", "000:L214"
)
# Extension points of the setup (seams.py): the base game's rule here, the expansion's plugged in by its folder.
# A seat's Races make her hero (races/): (ctx, hero, picks, races per hero) -> the hero.
SEAT_RACES = Seam("setup: a seat's Races", lambda ctx, hero, picks, per_hero: hero)
# The Guardians and Artifacts a game deals (realm/ sets the Gate among the Lessers): (ctx, options, piles) -> piles.
ASTRAL_PILES = Seam("setup: the astral piles", lambda ctx, options, piles: piles)
# The piles Herald deals from when nobody named the deal: (ctx, options, piles) -> piles.
DEFAULT_DEAL = Seam("setup: the default astral deal", lambda ctx, options, piles: piles)
# Refuse a named deal the game cannot take: (ctx, options, deal) -> None or IllegalAction.
CHECK_DEAL = Seam("setup: the astral deal checked", lambda ctx, options, deal: None)
# Deal the boards beside the ring into the zones: (ctx, options, players, zones) -> the cards dealt face down.
MORE_BOARDS = Seam("setup: the boards beside the ring", lambda ctx, options, players, zones: frozenset())

R_ASTRAL_DEAL = rulebook.rule(
    "astral_deal", "Each Astral Plane gets one Lesser Guardian, one Greater Guardian and one Artifact, face down.",
    "000:L83",
)


class SeatSpec(Frozen):
    """One seat as the group sets it up: who plays which character with what starting cubes."""

    player: PlayerName
    character: CardId | None = None
    strength: int | None = Field(default=None, ge=1, le=RED_CAP)
    willpower: int | None = Field(default=None, ge=1, le=BLUE_CAP)
    guilds: tuple[str, ...] = Field(default=(), max_length=2)
    start_space: int | None = Field(default=None, ge=0, le=19)
    # With the Ancient Races: the seat's Race (two with Hybrids), with what Herald lacks of its card.
    races: tuple[RacePick, ...] = Field(default=(), max_length=2)


@action
class CreateGame(Action):
    """Start a game: options and seats in clockwise order; `draft` deals characters instead."""

    kind: Literal["create_game"] = "create_game"
    options: GameOptions = GameOptions.model_construct()
    seats: tuple[SeatSpec, ...]
    draft: bool = False
    # Herald mode: which Lesser, Greater and Artifact lie in each plane (the seeded picker's deal).
    planes: tuple[tuple[str, str, str], ...] | None = None
    # Increased Guardian Power: the token on each plane in order (+1 or +2), dealt by Herald or typed from the table.
    guardian_tokens: tuple[int, ...] | None = Field(default=None, max_length=5)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if state.heroes:
            raise InvalidInput("This game already has its seats; create a new game instead.", "seats")
        rules = ruleset(self.options)
        if not (1 if rules.coop == "solo" else 2) <= len(self.seats) <= 5:
            raise rulebook.refuse(rulebook.SEATS, f"A game needs 2 to 5 seats, not {len(self.seats)}.")
        if rules.coop != "cooperative":  # one player may run 2 or 3 cooperative characters (003:L459)
            _unique([s.player.casefold() for s in self.seats], "player", "Two seats have the same player name.")
        check_options(self.options, len(self.seats))
        if self.draft:
            heroes = tuple(Hero(seat=i, player=s.player, character="", red=0, health=0, blue=0, magic=0)
                           for i, s in enumerate(self.seats))
            chosen: list[str] = []
        else:
            heroes = tuple(self._hero(i, s, ctx) for i, s in enumerate(self.seats))
            chosen = [h.character for h in heroes]
            _unique(chosen, "character", "Two seats chose the same character.")
        zones, hidden = self._cards(ctx, chosen) if lookup.has_catalog(ctx) else ({}, frozenset())
        for h in heroes:
            if h.character:
                zones[Z.character(h.seat)] = (h.character,)
        stage = "draft" if self.draft else ("situation" if lookup.has_catalog(ctx) else "setup")
        tokens = check_tokens(self.options.expansion, self.guardian_tokens, len(Z.PLANES))
        return (GameCreated(options=self.options, heroes=heroes, zones=zones, hidden=hidden, flow=Flow(stage=stage),
                            names=_names(ctx, zones), power_ups={p: (t,) for p, t in enumerate(tokens)}),)

    def _hero(self, seat: int, s: SeatSpec, ctx: Context) -> Hero:
        if s.character is None:
            raise InvalidInput(f"Seat {seat + 1} needs a character (or deal them with the draft).", "character")
        strength, willpower, guilds = start_values(ctx, s.character, s.strength, s.willpower, s.guilds)
        space = s.start_space if s.start_space is not None else start_space(ctx, guilds)
        return SEAT_RACES(ctx, Hero(
            seat=seat, player=s.player, character=s.character, red=strength, health=strength, blue=willpower,
            magic=willpower, gold=START_GOLD, experience=START_EXPERIENCE, space=space, guilds=guilds,
        ), s.races, ruleset(self.options).races_per_hero)

    def _cards(self, ctx: Context, chosen: list[str]) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
        zones: dict[str, tuple[str, ...]] = {}
        hidden: set[str] = set()
        rules = ruleset(self.options)
        for deck in lookup.all_decks()[:-3]:
            cards = lookup.deck_instances(ctx, deck, rules.catalog_variant, _expansions(self.options, deck))
            if cards:
                zones[Z.deck(deck)] = tuple(sorted(cards))
                hidden |= set(cards)
        box = tuple(c for c in lookup.characters(ctx) if c not in chosen)
        if box:
            zones["characters:box"] = box
        if not rules.astral:
            if self.planes:
                raise rulebook.refuse(R_ASTRAL_DEAL, "This game has no Guardians or Artifacts to deal.")
            return zones, frozenset(hidden)
        astral = astral_piles(ctx, self.options)
        deal = self.planes
        if deal is None:
            if self.options.deck_mode == "herald" and any(astral):
                raise InvalidInput("Herald mode needs the Guardians and Artifacts dealt to the planes.", "planes")
            piles = DEFAULT_DEAL(ctx, self.options, astral)
            deal = tuple(zip(*piles, strict=False))[:len(Z.PLANES)]
        CHECK_DEAL(ctx, self.options, deal)
        for slot, cards in enumerate(astral):
            dealt = [row[slot] for row in deal]
            if cards and (len(set(dealt)) != len(dealt) or not set(dealt) <= set(cards)
                          or len(dealt) != min(len(cards), len(Z.PLANES))):
                raise rulebook.refuse(R_ASTRAL_DEAL, "Each plane takes one card of each kind, every card once.")
            # The new Guardians leave some over: they are set aside unseen (003:L56).
            left = tuple(c for c in cards if c not in dealt)
            if left:
                zones[Z.aside(Z.SLOTS[slot])] = left
                hidden |= set(left)
        for p, row in enumerate(deal):
            for slot, card in zip(Z.SLOTS, row, strict=True):
                zones[Z.plane(p, slot)] = (card,)
                hidden.add(card)
        hidden |= MORE_BOARDS(ctx, self.options, len(self.seats), zones)
        return zones, frozenset(hidden)


def astral_piles(ctx: Context, options: GameOptions) -> list[tuple[str, ...]]:
    """The Lesser Guardians, Greater Guardians and Artifacts a game deals to the planes, each pile sorted."""
    piles = [tuple(sorted(lookup.deck_instances(ctx, d, expansions=_expansions(options, d)))) for d in Z.SLOTS]
    return ASTRAL_PILES(ctx, options, piles)


def _expansions(options: GameOptions, deck: str) -> tuple[str, ...]:
    """The expansions whose cards a deck holds in this game: the new cards go into their own decks only."""
    return expansions(options.expansion) if deck in NEW_CARD_DECKS else ("base",)


def _names(ctx: Context, zones: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """The catalog names of the game's cards that their ids do not spell, and of its board's spaces ('space:14':
    'the Forest Camp'), so the log names them as the screens do."""
    ids = {Z.base_id(c) for cards in zones.values() for c in cards}
    found = {i: lookup.name(ctx, i) for i in sorted(ids)}
    names = {i: n for i, n in found.items() if n != Z.card_label(i)}
    if lookup.has_catalog(ctx):
        spaces = {Z.space(i): lookup.space_name(ctx, i) for i in range(lookup.ring_size(ctx))}
        names.update({z: n for z, n in spaces.items() if n != Z.zone_label(z)})
    return names


def start_values(
    ctx: Context, character: str, strength: int | None, willpower: int | None, guilds: tuple[str, ...] = ()
) -> tuple[int, int, tuple[str, ...]]:
    """A character's starting Strength, Willpower and guilds (start first): the catalog's, else the table's."""
    info = lookup.character(ctx, character)
    for field, printed, typed in (("strength", info.strength, strength), ("willpower", info.willpower, willpower)):
        if printed is not None and typed is not None and printed != typed:
            raise InvalidInput(
                f"Herald's catalog gives the {character} {field.capitalize()} {printed}, not {typed}. "
                "If your card shows otherwise, correct it on the Catalog page first.",
                field,
            )
    strength = info.strength if info.strength is not None else strength
    willpower = info.willpower if info.willpower is not None else willpower
    if strength is None or willpower is None:
        raise rulebook.refuse(
            R_CHARACTER_CUBES, f"Herald does not know the {character}'s Strength and Willpower: type them in."
        )
    return strength, willpower, character_guilds(ctx, character, guilds)


def character_guilds(ctx: Context, character: str, typed: tuple[str, ...]) -> tuple[str, ...]:
    """Both guilds of a character, the starting one first: the catalog's when it knows both, else the table's."""
    info = lookup.character(ctx, character)
    if info.start and len(info.guilds) == 2:
        printed = (info.start, *(g for g in info.guilds if g != info.start))
        if typed and tuple(typed) != printed:  # honoured or refused, never silently replaced (000:L214)
            words = " then ".join(Z.GUILD_NAMES[g].removeprefix("the ").capitalize() for g in printed)
            raise InvalidInput(f"Herald's catalog gives the {character.replace('_', ' ')} the guilds {words}, the "
                               "starting one first; send those or none (correct the catalog first if your card "
                               "differs).", "guilds")
        return printed
    if typed:
        if len(typed) != 2 or len(set(typed)) != 2 or any(g not in Z.GUILDS for g in typed):
            raise InvalidInput("Give the character's two guilds, the starting one first.", "guilds")
        return tuple(typed)
    if lookup.has_catalog(ctx):
        raise rulebook.refuse(R_START_SPACE, f"Herald does not know the {character}'s guilds: type them in.")
    return ()


def character_needs(ctx: Context, character: str) -> tuple[str, ...]:
    """The fields the table must type for a character the catalog does not fully know."""
    info = lookup.character(ctx, character)
    needs = ("strength", "willpower") if info.strength is None or info.willpower is None else ()
    return needs + (() if info.start and len(info.guilds) == 2 else ("guilds",))


def start_space(ctx: Context, guilds: tuple[str, ...]) -> int | None:
    """The space of a character's first guild, when the board and the guilds are known."""
    if not guilds:
        return None
    spaces = lookup.spaces_of(ctx, guilds[0])
    return spaces[0] if spaces else None


def _unique(values: list[str], field: str, message: str) -> None:
    if len(set(values)) != len(values):
        raise InvalidInput(message, field)
