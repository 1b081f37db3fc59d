"""The Skeletal Dragon (003:L761-763): the hero pays Magic before the roll; her die counts no more than the Magic
paid, after any change to it (a Halfling's luck); paying nothing counts as a roll of 0. Herald gives the exact odds
for every amount she could pay, takes the Magic, and refuses paying more than she has."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import Context, apply, legal_actions, parse_action
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.combat.setup_from_state import build
from app.games.prophecy.engine.realm.fights.dragon_steps import odds_by_magic
from tests.engine.dragons.kit import halfling, met, play_in, strength_chosen
from tests.engine.invariants import check_story
from tests.engine.realm.fightkit import CTX, LEFT, offers, play, realm_hero, refused

SKELETAL = "skeletal-dragon"
# The luck a group typed from its Halfling card in these tests (not the rulebook's): a die showing 6 counts as 8.
LUCKY = Context(catalog=CTX.catalog.with_overrides({"halfling": {"luck_face": 6, "luck_counts_as": 8}}))


def _count(strength: int, cap: int, foe: int = 7, luck: dict | None = None) -> dict[str, Fraction]:
    """The odds by counting the 36 pairs of dice by hand, the hero's die capped at `cap`."""
    pairs = [(strength + min((luck or {}).get(a, a), cap), foe + b) for a in range(1, 7) for b in range(1, 7)]
    return {"win": Fraction(sum(h > f for h, f in pairs), 36), "draw": Fraction(sum(h == f for h, f in pairs), 36),
            "lose": Fraction(sum(h < f for h, f in pairs), 36)}


def test_the_magic_paid_is_taken_and_caps_her_die_003_L763():
    state = strength_chosen(met(SKELETAL))
    paid, told = apply(state, parse_action({"kind": "skeletal_magic", "seat": 0, "magic": 2}), CTX)
    check_story(state, told)
    assert (state.hero(0).magic, paid.hero(0).magic) == (5, 3) and paid.battle.paid_magic == 2
    odds = in_progress(paid, CTX)["odds"]
    assert {k: Fraction(odds[k]) for k in ("win", "draw", "lose")} == _count(6, 2)
    after = play(paid, kind="battle_roll", seat=0, hero_faces=(6,), foe_faces=(1,))
    # a 6 counts 2: 6 + 2 against 7 + 1, a draw; she goes back a space (003:L361)
    assert after.battle is None and after.hero(0).realm == LEFT[2] and after.hero(0).health == 6


def test_paying_no_magic_counts_as_a_roll_of_zero_003_L763():
    paid = play(strength_chosen(met(SKELETAL)), kind="skeletal_magic", seat=0, magic=0)
    assert paid.hero(0).magic == 5 and paid.battle.paid_magic == 0
    assert Fraction(in_progress(paid, CTX)["odds"]["win"]) == 0  # 6 + 0 never beats 7 + a die
    lost = play(paid, kind="battle_roll", seat=0, hero_faces=(6,), foe_faces=(1,))
    assert lost.hero(0).realm is None and lost.hero(0).space == 3  # a loss knocks her out (003:L359)


def test_a_halfling_paying_one_ends_at_one_not_eight_003_L763():
    anna = halfling(0, "Anna", 6, 5, LEFT[2], ctx=LUCKY)
    state = strength_chosen(met(SKELETAL, first=anna, ctx=LUCKY), LUCKY)
    assert dict(build(state, LUCKY, state.battle).setups[0].hero.faces) == {6: 8}  # her luck, as the table typed it
    lucky = build(state, LUCKY, state.battle.model_copy(update={"paid_magic": 6})).setups[0].hero
    assert dict(lucky.faces).get(6, 6) == 6  # paying 6 still caps her luck's 8
    paid = play_in(LUCKY, state, kind="skeletal_magic", seat=0, magic=1)
    hero = build(paid, LUCKY, paid.battle).setups[0].hero
    assert {f: dict(hero.faces).get(f, f) for f in range(1, 7)} == dict.fromkeys(range(1, 7), 1)
    assert "at most 1" in hero.faces_note and "Halfling" in hero.faces_note
    after = play_in(LUCKY, paid, kind="battle_roll", seat=0, hero_faces=(6,), foe_faces=(1,))
    assert after.hero(0).space == 3  # 6 + 1 against 7 + 1: lost, not 6 + 8


