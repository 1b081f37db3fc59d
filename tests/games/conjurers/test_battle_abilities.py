"""Creature abilities in fights (001:L551-595), one test per ability, each with numbers of our own."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine.battle.fight import S, Unit, hit_of
from app.games.conjurers.engine.battle.rules import plan
from app.games.conjurers.engine.errors import InvalidInput

from .battle_kit import at, board, go, kinds, st


def test_offensive_adds_x_only_when_striking():
    """001:L555 offensive 2 with four dice rolling 5 deals 7; a defender's offensive X stays inactive."""
    b = board((None, "a", None), (None, "x", None), {"a": st(bd=4, offensive=2), "x": st(bd=2, offensive=3)})
    b, _ = go(b, "attack", "a", dice={"hit:a": [2, 2, 1, 0], "hit:x": [1, 1]})
    assert at(b, "x").dm == 7
    assert at(b, "a").dm == 2


def test_defensive_takes_x_off_only_when_struck():
    """001:L557 defensive 2 turns six DMs into four, and does nothing while its creature attacks."""
    b = board((None, "a", None), (None, "x", None), {"a": st(bd=3, defensive=2), "x": st(bd=2, defensive=2)})
    b, _ = go(b, "attack", "a", dice={"hit:a": [2, 2, 2], "hit:x": [2, 2]})
    assert at(b, "x").dm == 4  # 6 - 2
    assert at(b, "a").dm == 4  # a is the attacker: its defensive X is off


def test_flyers_are_attacked_only_by_flyers_and_ranged():
    """001:L559 a non-flyer cannot attack a flyer nor start a fight by arriving; a flyer arriving fights."""
    stats = {"a": st(), "y": st(flying=0), "z": st(flying=0)}
    b = board((None, "a", None), (None, "y", None), stats, hands=((), ("z",)))
    assert ("attack", "a") not in kinds(b)
    b2 = board((None, None, None), (None, "y", None), stats, hands=(("a",), ()))
    b2, lines = go(b2, "summon", "a", 1)  # no dice: no fight
    assert at(b2, "a").dm == 0 and at(b2, "y").dm == 0
    b3 = board(("a", None, None), (None, None, None), stats, hands=((), ("z",)), turn=1)
    b3, _ = go(b3, "summon", "z", 0, dice={"hit:z": [1, 1], "hit:a": [2, 0]})
    assert at(b3, "a").dm == 2 and at(b3, "z").dm == 2  # both deal damage


def test_frost_marks_slows_and_cuts_damage():
    """001:L561-565 a frost marker (even when absorbed, 001:L656) stops moving and cuts 1 per 3: 6->4, 3->2, 5->4."""
    stats = {"f": st(bd=2, frost_attack=0), "a": st(bd=3), "b": st()}
    b = board((None, "f", None), (None, "a", None), stats)
    b, _ = go(b, "attack", "f", dice={"hit:f": [1, 0], "hit:a": [2, 2, 2]})
    assert at(b, "a").frost and at(b, "a").dm == 1
    assert at(b, "f").dm == 6  # the simultaneous answer is not cut yet
    assert ("move", "a") not in kinds(b)
    b, _ = go(b, "attack", "a", dice={"hit:a": [2, 2, 2], "hit:f": [0, 0]})
    assert at(b, "f").dm == 6 + 4
    p = plan(b, 1, 1, "attack")
    frozen = (Unit(dm=0, frost=True), *p.start[1:])
    assert [hit_of(p, frozen, S, n) for n in (6, 3, 5)] == [4, 2, 4]


def test_burning_hits_the_foe_and_its_neighbours_after_the_fight_even_if_the_burner_died():
    """001:L567 burning 2 rolls 2 BD at the foe and at each creature beside it, after the exchange; defensive
    X does not reduce it (001:L557)."""
    stats = {"b": st(hp=3, bd=1, burning=2), "x": st(bd=2), "n": st(defensive=3), "m": st()}
    b = board((None, "b", None), ("n", "x", "m"), stats)
    b, lines = go(b, "attack", "b", dice={"hit:b": [0], "hit:x": [2, 2], "burn:b:x": [2, 1],
                                          "burn:b:n": [1, 1], "burn:b:m": [0, 0]})
    assert at(b, "b") is None and "b" in b.side(0).lost
    assert (at(b, "x").dm, at(b, "n").dm, at(b, "m").dm) == (3, 2, 0)


def test_poison_ticks_at_its_owners_turn_start_only():
    """001:L569 a poisoned creature takes one DM per marker at the start of its controller's turns only; no
    marker when defensive X stops the hit."""
    stats = {"p": st(bd=2, poisonous=0), "x": st(bd=0), "q": st(), "k": st(bd=2, poisonous=0), "g": st(bd=0, defensive=2)}
    b = board((None, "p", "k"), (None, "x", "g"), stats)
    b, _ = go(b, "attack", "p", dice={"hit:p": [1, 1]})
    assert at(b, "x").poison == 1 and at(b, "x").dm == 3  # 2 from the hit, 1 tick as side 1's turn began
    b, _ = go(b, "move", "x", 0)
    assert at(b, "x").dm == 3  # no tick at the start of side 0's turn
    b, _ = go(b, "attack", "k", dice={"hit:k": [1, 0]})
    assert at(b, "x").dm == 4  # side 1's next turn: one more
    assert at(b, "g").poison == 0  # 1 - defensive 2: nothing really taken, no marker


