"""Increased Guardian Power in battle: a plane's token adds to both of its Guardians' Strength and Willpower,
with its own line in the breakdown and in the exact odds (003:L641-643)."""

from __future__ import annotations

from fractions import Fraction

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, hero, play, scene

GUARDIAN_DONE = {"experience": 5, "reward": [], "loss": []}
MONSTER = {"scaled-monster": GUARDIAN_DONE}  # Strength 7: 003:L541-546 with the catalog


def fight(power_ups, kind="strength", card="scaled-monster#1", values=MONSTER):
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 1), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"plane:0:greater": [card]}, stage="astral")
    state = state.model_copy(update={"power_ups": power_ups})
    state = play(state, kind="start_fight", seat=0, guardian=card, values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind=kind)
    state = play(state, kind="announce_equipment", seat=0)
    return in_progress(state, CTX)


def test_the_planes_token_is_a_line_of_the_guardians_breakdown_003_L641():
    view = fight({0: (1,)})
    foe = view["breakdown"]["foe"][0]
    assert any(line == "+1 Power Up token (Astral Plane 1)" for line in foe["lines"])
    assert foe["roll_totals"] == [7 + 1]


def test_the_token_counts_in_the_exact_odds_003_L641():
    # Mercenary 6 + d6 against 7 + d6: without a token the hero wins on a difference of 2 or more (10 of 36);
    # with a +1 token she needs 3 or more (6 of 36).
    assert Fraction(fight({})["odds"]["win"]) == Fraction(10, 36)
    assert Fraction(fight({0: (1,)})["odds"]["win"]) == Fraction(6, 36)


def test_a_plus_two_token_and_a_token_on_another_plane_003_L643():
    assert fight({0: (2,)})["breakdown"]["foe"][0]["roll_totals"] == [9]
    view = fight({1: (2,), 4: (1,)})  # tokens on other planes do not help this Guardian
    assert view["breakdown"]["foe"][0]["roll_totals"] == [7]


def test_the_token_adds_to_willpower_too_003_L641():
    # The Vampire Lord (Strength 5, Willpower 5, 003:L545) is a Battle of Wills, then of Strength: +1 in both.
    view = fight({0: (1,)}, kind="wills", card="vampire-lord#1", values={"vampire-lord": GUARDIAN_DONE})
    assert [seg["roll_totals"] for seg in view["breakdown"]["foe"]] == [[5 + 1], [5 + 1]]


def test_master_of_pain_takes_the_token_once_on_its_single_value_research_q11_003_L546():
    # Its Strength + Willpower is one number (14 in the catalog); the research note reads a token as adding once to it.
    view = fight({0: (1,)}, card="master-of-pain#1",
                 values={"master-of-pain": {"stat_order": "strength_only", **GUARDIAN_DONE}})
    assert view["breakdown"]["foe"][0]["roll_totals"] == [14 + 1]
