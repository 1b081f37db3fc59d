"""Item and artifact abilities (001:L643-686), elements (001:L597-627), healing (001:L629-641), no dice (001:L544)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.games.conjurers.engine.battle import Fighter, Move
from app.games.conjurers.engine.battle.profile import element_dice
from app.games.conjurers.engine.battle.rules import plan
from app.games.conjurers.engine.errors import InvalidInput

from .battle_kit import at, board, gear, go, kinds, st


def test_absorption_takes_damage_first_and_passes_the_excess():
    """001:L654 absorption 6 takes the first six DMs and breaks; the excess goes to the creature."""
    b = board((None, "a", None), (None, ("x", ("shield",)), None), {"a": st(bd=4), "x": st(bd=0)},
              {"shield": gear(absorption=6)})
    b, _ = go(b, "attack", "a", dice={"hit:a": [2, 2, 2, 2]})
    assert at(b, "x").absorbed == (6,) and at(b, "x").dm == 2


def test_absorption_against_poison_burning_and_frost():
    """001:L656 no poison marker while the item holds; burning hits the item; a frost marker goes through."""
    stats = {"p": st(bd=2, poisonous=0, frost_attack=0, burning=1), "x": st(bd=0)}
    b = board((None, "p", None), (None, ("x", ("shield",)), None), stats, {"shield": gear(absorption=4)})
    b, _ = go(b, "attack", "p", dice={"hit:p": [2, 1], "burn:p:x": [2]})
    x = at(b, "x")
    assert (x.poison, x.frost, x.absorbed, x.dm) == (0, True, (4,), 1)


def test_power_hit_adds_dice_to_fights_but_not_to_burning():
    """001:L658 power hit 2 rolls two more BD in every fight, attacking or defending; burning keeps its X dice."""
    stats = {"a": st(bd=2, burning=1), "x": st(bd=1)}
    b = board((None, ("a", ("hammer",)), None), (None, "x", None), stats, {"hammer": gear(power_hit=2)})
    p = plan(b, 0, 1, "attack")
    assert p.dice == (4, 1)
    assert [s.dice for s in p.steps()[1]] == [1]
    b, _ = go(b, "attack", "a", dice={"hit:a": [1, 1, 1, 1], "hit:x": [0], "burn:a:x": [1]})
    assert at(b, "x").dm == 5
    defending = board((None, "x", None), (None, ("a", ("hammer",)), None), stats, {"hammer": gear(power_hit=2)})
    assert plan(defending, 0, 1, "attack").dice == (1, 4)


def test_immobility_keeps_a_creature_in_its_slot():
    """001:L662 a creature with an immobility item cannot move away from the slot it was summoned into."""
    b = board((None, ("a", ("anchor",)), None), (None, None, "x"), {"a": st(), "x": st()},
              {"anchor": gear(immobility=0)})
    assert not any(k == "move" for k, _ in kinds(b))


def test_first_strike_resolves_first_and_a_dead_target_does_not_answer():
    """001:L664 a first striker rolls and deals its damage before the foe rolls; a killed foe does not strike
    back; a survivor does. Both with first strike: damage at once again (001:L538)."""
    stats = {"a": st(bd=3), "x": st(hp=5, bd=3), "y": st(hp=20, bd=1)}
    items = {"spear": gear(first_strike=0)}
    b = board((None, ("a", ("spear",)), None), (None, "x", None), stats, items)
    killed, _ = go(b, "attack", "a", dice={"hit:a": [2, 2, 1]})  # no dice asked of the dead
    assert at(killed, "x") is None and at(killed, "a").dm == 0
    b2 = board((None, ("a", ("spear",)), None), (None, "y", None), stats, items)
    b2, _ = go(b2, "attack", "a", dice={"hit:a": [1, 1, 1], "hit:y": [2]})
    assert at(b2, "y").dm == 3 and at(b2, "a").dm == 2
    both = board((None, ("a", ("spear",)), None), (None, ("x", ("pike",)), None), stats,
                 {**items, "pike": gear(first_strike=0)})
    both, _ = go(both, "attack", "a", dice={"hit:a": [2, 2, 1], "hit:x": [2, 1, 1]})
    assert at(both, "x") is None and at(both, "a").dm == 4  # the dying creature still struck


def test_immunity_fire_cancels_burning_in_its_fight_or_its_own_share_beside_it():
    """001:L670 a fire-immune foe cancels the whole burning of that fight; beside a fight, only its own share."""
    stats = {"b": st(bd=1, burning=2), "x": st(bd=0), "n": st(), "m": st()}
    items = {"cloak": gear(immunity_fire=0)}
    b = board((None, "b", None), ("n", ("x", ("cloak",)), "m"), stats, items)
    assert plan(b, 0, 1, "attack").steps()[1] == ()
    b2 = board((None, "b", None), (("n", ("cloak",)), "x", "m"), stats, items)
    assert [s.label for s in plan(b2, 0, 1, "attack").steps()[1]] == ["burn:attacker:b:x", "burn:attacker:b:m"]


def test_immunity_poison_and_ice_cancel_those_abilities():
    """001:L672-674 immunity to poison cancels poisonous; immunity to ice cancels frost attack."""
    stats = {"p": st(bd=2, poisonous=0, frost_attack=0), "x": st(bd=0)}
    b = board((None, "p", None), (None, ("x", ("amulet", "ring")), None), stats,
              {"amulet": gear(immunity_poison=0), "ring": gear(immunity_ice=0)})
    b, _ = go(b, "attack", "p", dice={"hit:p": [2, 2]})
    x = at(b, "x")
    assert (x.dm, x.poison, x.frost) == (4, 0, False)


def test_bind_takes_a_creatures_own_abilities_not_its_items():
    """001:L676 bind is an action, once each battle: the bound creature neither moves nor attacks and loses
    its own abilities (here flying, so a non-flyer may attack it); its items keep working."""
    stats = {"a": st(bd=2), "y": st(bd=1, flying=0)}
    b = board((None, ("a", ("rope",)), None), (None, ("y", ("shield",)), None), stats,
              {"rope": gear(bind=0), "shield": gear(absorption=1)})
    assert ("attack", "a") not in kinds(b) and ("bind", "y") in kinds(b)
    b, _ = go(b, "bind", target="y")
    assert at(b, "y").bound and not any(c == "y" for _, c in kinds(b))  # side 1 can do nothing with y
    b = b.model_copy(update={"turn": 0})
    assert ("attack", "a") in kinds(b) and not any(k == "bind" for k, _ in kinds(b))
    b, _ = go(b, "attack", "a", dice={"hit:a": [2, 1], "hit:y": [0]})
    assert at(b, "y").dm == 2 and at(b, "y").absorbed == (1,)


def test_magician_picks_an_ability_before_every_fight():
    """001:L682 a magician artifact's creature picks frost attack, burning 2 or poisonous before each fight."""
    stats = {"a": st(bd=1), "x": st(bd=0)}
    b = board((None, ("a", ("staff",)), None), (None, "x", None), stats, {"staff": gear(magician=0)})
    with pytest.raises(InvalidInput):
        go(b, "attack", "a", dice={"hit:a": [0]})
    after, _ = go(b, "attack", "a", dice={"hit:a": [0], "burn:a:x": [2, 2]}, magician={"a": "burning"})
    assert at(after, "x").dm == 4
    after, _ = go(b, "attack", "a", dice={"hit:a": [1]}, magician={"a": "poisonous"})
    assert at(after, "x").poison == 1


