"""The battle board and its turns (001:L486-538): summons, moves, attacks, who fights, deaths, the end."""

from __future__ import annotations

from random import Random

import pytest

from app.games.conjurers.engine.battle import Battle, Fighter, Side, draw_hand, legal_moves, seat_view
from app.games.conjurers.engine.battle.model import ATTACKER, DEFENDER
from app.games.conjurers.engine.battle.turns import settle
from app.games.conjurers.engine.errors import InvalidInput

from .battle_kit import at, board, go, kinds, st


def test_each_side_first_summons_then_summons_moves_or_attacks():
    """001:L504 the starting player summons, then the other; after that summon, move or attack."""
    stats = {"a": st(), "b": st(), "x": st(), "y": st()}
    b = Battle(kind="duel", sides=(Side(seat=0, hand=("a", "b")), Side(seat=1, hand=("x", "y"))), stats=stats)
    assert {m.kind for m in legal_moves(b)} == {"summon"} and len(legal_moves(b)) == 6
    b, _ = go(b, "summon", "a", 0)
    b, _ = go(b, "summon", "x", 2)
    assert {m.kind for m in legal_moves(b)} == {"summon", "move"}


def test_move_to_a_free_neighbour_never_three_times_in_a_row():
    """001:L508, L518 a move goes to a free neighbouring slot; the same creature moves at most twice in a row."""
    b = board(("a", None, None), (None, None, "x"), {"a": st(), "x": st(flying=0)})
    assert ("move", "a") in kinds(b) and {m.slot for m in legal_moves(b) if m.kind == "move"} == {1}
    b, _ = go(b, "move", "a", 1)
    b, _ = go(b, "move", "x", 1, dice={"hit:x": [0, 0], "hit:a": [0, 0]})  # a flyer arriving: a fight
    b, _ = go(b, "move", "a", 0)
    b = b.model_copy(update={"turn": 0})
    assert ("move", "a") not in kinds(b)


def test_only_the_creatures_the_action_brings_face_to_face_fight():
    """001:L512-516 creatures already facing each other do not fight when another creature acts; an empty slot
    cannot be attacked."""
    b = board(("a", None, None), ("x", None, "y"), {"a": st(), "x": st(), "y": st(), "c": st()}, hands=(("c",), ()))
    b, _ = go(b, "summon", "c", 1)  # nobody opposite slot 2: no dice at all
    assert at(b, "a").dm == 0 and at(b, "x").dm == 0
    assert ("attack", "c") not in kinds(b.model_copy(update={"turn": 0}))


def test_a_side_that_cannot_act_loses_its_turn():
    """001:L522-524 a player who can act must; one who cannot loses the turn to the other."""
    stats = {"a": st(), "x": st(flying=0)}
    b = board(("a", None, None), (None, None, None), stats, hands=((), ("x",)), turn=1)
    b = b.model_copy(update={"sides": (b.side(0).model_copy(update={"slots": (Fighter(card="a", frost=True), None, None)}),
                                       b.side(1))})
    b, lines = go(b, "summon", "x", 2)  # a frozen creature with nobody opposite: nothing to do
    assert b.turn == DEFENDER and any("cannot act" in line for line in lines)


def test_death_at_hp_and_simultaneous_damage():
    """001:L534, L538 a creature dies when its DMs reach its HP; killed in a fight, it still strikes."""
    b = board((None, "a", "c"), (None, "x", "y"), {"a": st(hp=4, bd=2), "x": st(hp=3, bd=2), "c": st(), "y": st()})
    b, lines = go(b, "attack", "a", dice={"hit:a": [2, 1], "hit:x": [2, 2]})
    assert at(b, "a") is None and at(b, "x") is None
    assert b.side(0).lost == ("a",) and b.side(1).lost == ("x",)


def test_the_defender_wins_when_both_lose_their_last_creature_together():
    """001:L486 the side losing all its creatures first loses; both at once, the defender wins."""
    b = board((None, "a", None), (None, "x", None), {"a": st(hp=2, bd=1), "x": st(hp=2, bd=1)})
    b, _ = go(b, "attack", "a", dice={"hit:a": [2], "hit:x": [2]})
    assert b.winner == DEFENDER and "together" in b.why
    one = board((None, "a", None), (None, "x", "y"), {"a": st(hp=9, bd=1), "x": st(hp=2, bd=1), "y": st()})
    one, _ = go(one, "attack", "a", dice={"hit:a": [2], "hit:x": [0]})
    assert one.winner is None
    lone = board((None, "a", None), (None, "x", None), {"a": st(hp=9, bd=1), "x": st(hp=2, bd=1)}, hands=((), ()))
    lone, _ = go(lone, "attack", "a", dice={"hit:a": [2], "hit:x": [0]})
    assert lone.winner == ATTACKER


@pytest.mark.parametrize(("a_hp", "x_hp", "winner"), [(10, 12, DEFENDER), (12, 10, ATTACKER), (11, 11, DEFENDER)])
def test_stalemate_after_three_rounds_without_dice(a_hp, x_hp, winner):
    """001:L488 three battle rounds (six turns, Q-11) with no die rolled: more HP left (absorption counted)
    wins, a tie going to the defender."""
    from .battle_kit import gear
    stats = {"a": st(hp=a_hp - 1), "x": st(hp=x_hp)}
    b = board((Fighter(card="a", frost=True, items=("helm",), absorbed=(1,)), None, None),
              (None, None, Fighter(card="x", frost=True)), stats, {"helm": gear(absorption=2)})
    lines: list[str] = []
    b = settle(b, lines)
    assert b.winner == winner and "without dice" in b.why and b.quiet == 6
    assert sum("cannot act" in line for line in lines) == 6


def test_draw_three_secretly_and_hide_them_from_the_other_seat():
    """001:L492, L494 an army of more than three draws three at random, the defender may set one aside first;
    nobody else sees the hand until a creature is summoned."""
    army = ("c1", "c2", "c3", "c4", "c5")
    drawn = draw_hand(Random(4), army, set_aside="c2")
    assert len(drawn) == 3 and len(set(drawn)) == 3 and "c2" not in drawn
    assert draw_hand(Random(4), ("c1", "c2", "c3", "c4"), set_aside="c4") == ("c1", "c2", "c3")
    b = Battle(kind="duel", sides=(Side(seat=0, hand=drawn), Side(seat=1, hand=("x",))), stats={})
    view = seat_view(b, 1)
    assert view.side(0).hand == ("?", "?", "?") and view.side(1).hand == ("x",)
    assert seat_view(b, 0).side(0).hand == drawn


def test_a_side_with_no_creature_has_lost_already():
    """001:L486 a side without any creature has lost all of them (research Q-43)."""
    b = Battle(kind="duel", sides=(Side(seat=0, hand=("a",)), Side(seat=1, hand=())), stats={"a": st()})
    assert settle(b, []).winner == ATTACKER


def test_an_illegal_move_is_refused_and_changes_nothing():
    """001:L516 an empty slot cannot be attacked."""
    b = board(("a", None, None), (None, "x", None), {"a": st(), "x": st()})
    with pytest.raises(InvalidInput):
        go(b, "attack", "a")
    assert at(b, "a").dm == 0
