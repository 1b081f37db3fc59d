"""The Halfling's luck in the exact odds (003:L167): its numbers are printed only on the Race card, so Herald asks
them like any card value (a battle die's face and what it counts as) and, once typed, counts them in the odds, the
breakdown and the roll; never on a shield roll."""

from __future__ import annotations

from fractions import Fraction

from app.games.prophecy.engine import Context
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.combat.setup_from_state import build
from tests.engine.combat.kit import CATALOG, hero, scene
from tests.engine.races.test_races_in_battle import PIRATE, raced

FOREST = 5
# What a group would type from its Race card in this test: a battle die showing 1 counts as 7.
LUCK = {"luck_face": 1, "luck_counts_as": 7}


def _apply(state, ctx, **payload):
    from app.games.prophecy.engine import apply, parse_action

    return apply(state, parse_action(payload), ctx)[0]


def fighting(ctx, values=PIRATE):
    halfling = raced(0, "Anna", "paladin", 4, 4, FOREST, "halfling")
    state = scene(halfling, hero(1, "Ben", "druid", 3, 6, 0), zones={f"space:{FOREST}": ["old-pirate#1"]})
    state = _apply(state, ctx, kind="start_fight", seat=0, creature="old-pirate#1", values=values)
    state = _apply(state, ctx, kind="choose_battle_kind", seat=0, battle_kind="strength")
    return _apply(state, ctx, kind="announce_equipment", seat=0)


def _win(hero_total: int, foe_total: int, faces: dict[int, int]) -> Fraction:
    """The chance of a win by counting the 36 pairs of dice by hand."""
    wins = sum(hero_total + faces.get(d, d) > foe_total + e for d in range(1, 7) for e in range(1, 7))
    return Fraction(wins, 36)


def test_unknown_luck_is_asked_and_left_to_the_table():  # 003:L167
    state = fighting(Context(catalog=CATALOG))
    built = build(state, Context(catalog=CATALOG), state.battle)
    assert {"halfling.luck_face", "halfling.luck_counts_as"} <= set(built.missing)
    assert built.setups and built.setups[0].hero.faces == ()  # nothing guessed
    assert any("Halfling: luck" in t for t in built.table_applies)


def test_typed_luck_counts_in_the_odds_and_the_breakdown():  # 003:L167
    plain_ctx = Context(catalog=CATALOG)
    typed_ctx = Context(catalog=CATALOG.with_overrides({"halfling": LUCK}))
    plain, lucky = in_progress(fighting(plain_ctx), plain_ctx), in_progress(fighting(typed_ctx), typed_ctx)
    hero_total = lucky["breakdown"]["hero"][0]["roll_totals"][0]
    foe_total = lucky["breakdown"]["foe"][0]["roll_totals"][0]
    assert Fraction(plain["odds"]["win"]) == _win(hero_total, foe_total, {})
    assert Fraction(lucky["odds"]["win"]) == _win(hero_total, foe_total, {1: 7})
    assert Fraction(lucky["odds"]["win"]) > Fraction(plain["odds"]["win"])
    assert "Halfling: luck, a battle die showing 1 counts as 7" in lucky["breakdown"]["hero"][0]["lines"]
    assert not any("Halfling: luck" in t for t in lucky["table_applies"])


def test_a_rolled_1_counts_as_the_card_says():  # 003:L167
    typed_ctx, plain_ctx = Context(catalog=CATALOG.with_overrides({"halfling": LUCK})), Context(catalog=CATALOG)
    view = in_progress(fighting(typed_ctx), typed_ctx)
    assert (view["breakdown"]["hero"][0]["roll_totals"], view["breakdown"]["foe"][0]["roll_totals"]) == ([4], [3])
    # A 1 against a 4: 4 + 7 beats 3 + 4 with the luck typed; without it 4 + 1 loses.
    lucky = _apply(fighting(typed_ctx), typed_ctx, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[4])
    plain = _apply(fighting(plain_ctx), plain_ctx, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[4])
    before = fighting(plain_ctx).hero(0)
    assert (lucky.hero(0).experience - before.experience, lucky.hero(0).health) == (3, 4)  # the Pirate's 3
    assert (plain.hero(0).experience - before.experience, plain.hero(0).health) == (0, 3)  # beaten: 1 Health


def test_typed_in_a_battle_the_values_reach_the_odds_too():  # 003:L167: asked like any card value
    ctx = Context(catalog=CATALOG)
    state = fighting(ctx, values={**PIRATE, "halfling": LUCK})
    assert build(state, ctx, state.battle).setups[0].hero.faces == ((1, 7),)
