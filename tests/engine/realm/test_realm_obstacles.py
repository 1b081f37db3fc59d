"""Obstacles in the Realm (003:L345-353): the table's one-step account for any Obstacle, and the appendix's rulings
on the named ones (003:L735-755), read from the catalog's `ruling`."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.met.settle import TURN_OVER
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.realm.setup import space_zone
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.kit import put
from tests.engine.realm.boards import name_turned_up
from tests.engine.realm.realmkit import MET, UNDER, ctx_for, met, play, refused

OBSTACLE = {"kind": "realm_obstacle", "seat": 0}


def test_an_obstacle_passed_gives_its_experience_and_stays_on_the_space_003_L353():
    """003:L353: Experience and into the space, the Obstacle stays; 003:L325: the positive card under it turns up
    once it is overcome; what the attempt cost is paid."""
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=2)
    state = met(ctx, magic=2)
    assert UNDER in state.hidden
    after = name_turned_up(play(ctx, state, **OBSTACLE, outcome="passed", magic=1), ctx)
    h = after.hero(0)
    assert (h.realm, h.experience, h.magic) == (on_path("left", 3), 5, 1)
    assert after.zone(space_zone("left", 3, "negative")) == (MET,) and UNDER not in after.hidden
    assert TURN_OVER not in after.flow.marks
    assert any(o.kind == "end_turn" for o in legal_actions(after, ctx))


def test_an_obstacle_failed_leaves_her_before_it_and_ends_the_turn_003_L351():
    """003:L351: failed, she stays on the space before, pays what it cost, and her turn is over."""
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=2)
    after = play(ctx, met(ctx), **OBSTACLE, outcome="failed", health=1)
    h = after.hero(0)
    assert (h.realm, h.experience, h.health) == (on_path("left", 2), 3, 3) and after.flow.stage == "round_end"
    assert UNDER in after.hidden


def test_an_unknown_experience_is_asked_once_from_the_card():
    """Never invent a number: the card's Experience is typed (and kept as the group's entry) when unknown."""
    ctx = ctx_for("eyes-of-fire", ruling=None)
    state = met(ctx)
    (offer,) = [o for o in legal_actions(state, ctx) if o.kind == "realm_obstacle"]
    assert "values" in offer.needs and offer.choices["values"] == [f"{MET}.experience"]
    with pytest.raises(InvalidInput):
        apply(state, parse_action({**OBSTACLE, "outcome": "passed"}), ctx)
    after = play(ctx, state, **OBSTACLE, outcome="passed", values={MET: {"experience": 4}})
    assert after.hero(0).experience == 7
    assert play(ctx, state, **OBSTACLE, outcome="failed").hero(0).experience == 3  # a failure asks nothing


def test_cursed_crossroads_is_passed_by_any_path_but_the_cursed_one_003_L737():
    """003:L737-739: the other player's cursed pick; the same pick wounds her and she does not move."""
    ctx = ctx_for("cursed-crossroads", experience=1)
    state = met(ctx)
    passed = play(ctx, state, **OBSTACLE, cursed=2, pick=1)
    assert passed.hero(0).realm == on_path("left", 3)
    failed = play(ctx, state, **OBSTACLE, cursed=2, pick=2, health=1)
    assert failed.hero(0).realm == on_path("left", 2) and failed.hero(0).health == 3
    assert refused(ctx, state, **OBSTACLE, cursed=2) == "realm_cursed_crossroads"
    assert refused(ctx, state, **OBSTACLE, cursed=2, pick=1, health=1) == "realm_cursed_crossroads"
    assert refused(ctx, state, **OBSTACLE, cursed=2, pick=2, outcome="passed") == "realm_cursed_crossroads"


def test_eyes_of_fire_is_passed_by_paying_and_never_by_staying_003_L743():
    """003:L743: no dice, she chooses how to pay and passes; paying nothing to stay is no option."""
    ctx = ctx_for("eyes-of-fire", experience=1)
    state = met(ctx, gold=3)
    assert play(ctx, state, **OBSTACLE, gold=2).hero(0).realm == on_path("left", 3)
    assert refused(ctx, state, **OBSTACLE, outcome="failed", gold=2) == "realm_eyes_of_fire"
    assert refused(ctx, state, **OBSTACLE) == "realm_eyes_of_fire"


