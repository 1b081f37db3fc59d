"""The modifier pipeline: ordered stages, per-roll lines, payments, floors and validation."""

import pydantic
import pytest

from app.games.prophecy.engine.battle import (
    BOTH_KINDS,
    BattleInputError,
    BattleKind,
    Cost,
    Modifier,
    RollNumberError,
    Side,
    SourceKind,
    Stage,
    UnplacedModifierError,
    fold,
    place_on_roll,
)

STRENGTH, WILLS = BattleKind.STRENGTH, BattleKind.WILLS


def modifier(label, amount=0, *, stage=Stage.EQUIPMENT, side=Side.HERO, kinds=BOTH_KINDS, per_roll=None,
             dice=0, cost=None, source=SourceKind.ITEM, reason=None):
    return Modifier(source_kind=source, source_id=label.lower().replace(" ", "_"), label=label, side=side,
                    stage=stage, amount=amount, battle_kinds=kinds, per_roll=per_roll, extra_dice=dice,
                    cost=cost, reason=reason)


def test_lines_come_out_in_stage_order_whatever_the_input_order():
    mods = [
        modifier("GM fog", -1, stage=Stage.GM_OTHER, source=SourceKind.GM_OTHER, reason="house rule"),
        modifier("Versus creature type", 1, stage=Stage.SITUATIONAL, source=SourceKind.ABILITY),
        modifier("Weapon", 2),
        modifier("Characteristic potion", 1, stage=Stage.CHARACTERISTIC, source=SourceKind.POTION),
        modifier("Weapon spell", 1, stage=Stage.ABILITY, source=SourceKind.SPELL),
    ]
    result = fold(3, mods, kind=STRENGTH, side=Side.HERO)
    assert [line.stage for line in result.lines] == [
        Stage.BASE, Stage.CHARACTERISTIC, Stage.EQUIPMENT, Stage.ABILITY, Stage.SITUATIONAL, Stage.GM_OTHER,
    ]
    assert result.total == 3 + 1 + 2 + 1 + 1 - 1
    assert result.lines[-1].text == "-1 house rule"  # the table's adjustment reads as its reason


def test_same_stage_keeps_input_order():
    result = fold(2, [modifier("B", 1), modifier("A", 1)], kind=STRENGTH, side=Side.HERO)
    assert [line.label for line in result.lines] == ["Strength", "B", "A"]


def test_per_roll_modifiers_get_their_own_lines_and_only_count_on_their_roll():
    # 000:L377: a thrown weapon, Prayer, etc. affect only one roll.
    axe = modifier("Axe thrown", 1, stage=Stage.PER_ROLL, per_roll=3, kinds=(STRENGTH,))
    prayer = modifier("Prayer", stage=Stage.PER_ROLL, per_roll=2, dice=1, source=SourceKind.SPELL)
    result = fold(6, [modifier("Spiked Shield", 1, kinds=(STRENGTH,)), axe, prayer], kind=STRENGTH,
                  side=Side.HERO, lives=3)
    assert result.total == 7
    assert [(r.total, r.extra_dice) for r in result.rolls] == [(7, 0), (7, 1), (8, 0)]
    assert [line.rolls for line in result.lines] == [None, None, (3,), (2,)]
    assert "[roll 3]" in result.lines[2].text
    assert "(+1 die)" in result.lines[3].text


def test_modifiers_for_another_kind_are_listed_as_skipped():
    # 000:L962: the Oaken Staff does not help in a Battle of Wills.
    staff = modifier("Oaken Staff", 1, kinds=(STRENGTH,))
    result = fold(5, [staff], kind=WILLS, side=Side.HERO)
    assert result.total == 5
    assert result.skipped == (staff,)


def test_modifiers_of_the_other_side_are_ignored():
    result = fold(3, [modifier("Foe bonus", 1, side=Side.FOE)], kind=STRENGTH, side=Side.HERO)
    assert result.total == 3


def test_magic_paid_in_a_battle_of_wills_lowers_willpower():
    # 000:L349: starting a Battle of Wills lowers Willpower by what was paid.
    start = modifier("Start Battle of Wills", stage=Stage.CHARACTERISTIC, kinds=(WILLS,), cost=Cost(magic=2),
                     source=SourceKind.BATTLE_RULE)
    result = fold(6, [start], kind=WILLS, side=Side.HERO)
    assert result.total == 4
    assert result.lines[1].text == "-2 Start Battle of Wills [paid 2 Magic]"


def test_magic_paid_in_a_battle_of_strength_does_not_lower_strength():
    # 000:L974: Blessed Weapon costs 1 Magic and still gives its full +1 to Strength.
    blessed = modifier("Blessed Weapon", 1, stage=Stage.ABILITY, cost=Cost(magic=1), source=SourceKind.SPELL)
    assert fold(4, [blessed], kind=STRENGTH, side=Side.HERO).total == 5


