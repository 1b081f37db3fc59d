"""The reveal rule, entering, stepping along and leaving the Realm, and the Lake (003:L285-413).

Board (tests/engine/realm/boards.py): left DLSDLD, middle DSDD, right LDLSDLDL (L light, D dark, S split).
"""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.errors import IllegalAction
from app.games.prophecy.engine.realm.movement import (
    check_forward,
    check_lake,
    enter,
    forward_targets,
    lake_settle,
    leave,
    settle,
)
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.realm.reveal import check_reveal, face_on_arrival, revealable
from app.games.prophecy.engine.realm.setup import realm_zones, space_zone
from tests.engine.realm.boards import board
from tests.engine.realm.test_realm_setup import NEGATIVES, POSITIVES

GATE_SPACES = (3, 4)


def start():
    zones, hidden = realm_zones(board(), POSITIVES, NEGATIVES, players=2)
    return dict(zones), hidden


def card(zones, path, step, kind):
    return zones[space_zone(path, step, kind)][0]


def refused(rule_id, call, *args, **kwargs):
    with pytest.raises(IllegalAction) as err:
        call(*args, **kwargs)
    assert err.value.rule.id == rule_id
    return err.value


def test_legends_reveals_the_nearest_negative_or_a_positive_before_it():
    """003:L285: the first face-down negative of a path, or a positive between the start and it; 003:L287 the
    second reveal follows the same rule."""
    zones, hidden = start()
    first = {card(zones, "left", 1, "negative"), card(zones, "middle", 1, "negative")}
    right_light = card(zones, "right", 1, "positive")
    right_dark = card(zones, "right", 2, "negative")
    assert set(revealable(board(), zones, hidden)) == first | {right_light, right_dark}
    # Once the right path's first negative is face up, the positive beyond it and the next negative open up.
    hidden2 = hidden - {right_dark}
    assert {card(zones, "right", 3, "positive"), card(zones, "right", 4, "negative")} <= set(
        revealable(board(), zones, hidden2))
    split_positive = card(zones, "left", 3, "positive")  # under a face-down negative on a split space
    err = refused("realm_reveal", check_reveal, board(), zones, hidden, split_positive)
    assert "003:L285" in str(err)
    refused("realm_reveal", check_reveal, board(), zones, hidden2, right_dark)  # already face up
    check_reveal(board(), zones, hidden, right_light)


def test_entering_from_the_gates_two_spaces_for_three_gold():
    """003:L299: from the two spaces beside the Gate's plane once it is revealed; 003:L301: 3 Gold; 003:L331: never
    by a movement card."""
    assert enter(3, 3, GATE_SPACES) == GATE
    refused("realm_entry", enter, 3, 5, None)  # the Gate is still face down
    refused("realm_entry", enter, 9, 5, GATE_SPACES)
    refused("realm_fare", enter, 4, 2, GATE_SPACES)
    refused("realm_no_move_cards", enter, 4, 5, GATE_SPACES, movement_card=True)


def test_one_step_forward_or_two_past_an_empty_space():
    """003:L323: one space, or two when the first is empty or holds only a face-up positive card the hero declines;
    003:L329: from the Gate onto the first space of any path."""
    zones, hidden = start()
    b = board()
    assert forward_targets(b, zones, hidden, GATE) == (on_path("left", 1), on_path("middle", 1), on_path("right", 1))
    right_light = card(zones, "right", 1, "positive")
    opened = forward_targets(b, zones, hidden - {right_light}, GATE)  # a face-up positive she may decline
    assert on_path("right", 2) in opened
    refused("realm_forward", check_forward, b, zones, hidden, GATE, on_path("right", 2))
    zones[space_zone("left", 1, "negative")] = ()  # a Creature beaten and removed: the space is empty
    assert on_path("left", 2) in forward_targets(b, zones, hidden, GATE)
    assert forward_targets(b, zones, hidden, on_path("middle", 4)) == ()  # the last space faces the Lake
    refused("realm_no_move_cards", check_forward, b, zones, hidden, GATE, on_path("left", 1), movement_card=True)