def test_the_odds_for_every_amount_are_offered_before_she_pays_003_L763():
    state = strength_chosen(met(SKELETAL))
    (offer,) = offers(state, "skeletal_magic")
    assert offer.needs == ("magic",) and offer.choices["magic"] == [0, 1, 2, 3, 4, 5]
    by_amount = odds_by_magic(state, CTX, state.battle)
    assert {m: {"win": o.win, "draw": o.draw, "lose": o.lose} for m, o in by_amount.items()} == {m: _count(6, m) for m in range(6)}
    assert {m: Fraction(o["win"]) for m, o in offer.choices["odds"].items()} == {m: _count(6, m)["win"] for m in range(6)}
    assert not [o for o in legal_actions(state, CTX) if o.kind == "battle_roll"]  # the Magic comes first
    waiting = in_progress(state, CTX)
    assert waiting["odds"] is None and waiting["blocking"] == ["the Magic the hero pays against the Skeletal Dragon"]


def test_paying_more_than_she_has_or_twice_or_late_is_refused_003_L763():
    state = strength_chosen(met(SKELETAL))
    too_much = refused(state, kind="skeletal_magic", seat=0, magic=6)
    assert too_much.rule.id == "realm_skeletal_dragon" and "only 5 Magic" in str(too_much) and "003:L763" in str(too_much)
    early = refused(state, kind="battle_roll", seat=0, hero_faces=(6,), foe_faces=(1,))
    assert early.rule.id == "realm_skeletal_dragon" and "before the roll" in str(early)
    paid = play(state, kind="skeletal_magic", seat=0, magic=1)
    assert refused(paid, kind="skeletal_magic", seat=0, magic=1).rule.id == "realm_skeletal_dragon"
    assert not offers(paid, "skeletal_magic")
    other = strength_chosen(met("golden-dragon-lord"))
    assert "not against the Skeletal Dragon" in str(refused(other, kind="skeletal_magic", seat=0, magic=1))


@pytest.mark.parametrize("kind", ["strength", "wills"])
def test_the_cap_holds_in_either_kind_of_battle_003_L763(kind):
    from tests.engine.dragons.kit import numbers

    state = met(SKELETAL)
    both = numbers(SKELETAL, stat_order="strength_then_wills", willpower=4)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind=kind, values=both)
    state = play(play(state, kind="announce_equipment", seat=0), kind="skeletal_magic", seat=0, magic=3)
    assert max(dict(build(state, CTX, state.battle).setups[0].hero.faces).values()) == 3


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 8), st.integers(0, 6), st.data(), st.integers(1, 6), st.integers(1, 6))
def test_the_capped_die_never_exceeds_the_magic_paid_and_the_odds_sum_to_one(strength, magic, data, a, b):
    paid = data.draw(st.integers(0, magic))
    first = realm_hero(0, "Cleo", "mercenary", strength, max(magic, 1), LEFT[2], magic=magic)
    state = strength_chosen(met(SKELETAL, first=first))
    for odds in odds_by_magic(state, CTX, state.battle).values():
        assert odds.win + odds.draw + odds.lose == 1
    state = play(state, kind="skeletal_magic", seat=0, magic=paid)
    assert state.hero(0).magic == magic - paid
    after = play(state, kind="battle_roll", seat=0, hero_faces=(a,), foe_faces=(b,))
    hero_total = strength + min(a, paid)
    verdict = (hero_total > 7 + b) - (hero_total < 7 + b)
    where = {1: LEFT[3], 0: LEFT[2], -1: None}[verdict]
    assert after.hero(0).realm == where and after.battle is None
