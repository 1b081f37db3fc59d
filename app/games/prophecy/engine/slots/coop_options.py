"""The cooperative and solo modes as options: the difficulty and the Power Up token stack (003:L499-517, L605).

The stack is a multiset of token values: Herald records what the group chose and shows only how many are
left, never an order (the tokens are shuffled face down, 003:L515).
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import Field, model_validator

from ..model import Frozen

CoopMode = Literal["cooperative", "solo"]
Difficulty = Literal["normal", "hard", "very_hard"]
DIFFICULTIES: tuple[Difficulty, ...] = ("normal", "hard", "very_hard")
DIFFICULTY_WORDS = {"normal": "Normal", "hard": "Hard", "very_hard": "Very Hard"}

# Table T2 of the research note: rows by number of characters, cells by difficulty (003:L505-513).
COOP_TOKENS: dict[int, dict[Difficulty, tuple[int, ...]]] = {
    2: {"normal": (1, 1, 2, 2, 3, 3, 3), "hard": (2, 2, 3, 3, 4, 4), "very_hard": (4, 4, 5, 5, 5)},
    3: {"normal": (1, 1, 2, 2, 2, 3, 3, 3), "hard": (2, 2, 3, 3, 3, 4, 4), "very_hard": (3, 4, 4, 4, 4, 5)},
    4: {"normal": (1, 1, 2, 2, 2, 3, 3, 3, 3), "hard": (2, 2, 3, 3, 3, 3, 4, 4),
        "very_hard": (3, 3, 3, 4, 4, 4, 4)},
    # The Very Hard row is lighter than Hard (sum 23 against 27); taken as printed (research note Q-12),
    # and the setup screen says so, since the group may edit the stack (003:L517).
    5: {"normal": (1, 1, 2, 2, 2, 2, 3, 3, 3, 3), "hard": (2, 2, 2, 3, 3, 3, 4, 4, 4),
        "very_hard": (2, 2, 2, 3, 3, 3, 4, 4)},
}
# Table T3: Solo (003:L605-607).
SOLO_TOKENS: dict[Difficulty, tuple[int, ...]] = {
    "normal": (1, 1, 1, 2, 2, 2, 2, 3, 3, 3), "hard": (2, 2, 3, 3, 3, 3, 4, 4), "very_hard": (3, 4, 4, 5, 5, 5),
}
# The box holds 25 tokens valued +1 to +5 (003:L74); five of each is our reading (research note Q-13).
SUPPLY: dict[int, int] = {1: 5, 2: 5, 3: 5, 4: 5, 5: 5}
TABLE_CITES = {"cooperative": "003:L499-513", "solo": "003:L601-607"}
# Rounds the group still has once the last token is placed (003:L575; Solo 003:L625).
COLLAPSE_ROUNDS = {"cooperative": 3, "solo": 5}


def recommended(mode: CoopMode, difficulty: Difficulty, characters: int) -> tuple[int, ...]:
    """The rulebook's Power Up tokens for a mode, difficulty and number of characters."""
    if mode == "solo":
        return SOLO_TOKENS[difficulty]
    if characters not in COOP_TOKENS:
        raise ValueError(f"the cooperative game is for 2 to 5 characters, not {characters}")
    return COOP_TOKENS[characters][difficulty]


def lighter_than_hard(mode: CoopMode, difficulty: Difficulty, characters: int) -> bool:
    """Whether the rulebook's stack here sums to less than the Hard one (the five-character Very Hard row)."""
    if mode != "cooperative" or difficulty != "very_hard" or characters not in COOP_TOKENS:
        return False
    return sum(COOP_TOKENS[characters]["very_hard"]) < sum(COOP_TOKENS[characters]["hard"])


def over_supply(tokens: tuple[int, ...]) -> list[str]:
    """The token values a stack needs more of than the box holds, in words (empty when it fits)."""
    need = Counter(tokens)
    return [f"+{v} x{n} (the box has {SUPPLY.get(v, 0)})" for v, n in sorted(need.items()) if n > SUPPLY.get(v, 0)]


class CoopOptions(Frozen):
    """The cooperative or solo game the group chose: its difficulty and the token stack they prepared."""

    mode: CoopMode = "cooperative"
    difficulty: Difficulty = "normal"
    # The Power Up tokens put in the stack; empty means the rulebook's table for this game.
    tokens: tuple[int, ...] = Field(default=(), max_length=25)

    @model_validator(mode="after")
    def _tokens_from_the_box(self) -> CoopOptions:
        if any(not 1 <= t <= 5 for t in self.tokens):
            raise ValueError("Power Up tokens are valued +1 to +5")
        short = over_supply(self.tokens)
        if short:
            raise ValueError("the box has five Power Up tokens of each value: " + ", ".join(short))
        return self

    def stack(self, characters: int) -> tuple[int, ...]:
        """The tokens this game starts with: the group's choice, else the rulebook's table."""
        return tuple(sorted(self.tokens)) if self.tokens else recommended(self.mode, self.difficulty, characters)

    def adjusted(self, characters: int) -> bool:
        """Whether the group changed the rulebook's stack (003:L517 lets them)."""
        return bool(self.tokens) and tuple(sorted(self.tokens)) != tuple(
            sorted(recommended(self.mode, self.difficulty, characters)))

    @property
    def collapse_rounds(self) -> int:
        """Rounds left after the last token is placed."""
        return COLLAPSE_ROUNDS[self.mode]

    @property
    def title(self) -> str:
        """'Cooperative, Hard' in words."""
        return f"{'Solo' if self.mode == 'solo' else 'Cooperative'}, {DIFFICULTY_WORDS[self.difficulty]}"
