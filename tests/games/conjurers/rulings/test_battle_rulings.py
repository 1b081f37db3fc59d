"""Battles as the rulebook reads them (issue 35): ranged shots, the stalemate's count, bind, the devourer's
rest and the no-dice option; each test names its rule and cites its line."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from app.games.conjurers.engine import InvalidInput
from app.games.conjurers.engine.battle import Die, Fighter, fight_odds
from app.games.conjurers.engine.battle.model import ATTACKER, DEFENDER
from app.games.conjurers.engine.battle.rules import plan

from ..battle_kit import at, board, gear, go, kinds, st


def test_ranged_rolls_alone_and_the_defenders_burning_stays_silent():
    """001:L595 with 001:L567: a ranged creature attacking (or moving opposite) a creature without ranged is
    the only one to roll and to deal damage; the defender's burning does not fire at the shooter or at the
    shooter's neighbour."""
    stats = {"g": st(hp=9, bd=2, ranged=0), "n": st(hp=9), "x": st(hp=20, bd=2, burning=2)}
    b = board(("n", "g", None), (None, "x", None), stats)
    shot, _ = go(b, "attack", "g", dice={"hit:g": [2, 1]})
    assert at(shot, "x").dm == 3 and at(shot, "g").dm == 0 and at(shot, "n").dm == 0
    mover = board(("n", None, "g"), (None, "x", None), stats)
    moved, _ = go(mover, "move", "g", 1, dice={"hit:g": [1, 1]})
    assert at(moved, "x").dm == 2 and at(moved, "g").dm == 0 and at(moved, "n").dm == 0


def test_ranged_shot_at_a_burning_defender_odds_match_an_enumeration():
    """001:L595 with 001:L567: the odds of a ranged shot at a Burning 2 defender. The shooter (2 BD, burning 1)
    rolls its hit, then its own burning (one die) if the target still stands; the target never answers and
    never burns. Enumerated here over every face of the three dice (faces 0, 1, 2 equally likely)."""
    stats = {"g": st(hp=1, bd=2, ranged=0, burning=1), "n": st(hp=1), "x": st(hp=3, bd=2, burning=2)}
    odds = fight_odds(plan(board(("n", "g", None), (None, "x", None), stats), 0, 1, "attack"))
    dies = Fraction(0)
    hits: dict[int, Fraction] = {}
    for h1, h2, burn in product((0, 1, 2), repeat=3):
        w = Fraction(1, 27)
        hits[h1 + h2] = hits.get(h1 + h2, Fraction(0)) + w
        if h1 + h2 >= 3 or h1 + h2 + burn >= 3:  # the burn is rolled only on a living target; same total
            dies += w
    assert dies == Fraction(17, 27)
    assert odds.dies == {"g": 0, "x": dies, "n": 0}
    assert dict(odds.striker_deals) == hits and odds.target_deals == ((0, Fraction(1)),)


def test_stalemate_counts_the_creatures_still_in_hand():
    """001:L488: after three battle rounds without dice the side with the most hitpoints left on all its
    remaining creatures wins: the creatures still in hand count (the hands are shown then)."""
    stats = {"a": st(hp=15), "x": st(hp=8), "y": st(hp=9)}
    b = board((Fighter(card="a", frost=True), None, None), (None, None, "x"), stats, hands=((), ("y",)),
              turn=DEFENDER, quiet=5)
    after, lines = go(b, "move", "x", 1)
    assert after.winner == DEFENDER and "against 17" in after.why, lines  # 8 + 9 in hand against 15
    unknown = b.model_copy(update={"stats": {"a": stats["a"], "x": stats["x"]}})
    with pytest.raises(InvalidInput, match="y"):  # the hand's numbers are asked for, naming the card
        go(unknown, "move", "x", 1)


