"""The effective die of one side: extra positive/negative dice and face remaps."""

from fractions import Fraction

import pytest

from app.games.prophecy.engine.battle import (
    DiceCountError,
    InvalidFaceError,
    dice_rolled,
    die_distribution,
    face_map,
    kept_value,
)


def as_dict(distribution):
    return dict(distribution)


def test_plain_die_is_uniform():
    # 000:L357: each side adds one d6.
    assert as_dict(die_distribution(0)) == {face: Fraction(1, 6) for face in range(1, 7)}


def test_one_positive_die_keeps_best_of_two():
    # 000:L441 (Prayer: roll twice, keep the one you want); 003:L675 (n positive = best of n+1).
    assert as_dict(die_distribution(1)) == {v: Fraction(2 * v - 1, 36) for v in range(1, 7)}


def test_one_negative_die_keeps_worst_of_two():
    # 003:L675: n negative dice = roll n+1 and keep the worst.
    assert as_dict(die_distribution(-1)) == {v: Fraction(13 - 2 * v, 36) for v in range(1, 7)}


def test_three_positive_dice_keep_best_of_four():
    # 003:L677: Prayer + Concentration = three positive dice, roll four times, keep best.
    assert dice_rolled(3) == 4
    assert as_dict(die_distribution(3)) == {v: Fraction(v**4 - (v - 1) ** 4, 6**4) for v in range(1, 7)}


@pytest.mark.parametrize("extra", range(-4, 5))
def test_distributions_sum_to_one(extra):
    assert sum(p for _, p in die_distribution(extra)) == 1
    assert sum(p for _, p in die_distribution(extra, {1: 8})) == 1


def test_face_mapping_changes_a_face_value():
    # 003:L763 implies a Halfling's rolled 1 counts as 8; the mapping is generic data.
    assert as_dict(die_distribution(0, {1: 8})) == {2: Fraction(1, 6), 3: Fraction(1, 6), 4: Fraction(1, 6),
                                                      5: Fraction(1, 6), 6: Fraction(1, 6), 8: Fraction(1, 6)}


def test_face_mapping_is_applied_before_keeping_best_or_worst():
    assert as_dict(die_distribution(1, {1: 8}))[8] == 1 - Fraction(5, 6) ** 2
    assert as_dict(die_distribution(-1, {1: 8}))[8] == Fraction(1, 36)
    assert kept_value((1, 6), 1, face_map({1: 8})) == 8
    assert kept_value((1, 6), -1, face_map({1: 8})) == 6


def test_kept_value_best_and_worst():
    # 000:L974: Prayer rolled a 3 then a 5, and the Monk kept the 5.
    assert kept_value((3, 5), 1) == 5
    assert kept_value((3, 5), -1) == 3
    assert kept_value((4,), 0) == 4


def test_face_map_normalises_and_drops_identity_pairs():
    assert face_map({1: 8, 6: 6}) == ((1, 8),)
    assert face_map([(2, 2)]) == ()
    assert face_map(None) == ()


@pytest.mark.parametrize("bad", [0, 7, -1, True, 2.5, "3", None])
def test_bad_faces_are_rejected(bad):
    with pytest.raises(InvalidFaceError):
        kept_value((bad,), 0)


@pytest.mark.parametrize("mapping", [{7: 8}, {0: 1}, {1: "8"}, [(1,)], [(1, 8), (1, 9)]])
def test_bad_face_maps_are_rejected(mapping):
    with pytest.raises(InvalidFaceError):
        face_map(mapping)


def test_wrong_number_of_dice_is_rejected():
    with pytest.raises(DiceCountError, match="2 dice are needed"):
        kept_value((3,), 1)
    with pytest.raises(DiceCountError):
        kept_value((3, 4), 0)


def test_extra_dice_must_be_whole():
    with pytest.raises(DiceCountError):
        die_distribution(1.5)  # type: ignore[arg-type]