def test_multi_attack_splashes_a_third_to_each_neighbour():
    """001:L571-573 dealing 6 to the middle slot deals 2 to each creature beside it (each with its defensive X)."""
    stats = {"m": st(bd=3, multi_attack=0), "x": st(bd=0), "l": st(), "r": st(defensive=1)}
    b = board((None, "m", None), ("l", "x", "r"), stats)
    b, _ = go(b, "attack", "m", dice={"hit:m": [2, 2, 2]})
    assert (at(b, "l").dm, at(b, "x").dm, at(b, "r").dm) == (2, 6, 1)


def test_devour_then_break_free():
    """001:L575-579 a devourer starts no fight by arriving, devours the creature opposite (its own slot locked),
    rolls its BD at the start of each of the victim's turns; breaking free takes twice the BD and ends the
    turn; the devourer returns and may not devour on its next turn."""
    stats = {"d": st(hp=10, bd=2, devour=0), "x": st(hp=30, bd=2), "a": st(), "e": st(bd=1)}
    b0 = board((None, None, None), ("x", None, None), stats, hands=(("d",), ()))
    b0, _ = go(b0, "summon", "d", 0)
    assert at(b0, "d").dm == 0 and at(b0, "x").dm == 0  # nothing happened
    b = board(("d", None, "a"), ("x", None, "e"), stats)
    assert ("attack", "d") not in kinds(b) and ("devour", "d") in kinds(b)
    b, _ = go(b, "devour", "d")
    assert at(b, "d").devouring == 0 and b.side(0).slots[0] is not None  # slot 0 stays locked
    assert kinds(b) == {("upkeep", None)}  # the devour roll comes before side 1 acts
    b, _ = go(b, "upkeep", dice={"devour:d": [2, 1]})
    assert at(b, "x").dm == 3
    assert ("break_free", "x") in kinds(b) and ("attack", "x") not in kinds(b) and ("move", "x") not in kinds(b)
    b, _ = go(b, "break_free", "x", dice={"break_free:x": [2, 2, 1, 0]})
    assert at(b, "x").dm == 8 and at(b, "d").devouring is None
    assert ("devour", "d") not in kinds(b)  # just back: no devour this turn
    b, _ = go(b, "move", "a", 1)
    b, _ = go(b, "move", "e", 1, dice={"hit:e": [0], "hit:a": [0, 0]})
    assert ("devour", "d") in kinds(b)


def test_a_frozen_devourer_cannot_devour():
    """001:L579 a creature with a frost marker cannot devour."""
    from app.games.conjurers.engine.battle import Fighter
    b = board((Fighter(card="d", frost=True), None, None), ("x", None, None),
              {"d": st(devour=0), "x": st()})
    assert ("devour", "d") not in kinds(b)


def test_life_steal_heals_half_of_what_really_landed():
    """001:L581 after dealing 6 it removes 3 DMs, this fight's included; absorbed damage heals nothing; it
    cannot save itself from dying in the fight."""
    from app.games.conjurers.engine.battle import Fighter
    stats = {"l": st(hp=10, bd=3, life_steal=0), "x": st(bd=1), "w": st(hp=5, bd=3, life_steal=0)}
    b = board((None, Fighter(card="l", dm=3), None), (None, "x", None), stats)
    b, _ = go(b, "attack", "l", dice={"hit:l": [2, 2, 2], "hit:x": [2]})
    assert at(b, "l").dm == 3 + 2 - 3
    shielded = board((None, "l", None), (None, ("x", ("helm",)), None), stats, {"helm": __import__(
        "tests.games.conjurers.battle_kit", fromlist=["gear"]).gear(absorption=4)})
    shielded, _ = go(shielded, "attack", "l", dice={"hit:l": [2, 2, 2], "hit:x": [2]})
    assert at(shielded, "l").dm == 2 - 1  # 6 dealt, 4 absorbed: 2 real heal 1
    dying = board((None, Fighter(card="w", dm=3), None), (None, "x", None), stats)
    dying, _ = go(dying, "attack", "w", dice={"hit:w": [2, 2, 2], "hit:x": [2]})
    assert at(dying, "w") is None


def test_weapon_smith_does_nothing_in_battle():
    """001:L589 Weapon Smith has no function during fight and battle."""
    from app.games.conjurers.engine.battle import fight_odds
    plain = board((None, "a", None), (None, "x", None), {"a": st(bd=3), "x": st()})
    smith = board((None, "a", None), (None, "x", None), {"a": st(bd=3, weapon_smith=0), "x": st()})
    assert fight_odds(plan(plain, 0, 1, "attack")).dies == fight_odds(plan(smith, 0, 1, "attack")).dies


