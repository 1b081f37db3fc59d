"""Entering the dice actually rolled, input validation, and the injected-RNG dice roller."""

import random

import pytest

from app.games.prophecy.engine.battle import (
    BOTH_KINDS,
    BattleInputError,
    BattleKind,
    BattleOverError,
    BattleSetup,
    DiceCountError,
    InvalidFaceError,
    Modifier,
    Outcome,
    RollNumberError,
    Side,
    SideSetup,
    SourceKind,
    Stage,
    dice_needed,
    resolve_battle,
    resolve_roll,
    roll_dice,
)


def dice_modifier(label, side, dice, roll=1):
    return Modifier(source_kind=SourceKind.SPELL, source_id=label.lower(), label=label, side=side,
                    stage=Stage.PER_ROLL, battle_kinds=BOTH_KINDS, per_roll=roll, extra_dice=dice)


PRAYER = dice_modifier("Prayer", Side.HERO, 1)
CONCENTRATION = dice_modifier("Concentration", Side.HERO, 2)  # 003:L677: roll three times, keep best
EVEN = BattleSetup(kind=BattleKind.STRENGTH, hero=SideSetup(current=3), foe=SideSetup(current=3))


def test_prayer_and_concentration_need_four_lighter_dice_003_L677():
    setup = EVEN.with_modifiers([PRAYER, CONCENTRATION])
    assert dice_needed(setup, 1) == (4, 1)
    result = resolve_roll(setup, 1, [1, 2, 6, 3], 6)
    assert (result.hero_die, result.hero_total, result.foe_total, result.outcome) == (6, 9, 9, Outcome.DRAW)


def test_negative_net_dice_keep_the_worst_003_L677():
    # Prayer against a Curse of two negative dice: roll two dice, keep the worse.
    curse = dice_modifier("Curse", Side.HERO, -2)
    setup = EVEN.with_modifiers([PRAYER, curse])
    assert dice_needed(setup, 1) == (2, 1)
    assert resolve_roll(setup, 1, (6, 2), 3).hero_die == 2


def test_face_mapping_applies_to_entered_dice():
    lucky = BattleSetup(kind=BattleKind.STRENGTH, hero=SideSetup(current=3, faces={1: 8}), foe=SideSetup(current=3))
    result = resolve_roll(lucky, 1, 1, 6)
    assert (result.hero_die, result.hero_total, result.outcome) == (8, 11, Outcome.WIN)
    assert result.hero_faces == (1,)


@pytest.mark.parametrize("bad", [0, 7, -3, True, 2.5, "4", None])
def test_bad_faces_name_the_die(bad):
    with pytest.raises(InvalidFaceError, match="lighter die"):
        resolve_roll(EVEN, 1, bad, 3)
    with pytest.raises(InvalidFaceError, match="darker die"):
        resolve_roll(EVEN, 1, 3, [bad])


def test_too_few_dice_for_prayer_is_refused():
    with pytest.raises(DiceCountError, match=r"lighter die \(hero\), roll 1: \+1 extra die means 2 dice, got 1"):
        resolve_roll(EVEN.with_modifiers([PRAYER]), 1, 5, 3)


def test_too_many_dice_without_extra_dice_is_refused():
    with pytest.raises(DiceCountError, match="no extra dice means 1 die, got 2"):
        resolve_roll(EVEN, 1, 5, [3, 4])


@pytest.mark.parametrize("roll", [0, 2, True, "1"])
def test_rolls_outside_the_battle_are_refused(roll):
    with pytest.raises(RollNumberError):
        resolve_roll(EVEN, roll, 3, 3)


def test_errors_are_value_errors():
    for error in (InvalidFaceError, DiceCountError, RollNumberError, BattleOverError):
        assert issubclass(error, BattleInputError) and issubclass(error, ValueError)


THREE_LIVES = BattleSetup(kind=BattleKind.STRENGTH, lives=3, hero=SideSetup(current=4), foe=SideSetup(current=3))


def test_a_lost_roll_ends_a_three_lives_battle_000_L375():
    result = resolve_battle(THREE_LIVES, [(6, 1), (1, 6)])
    assert result.finished and result.outcome is Outcome.LOSE
    with pytest.raises(BattleOverError, match="ended on roll 2"):
        resolve_battle(THREE_LIVES, [(6, 1), (1, 6), (6, 1)])


def test_partial_battle_has_no_outcome_yet():
    result = resolve_battle(THREE_LIVES, [(6, 1)])
    assert not result.finished and result.rolls[0].battle_continues


def test_three_won_rolls_win_the_battle():
    result = resolve_battle(THREE_LIVES, [(6, 1), (5, 1), (4, 1)])
    assert result.outcome is Outcome.WIN
    assert [r.battle_continues for r in result.rolls] == [True, True, False]


def test_malformed_roll_entry_is_refused():
    with pytest.raises(BattleInputError):
        resolve_battle(THREE_LIVES, [(6,)])


def test_roll_dice_uses_the_injected_rng_and_is_reproducible():
    first = roll_dice(random.Random(7), 5)
    assert first == roll_dice(random.Random(7), 5)
    assert len(first) == 5 and all(1 <= face <= 6 for face in first)


def test_roll_dice_works_with_any_randint_provider():
    class Loaded:
        def randint(self, a, b):
            return b

    assert roll_dice(Loaded(), 3) == (6, 6, 6)


@pytest.mark.parametrize("count", [0, -1, True, 1.5])
def test_roll_dice_needs_a_positive_count(count):
    with pytest.raises(DiceCountError):
        roll_dice(random.Random(1), count)


def test_rolled_dice_can_be_resolved():
    setup = EVEN.with_modifiers([PRAYER])
    hero_count, foe_count = dice_needed(setup, 1)
    rng = random.Random(2024)
    result = resolve_roll(setup, 1, roll_dice(rng, hero_count), roll_dice(rng, foe_count))
    assert result.hero_die == max(result.hero_faces)