def test_labyrinthine_rocks_spend_all_the_magic_declared_003_L747():
    """003:L747: the Magic is declared first and all of it is spent, pass or fail."""
    ctx = ctx_for("labyrinthine-rocks", experience=1)
    state = met(ctx, magic=3)
    assert refused(ctx, state, **OBSTACLE, declared=2, magic=1, outcome="passed") == "realm_labyrinthine_rocks"
    failed = play(ctx, state, **OBSTACLE, declared=2, magic=2, outcome="failed")
    assert failed.hero(0).magic == 1 and failed.hero(0).realm == on_path("left", 2)
    with pytest.raises(InvalidInput):  # more Magic than she has
        apply(state, parse_action({**OBSTACLE, "declared": 4, "magic": 4, "outcome": "passed"}), ctx)


def test_fire_geysers_guess_one_always_crosses_guess_five_never_wounds_003_L751():
    """003:L751: a guess of 5 cannot wound; a guess of 1 always flies over, at up to 4 Health."""
    ctx = ctx_for("fire-geysers", experience=2)
    state = met(ctx, red=5, health=5)
    one = play(ctx, state, **OBSTACLE, guess=1, health=4)
    assert one.hero(0).realm == on_path("left", 3) and one.hero(0).health == 1
    assert refused(ctx, state, **OBSTACLE, guess=1, outcome="failed") == "realm_fire_geysers"
    assert refused(ctx, state, **OBSTACLE, guess=5, outcome="failed", health=1) == "realm_fire_geysers"
    assert refused(ctx, state, **OBSTACLE, guess=3, outcome="failed", health=5) == "realm_fire_geysers"
    assert refused(ctx, state, **OBSTACLE, outcome="failed") == "realm_fire_geysers"
    assert play(ctx, state, **OBSTACLE, guess=5, outcome="failed").hero(0).health == 5
    with pytest.raises(InvalidInput):  # between 1 and 5 the table says how it went
        apply(state, parse_action({**OBSTACLE, "guess": 3}), ctx)


def test_cloud_of_forgetfulness_counts_a_risked_ability_at_its_printed_cost_003_L755():
    """003:L755: a risked Ability counts at the cost on its card; only a risked Ability can be lost."""
    ctx = ctx_for("cloud-of-forgetfulness", experience=1)
    state = met(ctx)
    state = put(put(state, "meditation#1", Z.abilities(0)), "stealth#1", Z.abilities(0))
    after, events = apply(state, parse_action({**OBSTACLE, "risked": ["stealth#1"], "outcome": "failed",
                                               "abilities": ["stealth#1"]}), ctx)
    assert "worth 3" in events[0].describe(state)  # Stealth's printed 3 (the fake catalog's)
    assert after.zone(Z.abilities(0)) == ("meditation#1",)
    assert refused(ctx, state, **OBSTACLE, risked=["stealth#1"], abilities=["meditation#1"],
                   outcome="failed") == "realm_cloud_of_forgetfulness"
    assert refused(ctx, state, **OBSTACLE, outcome="failed", abilities=["stealth#1"]) == "realm_cloud_of_forgetfulness"


def test_an_obstacle_is_settled_only_right_after_stepping_onto_it_and_never_a_creature():
    """003:L349: one attempt after the forward step; a Creature is fought (003:L357), not overcome."""
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=1)
    state = met(ctx)
    done = play(ctx, state, **OBSTACLE, outcome="passed")
    assert refused(ctx, done, **OBSTACLE, outcome="passed") == "realm_obstacle"
    dragon = ctx_for("phantom-dragon")
    assert refused(dragon, met(dragon), **OBSTACLE, outcome="passed") == "realm_obstacle"
    assert not [o for o in legal_actions(met(dragon), dragon) if o.kind == "realm_obstacle"]


def test_the_turn_does_not_end_on_a_card_not_yet_dealt_with_003_L327():
    """003:L327: she enters the space only by overcoming its card, so the table says how it went first."""
    ctx = ctx_for("eyes-of-fire", ruling=None, experience=1)
    state = met(ctx)
    assert refused(ctx, state, kind="end_turn", seat=0) == "realm_unsettled"
    assert not [o for o in legal_actions(state, ctx) if o.kind == "end_turn"]
    play(ctx, name_turned_up(play(ctx, state, **OBSTACLE, outcome="passed"), ctx), kind="end_turn", seat=0)


def test_the_old_settle_action_resolves_an_obstacle_the_same_way():
    """realm_settle with faced="obstacle" is the same one step (its `experience` the Experience gained)."""
    ctx = ctx_for("eyes-of-fire", ruling=None)
    after = play(ctx, met(ctx), kind="realm_settle", seat=0, faced="obstacle", outcome="passed", experience=2)
    after = name_turned_up(after, ctx)
    assert after.hero(0).experience == 5 and UNDER not in after.hidden
