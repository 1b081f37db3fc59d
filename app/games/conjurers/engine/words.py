"""Plain words for the engine's log lines (pure): spaces, figures, mythologies, matches and cards as the table
names them, never by Herald's ids ('pit_2', 'house_0', 'creature-greek-3'); the screens use the same words."""

from __future__ import annotations

import re

from .model import MYTHS

SPACE_NAMES = {
    "lumber_mill": "Lumber mill", "stone_mine": "Stone mine", "iron_mine": "Iron mine",
    "bronze_smelter": "Bronze smelter", "sapphire_mine": "Sapphire mine", "diamond_mine": "Diamond mine",
    "wood_storage": "Wood storage", "stone_storage": "Stone storage", "iron_storage": "Iron storage",
    "bronze_storage": "Bronze storage", "sapphire_storage": "Sapphire storage", "diamond_storage": "Diamond storage",
    "blacksmith_1": "Blacksmith", "blacksmith_2": "Second blacksmith", "artificer_1": "Artificer",
    "artificer_2": "Second artificer", "duat": "Duat", "mount_olympus": "Mount Olympus", "shangri_la": "Shangri-La",
    "valhalla": "Valhalla", "garden_of_eden": "Garden of Eden", "tavern": "Tavern", "marketplace": "Marketplace",
    "guild_house": "Guild house", "pit_1": "Sacrificial pit", "pit_2": "Second sacrificial pit",
    "wild_animals": "Wild animals", "fishing_pond": "Fishing pond",
}
PROPER = {"duat", "mount_olympus", "shangri_la", "valhalla"}  # names said without "the"
FIGURES = {"conjurer": "Conjurer", "worker": "Worker", "merchant": "Merchant", "warrior": "Warrior",
           "recruiter": "Recruiter"}
MATCHES = {"semi_1": "first semifinal", "semi_2": "second semifinal", "final": "final", "third": "third-place match"}
_BOX = re.compile(r"^(creature|artifact)-([a-z]+)-(\d+)$|^(item|level1)-(\d+)$")
_CARD_IDS = re.compile(r"\b(?:creature|artifact)-[a-z]+-\d+\b|\b(?:item|level1)-\d+\b")
_SIDE = re.compile(r"\bSide (\d)\b")


def space_words(space: str | None, names: list[str] | None = None) -> str:
    """An action space's name; a player's house reads as a duel there (named when the players' names are given)."""
    if space is None:
        return "home (no open space)"
    if space.startswith("house_"):
        seat = int(space[6:])
        return f"Duel at {names[seat]}'s house" if names and seat < len(names) else "Duel at a player's house"
    return SPACE_NAMES.get(space, space.replace("_", " ").capitalize())


def at_space(space: str, names: list[str] | None = None) -> str:
    """A space inside a sentence: 'the Lumber mill', 'Mount Olympus', "Bo's house"."""
    if space.startswith("house_"):
        seat = int(space[6:])
        return f"{names[seat]}'s house" if names and seat < len(names) else "a player's house"
    name = space_words(space)
    return name if space in PROPER else f"the {name}"


def myth_words(myth: str | None) -> str:
    """A mythology's name, or 'no mythology' (level 1 creatures)."""
    return myth.capitalize() if myth in MYTHS else "no mythology"


def card_words(card: str, name: str | None = None) -> str:
    """A card as players know it: its printed name, else where it sits in the box ('Greek creature 3')."""
    if name:
        return name
    m = _BOX.match(card)
    if m is None:
        return card.replace("-", " ").replace("_", " ").capitalize()
    if m.group(1):
        return f"{m.group(2).capitalize()} {m.group(1)} {int(m.group(3))}"
    return f"Item {int(m.group(5))}" if m.group(4) == "item" else f"Level 1 creature {int(m.group(5))}"


def namer(state):
    """A card namer for one game state: the printed names the game's facts know."""
    def name(card: str) -> str:
        if card == "?":
            return "a hidden card"
        facts = state.facts.get(card)
        return card_words(card, facts.name if facts else None)
    return name


def names_in(line: str, name) -> str:
    """A line with every card id replaced by the card's words (`name(card)`)."""
    return _CARD_IDS.sub(lambda m: name(m.group(0)), line)


def sides_in(line: str, sides: list[str]) -> str:
    """A battle line with 'Side 1' and 'Side 2' said as who they are ('Ada', 'The minion side')."""
    return _SIDE.sub(lambda m: sides[int(m[1]) - 1] if int(m[1]) <= len(sides) else m[0], line)
