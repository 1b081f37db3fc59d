"""Which Items may be used together in a battle, and the data-driven bonuses they unlock.

Hand and head limits: 000:L423-433. Damaged Items cannot be used: 000:L313. Weapon-type
Abilities stack, and count once per weapon used (000:L651); a weapon with several types
collects every matching bonus and penalty (003:L683-685).
"""

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from pydantic import Field, field_validator, model_validator

from .frozen import FrozenModel
from .modifier_model import Modifier, RollSpec
from .terms import BattleKind, CreatureType, Side, SourceKind, Stage


class EquipmentSpec(FrozenModel):
    """The few facts about an Item that decide whether it can be used alongside others."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    hands: Literal[0, 1, 2] = 0
    head: bool = False
    is_weapon: bool = False
    is_shield: bool = False
    weapon_types: tuple[str, ...] = ()
    damaged: bool = False

    @field_validator("weapon_types")
    @classmethod
    def _lowercase_types(cls, types: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t.strip().lower() for t in types))

    @model_validator(mode="after")
    def _consistent(self) -> "EquipmentSpec":
        if (self.is_weapon or self.is_shield) and self.hands == 0:
            raise ValueError(f"{self.name}: a weapon or shield is held, so it needs 1 or 2 hands")
        if self.weapon_types and not self.is_weapon:
            raise ValueError(f"{self.name}: only weapons have weapon types")
        return self


class Violation(FrozenModel):
    """One broken equipment rule, with the rulebook line it comes from."""

    code: str
    message: str
    rule: str
    item_ids: tuple[str, ...]


def _names(items: Sequence[EquipmentSpec]) -> str:
    return ", ".join(item.name for item in items)


def _ids(items: Sequence[EquipmentSpec]) -> tuple[str, ...]:
    return tuple(item.id for item in items)


def equipment_violations(items: Iterable[EquipmentSpec], *, ambidextrous: bool = False) -> tuple[Violation, ...]:
    """Every rule the chosen Items break together (empty when they are a legal set)."""
    chosen = tuple(items)
    found: list[Violation] = []
    seen: set[str] = set()
    for item in chosen:
        if item.id in seen:
            found.append(Violation(code="duplicate_item", rule="000:L423", item_ids=(item.id,),
                                   message=f"{item.name} is listed twice"))
        seen.add(item.id)
    for item in chosen:
        if item.damaged:
            found.append(Violation(code="damaged_item", rule="000:L313", item_ids=(item.id,),
                                   message=f"{item.name} is damaged and cannot be used until repaired"))
    usable = [item for item in chosen if not item.damaged]
    held = [item for item in usable if item.hands]
    two_handed = [item for item in held if item.is_weapon and item.hands == 2]
    if two_handed and len(held) > 1:
        found.append(Violation(code="two_handed_not_alone", rule="000:L425", item_ids=_ids(held),
                               message=f"{two_handed[0].name} needs both hands; it cannot be used with "
                                       f"{_names([i for i in held if i is not two_handed[0]])}"))
    elif sum(item.hands for item in held) > 2:
        found.append(Violation(code="too_many_hands", rule="000:L423", item_ids=_ids(held),
                               message=f"only two hands: {_names(held)} need {sum(i.hands for i in held)}"))
    weapons = [item for item in held if item.is_weapon]
    weapon_limit = 2 if ambidextrous and not two_handed else 1
    if len(weapons) > weapon_limit:
        found.append(Violation(code="too_many_weapons", rule="000:L651" if ambidextrous else "000:L425",
                               item_ids=_ids(weapons),
                               message=f"at most {weapon_limit} weapon(s) can be used: {_names(weapons)}"))
    shields = [item for item in held if item.is_shield]
    if len(shields) > 1:
        found.append(Violation(code="too_many_shields", rule="000:L425", item_ids=_ids(shields),
                               message=f"only one shield can be used: {_names(shields)}"))
    worn = [item for item in usable if item.head]
    if len(worn) > 1:
        found.append(Violation(code="too_many_head_items", rule="000:L433", item_ids=_ids(worn),
                               message=f"only one Item can be worn on the head: {_names(worn)}"))
    return tuple(found)


class WeaponSkill(FrozenModel):
    """A weapon-type bonus or penalty (an Ability, or a race rule), given as data."""

    source_id: str = Field(min_length=1)
    label: str = Field(min_length=1)
    source_kind: SourceKind = SourceKind.ABILITY
    bonuses: tuple[tuple[str, int], ...] = Field(min_length=1)
    battle_kinds: tuple[BattleKind, ...] = (BattleKind.STRENGTH,)
    only_when_thrown: bool = False

    @field_validator("bonuses")
    @classmethod
    def _lowercase_types(cls, bonuses: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
        return tuple((weapon_type.strip().lower(), amount) for weapon_type, amount in bonuses)


def weapon_skill_modifiers(
    equipped: Iterable[EquipmentSpec],
    skills: Iterable[WeaponSkill],
    *,
    side: Side = Side.HERO,
    thrown_on: Mapping[str, RollSpec] | None = None,
) -> tuple[Modifier, ...]:
    """Modifiers from weapon-type skills for each usable weapon; thrown-only ones go on the throw roll."""
    thrown_on = thrown_on or {}
    chosen_skills = tuple(skills)
    modifiers = []
    for weapon in equipped:
        if not weapon.is_weapon or weapon.damaged:
            continue
        for skill in chosen_skills:
            matched = [amount for weapon_type, amount in skill.bonuses if weapon_type in weapon.weapon_types]
            if not matched or sum(matched) == 0:
                continue
            if skill.only_when_thrown and thrown_on.get(weapon.id) is None:
                continue
            per_roll = thrown_on[weapon.id] if skill.only_when_thrown else None
            modifiers.append(
                Modifier(
                    source_kind=skill.source_kind,
                    source_id=skill.source_id,
                    label=f"{skill.label} ({weapon.name})",
                    side=side,
                    stage=Stage.PER_ROLL if per_roll is not None else Stage.ABILITY,
                    amount=sum(matched),
                    battle_kinds=skill.battle_kinds,
                    per_roll=per_roll,
                )
            )
    return tuple(modifiers)


class CreatureTypeBonus(FrozenModel):
    """A bonus against some creature types (from an Item, Ability, race...), given as data."""

    source_kind: SourceKind
    source_id: str = Field(min_length=1)
    label: str = Field(min_length=1)
    bonuses: tuple[tuple[CreatureType, int], ...] = Field(min_length=1)
    battle_kinds: tuple[BattleKind, ...] = (BattleKind.STRENGTH,)
    side: Side = Side.HERO


def creature_type_modifiers(
    bonuses: Iterable[CreatureTypeBonus], creature_types: Iterable[CreatureType]
) -> tuple[Modifier, ...]:
    """Situational modifiers for a creature's types; one source counts once, at its best match."""
    types = set(creature_types)
    modifiers = []
    for bonus in bonuses:
        matched = [amount for creature_type, amount in bonus.bonuses if creature_type in types]
        if not matched:
            continue
        # A creature of two types (e.g. humanoid and animal) must not double one card's bonus.
        modifiers.append(
            Modifier(
                source_kind=bonus.source_kind,
                source_id=bonus.source_id,
                label=bonus.label,
                side=bonus.side,
                stage=Stage.SITUATIONAL,
                amount=max(matched),
                battle_kinds=bonus.battle_kinds,
            )
        )
    return tuple(modifiers)
