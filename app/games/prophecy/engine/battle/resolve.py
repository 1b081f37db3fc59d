"""Apply dice rolled at the table (or by an injected RNG) to a battle setup."""

from collections.abc import Sequence
from typing import Protocol

from .dice import check_face, dice_rolled, kept_value
from .errors import (
    BattleInputError,
    BattleOverError,
    DiceCountError,
    InvalidFaceError,
    RollNumberError,
)
from .frozen import FrozenModel
from .model import BattleSetup
from .odds import outcome_of
from .terms import Outcome, Side

Faces = int | Sequence[int]
"""One face, or every face a side rolled when it has extra dice."""

_DIE_NAMES = {Side.HERO: "lighter die (hero)", Side.FOE: "darker die (foe)"}


class DiceRng(Protocol):
    """Anything with randint, such as a seeded random.Random passed in by the caller."""

    def randint(self, a: int, b: int) -> int:
        """A random whole number from a to b, both included."""
        ...


class RollResult(FrozenModel):
    """What one roll did: both totals, its outcome, and whether the battle goes on."""

    roll: int
    outcome: Outcome
    hero_total: int
    foe_total: int
    hero_die: int
    foe_die: int
    hero_faces: tuple[int, ...]
    foe_faces: tuple[int, ...]
    battle_continues: bool
    battle_outcome: Outcome | None


class BattleResult(FrozenModel):
    """The rolls entered so far and, once decided, the battle's outcome."""

    rolls: tuple[RollResult, ...]
    outcome: Outcome | None

    @property
    def finished(self) -> bool:
        """True once the battle has an outcome."""
        return self.outcome is not None


def roll_dice(rng: DiceRng, count: int) -> tuple[int, ...]:
    """Roll `count` six-sided dice with an injected random source."""
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise DiceCountError(f"at least one die must be rolled, got {count!r}")
    return tuple(rng.randint(1, 6) for _ in range(count))


def dice_needed(setup: BattleSetup, roll: int) -> tuple[int, int]:
    """How many dice HERO (lighter) and FOE (darker) roll on the given roll."""
    _check_roll(setup, roll)
    terms = setup.roll_terms(roll)
    return dice_rolled(terms.hero_extra_dice), dice_rolled(terms.foe_extra_dice)


def _check_roll(setup: BattleSetup, roll: object) -> None:
    if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= setup.lives:
        raise RollNumberError(f"this battle has rolls 1 to {setup.lives}, got {roll!r}")


def _dice_word(count: int) -> str:
    return "die" if abs(count) == 1 else "dice"


def _faces(value: Faces, side: Side, roll: int, extra_dice: int) -> tuple[int, ...]:
    name = _DIE_NAMES[side]
    faces = (value,) if isinstance(value, int) else value
    if isinstance(faces, str) or not isinstance(faces, Sequence):
        raise InvalidFaceError(f"{name}: expected a face or a list of faces, got {value!r}")
    for face in faces:
        try:
            check_face(face)
        except InvalidFaceError:
            raise InvalidFaceError(f"{name}, roll {roll}: faces must be whole numbers 1-6, got {face!r}") from None
    needed = dice_rolled(extra_dice)
    if len(faces) != needed:
        setting = "no extra dice" if extra_dice == 0 else f"{extra_dice:+d} extra {_dice_word(extra_dice)}"
        raise DiceCountError(f"{name}, roll {roll}: {setting} means {needed} {_dice_word(needed)}, got {len(faces)}")
    return tuple(faces)


def resolve_roll(setup: BattleSetup, roll: int, hero_faces: Faces, foe_faces: Faces) -> RollResult:
    """Score one roll from the faces rolled for each side (all of them when extra dice apply)."""
    _check_roll(setup, roll)
    terms = setup.roll_terms(roll)
    hero_rolled = _faces(hero_faces, Side.HERO, roll, terms.hero_extra_dice)
    foe_rolled = _faces(foe_faces, Side.FOE, roll, terms.foe_extra_dice)
    hero_die = kept_value(hero_rolled, terms.hero_extra_dice, terms.hero_faces)
    foe_die = kept_value(foe_rolled, terms.foe_extra_dice, terms.foe_faces)
    hero_total = terms.hero_total + hero_die
    foe_total = terms.foe_total + foe_die
    outcome = outcome_of(hero_total, foe_total)
    continues = outcome is Outcome.WIN and roll < setup.lives
    return RollResult(
        roll=roll,
        outcome=outcome,
        hero_total=hero_total,
        foe_total=foe_total,
        hero_die=hero_die,
        foe_die=foe_die,
        hero_faces=hero_rolled,
        foe_faces=foe_rolled,
        battle_continues=continues,
        battle_outcome=None if continues else outcome,
    )


def resolve_battle(setup: BattleSetup, rolls: Sequence[tuple[Faces, Faces]]) -> BattleResult:
    """Score the rolls entered so far, in order; refuses dice entered after the battle ended."""
    results: list[RollResult] = []
    for number, entry in enumerate(rolls, start=1):
        if results and not results[-1].battle_continues:
            raise BattleOverError(f"the battle ended on roll {number - 1}; roll {number} cannot be entered")
        try:
            hero_faces, foe_faces = entry
        except (TypeError, ValueError):
            raise BattleInputError(f"roll {number}: expected (hero faces, foe faces), got {entry!r}") from None
        results.append(resolve_roll(setup, number, hero_faces, foe_faces))
    outcome = results[-1].battle_outcome if results else None
    return BattleResult(rolls=tuple(results), outcome=outcome)
