"""Plain words for what Conjurers' screens show: cards by their printed name (or their place in the box when the
catalog lacks it), spaces, figures, resources and amounts; no internal id reaches a page."""

from __future__ import annotations

from app.games.conjurers.engine.model import (
    FIGURES,
    MATCHES,
    SPACE_NAMES,
    card_words,
    myth_words,
    namer,
    names_in,
    space_words,
)

__all__ = ["FIGURES", "MATCHES", "SPACE_NAMES", "card_words", "myth_words", "namer", "space_words"]
PAYOUTS = {"wood_stone": "wood and stone", "iron_bronze": "iron and bronze", "diamond_sapphire": "diamond and sapphire",
           "food": "food"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def amounts(counts: dict[str, int]) -> str:
    """'4 wood, 2 iron' from a count dict (zeros left out); 'nothing' when empty."""
    parts = [f"{v} {k}" for k, v in counts.items() if v]
    return ", ".join(parts) or "nothing"


def plain_line(line: str, name) -> str:
    """A log line with every card id replaced by the card's words (the engine's lines name cards by id)."""
    return names_in(line, name)