def test_stalemate_counts_absorption_left_on_board_and_full_hp_in_hand():
    """001:L488 (including absorption): a creature on the board counts HP left and its items' absorption
    left; one in hand counts its whole HP."""
    stats = {"a": st(hp=10), "b": st(hp=4), "x": st(hp=16)}
    a = Fighter(card="a", dm=2, frost=True, items=("helm",), absorbed=(1,))
    b = board((a, None, None), (None, None, "x"), stats, {"helm": gear(absorption=3)}, hands=(("b",), ()),
              turn=DEFENDER, quiet=5)
    after, _ = go(b, "move", "x", 1)
    assert after.remaining_hp(ATTACKER) == 8 + 2 + 4 and after.winner == DEFENDER  # 14 < 16


def test_bind_is_used_once_per_battle_whatever_the_number_of_bind_items():
    """001:L676: the bind action can only be used once each battle (per side), even with two bind items."""
    stats = {"a": st(bd=1), "b": st(bd=1), "y": st(bd=1), "z": st(bd=1)}
    b = board((("a", ("rope",)), ("b", ("cord",)), None), ("y", "z", None), stats,
              {"rope": gear(bind=0), "cord": gear(bind=0)})
    b, _ = go(b, "bind", target="y")
    b = b.model_copy(update={"turn": ATTACKER})
    assert not any(k == "bind" for k, _ in kinds(b))


def test_a_devourer_back_by_its_preys_death_rests_its_first_turn():
    """001:L579: a devourer back on its side may not devour in its first turn back, however it came back:
    here its prey dies of a neighbouring fight's multi-attack splash during the devourer's own turn."""
    stats = {"d": st(hp=10, bd=1, devour=0), "m": st(hp=20, bd=2, multi_attack=0), "q": st(hp=20, bd=0),
             "p": st(hp=1, bd=1), "r": st(hp=20, bd=0)}
    d = Fighter(card="d", devouring=1)
    b = board(("m", d, None), ("q", "p", "r"), stats, turns=8)
    b, _ = go(b, "attack", "m", dice={"hit:m": [2, 2]})
    assert at(b, "p") is None and at(b, "d").devouring is None  # the prey died of the splash
    b, _ = go(b, "move", "r", 1, dice={"hit:d": [0]})  # a new foe faces the devourer
    assert b.turn == ATTACKER and ("devour", "d") not in kinds(b)  # its first turn back
    b, _ = go(b, "attack", "m", dice={"hit:m": [0, 0]})
    b, _ = go(b, "attack", "r", dice={"hit:d": [0]})
    assert b.turn == ATTACKER and ("devour", "d") in kinds(b)  # rested once, it may devour again


def test_no_dice_devour_damage_counts_as_a_roll_for_the_stalemate():
    """001:L488 with 001:L544 (Herald's convention): a devour roll the no-dice option replaces counts as
    rolled, also when Herald runs the devoured side's upkeep by itself."""
    stats = {"d": st(hp=10, bd=1, devour=0), "p": st(hp=30, bd=1), "e": st(hp=5)}
    d = Fighter(card="d", devouring=1)
    b = board((None, d, None), (None, "p", None), stats, hands=(("e",), ()), die=Die(no_dice=True), quiet=4)
    after, lines = go(b, "summon", "e", 2)
    assert at(after, "p").dm == 1 and after.quiet == 0 and after.winner is None, lines


def test_a_battle_turn_that_may_reach_the_stalemate_asks_for_the_hands_numbers():
    """001:L488: the stalemate counts the creatures in hand, so when a quiet turn may end the battle the offers
    ask for the numbers of the hand's creatures Herald lacks (the table types them, as for a summon)."""
    from app.games.conjurers.engine import legal_actions

    from ..test_battle_kinds import battleground

    state, creature = battleground(1)
    calm = state.fight.battle
    assert all("values" not in o.needs or o.params["move"]["kind"] == "summon" for o in legal_actions(state))
    late = state.model_copy(update={"fight": state.fight.model_copy(update={"battle": calm.model_copy(
        update={"quiet": 5})})})
    offers = legal_actions(late)
    assert offers and all("values" in o.needs for o in offers)
    assert set(offers[0].choices["hands"]) == {"c0", "c2", "c4", creature}
