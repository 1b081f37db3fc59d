"""Roll labels: the key under which a roll's dice are entered, rolled and recorded, naming the roll's kind, the
side of the creature that rolls and its card ('hit:defender:creature-greek-3', 'burn:attacker:x:y').

The side is in the label because one card id may stand on both sides (a test's made-up armies; a group's cards
typed twice): without it two rolls would share one key. A log written before the side was added keys its dice
without it ('hit:x'); `side_less` gives that older key, which a roll reads when its own is missing, so an old game
is decided again exactly as it was.
"""

from __future__ import annotations

SIDE_WORDS = ("attacker", "defender")  # by side index: ATTACKER 0, DEFENDER 1


def roll_label(kind: str, side: int, card: str | None, *more: str | None) -> str:
    """The label of a roll of `kind` made by `card` on `side` (further parts, e.g. a burned card, after it)."""
    return ":".join((kind, SIDE_WORDS[side], str(card), *(str(m) for m in more)))


def side_less(label: str) -> str:
    """The label as logs wrote it before it carried the side ('hit:attacker:x' -> 'hit:x')."""
    parts = label.split(":")
    return ":".join(p for i, p in enumerate(parts) if not (i == 1 and p in SIDE_WORDS))


_ROLLS = {"hit": "the hit of {}", "burn": "{} burning {}", "devour": "{} devouring", "break_free": "{} breaking free"}
_SIDES = {"attacker": "the attacking side", "defender": "the defending side"}


def label_words(label: str) -> str:
    """The roll a label keys, in words for a refusal, its cards still by id for the screens to name ('hit:attacker:x'
    -> 'the hit of x (the attacking side)'); a label Herald does not make, as it is."""
    kind, *parts = label.split(":")
    side = parts.pop(0) if len(parts) > 1 and parts[0] in SIDE_WORDS else None
    said = _ROLLS.get(kind)
    if said is None or said.count("{}") != len(parts):
        return label
    said = said.format(*("the minion" if card == "minion" else card for card in parts))
    return f"{said} ({_SIDES[side]})" if side else said
