"""The Realm's board as data: three paths from the Gate to the Lake of Fire, each a run of light, dark and split
spaces (003:L209-217).

How many spaces each path has and their colours are not in the rulebook, so the group types its board once: the
catalog's `realm` entity (realm/facts.py) holds one string per path ("LDS..." from the Gate up), filled by the
group's entries.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ..model import Frozen
from ..slots.realm import PATHS, PathName

Colour = Literal["light", "dark", "split"]
CardKind = Literal["positive", "negative"]
LETTERS: dict[str, Colour] = {"L": "light", "D": "dark", "S": "split"}
# 15 negative and 12 positive Dragon cards (003:L40-42); three of each are left over (003:L229).
NEGATIVE_CARDS = 15
POSITIVE_CARDS = 12
LEFT_OVER = 3
PATH_PATTERN = r"^[LDS]{1,20}$"


def holds_negative(colour: Colour) -> bool:
    """Dark and split spaces take a negative card (003:L215, 003:L229)."""
    return colour in ("dark", "split")


def holds_positive(colour: Colour) -> bool:
    """Light and split spaces take a positive card (003:L215, 003:L229)."""
    return colour in ("light", "split")


class RealmPath(Frozen):
    """One path: its spaces' colours from the first space after the Gate to the last before the Lake."""

    name: PathName
    spaces: tuple[Colour, ...] = Field(min_length=1, max_length=20)

    @property
    def positives(self) -> int:
        """How many positive cards the path holds."""
        return sum(holds_positive(c) for c in self.spaces)

    @property
    def negatives(self) -> int:
        """How many negative cards the path holds."""
        return sum(holds_negative(c) for c in self.spaces)


def board_problem(paths: dict[PathName, tuple[Colour, ...]]) -> tuple[PathName, str] | None:
    """What is wrong with a typed board, as (path, problem), or None when it fits the rulebook."""
    built = {name: RealmPath(name=name, spaces=spaces) for name, spaces in paths.items()}
    left, middle, right = (built[n] for n in PATHS)
    if len(middle.spaces) >= min(len(left.spaces), len(right.spaces)):
        return "middle", "the middle path must be the shortest (003:L217)"
    if middle.positives >= min(left.positives, right.positives):
        return "middle", "the middle path must have the fewest positive cards (003:L217)"
    if len(right.spaces) <= len(left.spaces):
        return "right", "the right path must be the longest (003:L217)"
    if right.positives <= left.positives:
        return "right", "the right path must have the most positive cards (003:L217)"
    negatives = sum(p.negatives for p in built.values())
    if negatives != NEGATIVE_CARDS - LEFT_OVER:
        return "right", (f"dark and split spaces take {negatives} negative cards; the box's {NEGATIVE_CARDS} "
                         f"leave {LEFT_OVER} over only with {NEGATIVE_CARDS - LEFT_OVER} (003:L40, 003:L229)")
    positives = sum(p.positives for p in built.values())
    if positives != POSITIVE_CARDS - LEFT_OVER:
        return "right", (f"light and split spaces take {positives} positive cards; the box's {POSITIVE_CARDS} "
                         f"leave {LEFT_OVER} over only with {POSITIVE_CARDS - LEFT_OVER} (003:L42, 003:L229)")
    return None


class RealmBoard(Frozen):
    """The group's Realm board: three paths that fit what the rulebook says of them."""

    paths: tuple[RealmPath, RealmPath, RealmPath]

    @model_validator(mode="after")
    def _fits_the_rulebook(self) -> RealmBoard:
        if tuple(p.name for p in self.paths) != PATHS:
            raise ValueError("the paths are left, middle and right, in that order")
        problem = board_problem({p.name: p.spaces for p in self.paths})
        if problem:
            raise ValueError(f"{problem[0]} path: {problem[1]}")
        return self

    def path(self, name: PathName) -> RealmPath:
        """One path by name."""
        return self.paths[PATHS.index(name)]

    def colour(self, name: PathName, step: int) -> Colour:
        """The colour of a path's space, counted 1 from the Gate."""
        return self.path(name).spaces[step - 1]

    def length(self, name: PathName) -> int:
        """How many spaces a path has; its last one faces the Lake of Fire (003:L403)."""
        return len(self.path(name).spaces)


def colours(text: str) -> tuple[Colour, ...]:
    """A path typed as letters (L light, D dark, S split) as colours."""
    return tuple(LETTERS[ch] for ch in text)
