"""Which cards of a game Herald must ask the table about: pure functions of a state and a catalog.

A card needs registering once it is face up in the game (on a space, in a guild, in the City or Village
goods, held by a hero, being resolved, or chosen as a hero's character) and the catalog still lacks a
value printed on it. Cards in decks, discard piles and face-down cards (`state.hidden`) wait until they
are revealed.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog

# Zones whose cards lie face up in front of the table (see the rules engine's zones module).
VISIBLE_PREFIXES = ("space:", "guild:", "goods:", "hero:", "plane:", "chance:current")
# Values that cannot be read off one physical card (how many copies the box holds, a character's gender, which
# is in the picture): never asked.
NOT_ON_THE_CARD = frozenset({"copies", "gender"})


@dataclass(frozen=True)
class Need:
    """A card the table should register: its id, where it showed up, and the values it lacks."""

    card_id: str
    where: str
    missing: tuple[str, ...]


def character_id(catalog: Catalog, character: str) -> str | None:
    """The catalog id of a hero's character, given its id or its printed name; None if unknown."""
    from app.games.prophecy.engine.cards import CatalogError

    if not character:
        return None
    try:
        return catalog.character(character).id
    except CatalogError:
        pass
    wanted = character.strip().casefold()
    for card in catalog.characters():
        if (card.name or "").casefold() == wanted:
            return card.id
    return None


def visible_cards(state: Any, catalog: Catalog) -> list[tuple[str, str]]:
    """(card id, where) for every face-up card of a game, characters first, each card once."""
    out: dict[str, str] = {}
    for hero in state.heroes:
        cid = character_id(catalog, hero.character)
        if cid:
            out.setdefault(cid, f"{hero.player}'s character")
    for zone, cards in state.zones.items():
        if not zone.startswith(VISIBLE_PREFIXES):
            continue
        for instance in cards:
            if instance in state.hidden:
                continue
            cid = instance.split("#", 1)[0]
            if zone.startswith("hero:") and zone.endswith(":character"):
                cid = character_id(catalog, cid) or cid
            out.setdefault(cid, zone)
    return list(out.items())


def registration_needs(state: Any, catalog: Catalog) -> list[Need]:
    """The face-up cards whose printed values the catalog lacks, in the order they showed up."""
    from app.games.prophecy.engine.cards import CatalogError

    needs = []
    for cid, where in visible_cards(state, catalog):
        try:
            missing = catalog.missing_fields(cid)
        except CatalogError:
            continue  # not a card Herald knows (a typed-in name); nothing to register
        printed = tuple(f for f in missing if f not in NOT_ON_THE_CARD)
        if printed:
            needs.append(Need(cid, where, printed))
    return needs


def cards_to_register(state: Any, catalog: Catalog) -> list[str]:
    """The ids of the face-up cards whose printed values the catalog lacks."""
    return [n.card_id for n in registration_needs(state, catalog)]


def where_label(where: str, catalog: Catalog | None = None, players: dict[int, str] | None = None) -> str:
    """A zone name as words for the prompt: 'space:14' -> 'in the Forest Camp', 'space:5' -> 'in the Forest (space 5)'
    (the log's names; 'on space 5' without a catalog)."""
    from app.games.prophecy.engine.rules import lookup
    from app.games.prophecy.engine.rules.zones import GUILD_NAMES

    parts = where.split(":")
    head = parts[0]
    if head == "space":
        named = lookup.space_name(SimpleNamespace(catalog=catalog), int(parts[1])) if catalog is not None else None
        return f"in {named}" if named and not named.startswith("space ") else f"on space {parts[1]}"
    if head == "guild":
        return f"offered in {GUILD_NAMES.get(parts[1], parts[1])}"
    if head == "goods":
        return f"for sale in the {parts[1].title()}"
    if head == "hero" and len(parts) > 2:
        who = (players or {}).get(int(parts[1])) or f"seat {int(parts[1]) + 1}"
        return f"held by {who}" if parts[2] != "character" else f"{who}'s character"
    if head == "plane":
        return f"revealed on Astral Plane {int(parts[1]) + 1}"
    if head == "chance":
        return "drawn from the Chance deck"
    return where
