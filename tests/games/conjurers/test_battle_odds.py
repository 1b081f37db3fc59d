"""Exact fight odds (issue 23): checked against every dice outcome enumerated one by one through the real
fight, and by properties (001:L184 faces 0-2, 001:L536 damage is the dice's total)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st_

from app.games.conjurers.catalog import load_die
from app.games.conjurers.engine.battle import Die, Fighter, fight_odds
from app.games.conjurers.engine.battle.dice import FACES
from app.games.conjurers.engine.battle.fight import resolve
from app.games.conjurers.engine.battle.preview import compare_slots, preview
from app.games.conjurers.engine.battle.rules import plan
from app.games.conjurers.engine.battle.turns import Move

from .battle_kit import board, gear, st


class _Need(Exception):
    def __init__(self, n: int):
        self.n = n


def brute_force(p):
    """(dies, striker deals, target deals) by running the real fight once per sequence of faces."""
    weights = dict(zip(FACES, p.die.weights, strict=True))
    dies = {c: Fraction(0) for c in p.cards if c}
    deals = [{}, {}]
    whole = Fraction(0)

    def run(prefix):
        nonlocal whole
        it = iter(prefix)

        def roll(label, n):
            try:
                faces = next(it)
            except StopIteration:
                raise _Need(n) from None
            return faces, sum(faces)

        try:
            out = resolve(p, roll)
        except _Need as need:
            for faces in product(FACES, repeat=need.n):
                run([*prefix, faces])
            return
        w = Fraction(1)
        for faces in prefix:
            for f in faces:
                w *= Fraction(weights[f], sum(p.die.weights))
        whole += w
        for side in (0, 1):
            deals[side][out.landed[side]] = deals[side].get(out.landed[side], 0) + w
        for role, u in enumerate(out.units):
            if u is not None and u.dm >= p.hp[role]:  # risen and killed again counts as dead
                dies[p.cards[role]] += w

    run([])
    return whole, dies, deals


ABILITIES = ["offensive", "defensive", "frost_attack", "burning", "poisonous", "multi_attack", "life_steal",
             "resurrection", "first_strike", "ranged"]


@st_.composite
def fights(draw):
    """A small fight: a striker and a target (with up to one neighbour each), random abilities and items."""
    def creature():
        abilities = {}
        for name in draw(st_.lists(st_.sampled_from(ABILITIES), max_size=3, unique=True)):
            abilities[name] = 1 if name in ("offensive", "defensive", "burning") else 0
        return st(hp=draw(st_.integers(1, 6)), bd=draw(st_.integers(0, 2)), **abilities)
    stats = {c: creature() for c in ("a", "x", "n", "m")}
    items = {"shield": gear(absorption=draw(st_.integers(1, 3))), "hammer": gear(power_hit=1)}
    a_items = tuple(draw(st_.lists(st_.sampled_from(["shield", "hammer"]), max_size=1)))
    x_items = tuple(draw(st_.lists(st_.sampled_from(["shield"]), max_size=1)))
    weights = draw(st_.sampled_from([(2, 2, 2), (1, 2, 1), (3, 1, 0)]))
    b = board(("m" if draw(st_.booleans()) else None, ("a", a_items), None),
              ("n" if draw(st_.booleans()) else None, ("x", x_items), None), stats, items,
              die=Die(weights=weights))
    return plan(b, 0, 1, draw(st_.sampled_from(["attack", "summon"])))


@settings(max_examples=40, deadline=None)
@given(fights())
def test_odds_equal_brute_force_over_every_dice_outcome(p):
    """Every sequence of faces, weighted by the die, run through the real fight, gives the same chances."""
    odds = fight_odds(p)
    whole, dies, deals = brute_force(p)
    assert whole == 1
    assert odds.dies == dies
    assert dict(odds.striker_deals) == {d: w for d, w in deals[0].items() if w}
    assert dict(odds.target_deals) == {d: w for d, w in deals[1].items() if w}


@settings(max_examples=60, deadline=None)
@given(fights())
def test_distributions_sum_to_one_and_chances_are_chances(p):
    """The damage each side lands is a distribution; every creature's death and rising are chances."""
    odds = fight_odds(p)
    assert sum(w for _, w in odds.striker_deals) == 1 and sum(w for _, w in odds.target_deals) == 1
    assert all(0 <= odds.dies[c] + odds.rises[c] <= 1 for c in odds.dies)


@settings(max_examples=60, deadline=None)
@given(bd=st_.integers(0, 5), offensive=st_.integers(0, 3), defensive=st_.integers(0, 3),
       weights=st_.sampled_from([(2, 2, 2), (1, 2, 1), (0, 1, 5), (5, 1, 0)]))