def test_arriving_faces_the_negative_first():
    """003:L325: arriving reveals; on a split space the positive stays hidden until the negative is overcome."""
    zones, _ = start()
    assert face_on_arrival(zones, "left", 3) == ("negative", card(zones, "left", 3, "negative"))
    assert face_on_arrival(zones, "right", 1) == ("positive", card(zones, "right", 1, "positive"))
    zones[space_zone("left", 1, "negative")] = ()
    assert face_on_arrival(zones, "left", 1) is None


def test_what_each_outcome_leaves():
    """003:L351 a failed Obstacle: the space before, the turn ends; 003:L353 passed: she moves in; 003:L359 a lost
    fight: 1 Health and back to the ring; 003:L361 a draw: the space before; 003:L363 a win: she stays."""
    target = on_path("right", 3)
    assert settle(target, "obstacle", "failed").model_dump() == {"place": on_path("right", 2).model_dump(),
                                                                  "turn_ends": True, "health_lost": 0}
    assert settle(target, "obstacle", "passed").place == target
    lost = settle(target, "creature", "lost")
    assert lost.place is None and lost.turn_ends and lost.health_lost == 1
    assert settle(target, "creature", "draw").place == on_path("right", 2)
    assert settle(target, "creature", "won").place == target and not settle(target, "creature", "won").turn_ends
    # dragon-realm.md Q-3: a failure on a first space leaves her on the Gate.
    assert settle(on_path("middle", 1), "obstacle", "failed").place == GATE
    with pytest.raises(ValueError):
        settle(target, "obstacle", "won")


def test_leaving_comes_out_beside_the_gates_plane():
    """003:L339 and 003:L359: either of the two spaces beside the Gate's plane (the hero's choice, Q-6)."""
    assert leave(GATE_SPACES, 4) == 4
    refused("realm_return", leave, GATE_SPACES, 10)


def test_the_lake_from_a_paths_last_space():
    """003:L403: the attack from the last space of any path; 003:L405 a loss or draw stays there; 003:L407 a win
    goes back to the ring and ends the turn; 003:L413 stepping in for a Dragon Heart once the Artifact is won."""
    b = board()
    check_lake(b, on_path("middle", 4), artifact_won=False, attack=True)
    refused("realm_lake", check_lake, b, on_path("middle", 3), artifact_won=False, attack=True)
    refused("realm_lake", check_lake, b, on_path("left", 6), artifact_won=False, attack=False)
    check_lake(b, on_path("left", 6), artifact_won=True, attack=False)
    last = on_path("right", 8)
    assert lake_settle(last, "lost").place == last and lake_settle(last, "draw").place == last
    won = lake_settle(last, "won")
    assert won.place is None and won.turn_ends


def test_returning_to_the_ring_is_an_arrival_that_turns_up_its_cards_003_L339():
    """003:L339: back on a space beside the Gate's plane as if she had just moved there: its face-down card turns
    up (named by the table in table mode) and her turn goes on under the main board's rules."""
    from app.games.prophecy.engine import apply, legal_actions, parse_action
    from app.games.prophecy.engine.rules import zones as Z
    from tests.engine.kit import hero, put
    from tests.engine.realm.test_realm_actions import CTX, gate_space, realm_game

    state = hero(realm_game(), 0, space=None, realm=on_path("left", 2))
    lying = next(c for c in CTX.catalog.deck_instances("adventure") if state.where(c) == Z.deck("adventure"))
    state = put(state, lying, Z.space(gate_space()), face_up=False)
    (offer,) = [o for o in legal_actions(state, CTX) if o.kind == "realm_step" and o.params.get("space") == gate_space()]
    assert offer.needs == ("revealed",) and offer.choices["count"] == 1
    back = {"kind": "realm_step", "seat": 0, "how": "return", "space": gate_space()}
    with pytest.raises(IllegalAction):
        apply(state, parse_action(back), CTX)
    named = offer.choices["revealed"][0]
    after, _ = apply(state, parse_action({**back, "revealed": [named]}), CTX)
    assert after.hero(0).space == gate_space() and named in after.zone(Z.space(gate_space()))
    assert named not in after.hidden and after.flow.stage == "turn"