def test_health_paid_in_a_battle_of_strength_lowers_strength():
    # 000:L355: only the cubes on the right side count.
    # Card numbers here are placeholders: any bonus bought with Health behaves this way.
    bought = modifier("Bonus bought with Health", 2, stage=Stage.ABILITY, cost=Cost(health=1))
    assert fold(4, [bought], kind=STRENGTH, side=Side.HERO).total == 5


def test_magic_paid_before_a_later_roll_stays_paid_for_the_rest_of_the_battle():
    # 000:L725: paying 1 Magic for a spell in a Battle of Wills weakens you by 1 point.
    prayer = modifier("Prayer", stage=Stage.PER_ROLL, per_roll=2, dice=1, cost=Cost(magic=1),
                      source=SourceKind.SPELL)
    result = fold(5, [prayer], kind=WILLS, side=Side.HERO, lives=3)
    assert [r.total for r in result.rolls] == [5, 4, 4]
    assert [r.extra_dice for r in result.rolls] == [0, 1, 0]
    assert result.lines[-1].label == "Prayer: Magic already paid"
    assert result.lines[-1].rolls == (3,)


def test_value_cannot_be_pushed_below_zero_before_equipment():
    # 000:L737: Power Drain cannot reduce a Creature's Willpower below 0.
    # The amounts are placeholders (the card's own numbers are not in the rulebook).
    drain = modifier("Willpower drain", -3, stage=Stage.CHARACTERISTIC, side=Side.FOE, source=SourceKind.SPELL)
    port = modifier("Terrain bonus", 1, stage=Stage.SITUATIONAL, side=Side.FOE, source=SourceKind.TERRAIN)
    result = fold(2, [drain, port], kind=WILLS, side=Side.FOE)
    assert result.total == 1  # floored at 0, then +1
    assert any(line.label == "Cannot fall below 0" and line.amount == 1 for line in result.lines)


def test_paying_more_than_the_side_has_is_refused():
    too_much = modifier("Start Battle of Wills", stage=Stage.CHARACTERISTIC, kinds=(WILLS,), cost=Cost(magic=3))
    with pytest.raises(BattleInputError, match="has only 2"):
        fold(2, [too_much], kind=WILLS, side=Side.HERO)


def test_unplaced_one_roll_modifier_is_refused():
    axe = modifier("Axe thrown", 1, stage=Stage.PER_ROLL, per_roll="chosen")
    with pytest.raises(UnplacedModifierError):
        fold(3, [axe], kind=STRENGTH, side=Side.HERO)
    placed = place_on_roll(axe, 1)
    assert placed.per_roll == 1
    assert fold(3, [placed], kind=STRENGTH, side=Side.HERO).rolls[0].total == 4


def test_modifier_on_a_roll_the_battle_does_not_have_is_refused():
    late = modifier("Axe thrown", 1, stage=Stage.PER_ROLL, per_roll=3)
    with pytest.raises(RollNumberError):
        fold(3, [late], kind=STRENGTH, side=Side.HERO, lives=1)


def test_extra_dice_add_up_across_modifiers():
    # 003:L677: Prayer (+1) against a Curse (-2) leaves one negative die.
    prayer = modifier("Prayer", stage=Stage.PER_ROLL, per_roll=1, dice=1)
    curse = modifier("Curse", dice=-2, stage=Stage.ABILITY)
    assert fold(3, [prayer, curse], kind=STRENGTH, side=Side.HERO).rolls[0].extra_dice == -1


@pytest.mark.parametrize(
    "fields",
    [
        {"stage": Stage.PER_ROLL},  # a per-roll stage needs a roll
        {"stage": Stage.EQUIPMENT, "per_roll": 1},  # a one-roll modifier belongs to the per-roll stage
        {"source_kind": SourceKind.GM_OTHER, "stage": Stage.GM_OTHER},  # GM adjustments need a reason
        {"per_roll": 4, "stage": Stage.PER_ROLL},
        {"battle_kinds": ()},
        {"label": ""},
        {"extra_dice": 11},
        {"colour": "red"},  # extra fields are refused
    ],
)
def test_malformed_modifiers_are_refused(fields):
    base = {"source_kind": SourceKind.ITEM, "source_id": "x", "label": "X", "side": Side.HERO,
            "stage": Stage.EQUIPMENT, "battle_kinds": BOTH_KINDS}
    with pytest.raises(pydantic.ValidationError):
        Modifier(**{**base, **fields})


def test_modifiers_are_immutable_and_hashable():
    weapon = modifier("Weapon", 2)
    with pytest.raises(pydantic.ValidationError):
        weapon.amount = 3  # type: ignore[misc]
    assert hash(weapon) == hash(modifier("Weapon", 2))


def test_negative_current_value_is_refused():
    with pytest.raises(BattleInputError):
        fold(-1, [], kind=STRENGTH, side=Side.HERO)
