"""Equipment legality (hands, head, damaged Items) and data-driven weapon/creature-type bonuses."""

import pydantic
import pytest

from app.games.prophecy.engine.battle import (
    BattleKind,
    CreatureType,
    CreatureTypeBonus,
    EquipmentSpec,
    Side,
    SourceKind,
    Stage,
    WeaponSkill,
    creature_type_modifiers,
    equipment_violations,
    weapon_skill_modifiers,
)

STRENGTH, WILLS = BattleKind.STRENGTH, BattleKind.WILLS

# 000:L651 throws both the Cutlass and the Dagger, so both are edged thrown weapons here.
CUTLASS = EquipmentSpec(id="cutlass", name="Cutlass", hands=1, is_weapon=True, weapon_types=("edged", "thrown"))
DAGGER = EquipmentSpec(id="dagger", name="Dagger", hands=1, is_weapon=True, weapon_types=("edged", "thrown"))
JAVELIN = EquipmentSpec(id="javelin", name="Javelin", hands=1, is_weapon=True, weapon_types=("long", "thrown"))
CAPE = EquipmentSpec(id="cape", name="Cape", hands=1)
WAND = EquipmentSpec(id="wand", name="Wand", hands=1)
WAND_2 = EquipmentSpec(id="wand_2", name="Second Wand", hands=1)
SHIELD = EquipmentSpec(id="shield", name="Shield", hands=1, is_shield=True)
SHIELD_2 = EquipmentSpec(id="shield_2", name="Second Shield", hands=1, is_shield=True)
GREAT_SWORD = EquipmentSpec(id="great_sword", name="Great Sword", hands=2, is_weapon=True,
                            weapon_types=("edged", "two_handed"))
CEDAR_STAFF = EquipmentSpec(id="cedar_staff", name="Cedar Staff", hands=2, is_weapon=True,
                            weapon_types=("two_handed", "long", "staff"))
CROWN = EquipmentSpec(id="crown", name="Crown", head=True)
CIRCLET = EquipmentSpec(id="circlet", name="Circlet", head=True)


def codes(items, **kwargs):
    return [violation.code for violation in equipment_violations(items, **kwargs)]


@pytest.mark.parametrize("items", [[CUTLASS, CAPE], [WAND, SHIELD], [WAND, WAND_2], [GREAT_SWORD, CROWN]])
def test_legal_hand_combinations_000_L427(items):
    assert equipment_violations(items) == ()


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        ([CUTLASS, JAVELIN], ["too_many_weapons"]),
        ([SHIELD, SHIELD_2], ["too_many_shields"]),
        ([GREAT_SWORD, SHIELD], ["two_handed_not_alone"]),
        ([GREAT_SWORD, WAND], ["two_handed_not_alone"]),
    ],
)
def test_illegal_hand_combinations_000_L427(items, expected):
    assert codes(items) == expected


def test_three_hand_items_are_too_many_000_L423():
    (violation,) = equipment_violations([WAND, WAND_2, CAPE])
    assert violation.code == "too_many_hands" and violation.rule == "000:L423"
    assert "need 3" in violation.message


def test_only_one_head_item_000_L433():
    (violation,) = equipment_violations([CROWN, CIRCLET])
    assert (violation.code, violation.rule, violation.item_ids) == ("too_many_head_items", "000:L433",
                                                                   ("crown", "circlet"))


def test_damaged_items_cannot_be_used_000_L313():
    damaged = EquipmentSpec(id="axe", name="Axe", hands=1, is_weapon=True, damaged=True)
    assert codes([damaged, CUTLASS]) == ["damaged_item"]


def test_ambidexterity_allows_two_one_handed_weapons_000_L651():
    assert codes([CUTLASS, DAGGER], ambidextrous=True) == []
    assert codes([CUTLASS, DAGGER]) == ["too_many_weapons"]


def test_listing_an_item_twice_is_reported():
    assert codes([CUTLASS, CUTLASS]) == ["duplicate_item", "too_many_weapons"]


def test_spec_consistency_is_validated():
    with pytest.raises(pydantic.ValidationError):
        EquipmentSpec(id="x", name="X", is_weapon=True)  # a weapon must be held
    with pytest.raises(pydantic.ValidationError):
        EquipmentSpec(id="x", name="X", hands=1, weapon_types=("edged",))  # only weapons have types
    with pytest.raises(pydantic.ValidationError):
        EquipmentSpec(id="x", name="X", hands=3)


