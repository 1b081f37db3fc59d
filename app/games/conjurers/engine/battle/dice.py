"""The battle die (faces 0, 1, 2) and the exact distribution of the total of n dice, in whole-number weights.

Weights avoid Fractions on the hot path of the odds: a total's chance is its weight over `die.total ** n`.
"""

from __future__ import annotations

from functools import lru_cache
from random import Random

from pydantic import Field, field_validator

from ..model import Frozen

FACES = (0, 1, 2)  # 001:L184


class Die(Frozen):
    """How many faces of one battle die show 0, 1 and 2, and where that reading comes from."""

    weights: tuple[int, int, int] = (2, 2, 2)
    source: str = "research Q-37 (001:L184, L544): two faces each, until the table confirms"
    no_dice: bool = Field(default=False, description="the optional rule: every die deals 1 (001:L544)")

    @field_validator("weights")
    @classmethod
    def _some_face(cls, v: tuple[int, int, int]) -> tuple[int, int, int]:
        if min(v) < 0 or sum(v) == 0:
            raise ValueError("face weights are whole numbers, not all zero")
        return v

    @property
    def total(self) -> int:
        """The weight of a whole die (the denominator of one die's chances)."""
        return 1 if self.no_dice else sum(self.weights)

    def totals(self, n: int) -> tuple[tuple[int, int], ...]:
        """(damage, weight) for the total of n dice; weights sum to total ** n."""
        if self.no_dice:
            return ((n, 1),)  # each die deals exactly 1 (001:L544)
        return _convolve(self.weights, n)

    def roll(self, rng: Random, n: int) -> tuple[int, ...]:
        """n faces drawn with the caller's generator (no faces under the no-dice option)."""
        if self.no_dice:
            return ()
        return tuple(rng.choices(FACES, weights=self.weights, k=n))


@lru_cache(maxsize=256)
def _convolve(weights: tuple[int, int, int], n: int) -> tuple[tuple[int, int], ...]:
    dist = {0: 1}
    for _ in range(n):
        nxt: dict[int, int] = {}
        for total, w in dist.items():
            for face, fw in zip(FACES, weights, strict=True):
                if fw:
                    nxt[total + face] = nxt.get(total + face, 0) + w * fw
        dist = nxt
    return tuple(sorted(dist.items()))


def check_faces(faces: object, n: int, no_dice: bool) -> int:
    """The damage of entered faces for a roll of n dice; ValueError naming the problem."""
    if no_dice:
        if faces not in (None, (), []):
            raise ValueError("no dice are rolled under the no-dice option")
        return n
    if not isinstance(faces, (list, tuple)) or len(faces) != n:
        raise ValueError(f"enter {n} dice")
    if any(f not in FACES or isinstance(f, bool) for f in faces):
        raise ValueError("a battle die shows 0, 1 or 2")
    return sum(faces)
