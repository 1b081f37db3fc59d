"""Settling a forward step's card as the table saw it (003:L349-363)."""

from __future__ import annotations

from app.games.prophecy.engine.realm.met.settle import REMOVED
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.realm.setup import space_zone
from tests.engine.kit import hero
from tests.engine.realm.boards import as_dealt
from tests.engine.realm.test_realm_actions import act, gate_space, realm_game, refused

LEFT_3 = {"path": "left", "step": 3}  # a split space: the negative on top


def on_left_3():
    """Seat 0 on the left path's second space, stepping onto the third."""
    state = hero(realm_game(), 0, space=None, realm=on_path("left", 2), health=4, experience=3)
    return act(state, kind="realm_step", seat=0, how="forward", **LEFT_3, revealed=as_dealt(state, "left", 3))


def test_an_obstacle_passed_gives_experience_and_stays_failed_sends_back():
    """003:L353 passed: Experience and in, the Obstacle stays; 003:L351 failed: the space before, turn over."""
    state = on_left_3()
    card = state.zone(space_zone("left", 3, "negative"))[0]
    passed = act(state, kind="realm_settle", seat=0, faced="obstacle", outcome="passed", experience=2)
    assert passed.hero(0).realm == on_path("left", 3) and passed.hero(0).experience == 5
    assert passed.zone(space_zone("left", 3, "negative")) == (card,)
    failed = act(state, kind="realm_settle", seat=0, faced="obstacle", outcome="failed", experience=2)
    assert failed.hero(0).realm == on_path("left", 2) and failed.hero(0).experience == 3
    assert failed.flow.stage == "round_end"  # the turn is over (003:L351)
    assert refused(passed, kind="realm_settle", seat=0, faced="obstacle", outcome="passed").rule.id == "realm_settle"


def test_a_creature_beaten_leaves_the_game_a_loss_knocks_back_a_draw_stops():
    """003:L363 won: it leaves the game, she stays; 003:L359 lost: 1 Health and out beside the Gate's plane;
    003:L361 draw: the space before."""
    state = on_left_3()
    card = state.zone(space_zone("left", 3, "negative"))[0]
    won = act(state, kind="realm_settle", seat=0, faced="creature", outcome="won", experience=1)
    assert won.zone(REMOVED) == (card,) and won.hero(0).realm == on_path("left", 3)
    lost = act(state, kind="realm_settle", seat=0, faced="creature", outcome="lost", space=gate_space())
    h = lost.hero(0)
    assert (h.realm, h.space, h.health) == (None, gate_space(), 3) and lost.flow.stage == "round_end"
    assert refused(state, kind="realm_settle", seat=0, faced="creature", outcome="lost").rule.id == "realm_return"
    draw = act(state, kind="realm_settle", seat=0, faced="creature", outcome="draw")
    assert draw.hero(0).realm == on_path("left", 2)


def test_settling_needs_a_fresh_step_onto_a_face_up_negative_card():
    state = on_left_3()
    assert refused(state, kind="realm_settle", seat=0, faced="obstacle", outcome="won").rule.id == "realm_settle"
    stayed = act(hero(realm_game(), 0, space=None, realm=GATE), kind="realm_step", seat=0, how="stay")
    assert refused(stayed, kind="realm_settle", seat=0, faced="obstacle", outcome="passed").rule.id == "realm_settle"


def test_settling_needs_the_card_on_the_hero_s_space_face_up_003_L349():
    """003:L349: what is settled is the negative card she stepped onto, face up; with that card face down again or
    gone (a correction), there is nothing to settle and the step is refused, changing nothing."""
    state = on_left_3()
    negative = space_zone("left", 3, "negative")
    face_down = state.model_copy(update={"hidden": state.hidden | set(state.zone(negative))})
    gone = state.model_copy(update={"zones": {**state.zones, negative: ()}})
    for changed in (face_down, gone):
        assert refused(changed, kind="realm_settle", seat=0, faced="obstacle", outcome="passed",
                       experience=2).rule.id == "realm_settle"


def test_a_creature_draw_gives_no_experience_even_with_experience_typed():
    """003:L361: a draw with a path's Creature sends her back a space and gives nothing; the Experience typed on the
    form counts only for a win (003:L363), or for an Obstacle passed."""
    state = on_left_3()
    draw = act(state, kind="realm_settle", seat=0, faced="creature", outcome="draw", experience=2)
    assert draw.hero(0).experience == 3 and draw.hero(0).realm == on_path("left", 2)
    won = act(state, kind="realm_settle", seat=0, faced="creature", outcome="won", experience=2)
    assert won.hero(0).experience == 5