# Skill amounts below are placeholders: the rulebook names these Abilities but not their numbers.
TWO_HANDED = WeaponSkill(source_id="two_handed_combat", label="Two-Handed Combat", bonuses=(("two_handed", 1),))
LONG = WeaponSkill(source_id="long_weapons", label="Long Weapons", bonuses=(("long", 1),))
STAFF_SKILL = WeaponSkill(source_id="staff_skill", label="Staff Skill", bonuses=(("staff", 1),),
                          battle_kinds=(STRENGTH, WILLS))
EDGED = WeaponSkill(source_id="edged_weapons", label="Edged Weapons", bonuses=(("edged", 1),))
THROWN = WeaponSkill(source_id="thrown_weapons", label="Thrown Weapons", bonuses=(("thrown", 1),),
                     only_when_thrown=True)


def test_weapon_abilities_stack_on_one_weapon_000_L651():
    # The Cedar Staff counts for Two-Handed Combat, Long Weapons and Staff Skill at once.
    modifiers = weapon_skill_modifiers([CEDAR_STAFF], [TWO_HANDED, LONG, STAFF_SKILL])
    assert [m.label for m in modifiers] == [
        "Two-Handed Combat (Cedar Staff)", "Long Weapons (Cedar Staff)", "Staff Skill (Cedar Staff)",
    ]
    assert all(m.stage is Stage.ABILITY and m.source_kind is SourceKind.ABILITY for m in modifiers)
    assert modifiers[2].battle_kinds == (STRENGTH, WILLS)


def test_two_thrown_weapons_count_edged_and_thrown_twice_000_L651():
    modifiers = weapon_skill_modifiers([CUTLASS, DAGGER], [EDGED, THROWN], thrown_on={"cutlass": 1, "dagger": 1})
    assert [m.label for m in modifiers] == [
        "Edged Weapons (Cutlass)", "Thrown Weapons (Cutlass)", "Edged Weapons (Dagger)", "Thrown Weapons (Dagger)",
    ]
    thrown = [m for m in modifiers if m.source_id == "thrown_weapons"]
    assert all(m.per_roll == 1 and m.stage is Stage.PER_ROLL for m in thrown)


def test_thrown_only_skill_needs_a_throw_and_can_wait_for_a_chosen_roll_000_L585():
    assert weapon_skill_modifiers([DAGGER], [THROWN]) == ()
    (modifier,) = weapon_skill_modifiers([DAGGER], [THROWN], thrown_on={"dagger": "chosen"})
    assert modifier.per_roll == "chosen"


def test_weapons_with_several_types_collect_bonuses_and_penalties_003_L685():
    # An Elf with Edged and Long Weapons gets +2 with a long edged weapon; a Halfling's long-weapon
    # penalty brings it to +1. The penalty size here is a placeholder.
    long_edged = EquipmentSpec(id="x", name="Long Blade", hands=1, is_weapon=True, weapon_types=("long", "edged"))
    elf = weapon_skill_modifiers([long_edged], [EDGED, LONG])
    assert sum(m.amount for m in elf) == 2
    halfling_penalty = WeaponSkill(source_id="halfling", label="Halfling", source_kind=SourceKind.RACE,
                                   bonuses=(("long", -1),))
    assert sum(m.amount for m in weapon_skill_modifiers([long_edged], [EDGED, LONG, halfling_penalty])) == 1


def test_damaged_weapons_give_no_skill_bonus():
    damaged = EquipmentSpec(id="s", name="Staff", hands=2, is_weapon=True, weapon_types=("staff",), damaged=True)
    assert weapon_skill_modifiers([damaged], [STAFF_SKILL]) == ()


def test_creature_type_bonuses_apply_only_to_matching_creatures_000_L575():
    # Inexpensive weapons only add a bonus against specific Creatures; the amount is a placeholder.
    axe = CreatureTypeBonus(source_kind=SourceKind.ITEM, source_id="axe", label="Axe vs demons",
                            bonuses=((CreatureType.DEMON, 1),))
    assert creature_type_modifiers([axe], [CreatureType.HUMANOID]) == ()
    (modifier,) = creature_type_modifiers([axe], [CreatureType.DEMON])
    assert (modifier.stage, modifier.amount, modifier.side) == (Stage.SITUATIONAL, 1, Side.HERO)


def test_one_source_counts_once_against_a_creature_of_two_types():
    holy = CreatureTypeBonus(source_kind=SourceKind.ABILITY, source_id="holy", label="Holy",
                             bonuses=((CreatureType.UNDEAD, 1), (CreatureType.DEMON, 2)))
    (modifier,) = creature_type_modifiers([holy], [CreatureType.UNDEAD, CreatureType.DEMON])
    assert modifier.amount == 2
