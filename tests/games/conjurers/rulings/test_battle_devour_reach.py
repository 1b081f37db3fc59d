"""Whom a devourer reaches (001:L575, with 001:L512's flying rule, as Herald reads it for a devour): the creature
opposite, a flying one only if the devourer flies too."""

from __future__ import annotations

from tests.games.conjurers.battle_kit import board, kinds, st


def test_a_devourer_reaches_a_flying_creature_only_if_it_flies_too():
    flyer = st(hp=10, flying=0)
    flying_devourer = board(("d", None, None), ("x", None, None), {"d": st(devour=0, flying=0), "x": flyer})
    assert ("devour", "d") in kinds(flying_devourer)
    grounded = board(("d", None, None), ("x", None, None), {"d": st(devour=0), "x": flyer})
    assert ("devour", "d") not in kinds(grounded)
    on_foot = board(("d", None, None), ("x", None, None), {"d": st(devour=0), "x": st(hp=10)})
    assert ("devour", "d") in kinds(on_foot)
