"""The rulebook's worked battles, replayed from their own numbers (000 = standard rules).

Creature and character values below are the ones the examples state or imply;
each test says where the number comes from.
"""

import pytest

from app.games.prophecy.engine.battle import (
    BattleKind,
    BattleOption,
    BattleOverError,
    BattleSetup,
    Cost,
    EquipmentSpec,
    Modifier,
    Outcome,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    StatOrder,
    WeaponSkill,
    attacker_battle_options,
    battle_odds,
    compare_options,
    creature_battle_options,
    defender_battle_options,
    equipment_violations,
    resolve_battle,
    resolve_roll,
    weapon_skill_modifiers,
)

STRENGTH, WILLS = BattleKind.STRENGTH, BattleKind.WILLS


def item(label, amount, kinds, *, stage=Stage.EQUIPMENT, per_roll=None, cost=None, source=SourceKind.ITEM):
    return Modifier(source_kind=source, source_id=label.lower().replace(" ", "_"), label=label, side=Side.HERO,
                    stage=stage, amount=amount, battle_kinds=kinds, per_roll=per_roll, cost=cost)


def wills_option(order, magic, *, discount=0):
    options = creature_battle_options(order, magic, discount=discount)
    return next(option for option in options if option.kinds == (WILLS,))


# --- Druid vs the Old Pirate (000:L359) ------------------------------------------------------------

OLD_PIRATE = 3  # 000:L359: Strength and Willpower 3 when not on a port


def druid_wills(magic):
    start = wills_option(StatOrder.STRENGTH_THEN_WILLS, magic).cost_modifier()
    return BattleSetup(kind=WILLS, hero=SideSetup(current=magic, modifiers=(start,)),
                       foe=SideSetup(current=OLD_PIRATE))


def test_druid_pays_two_magic_and_is_one_ahead_000_L359():
    setup = druid_wills(6)
    assert setup.breakdown(Side.HERO).total == 4
    assert setup.breakdown(Side.HERO).total - setup.breakdown(Side.FOE).total == 1


def test_druid_first_battle_is_lost_000_L359():
    # The text says "8 to 10", but its own numbers give the Old Pirate 3 + 6 = 9; a loss either way.
    result = resolve_roll(druid_wills(6), 1, 4, 6)
    assert (result.hero_total, result.foe_total, result.outcome) == (8, 9, Outcome.LOSE)
    assert result.battle_outcome is Outcome.LOSE and not result.battle_continues


def test_druid_second_battle_is_a_draw_000_L359():
    # Next turn: Strength 2 and Willpower 4; he pays 2 Magic again and rolls 3 and 2.
    result = resolve_roll(druid_wills(4), 1, 3, 2)
    assert (result.hero_total, result.foe_total, result.outcome) == (5, 5, Outcome.DRAW)


def test_druid_first_battle_wills_is_the_better_choice_000_L359():
    strength = BattleSetup(kind=STRENGTH, hero=SideSetup(current=3), foe=SideSetup(current=OLD_PIRATE))
    ranked = compare_options([BattleOption(label="Strength", battles=(strength,)),
                              BattleOption(label="Wills", battles=(druid_wills(6),))])
    assert [option.label for option in ranked] == ["Wills", "Strength"]
    assert ranked[0].expected_cost.magic == 2


def test_druid_second_battle_both_kinds_are_one_point_short_000_L359():
    strength = BattleSetup(kind=STRENGTH, hero=SideSetup(current=2), foe=SideSetup(current=OLD_PIRATE))
    assert battle_odds(strength) == battle_odds(druid_wills(4))


# --- Mercenary vs the Angry Mob, 3 lives (000:L435-437) --------------------------------------------

MOB_STRENGTH = 6  # 000:L437: Strength 6 + 1 is "one point stronger than the Angry Mob"
MOB_WILLPOWER = 2  # 000:L437: his total of 4 is "two points more than the Mob"


def test_mercenary_items_cedar_staff_and_wand_clash_but_axe_shield_circlet_fit_000_L437():
    cedar = EquipmentSpec(id="cedar_staff", name="Cedar Staff", hands=2, is_weapon=True,
                          weapon_types=("two_handed", "long", "staff"))
    wand = EquipmentSpec(id="ivory_wand", name="Ivory Wand", hands=1)
    axe = EquipmentSpec(id="axe", name="Axe", hands=1, is_weapon=True)
    shield = EquipmentSpec(id="spiked_shield", name="Spiked Shield", hands=1, is_shield=True)
    circlet = EquipmentSpec(id="ruby_circlet", name="Ruby Circlet", head=True)
    assert [v.code for v in equipment_violations([cedar, wand])] == ["two_handed_not_alone"]
    assert equipment_violations([wand, circlet]) == ()
    assert equipment_violations([axe, shield, circlet]) == ()