def test_resurrection_once_without_items():
    """001:L593 it rises at once in the same slot with no DMs, markers or items, and only once a battle."""
    from .battle_kit import gear
    stats = {"r": st(hp=4, bd=1, resurrection=0), "x": st(bd=3)}
    b = board((None, ("r", ("helm",)), None), (None, "x", None), stats, {"helm": gear(absorption=1)})
    b, lines = go(b, "attack", "r", dice={"hit:r": [0], "hit:x": [2, 2, 1]})
    r = at(b, "r")
    assert (r.dm, r.items, r.risen) == (0, (), True) and b.find("r") == (0, 1)
    b, _ = go(b, "attack", "x", dice={"hit:x": [2, 2, 0], "hit:r": [0]})
    assert at(b, "r") is None and b.side(0).lost == ("r",)


def test_ranged_rolls_alone_when_it_attacks_and_reaches_flyers():
    """001:L595 a ranged attacker alone rolls, may attack a flyer, is answered by another ranged creature, and
    changes nothing when summoned."""
    stats = {"g": st(bd=2, ranged=0), "y": st(bd=3, flying=0), "h": st(bd=2, ranged=0), "x": st(bd=1)}
    b = board((None, "g", None), (None, "y", None), stats)
    assert ("attack", "g") in kinds(b)
    b, _ = go(b, "attack", "g", dice={"hit:g": [2, 1]})
    assert at(b, "y").dm == 3 and at(b, "g").dm == 0
    both = board((None, "g", None), (None, "h", None), stats)
    answered, _ = go(both, "attack", "g", dice={"hit:g": [1, 1], "hit:h": [2, 0]})
    assert at(answered, "g").dm == 2
    with pytest.raises(InvalidInput):  # a ranged defender answers: its dice are asked for
        go(both, "attack", "g", dice={"hit:g": [2, 1]})
    mover = board(("g", None, None), (None, "y", None), stats)
    mover, _ = go(mover, "move", "g", 1, dice={"hit:g": [1, 0]})  # moving in, it fights even a flyer
    assert at(mover, "y").dm == 1
    summoned = board((None, None, None), (None, "x", None), stats, hands=(("g",), ()))
    summoned, _ = go(summoned, "summon", "g", 1, dice={"hit:g": [0, 0], "hit:x": [2]})
    assert at(summoned, "g").dm == 2


def test_x_values_are_checked():
    """001:L555 X is an exact value printed on the card: an ability without X takes none, one with X needs it."""
    with pytest.raises(ValueError):
        st(offensive=0)
    with pytest.raises(ValueError):
        st(flying=2)
    with pytest.raises(ValueError):
        st(levitation=0)


def test_a_devourer_devours_a_flyer_only_if_it_flies_itself():
    """001:L559 a flyer is attacked only by flyers (and ranged): a devourer facing a flyer may devour it only when
    it flies too; facing a creature on the ground, either devourer may."""
    stats = {"d": st(devour=0), "fd": st(devour=0, flying=0), "y": st(flying=0), "x": st()}
    assert ("devour", "d") not in kinds(board(("d", None, None), ("y", None, None), stats))
    assert ("devour", "fd") in kinds(board(("fd", None, None), ("y", None, None), stats))
    assert ("devour", "d") in kinds(board(("d", None, None), ("x", None, None), stats))
    assert ("devour", "fd") in kinds(board(("fd", None, None), ("x", None, None), stats))


def test_devour_damage_is_not_taken_off_by_an_item_without_absorption():
    """001:L575 the devour roll lands in full on a creature whose item has no absorption: the item absorbs
    nothing and keeps nothing marked as absorbed."""
    from .battle_kit import gear
    stats = {"d": st(hp=10, bd=2, devour=0), "x": st(hp=30, bd=2), "a": st(), "e": st(bd=1)}
    b = board(("d", None, "a"), (("x", ("ring",)), None, "e"), stats, {"ring": gear()})
    b, _ = go(b, "devour", "d")
    b, _ = go(b, "upkeep", dice={"devour:d": [2, 1]})
    assert at(b, "x").dm == 3 and at(b, "x").absorbed == (0,)


def test_poison_that_reaches_the_hp_raises_a_resurrecting_creature():
    """001:L569, 001:L593 a poison tick that brings a creature's DMs to exactly its HP kills it, and a creature
    with resurrection rises at once, whole."""
    from app.games.conjurers.engine.battle import Fighter
    stats = {"a": st(), "r": st(hp=4, resurrection=0)}
    b = board(("a", None, None), (None, None, Fighter(card="r", dm=3, poison=1)), stats)
    b, lines = go(b, "move", "a", 1)  # side 1's turn begins: the tick
    r = at(b, "r")
    assert (r.dm, r.poison, r.risen) == (0, 0, True) and any("rises again" in line for line in lines)


def test_a_creature_killed_in_a_fight_is_told_dying_not_rising():
    """001:L593 only a creature with resurrection rises: the log tells a plain creature's death as a death."""
    b = board((None, "a", None), (None, "x", None), {"a": st(bd=3), "x": st(hp=4, bd=1)})
    b, lines = go(b, "attack", "a", dice={"hit:a": [2, 2, 1], "hit:x": [0]})
    assert at(b, "x") is None and "x dies." in lines and not any("rises again" in line for line in lines)
