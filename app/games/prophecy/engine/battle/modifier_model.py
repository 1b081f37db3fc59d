"""A modifier as data: who it helps, by how much, in which battles and rolls, and what it costs."""

from typing import Literal

from pydantic import Field, field_validator, model_validator

from .errors import RollNumberError
from .frozen import FrozenModel
from .terms import BattleKind, Side, SourceKind, Stage

MAX_ROLLS = 3
MAX_NET_EXTRA_DICE = 10
CHOSEN_ROLL = "chosen"

RollSpec = int | Literal["chosen"] | None
"""None: every roll of the battle; an int: that roll (1-based); "chosen": one roll, not yet placed."""


class Cost(FrozenModel):
    """What using a modifier costs its side."""

    magic: int = Field(0, ge=0)
    health: int = Field(0, ge=0)
    experience: int = Field(0, ge=0)
    damages_item: bool = False

    def paid_from(self, kind: BattleKind) -> int:
        """How much of this cost comes out of the cubes that the battle kind counts."""
        return self.magic if kind is BattleKind.WILLS else self.health

    def describe(self) -> str:
        """Short human text such as '2 Magic, 1 Health'."""
        parts = [
            f"{amount} {name}"
            for amount, name in ((self.magic, "Magic"), (self.health, "Health"), (self.experience, "Exp"))
            if amount
        ]
        if self.damages_item:
            parts.append("Item damaged")
        return ", ".join(parts) or "free"


class Modifier(FrozenModel):
    """One bonus, penalty, extra die or payment for one side of a battle."""

    source_kind: SourceKind
    source_id: str = Field(min_length=1)
    label: str = Field(min_length=1, max_length=80)
    side: Side
    stage: Stage
    amount: int = 0
    battle_kinds: tuple[BattleKind, ...] = Field(min_length=1)
    per_roll: RollSpec = None
    extra_dice: int = Field(0, ge=-MAX_NET_EXTRA_DICE, le=MAX_NET_EXTRA_DICE)
    cost: Cost | None = None
    reason: str | None = None

    @field_validator("battle_kinds")
    @classmethod
    def _unique_kinds(cls, kinds: tuple[BattleKind, ...]) -> tuple[BattleKind, ...]:
        return tuple(dict.fromkeys(kinds))

    @field_validator("per_roll")
    @classmethod
    def _roll_in_range(cls, roll: RollSpec) -> RollSpec:
        if isinstance(roll, int) and not 1 <= roll <= MAX_ROLLS:
            raise ValueError(f"per_roll must be a roll from 1 to {MAX_ROLLS}, got {roll}")
        return roll

    @model_validator(mode="after")
    def _consistent(self) -> "Modifier":
        if self.stage is Stage.PER_ROLL and self.per_roll is None:
            raise ValueError(f"{self.label!r}: the per_roll stage needs a roll (a number or 'chosen')")
        if self.per_roll is not None and self.stage not in (Stage.PER_ROLL, Stage.GM_OTHER):
            raise ValueError(f"{self.label!r}: a one-roll modifier belongs to the per_roll or gm_other stage")
        if self.source_kind is SourceKind.GM_OTHER and not (self.reason and self.reason.strip()):
            raise ValueError(f"{self.label!r}: a GM adjustment needs a reason")
        return self

    @property
    def is_placed(self) -> bool:
        """False while this is a one-roll modifier whose roll is still to be chosen."""
        return self.per_roll != CHOSEN_ROLL

    def applies_to_roll(self, roll: int) -> bool:
        """Whether this (placed) modifier counts on the given roll."""
        return self.per_roll is None or self.per_roll == roll


def place_on_roll(modifier: Modifier, roll: int) -> Modifier:
    """Copy of a one-roll modifier fixed to a given roll (1-based)."""
    if modifier.per_roll is None:
        raise RollNumberError(f"{modifier.label!r} counts for the whole battle; it cannot be placed on a roll")
    return Modifier.model_validate({**modifier.model_dump(), "per_roll": roll})
