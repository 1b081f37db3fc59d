"""Shared vocabulary of the battle module: sides, battle kinds, stages, sources, outcomes."""

from enum import StrEnum


class Side(StrEnum):
    """Who a number belongs to: HERO rolls the lighter die, FOE the darker one.

    In a battle between two characters the attacker is HERO and the defender FOE.
    """

    HERO = "hero"
    FOE = "foe"

    @property
    def other(self) -> "Side":
        """The opposing side."""
        return Side.FOE if self is Side.HERO else Side.HERO


class BattleKind(StrEnum):
    """Battle of Strength (Health cubes) or Battle of Wills (Magic cubes)."""

    STRENGTH = "strength"
    WILLS = "wills"


BOTH_KINDS: tuple[BattleKind, ...] = (BattleKind.STRENGTH, BattleKind.WILLS)


class Stage(StrEnum):
    """Ordered stages of the modifier pipeline; declaration order is fold order."""

    BASE = "base"
    CHARACTERISTIC = "characteristic"
    EQUIPMENT = "equipment"
    ABILITY = "ability"
    SITUATIONAL = "situational"
    PER_ROLL = "per_roll"
    GM_OTHER = "gm_other"

    @property
    def rank(self) -> int:
        """Position of the stage in the fold order (0 = first)."""
        return _STAGE_RANKS[self]


_STAGE_RANKS = {stage: index for index, stage in enumerate(Stage)}


class SourceKind(StrEnum):
    """Where a modifier comes from, so the table can see why a number changed."""

    BASE = "base"
    ITEM = "item"
    ABILITY = "ability"
    SPELL = "spell"
    POTION = "potion"
    SCROLL = "scroll"
    ARTIFACT = "artifact"
    OPPORTUNITY = "opportunity"
    CHANCE = "chance"
    RACE = "race"
    DRAGON_HEART = "dragon_heart"
    POWER_UP = "power_up"
    CREATURE_RULE = "creature_rule"
    TERRAIN = "terrain"
    BATTLE_RULE = "battle_rule"
    GM_OTHER = "gm_other"


class Outcome(StrEnum):
    """Result of a roll or a battle, always from the HERO side's point of view."""

    WIN = "win"
    DRAW = "draw"
    LOSE = "lose"


class CreatureType(StrEnum):
    """Creature types that weapons and abilities can be good against."""

    ANIMAL = "animal"
    HUMANOID = "humanoid"
    UNDEAD = "undead"
    DEMON = "demon"