def test_items_are_equipped_on_summoning_only_two_at_most():
    """001:L645 up to two of the owner's items when summoned, never later; the minion side has none (Q-34)."""
    b = board((None, None, None), (None, None, None), {"a": st()}, {"i1": gear(absorption=1),
              "i2": gear(absorption=1), "i3": gear(absorption=1)}, hands=(("a",), ()), spare=(("i1", "i2", "i3"), ()))
    with pytest.raises(ValidationError):
        Move(kind="summon", card="a", slot=0, items=("i1", "i2", "i3"))
    with pytest.raises(InvalidInput):
        go(b, "summon", "a", 0, items=("i9",))
    b, _ = go(b, "summon", "a", 0, items=("i1", "i2"))
    assert at(b, "a").items == ("i1", "i2") and b.side(0).items == ("i3",)
    assert not any(k in ("equip",) for k, _ in kinds(b))


@pytest.mark.parametrize(("own", "row"), [(1, (1, 1, 2, 3, 4)), (2, (1, 1, 1, 2, 3)), (3, (2, 2, 2, 2, 3)),
                                          (4, (2, 2, 2, 2, 2)), (5, (3, 3, 3, 3, 3))])
def test_element_advantage_matches_table_c18(own, row):
    """001:L620-627 extra BD of the superior creature by its level (rows) and its foe's (columns)."""
    assert tuple(element_dice(st(level=own, element="fire"), st(level=foe, element="earth")) for foe in range(1, 6)) == row


