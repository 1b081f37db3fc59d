"""The base for every Conjurers engine value, the names the rules use for resources and figures, and the plain words
the log lines and the screens say them in."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """An immutable engine value; unknown fields are refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


Myth = Literal["egyptian", "greek", "japanese", "norse", "biblical"]
MYTHS: tuple[Myth, ...] = ("egyptian", "greek", "japanese", "norse", "biblical")  # 001:L70-90

Resource = Literal["wood", "stone", "iron", "bronze", "sapphire", "diamond"]
RESOURCES: tuple[Resource, ...] = ("wood", "stone", "iron", "bronze", "sapphire", "diamond")  # 001:L150
# A player's stock: the six resources and food (001:L150-154); a duel may take from any of the seven (001:L427).
Category = Literal["wood", "stone", "iron", "bronze", "sapphire", "diamond", "food"]
CATEGORIES: tuple[Category, ...] = (*RESOURCES, "food")

AssistantKind = Literal["worker", "merchant", "warrior", "recruiter"]
ASSISTANT_KINDS: tuple[AssistantKind, ...] = ("worker", "merchant", "warrior", "recruiter")  # 001:L237
Figure = Literal["conjurer", "worker", "merchant", "warrior", "recruiter"]


def add_counts(base: dict[str, int], delta: dict[str, int]) -> dict[str, int]:
    """A copy of a count dict with delta added key by key (keys with zero kept)."""
    out = dict(base)
    for key, value in delta.items():
        out[key] = out.get(key, 0) + value
    return out


# ---- Plain words for the log lines and the screens: spaces, figures, mythologies, matches and cards as the table
# names them, never by Herald's ids ('pit_2', 'house_0', 'creature-greek-3').
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
