"""Which battle kinds are open against creatures and characters, and what starting Wills costs."""

import pytest

from app.games.prophecy.engine.battle import (
    BattleKind,
    BattleSetup,
    Side,
    SideSetup,
    SourceKind,
    StatOrder,
    attacker_battle_options,
    creature_battle_options,
    defender_battle_options,
    wills_start_cost,
    wills_start_modifier,
)

STRENGTH, WILLS = BattleKind.STRENGTH, BattleKind.WILLS


def allowed(options):
    return [option.kinds for option in options if option.allowed]


def test_strength_only_creature_forces_a_battle_of_strength_000_L347():
    strength, wills = creature_battle_options(StatOrder.STRENGTH_ONLY, 10)
    assert (strength.kinds, strength.forced, strength.rule) == ((STRENGTH,), True, "000:L347")
    assert not wills.allowed and "no Willpower" in wills.reason


def test_strength_then_wills_creature_offers_paid_wills_000_L349():
    options = creature_battle_options(StatOrder.STRENGTH_THEN_WILLS, 2)
    assert allowed(options) == [(STRENGTH,), (WILLS,)]
    assert options[1].magic_cost == 2 and options[1].payer is Side.HERO and options[1].rule == "000:L349"


def test_strength_then_wills_refuses_wills_without_two_magic_000_L349():
    options = creature_battle_options(StatOrder.STRENGTH_THEN_WILLS, 1)
    assert allowed(options) == [(STRENGTH,)]
    assert options[1].reason == "the hero needs 2 Magic to start a Battle of Wills but has 1"


def test_wills_only_creature_forces_free_wills_000_L351():
    wills, strength = creature_battle_options(StatOrder.WILLS_ONLY, 0)
    assert (wills.kinds, wills.forced, wills.magic_cost, wills.cost_modifier()) == ((WILLS,), True, 0, None)
    assert not strength.allowed and strength.rule == "000:L351"


def test_wills_then_strength_creature_is_a_sequence_of_two_battles_000_L800():
    (option,) = creature_battle_options(StatOrder.WILLS_THEN_STRENGTH, 0)
    assert option.kinds == (WILLS, STRENGTH) and option.forced and option.magic_cost == 0
    assert option.label == "Battle of Wills then Battle of Strength"


def test_wills_cost_is_two_plus_one_per_opponent_artifact_000_L387_L489():
    assert [wills_start_cost(artifacts) for artifacts in range(4)] == [2, 3, 4, 5]


def test_a_discount_lowers_the_cost_but_never_below_zero_000_L958():
    assert wills_start_cost(0, discount=1) == 1
    assert wills_start_cost(0, discount=5) == 0
    with pytest.raises(ValueError):
        wills_start_cost(-1)


def test_attacker_chooses_and_pays_for_wills_000_L385_L387():
    strength, wills = attacker_battle_options(attacker_magic=5, defender_artifacts=2)
    assert strength.allowed and strength.magic_cost == 0
    assert (wills.allowed, wills.magic_cost, wills.payer, wills.label) == (True, 4, Side.HERO,
                                                                         "Battle of Wills (4 Magic)")


def test_defender_may_pay_to_turn_strength_into_wills_000_L385():
    accept, switch = defender_battle_options(STRENGTH, defender_magic=1, attacker_artifacts=0)
    assert accept.allowed and not switch.allowed and "needs 2 Magic" in switch.reason


def test_cost_modifier_is_a_whole_battle_payment_on_the_payers_side():
    modifier = wills_start_modifier(Side.FOE, 3)
    assert (modifier.side, modifier.cost.magic, modifier.per_roll, modifier.source_kind) == (
        Side.FOE, 3, None, SourceKind.BATTLE_RULE)
    # 000:L377: the payment is made once and the lowered Willpower holds for every roll.
    setup = BattleSetup(kind=WILLS, lives=3, hero=SideSetup(current=4), foe=SideSetup(current=5, modifiers=(modifier,)))
    assert [r.total for r in setup.breakdown(Side.FOE).rolls] == [2, 2, 2]


def test_negative_magic_is_refused():
    with pytest.raises(ValueError):
        creature_battle_options(StatOrder.STRENGTH_ONLY, -1)
    with pytest.raises(ValueError):
        attacker_battle_options(attacker_magic=-1, defender_artifacts=0)