@pytest.mark.parametrize(("mine", "theirs", "extra"), [
    ("fire", "earth", (1, 0)), ("earth", "air", (1, 0)), ("air", "water", (1, 0)), ("water", "fire", (1, 0)),
    ("earth", "fire", (0, 1)), ("fire", "fire", (0, 0)), ("fire", "air", (0, 0)), ("earth", "water", (0, 0)),
    ("water", "earth", (0, 0)), ("air", "fire", (0, 0))])
def test_element_pairs_in_a_fight(mine, theirs, extra):
    """001:L605-616 the superior element adds dice, attacking or defending; neutral pairs change nothing."""
    stats = {"a": st(bd=2, level=2, element=mine), "x": st(bd=2, level=2, element=theirs)}
    b = board((None, "a", None), (None, "x", None), stats, elements=True)
    assert plan(b, 0, 1, "attack").dice == (2 + extra[0], 2 + extra[1])
    off = board((None, "a", None), (None, "x", None), stats)
    assert plan(off, 0, 1, "attack").dice == (2, 2)  # the advanced option is off


def test_same_mythology_healing_on_summoning():
    """001:L637-641 summoning a third Greek beside two heals up to 4 off each wounded creature (level 1 too,
    never above full HP); beside one, up to 2; a level 1 creature never triggers it (001:L635)."""
    stats = {"g1": st(myth="greek"), "g2": st(myth="greek"), "g3": st(myth="greek"), "l1": st(level=1)}
    b = board((Fighter(card="g1", dm=5), Fighter(card="g2", dm=3), None), (None, None, None), stats,
              hands=(("g3",), ()), healing=True)
    two, _ = go(b, "summon", "g3", 2)
    assert (at(two, "g1").dm, at(two, "g2").dm) == (1, 0)
    one = board((Fighter(card="g1", dm=5), Fighter(card="l1", dm=3), None), (None, None, None), stats,
                hands=(("g3", "l1"), ()), healing=True)
    one, _ = go(one, "summon", "g3", 2)
    assert (at(one, "g1").dm, at(one, "l1").dm) == (3, 1)
    lv1 = board((Fighter(card="g1", dm=5), None, None), (None, None, None), stats, hands=(("l1",), ()), healing=True)
    lv1, _ = go(lv1, "summon", "l1", 2)
    assert at(lv1, "g1").dm == 5


def test_no_dice_option_deals_the_dice_count():
    """001:L544-547 without dice 3 BD deal 3 DMs and burning 2 deals 2 to each creature it reaches."""
    from app.games.conjurers.engine.battle import Die
    stats = {"a": st(bd=3, burning=2), "x": st(bd=1), "n": st()}
    b = board((None, "a", None), ("n", "x", None), stats, die=Die(no_dice=True))
    b, _ = go(b, "attack", "a")
    assert (at(b, "x").dm, at(b, "n").dm, at(b, "a").dm) == (5, 2, 1)
