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