def mercenary_wills():
    start = wills_option(StatOrder.STRENGTH_THEN_WILLS, 4).cost_modifier()
    mods = (start, item("Ivory Wand", 1, (WILLS,)), item("Ruby Circlet", 1, (WILLS,)))
    return BattleSetup(kind=WILLS, lives=3, hero=SideSetup(current=4, modifiers=mods),
                       foe=SideSetup(current=MOB_WILLPOWER))


def test_mercenary_wills_total_is_4_from_2_plus_1_plus_1_000_L437():
    breakdown = mercenary_wills().breakdown(Side.HERO)
    assert breakdown.total == 4
    assert breakdown.text_lines() == (
        "4 Willpower", "-2 Start Battle of Wills [paid 2 Magic]", "+1 Ivory Wand", "+1 Ruby Circlet",
    )


def test_mercenary_wills_battle_ends_on_a_drawn_second_roll_000_L437():
    # Roll 1: 3 and 3, he wins; roll 2: 4 and 6, the Mob rolled two higher: a draw ends the battle.
    result = resolve_battle(mercenary_wills(), [(3, 3), (4, 6)])
    assert [(r.hero_total, r.foe_total, r.outcome) for r in result.rolls] == [
        (7, 5, Outcome.WIN), (8, 8, Outcome.DRAW),
    ]
    assert result.outcome is Outcome.DRAW
    with pytest.raises(BattleOverError):
        resolve_battle(mercenary_wills(), [(3, 3), (4, 6), (6, 1)])


AXE_THROWN = item("Axe thrown", 1, (STRENGTH,), stage=Stage.PER_ROLL, per_roll=3, cost=Cost(damages_item=True))


def mercenary_strength(*extra):
    mods = (item("Spiked Shield", 1, (STRENGTH,)), *extra)
    return BattleSetup(kind=STRENGTH, lives=3, hero=SideSetup(current=6, modifiers=mods),
                       foe=SideSetup(current=MOB_STRENGTH))


def test_mercenary_strength_one_ahead_then_two_ahead_with_the_axe_thrown_000_L437():
    hero = mercenary_strength(AXE_THROWN).breakdown(Side.HERO)
    assert [r.total - MOB_STRENGTH for r in hero.rolls] == [1, 1, 2]


def test_mercenary_strength_battle_is_won_on_the_third_roll_000_L437():
    result = resolve_battle(mercenary_strength(AXE_THROWN), [(5, 2), (1, 1), (5, 6)])
    assert [(r.hero_total, r.foe_total) for r in result.rolls] == [(12, 8), (8, 7), (13, 12)]
    assert [r.outcome for r in result.rolls] == [Outcome.WIN] * 3
    assert result.outcome is Outcome.WIN


# --- Sample Turn: the Enchantress (000:L958-966) ------------------------------------------------

OAKEN_STAFF = EquipmentSpec(id="oaken_staff", name="Oaken Staff", hands=2, is_weapon=True, weapon_types=("staff",))
STAFF_SKILL = WeaponSkill(source_id="staff_skill", label="Staff Skill", bonuses=(("staff", 1),),
                          battle_kinds=(STRENGTH, WILLS))
GHOST_WILLPOWER = 4  # 000:L964: the Ghost's total was 6 with a rolled 2
UNDEAD_WARRIOR_STRENGTH = 4  # 000:L966


def enchantress(kind, current, foe):
    mods = (item("Oaken Staff", 1, (STRENGTH,)), *weapon_skill_modifiers([OAKEN_STAFF], [STAFF_SKILL]))
    return BattleSetup(kind=kind, hero=SideSetup(current=current, modifiers=mods), foe=SideSetup(current=foe))


def test_ghost_forces_a_free_battle_of_wills_000_L351_L962():
    options = creature_battle_options(StatOrder.WILLS_ONLY, 5)
    allowed = [option for option in options if option.allowed]
    assert [(o.kinds, o.forced, o.magic_cost, o.cost_modifier()) for o in allowed] == [((WILLS,), True, 0, None)]


def test_enchantress_beats_the_ghost_10_to_6_000_L962_L964():
    setup = enchantress(WILLS, 5, GHOST_WILLPOWER)
    hero = setup.breakdown(Side.HERO)
    assert hero.total == 6  # Staff Skill +1 counts in Wills; the Oaken Staff does not
    assert [m.label for m in hero.skipped] == ["Oaken Staff"]
    result = resolve_roll(setup, 1, 4, 2)
    assert (result.hero_total, result.foe_total, result.outcome) == (10, 6, Outcome.WIN)


def test_enchantress_loses_to_the_undead_warrior_000_L966():
    setup = enchantress(STRENGTH, 3, UNDEAD_WARRIOR_STRENGTH)
    assert setup.breakdown(Side.HERO).total == 5  # 3 + Oaken Staff 1 + Staff Skill 1
    result = resolve_roll(setup, 1, 1, 5)
    assert (result.hero_total, result.foe_total, result.outcome) == (6, 9, Outcome.LOSE)


