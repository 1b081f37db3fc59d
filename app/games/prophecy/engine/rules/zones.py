"""Zone names: where every card instance lies. Each instance is in exactly one zone at all times.

Decks (unordered: Herald never knows the order of a shuffled deck):
  deck:<d>                  d in adventure, chance, common, rare
  discard:<d>               their discard piles (face up)
  deck:ability:<guild>      a guild's shuffled Ability deck (unknown part)
  bottom:ability:<guild>    Abilities put back face down under it, in order: the first comes up first
                            once the unknown part is gone
  deck:dragonslayer, bottom:dragonslayer   the Dragon Realm's Dragonslayer Abilities, shuffled (003:L239), and
                            those put back under that deck, first to come up first (003:L277)
Board:
  space:<i>                 Adventure cards on space i, the top (revealed first) card first
  space:<i>:artifacts       Artifacts left on space i by a dead hero
  guild:<guild>             face-up Abilities on offer in a guild, oldest first (at most 2)
  goods:city, goods:village Items for sale
  plane:<p>:lesser, plane:<p>:greater, plane:<p>:artifact   Astral Plane p (0-4); the artifact slot also
                            keeps the Artifacts of a hero who died in that plane
  chance:current            the Chance card being resolved
  removed                   cards out of the game (defeated Guardians), "the box"
  aside:<lesser|greater>    Guardians left over after dealing the planes, set aside unseen (003:L56)
  under:<card>              Items a Creature took, under its card (the Highwayman) for whoever defeats it
Heroes:
  hero:<seat>:items, hero:<seat>:abilities, hero:<seat>:character
  hero:<seat>:certificates  Basic version: Certificates earned, face down
Characters (character ids, not card instances):
  characters:box (unused), characters:fallen (eliminated), draft:<seat>, draft:<seat>:in
"""

from __future__ import annotations

import re

from ..seams import Seam

GUILDS = ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery")
PLAIN_DECKS = ("adventure", "chance", "common", "rare")
TERRAINS = ("forest", "mountains", "plains")
PLANES = range(5)
SLOTS = ("lesser", "greater", "artifact")


def deck(name: str) -> str:
    """The zone of a deck: 'adventure' or 'ability:fortress'."""
    return f"deck:{name}"


def discard(name: str) -> str:
    """The discard pile of a deck (Abilities have none: they go to the bottom)."""
    return f"discard:{name}"


def bottom(guild: str) -> str:
    """Abilities put back under a guild deck, first to come up first."""
    return f"bottom:ability:{guild}"


SLAYER_DECK = "dragonslayer"
SLAYER_BOTTOM = "bottom:dragonslayer"


def bottom_of(deck: str) -> str | None:
    """The zone under a deck whose cards come back in order (a guild's, the Dragonslayer deck), else None."""
    if deck.startswith("ability:"):
        return bottom(deck.split(":", 1)[1])
    return SLAYER_BOTTOM if deck == SLAYER_DECK else None


def space(i: int) -> str:
    """Adventure cards on a board space."""
    return f"space:{i}"


def space_artifacts(i: int) -> str:
    """Artifacts lying on a board space."""
    return f"space:{i}:artifacts"


def guild(name: str) -> str:
    """The face-up Abilities in a guild."""
    return f"guild:{name}"


def goods(where: str) -> str:
    """Items for sale in the City or the Village."""
    return f"goods:{where}"


def plane(p: int, slot: str) -> str:
    """One of the three cards of an Astral Plane."""
    return f"plane:{p}:{slot}"


def aside(deck: str) -> str:
    """Guardians left over after dealing the planes, set aside unseen (003:L56)."""
    return f"aside:{deck}"


def items(seat: int) -> str:
    """A hero's Items (Artifacts included)."""
    return f"hero:{seat}:items"


def abilities(seat: int) -> str:
    """A hero's Abilities."""
    return f"hero:{seat}:abilities"


def certificates(seat: int) -> str:
    """A hero's Certificates (Basic version: Ability cards of the guilds, face down)."""
    return f"hero:{seat}:certificates"


