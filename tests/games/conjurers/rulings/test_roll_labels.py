"""Roll labels carry the side (issue 32): one card id on both sides of a battle gives two rolls, each with its own
dice; a label written before the side was added (a stored game's) is still read."""

from __future__ import annotations

from app.games.conjurers.engine.battle.labels import roll_label, side_less
from app.games.conjurers.engine.battle.rules import plan
from tests.games.conjurers.battle_kit import board, go, st

TWINS = {"a": st(hp=20, bd=2)}


def twins():
    """The same card id facing itself: side 0's 'a' attacks side 1's 'a'."""
    return board((None, "a", None), (None, "a", None), TWINS)


def test_each_sides_roll_has_its_own_label_when_both_hold_one_card_id():
    assert [s.label for s in plan(twins(), 0, 1, "attack").steps()[0]] == ["hit:attacker:a", "hit:defender:a"]
    assert [s.label for s in plan(twins().model_copy(update={"turn": 1}), 1, 1, "attack").steps()[0]] == \
        ["hit:defender:a", "hit:attacker:a"]


def test_one_card_id_on_both_sides_takes_each_sides_own_dice():
    """The attacker's dice (2 + 2) wound the defender's 'a', the defender's (0 + 0) the attacker's."""
    after, _ = go(twins(), "attack", "a", dice={"hit:attacker:a": [2, 2], "hit:defender:a": [0, 1]})
    assert (after.side(0).slots[1].dm, after.side(1).slots[1].dm) == (1, 4)


def test_a_label_without_the_side_from_an_older_log_is_still_read():
    """A stored game keyed its dice 'hit:x': the same fight reads them as it did when it was decided."""
    b = board((None, "a", None), (None, "x", None), {"a": st(hp=20, bd=2), "x": st(hp=20, bd=1)})
    old, _ = go(b, "attack", "a", dice={"hit:a": [2, 1], "hit:x": [2]})
    new, _ = go(b, "attack", "a", dice={"hit:attacker:a": [2, 1], "hit:defender:x": [2]})
    assert old == new and (new.side(0).slots[1].dm, new.side(1).slots[1].dm) == (2, 3)


def test_side_less_gives_the_older_label():
    assert side_less(roll_label("burn", 0, "b", "x")) == "burn:b:x"
    assert side_less(roll_label("devour", 1, "d")) == "devour:d"
    assert side_less("hit:a") == "hit:a"
