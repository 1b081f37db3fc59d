"""What a battle is made of (two sides, a kind, 1 or 3 lives) and what its odds look like."""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Literal

from pydantic import Field, field_validator, model_validator

from .dice import FaceMap, face_map
from .frozen import FrozenModel
from .modifiers import Breakdown, Modifier, fold
from .terms import BattleKind, Side


class SideSetup(FrozenModel):
    """One side: current value before this battle's payments, modifiers, die-face mapping."""

    current: int = Field(ge=0)
    modifiers: tuple[Modifier, ...] = ()
    faces: FaceMap = ()
    name: str = ""
    # The breakdown line that names where the face mapping comes from (a Race's luck).
    faces_note: str = ""

    @field_validator("faces", mode="before")
    @classmethod
    def _normalise_faces(cls, value: object) -> FaceMap:
        if isinstance(value, Mapping):  # JSON objects arrive with string keys such as {"1": 8}
            value = {int(k) if isinstance(k, str) and k.strip().isdigit() else k: v for k, v in value.items()}
        return face_map(value)  # type: ignore[arg-type]


class BattleSetup(FrozenModel):
    """A whole battle: kind, HERO (lighter die) and FOE (darker die) sides, and lives."""

    kind: BattleKind
    hero: SideSetup
    foe: SideSetup
    lives: Literal[1, 3] = 1

    @model_validator(mode="after")
    def _sides_agree(self) -> "BattleSetup":
        for side in Side:
            for modifier in self.side(side).modifiers:
                if modifier.side is not side:
                    raise ValueError(f"{modifier.label!r} is a {modifier.side.value} modifier on the {side.value} side")
            self.breakdown(side)  # raises on unplaced rolls, unpayable costs, too many dice
        return self

    def side(self, side: Side) -> SideSetup:
        """The setup of one side."""
        return self.hero if side is Side.HERO else self.foe

    def breakdown(self, side: Side) -> Breakdown:
        """The folded total and printable lines of one side."""
        return _breakdown(self, side)

    def roll_terms(self, roll: int) -> "RollTerms":
        """Totals, net extra dice and face mappings of both sides on one roll (1-based)."""
        hero = self.breakdown(Side.HERO).roll(roll)
        foe = self.breakdown(Side.FOE).roll(roll)
        return RollTerms(
            roll=roll,
            hero_total=hero.total,
            foe_total=foe.total,
            hero_extra_dice=hero.extra_dice,
            foe_extra_dice=foe.extra_dice,
            hero_faces=self.hero.faces,
            foe_faces=self.foe.faces,
        )

    def with_modifiers(self, modifiers: Iterable[Modifier]) -> "BattleSetup":
        """A new setup with extra modifiers added to the side each one names."""
        added = tuple(modifiers)
        sides = {
            side: SideSetup(
                current=self.side(side).current,
                modifiers=self.side(side).modifiers + tuple(m for m in added if m.side is side),
                faces=self.side(side).faces,
                name=self.side(side).name,
                faces_note=self.side(side).faces_note,
            )
            for side in Side
        }
        return BattleSetup(kind=self.kind, hero=sides[Side.HERO], foe=sides[Side.FOE], lives=self.lives)


@lru_cache(maxsize=2048)
def _breakdown(setup: BattleSetup, side: Side) -> Breakdown:
    chosen = setup.side(side)
    return fold(
        chosen.current,
        chosen.modifiers,
        kind=setup.kind,
        side=side,
        lives=setup.lives,
        base_label=f"{_KIND_WORDS[setup.kind]} ({chosen.name})" if chosen.name else None,
    )


_KIND_WORDS = {BattleKind.STRENGTH: "Strength", BattleKind.WILLS: "Willpower"}


def clear_breakdown_cache() -> None:
    """Forget memoised breakdowns."""
    _breakdown.cache_clear()


@dataclass(frozen=True, slots=True)
class RollTerms:
    """Everything that decides one roll apart from the dice themselves."""

    roll: int
    hero_total: int
    foe_total: int
    hero_extra_dice: int
    foe_extra_dice: int
    hero_faces: FaceMap
    foe_faces: FaceMap


class Odds(FrozenModel):
    """Exact probabilities of win, draw and lose, from the HERO side's point of view."""

    win: Fraction
    draw: Fraction
    lose: Fraction

    @model_validator(mode="after")
    def _is_distribution(self) -> "Odds":
        if min(self.win, self.draw, self.lose) < 0 or self.win + self.draw + self.lose != 1:
            raise ValueError(f"odds must be non-negative and sum to 1, got {self.win}, {self.draw}, {self.lose}")
        return self

    def swapped(self) -> "Odds":
        """The same odds seen from the other side."""
        return Odds(win=self.lose, draw=self.draw, lose=self.win)

    def percent(self, digits: int = 1) -> dict[str, float]:
        """Rounded percentages for display, e.g. {'win': 41.7, 'draw': 16.7, 'lose': 41.7}."""
        return {name: round(float(value) * 100, digits) for name, value in self}


class RollOdds(FrozenModel):
    """Odds of one roll, and the chance that the battle gets as far as that roll."""

    roll: int
    reach: Fraction
    odds: Odds