# --- Sample Turn: the Wandering Monk (000:L970-978) ------------------------------------------------

GOLEM_STRENGTH = 4  # 000:L974: "ahead 7-4"
ROCK_GIANT_WILLPOWER = 4  # 000:L978: "the Rock Giant at 4 Willpower"
CROWN_OF_POWER = item("Crown of Power", 1, (WILLS,), stage=Stage.CHARACTERISTIC)


def test_monk_is_ahead_7_to_4_and_beats_the_golem_000_L974():
    mods = (item("War Axe", 2, (STRENGTH,)),
            item("Blessed Weapon", 1, (STRENGTH,), stage=Stage.ABILITY, cost=Cost(magic=1), source=SourceKind.SPELL))
    # Strength 4 is what "7 = Strength + War Axe 2 + Blessed Weapon 1" implies.
    setup = BattleSetup(kind=STRENGTH, hero=SideSetup(current=4, modifiers=mods), foe=SideSetup(current=GOLEM_STRENGTH))
    assert (setup.breakdown(Side.HERO).total, setup.breakdown(Side.FOE).total) == (7, 4)
    result = resolve_roll(setup, 1, 3, 1)
    assert (result.hero_total, result.foe_total, result.outcome) == (10, 5, Outcome.WIN)


def test_crown_of_power_lets_the_monk_start_wills_for_one_magic_000_L958_L976():
    assert not wills_option(StatOrder.STRENGTH_THEN_WILLS, 1).allowed
    option = wills_option(StatOrder.STRENGTH_THEN_WILLS, 1, discount=1)
    assert option.allowed and option.magic_cost == 1


def monk_vs_rock_giant():
    # He had 1 Magic left (4 spent in all, the last to start this battle: 000:L976).
    start = wills_option(StatOrder.STRENGTH_THEN_WILLS, 1, discount=1).cost_modifier()
    dagger = item("Ritual Dagger", 4, (WILLS,), stage=Stage.PER_ROLL, per_roll=1, cost=Cost(health=2))
    return BattleSetup(kind=WILLS, hero=SideSetup(current=1, modifiers=(start, CROWN_OF_POWER, dagger)),
                       foe=SideSetup(current=ROCK_GIANT_WILLPOWER))


def test_monk_willpower_is_1_then_5_with_the_ritual_dagger_000_L976_L978():
    hero = monk_vs_rock_giant().breakdown(Side.HERO)
    assert hero.total == 1  # the Crown's +1 on top of 0 Magic left
    assert hero.roll(1).total == 5  # paying Health does not lower Willpower


def test_monk_draws_with_the_rock_giant_000_L978():
    result = resolve_roll(monk_vs_rock_giant(), 1, 2, 3)
    assert (result.hero_total, result.foe_total, result.outcome) == (7, 7, Outcome.DRAW)


# --- Final Battle duels (000:L519-523) ---------------------------------------------------------------

def test_illusionist_pays_3_magic_to_fight_scout_with_one_artifact_000_L519():
    wills = attacker_battle_options(attacker_magic=3, defender_artifacts=1)[1]
    assert (wills.allowed, wills.magic_cost, wills.payer) == (True, 3, Side.HERO)
    refused = attacker_battle_options(attacker_magic=2, defender_artifacts=1)[1]
    assert not refused.allowed and "needs 3 Magic" in refused.reason and refused.rule == "000:L387"


def test_defender_would_pay_4_against_an_attacker_with_two_artifacts_000_L521():
    accept, switch = defender_battle_options(STRENGTH, defender_magic=4, attacker_artifacts=2)
    assert accept.kinds == (STRENGTH,) and accept.magic_cost == 0
    assert (switch.kinds, switch.magic_cost, switch.payer) == ((WILLS,), 4, Side.FOE)
    assert switch.cost_modifier().side is Side.FOE


def test_a_paid_battle_of_wills_must_be_accepted_000_L385():
    assert [(o.kinds, o.forced) for o in defender_battle_options(WILLS, 9, 0)] == [((WILLS,), True)]


@pytest.mark.parametrize("magic", [4, 5, 10])
def test_illusionist_potion_and_banner_offset_the_4_magic_she_pays_000_L523(magic):
    # Potion of Concentration +3 Willpower, Banner of Hope +1, 4 Magic to start: a net change of 0.
    start = attacker_battle_options(attacker_magic=magic, defender_artifacts=2)[1].cost_modifier()
    potion = item("Potion of Concentration", 3, (WILLS,), stage=Stage.CHARACTERISTIC, source=SourceKind.POTION)
    banner = item("Banner of Hope", 1, (STRENGTH, WILLS), stage=Stage.SITUATIONAL, source=SourceKind.ARTIFACT)
    setup = BattleSetup(kind=WILLS, hero=SideSetup(current=magic, modifiers=(start, potion, banner)),
                        foe=SideSetup(current=0))
    assert setup.breakdown(Side.HERO).total == magic
