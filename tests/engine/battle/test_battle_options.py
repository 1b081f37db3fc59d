"""Comparing ways to fight: throw timing, Prayer on which rolls, Strength or Wills, sequences."""

from fractions import Fraction

import pytest

from app.games.prophecy.engine.battle import (
    BattleKind,
    BattleOption,
    BattleSetup,
    Cost,
    Modifier,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    StatOrder,
    battle_odds,
    compare_options,
    creature_battle_options,
    each_roll_choice,
    expand_choices,
    expected_cost,
    place_on_roll,
    timing_choice,
    toggle_choice,
)

STRENGTH, WILLS = BattleKind.STRENGTH, BattleKind.WILLS


def one_roll(label, amount=0, *, side=Side.HERO, dice=0, cost=None, source=SourceKind.ITEM):
    return Modifier(source_kind=source, source_id=label.lower().replace(" ", "_"), label=label, side=side,
                    stage=Stage.PER_ROLL, amount=amount, battle_kinds=(STRENGTH, WILLS), per_roll="chosen",
                    extra_dice=dice, cost=cost)


# The Mercenary's Strength battle with the Angry Mob (000:L437): 6 + Spiked Shield 1 against 6, 3 lives.
SHIELD = Modifier(source_kind=SourceKind.ITEM, source_id="spiked_shield", label="Spiked Shield", side=Side.HERO,
                  stage=Stage.EQUIPMENT, amount=1, battle_kinds=(STRENGTH,))
MOB = BattleSetup(kind=STRENGTH, lives=3, hero=SideSetup(current=6, modifiers=(SHIELD,)), foe=SideSetup(current=6))
AXE = one_roll("Axe thrown", 1, cost=Cost(damages_item=True))
PRAYER = one_roll("Prayer", dice=1, cost=Cost(magic=1), source=SourceKind.SPELL)


def test_timing_choice_offers_each_roll_and_not_throwing_000_L429():
    choice = timing_choice(AXE, 3)
    assert [a.label for a in choice.alternatives] == [
        "no Axe thrown", "Axe thrown on roll 1", "Axe thrown on roll 2", "Axe thrown on roll 3",
    ]
    assert [m.per_roll for a in choice.alternatives for m in a.modifiers] == [1, 2, 3]
    assert len(timing_choice(AXE, 3, allow_skip=False).alternatives) == 3


def test_prayer_can_be_recast_on_any_set_of_rolls_000_L763():
    choice = each_roll_choice(PRAYER, 3)
    assert len(choice.alternatives) == 8
    assert choice.alternatives[-1].label == "Prayer on rolls 1, 2, 3"


def test_toggle_choice_needs_a_placed_modifier():
    with pytest.raises(ValueError, match="timing_choice"):
        toggle_choice(AXE)
    assert [a.label for a in toggle_choice(SHIELD).alternatives] == ["no Spiked Shield", "Spiked Shield"]


def test_throwing_late_ranks_first_among_equal_win_chances_000_L429():
    # The rulebook advises throwing on the last roll: same win chance, the Axe is damaged less often.
    ranked = compare_options(expand_choices(MOB, [timing_choice(AXE, 3)]))
    assert [r.label for r in ranked] == [
        "Axe thrown on roll 3", "Axe thrown on roll 2", "Axe thrown on roll 1", "no Axe thrown",
    ]
    assert len({r.odds.win for r in ranked[:3]}) == 1
    assert ranked[0].expected_cost.items_damaged == Fraction(21, 36) ** 2
    assert ranked[2].expected_cost.items_damaged == 1


def test_safety_first_tie_break_prefers_the_lowest_lose_chance():
    ranked = compare_options(expand_choices(MOB, [timing_choice(AXE, 3)]), tie_break="lose")
    loses = [r.odds.lose for r in ranked[:3]]
    assert loses == sorted(loses)
    assert ranked[0].label == "Axe thrown on roll 1"


def test_all_throw_timings_times_prayer_sets_are_ranked_by_win_chance():
    ranked = compare_options(expand_choices(MOB, [timing_choice(AXE, 3), each_roll_choice(PRAYER, 3)]))
    assert len(ranked) == 32
    assert [r.rank for r in ranked] == list(range(1, 33))
    wins = [r.odds.win for r in ranked]
    assert wins == sorted(wins, reverse=True)
    assert ranked[0].label.endswith("Prayer on rolls 1, 2, 3")
    assert ranked[-1].label == "no Axe thrown, no Prayer"
    assert ranked[-1].odds.win == Fraction(21, 36) ** 3


def test_prayer_magic_is_only_expected_to_be_spent_if_its_roll_is_reached():
    late_prayer = MOB.with_modifiers([place_on_roll(PRAYER, 3)])
    cost = expected_cost(BattleOption(label="Prayer on roll 3", battles=(late_prayer,)))
    assert cost.magic == Fraction(21, 36) ** 2


def test_strength_or_paid_wills_uses_the_kind_options():
    # Druid vs the Old Pirate (000:L359): Strength 3 vs 3, or pay 2 of 6 Magic for 4 vs 3.
    strength, wills = creature_battle_options(StatOrder.STRENGTH_THEN_WILLS, 6)
    options = [
        BattleOption(label=strength.label, battles=(
            BattleSetup(kind=STRENGTH, hero=SideSetup(current=3), foe=SideSetup(current=3)),)),
        BattleOption(label=wills.label, battles=(
            BattleSetup(kind=WILLS, hero=SideSetup(current=6, modifiers=(wills.cost_modifier(),)),
                        foe=SideSetup(current=3)),)),
    ]
    best, other = compare_options(options)
    assert (best.label, best.odds.win, other.odds.win) == ("Battle of Wills (2 Magic)", Fraction(21, 36),
                                                            Fraction(5, 12))


def test_sequence_option_weights_the_second_battles_costs_by_reaching_it_000_L800():
    spell = Modifier(source_kind=SourceKind.SPELL, source_id="blessed_weapon", label="Blessed Weapon",
                     side=Side.HERO, stage=Stage.ABILITY, amount=1, battle_kinds=(STRENGTH,), cost=Cost(magic=1))
    first = BattleSetup(kind=WILLS, hero=SideSetup(current=3), foe=SideSetup(current=3))
    second = BattleSetup(kind=STRENGTH, hero=SideSetup(current=3, modifiers=(spell,)), foe=SideSetup(current=3))
    (ranked,) = compare_options([BattleOption(label="Wills then Strength", battles=(first, second))])
    assert ranked.expected_cost.magic == battle_odds(first).win
    assert ranked.odds.win == battle_odds(first).win * battle_odds(second).win


def test_hero_against_hero_with_extra_dice_on_both_sides():
    # 000:L443: die-roll changes combine, especially between two characters.
    defender_prayer = place_on_roll(one_roll("Prayer", dice=1, side=Side.FOE), 1)
    duel = BattleSetup(kind=STRENGTH, hero=SideSetup(current=4), foe=SideSetup(current=4, modifiers=(defender_prayer,)))
    with_prayer, without = compare_options(expand_choices(duel, [timing_choice(PRAYER, 1)]))
    assert with_prayer.label == "Prayer on roll 1"
    assert with_prayer.odds.win == with_prayer.odds.lose  # both roll best of two: even again
    assert with_prayer.odds.draw == Fraction(286, 1296)  # sum of squares of (2v - 1) over 36 squared
    assert without.odds.win < with_prayer.odds.win