def test_adding_a_die_never_lowers_expected_damage(bd, offensive, defensive, weights):
    """001:L536 one more battle die can only add to what a creature lands."""
    def expected(n):
        a = st(hp=30, bd=n, **({"offensive": offensive} if offensive else {}))
        x = st(hp=30, bd=1, **({"defensive": defensive} if defensive else {}))
        b = board((None, "a", None), (None, "x", None), {"a": a, "x": x}, die=Die(weights=weights))
        return fight_odds(plan(b, 0, 1, "attack")).expected("striker")
    assert expected(bd + 1) >= expected(bd)


def test_a_hand_checked_fight():
    """Uniform faces: one die against a 1-HP target kills it two times in three; it answers with one die."""
    b = board((None, "a", None), (None, "x", None), {"a": st(hp=1, bd=1), "x": st(hp=1, bd=1)})
    odds = fight_odds(plan(b, 0, 1, "attack"))
    assert odds.dies == {"a": Fraction(2, 3), "x": Fraction(2, 3)}
    assert odds.striker_deals == ((0, Fraction(1, 3)), (1, Fraction(1, 3)), (2, Fraction(1, 3)))


def test_the_die_is_a_catalog_value_with_its_source():
    """001:L184 faces 0, 1, 2: how many of each is the research reading (Q-37) until the table types its own."""
    weights, source = load_die()
    assert weights == Die().weights and "Q-37" in source and "Q-37" in Die().source


def test_preview_and_slot_comparison_change_nothing():
    """Before a summon Herald compares the free slots by the fight each would start (none where nobody faces)."""
    stats = {"a": st(hp=5, bd=2), "x": st(hp=3, bd=1), "y": st(hp=9, bd=3, defensive=1)}
    b = board((None, None, None), ("x", None, "y"), stats, hands=(("a",), ()))
    slots = compare_slots(b, "a")
    assert set(slots) == {0, 1, 2} and slots[1] is None
    assert slots[0].dies["x"] > slots[2].dies["y"] and slots[0].dies["a"] < slots[2].dies["a"]
    assert preview(b, Move(kind="summon", card="a", slot=0)) == slots[0]
    assert b.side(0).hand == ("a",) and b.side(0).slots == (None, None, None)


def test_odds_of_a_fight_that_has_started_with_wounds():
    """A wounded creature's chances count its DMs and its items' absorption left (001:L534, L654)."""
    stats = {"a": st(hp=10, bd=2), "x": st(hp=4, bd=0)}
    fresh = board((None, "a", None), (None, "x", None), stats)
    hurt = board((None, "a", None), (None, Fighter(card="x", dm=2), None), stats)
    assert fight_odds(plan(hurt, 0, 1, "attack")).dies["x"] > fight_odds(plan(fresh, 0, 1, "attack")).dies["x"]


def _through_play(b, move):
    """Each creature's chance to die, enumerating every dice outcome through the whole battle turn (`play`)."""
    from app.games.conjurers.engine.battle import play

    weights = dict(zip(FACES, b.die.weights, strict=True))
    dead: dict[str, Fraction] = {}

    def run(prefix):
        it = iter(prefix)

        def roll(label, n):
            try:
                faces = next(it)
            except StopIteration:
                raise _Need(n) from None
            return faces, sum(faces)

        try:
            after, _ = play(b, move, roll)
        except _Need as need:
            for faces in product(FACES, repeat=need.n):
                run([*prefix, faces])
            return
        w = Fraction(1)
        for faces in prefix:
            for f in faces:
                w *= Fraction(weights[f], sum(b.die.weights))
        for side in after.sides:
            for card in side.lost:
                dead[card] = dead.get(card, 0) + w

    run([])
    return dead


def test_odds_equal_every_outcome_of_the_real_battle_turn():
    """The odds Herald shows before an attack equal the deaths over every dice outcome of the move itself
    (multi attack, burning, first strike, absorption, life steal and resurrection on the board)."""
    stats = {"a": st(hp=4, bd=2, multi_attack=0, burning=1, life_steal=0), "x": st(hp=3, bd=2, resurrection=0),
             "n": st(hp=1, bd=1, defensive=1), "m": st(hp=2, bd=1), "s": st(hp=1, bd=1)}
    b = board(("s", ("a", ("spear",)), None), ("n", ("x", ("helm",)), "m"), stats,
              {"spear": gear(first_strike=0), "helm": gear(absorption=1)}, die=Die(weights=(1, 2, 1)))
    move = Move(kind="attack", card="a")
    odds = preview(b, move)
    dead = _through_play(b, move)
    assert {c: p for c, p in odds.dies.items() if p} == dead
    assert odds.rises["x"] > 0
