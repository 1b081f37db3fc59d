"""Properties of the battle odds as the game computes them: they sum to 1, and a +1 never hurts."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine.combat.model import GmModifier, Opponent
from app.games.prophecy.engine.combat.preview import preview
from tests.engine.combat.kit import CTX, hero, scene

FOREST = 5


def battle(strength, mob_strength, lives, bonus, kind):
    values = {"angry-mob": {"strength": mob_strength, "willpower": 2, "lives": lives, "reward": [], "loss": [],
                            "special": [], "creature_types": ["humanoid"]}}
    state = scene(hero(0, "Cleo", "mercenary", strength, 5, FOREST), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={f"space:{FOREST}": ["angry-mob#1"]})
    gm = (GmModifier(side="hero", amount=bonus, reason="a card"),) if bonus else ()
    return preview(state, CTX, 0, Opponent(kind="creature", card="angry-mob#1"), kind=kind, gm=gm, values=values)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 8), st.integers(0, 12), st.sampled_from([1, 3]), st.integers(-3, 3),
       st.sampled_from(["strength", "wills"]))
def test_odds_sum_to_one_and_a_plus_one_never_lowers_the_win_chance(strength, mob, lives, bonus, kind):
    view = battle(strength, mob, lives, bonus, kind)
    odds = {k: Fraction(view["odds"][k]) for k in ("win", "draw", "lose")}
    assert sum(odds.values()) == 1 and min(odds.values()) >= 0
    better = battle(strength, mob, lives, bonus + 1, kind)
    assert Fraction(better["odds"]["win"]) >= odds["win"]
    assert Fraction(better["odds"]["lose"]) <= odds["lose"]


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 8), st.integers(0, 12))
def test_every_compared_choice_is_a_distribution(strength, mob):
    view = battle(strength, mob, 3, 0, "strength")
    for row in view["kinds"]:
        if row["odds"]:
            assert sum(Fraction(row["odds"][k]) for k in ("win", "draw", "lose")) == 1