def character(seat: int) -> str:
    """The character card a seat plays."""
    return f"hero:{seat}:character"


def base_id(card: str) -> str:
    """The catalog id of a card instance ('sword#2' -> 'sword')."""
    return card.split("#", 1)[0]


SMALL_WORDS = frozenset({"of", "the", "a", "an", "and", "to", "in", "on", "at", "by", "for"})


PLACEHOLDER = re.compile(r"(?P<deck>.+?)(?P<realm>-dragon-realm)?-unregistered-(?P<n>\d+)")
PLACEHOLDER_DECKS = {"lesser": "the Lesser Guardian deck", "greater": "the Greater Guardian deck",
                     "common": "the Common Item deck", "rare": "the Rare Item deck",
                     "dragon_negative": "the negative Dragon deck", "dragon_positive": "the positive Dragon deck",
                     "dragon_heart": "the Dragon Heart deck"}


def card_label(card: str) -> str:
    """A readable name for a card instance from its id, where no catalog name is at hand: 'Ring of Concentration';
    a card of a deck the catalog has not named yet: 'Unnamed card 01 of the Fortress Ability deck'."""
    hole = PLACEHOLDER.fullmatch(base_id(card))
    if hole is not None:
        deck = hole["deck"]
        deck = "ability:" + deck.removeprefix("ability-").replace("-", "_") if deck.startswith("ability-") else \
            deck.replace("-", "_") if deck.startswith("dragon") else deck
        realm = " (a Dragon Realm card)" if hole["realm"] and not deck.startswith("dragon") else ""
        return f"Unnamed card {hole['n']} of {PLACEHOLDER_DECKS.get(deck) or zone_label(f'deck:{deck}')}{realm}"
    words = base_id(card).replace("_", " ").replace("-", " ").split()
    return " ".join(w if i and w in SMALL_WORDS else w.capitalize() for i, w in enumerate(words))


GUILD_NAMES = {
    "fortress": "the Fortress",
    "thieves_guild": "the Thieves' Guild",
    "forest_camp": "the Forest Camp",
    "magic_tower": "the Magic Tower",
    "monastery": "the Monastery",
}


# Extension point (seams.py): a zone the base game lacks in words: (zone) -> words, or None.
MORE_ZONE_WORDS = Seam("zones: a zone the expansion adds, in words", lambda zone: None)


def zone_label(zone: str) -> str:
    """A readable place for the log: 'the Adventure discard pile', 'space 7'."""
    parts = zone.split(":")
    head = parts[0]
    if zone in (deck(SLAYER_DECK), SLAYER_BOTTOM):
        return ("the bottom of " if head == "bottom" else "") + "the Dragonslayer deck"
    if head == "deck" and len(parts) == 3:
        return f"the {GUILD_NAMES.get(parts[2], parts[2]).removeprefix('the ')} Ability deck"
    if head == "deck":
        return f"the {parts[1].title()} deck"
    if head == "discard":
        return f"the {parts[1].title()} discard pile"
    if zone == "chance:current":
        return "the table"
    if head == "bottom":
        return f"the bottom of the {GUILD_NAMES.get(parts[2], parts[2])} deck"
    if head == "space":
        return f"space {parts[1]}" + (" (artifacts)" if len(parts) > 2 else "")
    if head == "guild":
        return GUILD_NAMES.get(parts[1], parts[1])
    if head == "goods":
        return f"the {parts[1].title()} market"
    if head == "plane":
        return f"Astral Plane {int(parts[1]) + 1} ({parts[2]})"
    if head == "hero":
        return f"seat {int(parts[1]) + 1}'s {parts[2]}"
    if head == "under":
        return f"under the {card_label(':'.join(parts[1:]))}'s card"
    if zone == "removed":
        return "the box"
    if head == "aside":
        return f"the {parts[1].title()} Guardians set aside"
    words = MORE_ZONE_WORDS(zone)  # a zone of a board the expansion adds (realm/: told where the Realm is)
    return words if words is not None else zone.replace(":", " ")
