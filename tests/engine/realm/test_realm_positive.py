"""Positive Realm cards (003:L365-385) and the appendix's rulings on the pools and the Guardian of the Realm
(003:L771-783): the card under an overcome Obstacle, on the hero's space."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.met.settle import REMOVED
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.kit import put
from tests.engine.realm.boards import name_turned_up
from tests.engine.realm.realmkit import UNDER, ctx_for, met, play, refused
from tests.engine.realm.test_realm_actions import gate_space

POSITIVE = {"kind": "realm_positive", "seat": 0}


def on_it(under: str, red: int = 4, **fields):
    """Seat 0 overcame the Obstacle above `under` and stands by the face-up positive card."""
    ctx = ctx_for("eyes-of-fire", under=(under, fields), ruling=None, experience=1)
    state = name_turned_up(play(ctx, met(ctx, red=red), kind="realm_obstacle", seat=0, outcome="passed"), ctx)
    assert UNDER not in state.hidden
    return ctx, state


def test_a_realm_item_is_taken_for_free_003_L373():
    """003:L373: the Item on the space may be taken, paying nothing."""
    ctx, state = on_it("fire-breathing", dragon_type="item")
    (offer,) = [o for o in legal_actions(state, ctx) if o.kind == "realm_positive"]
    assert offer.label.startswith("Take")
    after = play(ctx, state, **POSITIVE)
    assert UNDER in after.zone(Z.items(0)) and after.hero(0).gold == state.hero(0).gold


def test_a_dragonlore_ability_costs_experience_only_003_L381():
    """003:L381: learned for Experience, 0 Gold; its cost asked once when unknown; not learned without enough."""
    ctx, state = on_it("fire-breathing")
    with pytest.raises(InvalidInput):
        apply(state, parse_action(POSITIVE), ctx)
    after = play(ctx, state, **POSITIVE, values={"pos-01": {"experience_cost": 3}})
    assert UNDER in after.zone(Z.abilities(0)) and after.hero(0).experience == state.hero(0).experience - 3
    assert after.hero(0).gold == state.hero(0).gold
    assert refused(ctx, state, **POSITIVE, values={"pos-01": {"experience_cost": 9}}) == "realm_positive"


def test_a_pool_improves_one_attribute_only_003_L773():
    """003:L773: Boiling Pool and Pool of Secret Wishes improve one attribute; the used card leaves the game."""
    ctx, state = on_it("boiling-pool", red=5)
    assert refused(ctx, state, **POSITIVE, strength=1, willpower=1) == "realm_one_attribute"
    assert refused(ctx, state, **POSITIVE) == "realm_one_attribute"
    after = play(ctx, state, **POSITIVE, willpower=1)
    assert after.hero(0).blue == state.hero(0).blue + 1 and UNDER in after.zone(REMOVED)


def test_the_pool_of_forgetfulness_takes_abilities_at_their_printed_cost_003_L777():
    """003:L777: Abilities given up count at their printed price; 003:L377: not at full Health and Magic."""
    ctx, state = on_it("pool-of-forgetfulness")
    state = put(state, "stealth#1", Z.abilities(0))
    full = state.model_copy(update={"heroes": tuple(h.model_copy(update={"health": h.red, "magic": h.blue})
                                                      for h in state.heroes)})
    assert refused(ctx, full, **POSITIVE, health=1, magic=2, abilities=["stealth#1"]) == "realm_positive"
    hurt = full.with_hero(full.hero(0).model_copy(update={"health": 1, "magic": 1}))
    after, events = apply(hurt, parse_action({**POSITIVE, "health": 1, "magic": 2, "abilities": ["stealth#1"]}), ctx)
    assert "worth 3" in events[0].describe(hurt) and not after.zone(Z.abilities(0))
    assert (after.hero(0).health, after.hero(0).magic) == (2, 3)


def test_the_guardian_of_the_realm_sends_her_beside_the_gate_with_two_rare_items_003_L783():
    """003:L783: to a space beside the Gate, two Rare Items drawn, and the turn ends."""
    ctx, state = on_it("guardian-of-the-realm")
    (offer,) = [o for o in legal_actions(state, ctx) if o.kind == "realm_positive"]
    rares = offer.choices["items"][:2]
    after = play(ctx, state, **POSITIVE, space=gate_space(), items=rares)
    h = after.hero(0)
    assert (h.realm, h.space) == (None, gate_space()) and set(rares) <= set(after.zone(Z.items(0)))
    assert after.flow.stage == "round_end" and UNDER in after.zone(REMOVED)
    assert refused(ctx, state, **POSITIVE, items=rares) == "realm_return"


def test_nothing_to_use_where_no_face_up_positive_card_lies_003_L377():
    ctx, state = on_it("boiling-pool")
    used = play(ctx, state, **POSITIVE, health=0, magic=0, strength=0, willpower=1)
    assert refused(ctx, used, **POSITIVE, willpower=1) == "realm_positive"


@pytest.mark.parametrize(("ability_cost", "paid"), [(-1, 2), (2, 5)])
def test_dragonlore_is_learned_at_the_races_cost_003_L139_L149(ability_cost, paid):
    """003:L139: the Human's one-less counts on Dragonlore Abilities learned in the Realm; 003:L149: so does the Troll's
    two-more. A card printed 3 costs a Human 2 and a Troll 5 Experience."""
    from app.games.prophecy.engine.races.sheet import HeroSheet
    from tests.engine.kit import hero

    ctx, state = on_it("fire-breathing")
    state = hero(state, 0, sheet=HeroSheet(ability_cost=ability_cost), experience=6)
    after = play(ctx, state, **POSITIVE, values={"pos-01": {"experience_cost": 3}})
    assert UNDER in after.zone(Z.abilities(0)) and after.hero(0).experience == 6 - paid
