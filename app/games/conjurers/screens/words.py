"""Plain words for what Conjurers' screens show: cards by their printed name (or their place in the box when the
catalog lacks it), spaces, figures, resources and amounts; no internal id reaches a page."""

from __future__ import annotations

import re

# The engine's words these screens take from here, imported on first use (a start imports no engine, issue 42).
FROM_ENGINE = frozenset({"FIGURES", "MATCHES", "SPACE_NAMES", "card_words", "myth_words", "names_in", "space_words"})


def __getattr__(name: str):
    """The engine's words (`FROM_ENGINE`), imported when first asked for."""
    if name in FROM_ENGINE:
        from app.games.conjurers.engine import model

        return getattr(model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


PAYOUTS = {"wood_stone": "wood and stone", "iron_bronze": "iron and bronze", "diamond_sapphire": "diamond and sapphire",
           "food": "food"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
_BOX = re.compile(r"^(creature|artifact)-([a-z]+)-(\d+)$|^(item|level1)-(\d+)$")
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """'first' for 1, 'third' for 3; '11th' past ten."""
    return ORDINALS[n - 1] if 1 <= n <= len(ORDINALS) else f"{n}th"


def _box_number(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def place_words(state, card: str) -> str:
    """A card the group has not named, as the table can find it: whose it is and which one in the order laid out,
    bought or taken, or which one of its pile in the order laid out (never Herald's number for it in the box)."""
    from app.games.conjurers.engine.model import card_words

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


def amounts(counts: dict[str, int]) -> str:
    """'4 wood, 2 iron' from a count dict (zeros left out); 'nothing' when empty."""
    parts = [f"{v} {k}" for k, v in counts.items() if v]
    return ", ".join(parts) or "nothing"


def plain_line(line: str, name) -> str:
    """A log line with every card id replaced by the card's words (the engine's lines name cards by id)."""
    from app.games.conjurers.engine.model import names_in

    return names_in(line, name)


def refusal_words(state, text: str) -> str:
    """A refusal of the engine's as the table reads it, on the game screen and the JSON API alike: each card id in
    it said as the screens say the card (`namer`), its first letter a capital."""
    text = plain_line(text, namer(state))
    return text[:1].upper() + text[1:]
