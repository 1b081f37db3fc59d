"""Plain words for what Conjurers' screens show: cards by their printed name (or their place in the box when the
catalog lacks it), spaces, figures, resources and amounts; no internal id reaches a page."""

from __future__ import annotations

import re

from app.games.conjurers.engine.model import MYTHS

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
FIGURES = {"conjurer": "Conjurer", "worker": "Worker", "merchant": "Merchant", "warrior": "Warrior",
           "recruiter": "Recruiter"}
PAYOUTS = {"wood_stone": "wood and stone", "iron_bronze": "iron and bronze", "diamond_sapphire": "diamond and sapphire",
           "food": "food"}
MATCHES = {"semi_1": "first semifinal", "semi_2": "second semifinal", "final": "final", "third": "third-place match"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
_BOX = re.compile(r"^(creature|artifact)-([a-z]+)-(\d+)$|^(item|level1)-(\d+)$")


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


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """'first' for 1, 'third' for 3; '11th' past ten."""
    return ORDINALS[n - 1] if 1 <= n <= len(ORDINALS) else f"{n}th"


def _box_number(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def place_words(state, card: str) -> str:
    """A card the group has not named, as the table can find it: whose it is and which one in the order laid out,
    bought or taken, or which one of its pile in the order laid out (never Herald's number for it in the box)."""
    if _BOX.match(card) is None:  # not one of the box's cards (a made-up id): its words as they are
        return card_words(card)
    for p in state.players:
        level1 = [c.card for c in p.army if c.card.startswith("level1-")]
        if card in level1:
            return f"{p.name}'s {ordinal(level1.index(card) + 1)} level 1 creature, in the order laid out"
        won = [c.card for c in p.army if not c.card.startswith("level1-")]
        if card in won:
            return f"{p.name}'s {ordinal(won.index(card) + 1)} creature taken from the piles, in the order taken"
        if card in p.items:
            return f"{p.name}'s {ordinal(p.items.index(card) + 1)} item, in the order bought"
        held = [a.card for a in p.artifacts]
        if card in held:
            return f"{p.name}'s {ordinal(held.index(card) + 1)} artifact, in the order bought"
    m = _BOX.match(card)
    if m is None:
        return card_words(card)
    if m.group(1) == "creature":
        return f"the {m.group(2).capitalize()} pile's {ordinal(_box_number(card))} creature, in the order laid out"
    if m.group(1) == "artifact":
        return f"the {m.group(2).capitalize()} artifacts' {ordinal(_box_number(card))}, in the order laid out"
    if m.group(4) == "item":
        return f"the blacksmith's {ordinal(_box_number(card))} item, in the order laid out"
    return "a level 1 creature still in the box"


def suggestions(state, cards) -> list[str]:
    """The names Herald and the group know among these cards, for a datalist."""
    return sorted({state.facts[c].name for c in cards if c in state.facts and state.facts[c].name})


def namer(state):
    """A card namer for one game state: the printed names the group's facts know, else where the card lies."""
    def name(card: str) -> str:
        if card == "?":
            return "a hidden card"
        facts = state.facts.get(card)
        return facts.name if facts is not None and facts.name else place_words(state, card)
    return name


def space_words(space: str | None, names: list[str] | None = None) -> str:
    """An action space's name; a player's house reads as a duel there (named when the players' names are given)."""
    if space is None:
        return "home (no open space)"
    if space.startswith("house_"):
        seat = int(space[6:])
        return f"Duel at {names[seat]}'s house" if names and seat < len(names) else f"Duel at house {seat + 1}"
    return SPACE_NAMES.get(space, space.replace("_", " ").capitalize())


def amounts(counts: dict[str, int]) -> str:
    """'4 wood, 2 iron' from a count dict (zeros left out); 'nothing' when empty."""
    parts = [f"{v} {k}" for k, v in counts.items() if v]
    return ", ".join(parts) or "nothing"


def myth_words(myth: str | None) -> str:
    """A mythology's name, or 'no mythology' (level 1 creatures)."""
    return myth.capitalize() if myth in MYTHS else "no mythology"


_CARD_IDS = re.compile(r"\b(?:creature|artifact)-[a-z]+-\d+\b|\b(?:item|level1)-\d+\b")


def plain_line(line: str, name) -> str:
    """A log line with every card id replaced by the card's words (the engine's lines name cards by id)."""
    return _CARD_IDS.sub(lambda m: name(m.group(0)), line)
