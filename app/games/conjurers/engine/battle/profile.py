"""What a creature brings to a fight: its printed numbers (typed at the table), its items, and the abilities
that are active in one fight once binding, devouring, resurrection and the magician's choice are counted."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from ..model import Frozen, Myth

Element = Literal["fire", "earth", "air", "water"]
# Creature abilities (001:L553, minions' first strike 001:L477); X is 0 where the ability has none.
CREATURE_ABILITIES = frozenset({
    "offensive", "defensive", "flying", "frost_attack", "burning", "poisonous", "multi_attack", "devour",
    "life_steal", "weapon_smith", "resurrection", "ranged", "first_strike"})
# Item and artifact abilities (001:L654-686).
ITEM_ABILITIES = frozenset({
    "absorption", "power_hit", "immobility", "first_strike", "ranged", "flying", "resurrection", "life_steal",
    "poisonous", "immunity_fire", "immunity_ice", "immunity_poison", "bind", "magician"})
WITH_X = frozenset({"offensive", "defensive", "burning", "absorption", "power_hit"})
MAGICIAN_CHOICES = {"frost_attack": 0, "burning": 2, "poisonous": 0}  # 001:L682

# 001:L605-608: each element beats the next one named.
BEATS: dict[str, str] = {"fire": "earth", "earth": "air", "air": "water", "water": "fire"}


def _listed(allowed: frozenset[str]) -> dict:
    """The JSON schema of an abilities field as `_check` reads it: known names only, X positive or 0."""
    return {"propertyNames": {"enum": sorted(allowed)},
            "properties": {n: {"type": "integer", "minimum": 1} if n in WITH_X else {"type": "integer", "const": 0}
                           for n in sorted(allowed)}}


def _check(abilities: dict[str, int], allowed: frozenset[str], what: str) -> dict[str, int]:
    for name, x in abilities.items():
        if name not in allowed:
            raise ValueError(f"{name!r} is not {'an' if what[0] in 'aeiou' else 'a'} {what} ability")
        if x < 0 or (name in WITH_X) != (x > 0):
            raise ValueError(f"{name} takes {'a positive X' if name in WITH_X else 'no X (0)'}")
    return abilities


class Stats(Frozen):
    """A creature card's printed numbers: level, HP (left), BD (right), abilities with X, element."""

    level: int = Field(ge=1, le=5)
    hp: int = Field(gt=0)
    bd: int = Field(ge=0)
    abilities: dict[str, int] = Field(default_factory=dict, json_schema_extra=_listed(CREATURE_ABILITIES))
    element: Element | None = None
    myth: Myth | None = None

    @field_validator("abilities")
    @classmethod
    def _known(cls, v: dict[str, int]) -> dict[str, int]:
        return _check(v, CREATURE_ABILITIES, "creature")


class Printed(Frozen):
    """The numbers the table types from a creature card: HP, BD, abilities with X, element."""

    hp: int = Field(gt=0)
    bd: int = Field(ge=0)
    abilities: dict[str, int] = Field(default_factory=dict, json_schema_extra=_listed(CREATURE_ABILITIES))
    element: Element | None = None

    @field_validator("abilities")
    @classmethod
    def _known(cls, v: dict[str, int]) -> dict[str, int]:
        return _check(v, CREATURE_ABILITIES, "creature")

    def stats(self, level: int, myth: Myth | None) -> Stats:
        """These numbers with the level and mythology Herald already knows."""
        return Stats(level=level, myth=myth, **self.model_dump())


class Gear(Frozen):
    """An item's or artifact's battle abilities with X (001:L654-686)."""

    abilities: dict[str, int] = Field(default_factory=dict, json_schema_extra=_listed(ITEM_ABILITIES))

    @field_validator("abilities")
    @classmethod
    def _known(cls, v: dict[str, int]) -> dict[str, int]:
        return _check(v, ITEM_ABILITIES, "item")


def element_dice(own: Stats, foe: Stats) -> int:
    """Extra BD for `own` from the elements (table C18, 001:L620-627): base by its level, more when it is
    two or more levels below its foe; 0 unless its element beats the foe's."""
    if own.element is None or foe.element is None or BEATS[own.element] != foe.element:
        return 0
    base = 1 if own.level <= 2 else 2 if own.level <= 4 else 3
    return base + max(0, foe.level - own.level - 1)


def active(stats: Stats, gear: tuple[Gear, ...], *, bound: bool = False, devour_defending: bool = False,
           magician: str | None = None) -> dict[str, int]:
    """The abilities a creature fights with: personal ones unless bound (001:L676) or a devourer defending
    (001:L575), plus its items' (which a bind leaves alone), plus the magician's pick for this fight."""
    out: dict[str, int] = {}
    if not bound and not devour_defending:
        out.update(stats.abilities)
    elif devour_defending and not bound and "flying" in stats.abilities:
        out["flying"] = 0  # Herald's convention: flying still decides whether a fight happens
    for g in gear:
        for name, x in g.abilities.items():
            out[name] = out.get(name, 0) + x if name in ("absorption", "power_hit") else max(out.get(name, 0), x)
    if magician is not None and "magician" in out:  # a pick for a creature without the artifact is ignored
        name = magician
        out[name] = max(out.get(name, 0), MAGICIAN_CHOICES[name])
    out.pop("absorption", None)  # absorption lives on each item's own pool
    return out
