"""The modifier pipeline: fold a side's value and modifiers, stage by stage, into a breakdown.

Only the cubes on the right side of the card count (000:L355), so Magic paid during a
Battle of Wills (its start cost, a spell) and Health paid during a Battle of Strength
lower the paying side's value from that roll on (000:L349, 000:L725). A value is never
pushed below 0 before equipment is added (000:L736-737).
"""

from collections.abc import Iterable

from .errors import (
    BattleInputError,
    DiceCountError,
    RollNumberError,
    UnplacedModifierError,
)
from .frozen import FrozenModel
from .modifier_model import (
    CHOSEN_ROLL,
    MAX_NET_EXTRA_DICE,
    MAX_ROLLS,
    Cost,
    Modifier,
    RollSpec,
    place_on_roll,
)
from .terms import BattleKind, Side, SourceKind, Stage

__all__ = [
    "CHOSEN_ROLL",
    "MAX_NET_EXTRA_DICE",
    "MAX_ROLLS",
    "Breakdown",
    "BreakdownLine",
    "Cost",
    "Modifier",
    "RollSpec",
    "RollTotal",
    "fold",
    "place_on_roll",
]


class BreakdownLine(FrozenModel):
    """One printable line of a side's total."""

    label: str
    source_kind: SourceKind
    source_id: str
    stage: Stage
    amount: int
    extra_dice: int = 0
    rolls: tuple[int, ...] | None = None
    cost: Cost | None = None
    reason: str | None = None

    @property
    def text(self) -> str:
        """The line as the table should read it, e.g. '+2 War Axe'; the table's own adjustment by its reason."""
        if self.source_kind is SourceKind.GM_OTHER and self.reason:
            rolls = f" [roll {', '.join(map(str, self.rolls))}]" if self.rolls else ""
            return f"{self.amount:+d} {self.reason}{rolls}"
        parts = [f"{self.amount}" if self.stage is Stage.BASE else f"{self.amount:+d}", self.label]
        if self.extra_dice:
            parts.append(f"({self.extra_dice:+d} {'die' if abs(self.extra_dice) == 1 else 'dice'})")
        if self.rolls is not None:
            rolls = ", ".join(str(roll) for roll in self.rolls)
            parts.append(f"[roll{'s' if len(self.rolls) > 1 else ''} {rolls}]")
        if self.cost is not None:
            parts.append(f"[paid {self.cost.describe()}]")
        if self.reason:
            parts.append(f"— {self.reason}")
        return " ".join(parts)

    def applies_to_roll(self, roll: int) -> bool:
        """Whether the line counts on the given roll."""
        return self.rolls is None or roll in self.rolls


class RollTotal(FrozenModel):
    """A side's total and net extra dice on one roll."""

    roll: int
    total: int
    extra_dice: int


class Breakdown(FrozenModel):
    """A side's total for a battle, line by line, with the totals of each roll."""

    side: Side
    kind: BattleKind
    lives: int
    total: int
    lines: tuple[BreakdownLine, ...]
    rolls: tuple[RollTotal, ...]
    skipped: tuple[Modifier, ...] = ()

    def roll(self, number: int) -> RollTotal:
        """Totals of one roll (1-based)."""
        if not 1 <= number <= len(self.rolls):
            raise RollNumberError(f"this battle has rolls 1 to {len(self.rolls)}, not {number}")
        return self.rolls[number - 1]

    def text_lines(self) -> tuple[str, ...]:
        """Every line as display text, in stage order."""
        return tuple(line.text for line in self.lines)


def _line(modifier: Modifier, amount: int, rolls: tuple[int, ...] | None) -> BreakdownLine:
    return BreakdownLine(
        label=modifier.label,
        source_kind=modifier.source_kind,
        source_id=modifier.source_id,
        stage=modifier.stage,
        amount=amount,
        extra_dice=modifier.extra_dice,
        rolls=rolls,
        cost=modifier.cost,
        reason=modifier.reason,
    )


def _carried_line(modifier: Modifier, paid: int, rolls: tuple[int, ...], resource: str) -> BreakdownLine:
    """The cubes a one-roll modifier took stay spent on the rolls after it."""
    return BreakdownLine(
        label=f"{modifier.label}: {resource} already paid",
        source_kind=modifier.source_kind,
        source_id=modifier.source_id,
        stage=modifier.stage,
        amount=-paid,
        rolls=rolls,
    )


