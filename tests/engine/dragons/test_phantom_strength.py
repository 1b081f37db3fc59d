"""The Phantom Dragon (003:L757-759): its Strength is worked out before any battle Spell is cast. The card's own rule
for that Strength is not in the seed, so the battle asks the table for it as the battle opens, once per battle
(never kept as the card's value); Spells announced later never change it; the odds use it."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.combat.setup_from_state import build
from app.games.prophecy.screens.catalog.table_values import new_entries
from tests.engine.dragons.kit import met, strength_chosen
from tests.engine.realm.fightkit import CTX, LEFT, offers, play, realm_hero, refused

PHANTOM = "phantom-dragon"
# Berserker Rage as a table typed it (its bonus and price are not in the rulebook): +2 in Strength for 1 Magic.
RAGE = {"berserker-rage": {"effects[0].amount": 2, "effects[0].battle": "strength", "magic_cost": 1}}


def _odds(state) -> dict[str, Fraction]:
    odds = in_progress(state, CTX)["odds"]
    return {k: Fraction(odds[k]) for k in ("win", "draw", "lose")}


def _count(hero: int, foe: int) -> dict[str, Fraction]:
    pairs = [(hero + a, foe + b) for a in range(1, 7) for b in range(1, 7)]
    return {"win": Fraction(sum(h > f for h, f in pairs), 36), "draw": Fraction(sum(h == f for h, f in pairs), 36),
            "lose": Fraction(sum(h < f for h, f in pairs), 36)}


def test_its_strength_is_asked_when_the_battle_opens_not_kept_as_the_card_003_L759():
    opened = met(PHANTOM)
    (offer,) = offers(opened, "phantom_strength")
    assert opened.battle.step == "kind" and offer.needs == ("strength",)
    assert "phantom-dragon.strength" not in build(opened, CTX, opened.battle).blocking  # not a card value
    fixed = play(opened, kind="phantom_strength", seat=0, strength=4)
    assert fixed.battle.fixed_strength == 4 and not offers(fixed, "phantom_strength")
    chosen = strength_chosen(fixed)
    assert _odds(chosen) == _count(6, 4)  # the odds use this battle's Strength, not the 7 typed for the card
    from app.games.prophecy.engine import parse_action

    typed = parse_action({"kind": "phantom_strength", "seat": 0, "strength": 4})
    assert new_entries(typed, opened, CTX.catalog) == {}  # nothing kept for the card


def test_a_spell_before_the_strength_is_refused_and_later_spells_never_change_it_003_L759():
    opened = met(PHANTOM, abilities=["berserker-rage#1"])
    state = play(opened, kind="choose_battle_kind", seat=0, battle_kind="strength", values=RAGE)
    early = refused(state, kind="announce_equipment", seat=0, spells=[{"card": "berserker-rage#1"}])
    assert early.rule.id == "realm_phantom_dragon" and "before any Spell" in str(early) and "003:L759" in str(early)
    fixed = play(state, kind="phantom_strength", seat=0, strength=5)
    cast = play(fixed, kind="announce_equipment", seat=0, spells=[{"card": "berserker-rage#1"}])
    assert cast.battle.fixed_strength == 5 and cast.hero(0).magic == 4
    assert _odds(cast) == _count(6 + 2, 5)
    again = refused(cast, kind="phantom_strength", seat=0, strength=2)
    assert again.rule.id == "realm_phantom_dragon" and "already fixed at 5" in str(again)


def test_the_roll_waits_for_its_strength_and_items_alone_may_come_first_003_L759():
    state = strength_chosen(met(PHANTOM, abilities=["prayer#1"]))  # bare hands: no Spell, so the announcement is taken
    prayer = refused(state, kind="choose_roll_options", seat=0, use=["spell:prayer#1"])  # a Spell on the roll
    assert prayer.rule.id == "realm_phantom_dragon"
    assert state.battle.step == "roll" and in_progress(state, CTX)["odds"] is None
    assert not [o for o in legal_actions(state, CTX) if o.kind == "battle_roll"]
    (offer,) = offers(state, "phantom_strength")
    late = refused(state, kind="battle_roll", seat=0, hero_faces=(3,), foe_faces=(3,))
    assert late.rule.id == "realm_phantom_dragon" and "before the roll" in str(late)
    fixed = play(state, kind="phantom_strength", seat=0, strength=6)
    drawn = play(fixed, kind="battle_roll", seat=0, hero_faces=(3,), foe_faces=(3,))
    assert drawn.battle is None and drawn.hero(0).realm == LEFT[2]  # 6 + 3 against 6 + 3: a draw (003:L361)
    rolled = refused(play(met(PHANTOM), kind="phantom_strength", seat=0, strength=9), kind="phantom_strength",
                     seat=0, strength=9)
    assert rolled.rule.id == "realm_phantom_dragon"
    assert "not against the Phantom Dragon" in str(refused(met("golden-dragon-lord"), kind="phantom_strength",
                                                            seat=0, strength=3))


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 8), st.integers(0, 14), st.integers(1, 6), st.integers(1, 6))
def test_the_outcome_follows_the_strength_fixed_for_the_battle(strength, phantom, a, b):
    first = realm_hero(0, "Cleo", "mercenary", strength, 5, LEFT[2])
    state = play(met(PHANTOM, first=first), kind="phantom_strength", seat=0, strength=phantom)
    state = strength_chosen(state)
    odds = _odds(state)
    assert sum(odds.values()) == 1 and odds == _count(strength, phantom)
    after = play(state, kind="battle_roll", seat=0, hero_faces=(a,), foe_faces=(b,))
    verdict = (strength + a > phantom + b) - (strength + a < phantom + b)
    assert after.hero(0).realm == {1: LEFT[3], 0: LEFT[2], -1: None}[verdict]


def test_the_catalog_never_asks_the_phantoms_strength_as_a_card_value_003_L759():
    """Its Strength belongs to each battle: the catalog does not list it among the card's missing values."""
    assert "strength" not in CTX.catalog.missing_fields(PHANTOM)
    assert "strength" in CTX.catalog.missing_fields("skeletal-dragon")  # an ordinary printed Strength
