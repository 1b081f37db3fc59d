"""Readings inside a fight settled with their lines (issue 35): multi attack's splash, markers from splash,
resurrection at once. Each is in the conventions sheet (engine/battle/conventions.py)."""

from __future__ import annotations

from ..battle_kit import at, board, gear, go, st


def test_multi_attack_splashes_a_third_of_what_lands_after_defensive_x():
    """001:L571 one DM to each neighbour per three DMs dealt to the actual opponent; 001:L557 the opponent's
    defensive X comes off the total it receives: a hit of 6 on defensive 2 deals 4, so each neighbour takes 1."""
    stats = {"m": st(bd=3, multi_attack=0), "x": st(bd=0, defensive=2), "l": st(), "r": st()}
    b = board((None, "m", None), ("l", "x", "r"), stats)
    b, _ = go(b, "attack", "m", dice={"hit:m": [2, 2, 2]})
    assert (at(b, "l").dm, at(b, "x").dm, at(b, "r").dm) == (1, 4, 1)


def test_splash_from_a_frost_or_poisonous_creature_brings_its_markers():
    """001:L561 a frost marker whenever a creature is dealt damage by a frost attacker (absorbed or not,
    001:L565); 001:L569 a poison marker every time damage from a poisonous creature is really received:
    multi attack's splash is such damage."""
    stats = {"m": st(bd=3, multi_attack=0, frost_attack=0, poisonous=0), "x": st(hp=30, bd=0), "l": st(),
             "r": st()}
    b = board((None, "m", None), ("l", "x", ("r", ("helm",))), stats, {"helm": gear(absorption=5)})
    b, _ = go(b, "attack", "m", dice={"hit:m": [2, 2, 2]})
    l_, r = at(b, "l"), at(b, "r")
    assert (l_.dm, l_.frost, l_.poison) == (2 + 1, True, 1)  # 2 splashed, 1 from poison as its side's turn starts
    assert (r.dm, r.absorbed, r.frost, r.poison) == (0, (2,), True, 0)  # absorbed: frost, no poison


def test_resurrection_is_immediate_so_the_fights_burning_finds_it_risen():
    """001:L593 a creature with resurrection that dies in a fight is resurrected immediately, whole and without
    its items; 001:L538 a death comes when the exchange is over; 001:L567 burning follows the exchange: it
    hits the risen creature, and may kill it for good (it rises once)."""
    stats = {"r": st(hp=2, bd=1, resurrection=0), "x": st(hp=30, bd=2, burning=2)}
    b = board((None, ("r", ("helm",)), None), (None, "x", None), stats, {"helm": gear(absorption=1)})
    hurt, _ = go(b, "attack", "r", dice={"hit:r": [0], "hit:x": [2, 2], "burn:x:r": [1, 0]})
    r = at(hurt, "r")
    assert (r.dm, r.items, r.risen) == (1, (), True)
    gone, _ = go(b, "attack", "r", dice={"hit:r": [0], "hit:x": [2, 2], "burn:x:r": [2, 0]})
    assert at(gone, "r") is None and gone.side(0).lost == ("r",)