def _select(modifiers: Iterable[Modifier], kind: BattleKind, side: Side, lives: int) -> tuple[list[Modifier], list[Modifier]]:
    used: list[Modifier] = []
    skipped: list[Modifier] = []
    for modifier in modifiers:
        if modifier.side is not side:
            continue
        if kind not in modifier.battle_kinds:
            skipped.append(modifier)
            continue
        if not modifier.is_placed:
            raise UnplacedModifierError(f"{modifier.label!r} counts for one roll; choose which roll before folding")
        if isinstance(modifier.per_roll, int) and modifier.per_roll > lives:
            raise RollNumberError(f"{modifier.label!r} is placed on roll {modifier.per_roll}, but the battle has {lives}")
        used.append(modifier)
    used.sort(key=lambda modifier: modifier.stage.rank)  # stable: input order within a stage
    return used, skipped


def _paid_until(modifier: Modifier, kind: BattleKind, roll: int) -> int:
    """Cubes this modifier has taken from the battle value by the given roll."""
    if modifier.cost is None or (isinstance(modifier.per_roll, int) and modifier.per_roll > roll):
        return 0
    return modifier.cost.paid_from(kind)


def _characteristic_value(current: int, used: list[Modifier], kind: BattleKind, roll: int) -> int:
    """Cubes plus characteristic changes on a roll, after everything paid so far."""
    changes = sum(
        modifier.amount
        for modifier in used
        if modifier.stage.rank <= Stage.CHARACTERISTIC.rank and modifier.applies_to_roll(roll)
    )
    return current + changes - sum(_paid_until(modifier, kind, roll) for modifier in used)


def _floor_lines(current: int, used: list[Modifier], kind: BattleKind, lives: int) -> list[BreakdownLine]:
    lifts: dict[int, list[int]] = {}
    for roll in range(1, lives + 1):
        value = _characteristic_value(current, used, kind, roll)
        if value < 0:
            lifts.setdefault(-value, []).append(roll)
    return [
        BreakdownLine(
            label="Cannot fall below 0",
            source_kind=SourceKind.BATTLE_RULE,
            source_id="000:L737",
            stage=Stage.CHARACTERISTIC,
            amount=lift,
            rolls=None if len(rolls) == lives else tuple(rolls),
        )
        for lift, rolls in sorted(lifts.items())
    ]


def fold(
    current: int,
    modifiers: Iterable[Modifier],
    *,
    kind: BattleKind,
    side: Side,
    lives: int = 1,
    base_label: str | None = None,
) -> Breakdown:
    """Fold a side's current value and modifiers, stage by stage, into totals and a breakdown."""
    if current < 0:
        raise BattleInputError(f"a current value cannot be negative, got {current}")
    if not 1 <= lives <= MAX_ROLLS:
        raise RollNumberError(f"a battle has 1 to {MAX_ROLLS} rolls, not {lives}")
    used, skipped = _select(modifiers, kind, side, lives)
    resource = "Magic" if kind is BattleKind.WILLS else "Health"
    paid = sum(_paid_until(modifier, kind, lives) for modifier in used)
    if paid > current:
        raise BattleInputError(f"{side.value} would pay {paid} {resource} but has only {current}")

    base = BreakdownLine(
        label=base_label or ("Willpower" if kind is BattleKind.WILLS else "Strength"),
        source_kind=SourceKind.BASE,
        source_id=side.value,
        stage=Stage.BASE,
        amount=current,
    )
    staged: list[tuple[int, int, BreakdownLine]] = [(Stage.BASE.rank, 0, base)]
    for order, modifier in enumerate(used, start=1):
        drain = modifier.cost.paid_from(kind) if modifier.cost else 0
        rolls = None if modifier.per_roll is None else (modifier.per_roll,)
        staged.append((modifier.stage.rank, order, _line(modifier, modifier.amount - drain, rolls)))
        if drain and isinstance(modifier.per_roll, int) and modifier.per_roll < lives:
            later = tuple(range(modifier.per_roll + 1, lives + 1))
            staged.append((modifier.stage.rank, order, _carried_line(modifier, drain, later, resource)))
    for floor in _floor_lines(current, used, kind, lives):
        staged.append((Stage.CHARACTERISTIC.rank, len(used) + 1, floor))
    lines = tuple(line for _, _, line in sorted(staged, key=lambda item: item[:2]))

    roll_totals = []
    for roll in range(1, lives + 1):
        counted = [line for line in lines if line.applies_to_roll(roll)]
        extra = sum(line.extra_dice for line in counted)
        if abs(extra) > MAX_NET_EXTRA_DICE:
            raise DiceCountError(f"roll {roll} has {extra:+d} net extra dice; the limit is {MAX_NET_EXTRA_DICE}")
        roll_totals.append(RollTotal(roll=roll, total=sum(line.amount for line in counted), extra_dice=extra))
    return Breakdown(
        side=side,
        kind=kind,
        lives=lives,
        total=sum(line.amount for line in lines if line.rolls is None),
        lines=lines,
        rolls=tuple(roll_totals),
        skipped=tuple(skipped),
    )
