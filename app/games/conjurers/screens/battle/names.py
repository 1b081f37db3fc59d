"""Plain words for what a battle shows: card names without ids, roll labels as sentences, abilities by name."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.games.conjurers.engine import State

DECKS = {"creature": "creature", "level1": "level 1 creature", "item": "item", "artifact": "artifact"}
_ID = re.compile(r"^(creature|level1|item|artifact)-(?:([a-z]+)-)?0*(\d+)$")


def card_name(state: State | None, card: str | None) -> str:
    """A card's printed name where the group typed it, else its deck, mythology and number in words."""
    if not card:
        return ""
    if card == "minion":
        return "the minion"
    if card == "?":
        return "a secret creature"
    facts = state.facts.get(card) if state is not None else None
    if facts is not None and facts.name:
        return facts.name
    m = _ID.match(card)
    if m is None:
        return card.replace("-", " ").replace("_", " ")
    if state is not None:
        from app.games.conjurers.screens.words import place_words

        return place_words(state, card)
    deck, myth, number = m.groups()
    words = f"{myth.capitalize()} {DECKS[deck]}" if myth else DECKS[deck].capitalize()
    return f"{words} {int(number)}"


def ability_name(name: str, x: int = 0) -> str:
    """An ability as the cards say it: 'power hit 2', 'flying'."""
    words = name.replace("_", " ")
    return f"{words} {x}" if x else words


SIDE_NAMES = {"attacker": "the attacking side", "defender": "the defending side"}


def roll_words(state: State, label: str, dice: int) -> str:
    """What a roll label asks for, in words: whose dice and why (the side named when the label carries it)."""
    parts = label.split(":")
    n = f"{dice} {'die' if dice == 1 else 'dice'}"
    side = SIDE_NAMES.get(parts[1]) if len(parts) > 2 else None
    if side:
        parts = [parts[0], *parts[2:]]
        n = f"{n} ({side})"
    if parts[0] == "hit":
        name = card_name(state, parts[1])
        return f"{name[:1].upper()}{name[1:]}'s battle dice: {n}"
    if parts[0] == "burn":
        return f"{card_name(state, parts[1])} burns {card_name(state, parts[2])}: {n}"
    if parts[0] == "devour":
        return f"{card_name(state, parts[1])} devours: {n}"
    if parts[0] == "break_free":
        return f"{card_name(state, parts[1])} breaks free: {n}"
    return f"{label.replace('_', ' ')}: {n}"


_CARD_IN_TEXT = re.compile(r"\b(?:creature-[a-z]+-\d+|level1-\d+|item-\d+|artifact-[a-z]+-\d+)\b|(?<!the )\bminion\b(?! side)")


_SENTENCE_START = re.compile(r"(^|[.!?] )([a-z])")


def sentence(state: State | None, line: str) -> str:
    """A line of the engine's with every card id in it replaced by the card's name, sides named by their role."""
    line = _CARD_IN_TEXT.sub(lambda m: card_name(state, m.group(0)), line)
    line = line.replace("Side 1", "The attacking side").replace("Side 2", "The defending side")
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), line)
