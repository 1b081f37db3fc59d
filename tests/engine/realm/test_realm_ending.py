"""The Realm's ending (003:L419-435): no crown before the Lake's Artifact is won; a Heart holder's Artifact must
be won from her."""

from __future__ import annotations

from app.games.prophecy.engine.endgame.ending import game_won
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT
from app.games.prophecy.engine.realm.heart import heart_zone
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.realm.test_realm_actions import CTX, realm_game


def four_for_seat_0(lake_to: str | None):
    """Seat 0 holds the Artifacts of planes 1-4; the Lake's goes to `lake_to` (or stays)."""
    state = realm_game()
    zones = dict(state.zones)
    taken = []
    for p in range(1, 5):
        taken += zones.pop(Z.plane(p, "artifact"))
    zones[Z.items(0)] = tuple(taken)
    if lake_to:
        zones[lake_to] = zones.pop(LAKE_ARTIFACT)
    return state.model_copy(update={"zones": zones, "hidden": state.hidden - set(taken)})


def test_four_artifacts_do_not_crown_while_the_lakes_is_out_there():
    """003:L431: the game does not end before someone has the Lake of Fire's Artifact."""
    assert game_won(four_for_seat_0(None), CTX) == ()
    plain = four_for_seat_0(None).model_copy(update={"options": four_for_seat_0(None).options.model_copy(
        update={"realm": None})})
    assert game_won(plain, CTX)  # without the Realm, four Artifacts crown at once (000:L493)


def test_once_it_is_won_four_crown_unless_a_heart_holder_keeps_one():
    """Q-25: four crown once the Lake's Artifact is out; 003:L419 (Q-24): not while a living Heart holder holds an
    Artifact, which must be won from her in battle."""
    state = four_for_seat_0(Z.items(1))
    (ended,) = game_won(state, CTX)
    assert ended.result.winners == (0,)
    hearted = state.model_copy(update={"zones": {**state.zones, heart_zone(1): ("dragon-heart-1",)}})
    assert game_won(hearted, CTX) == ()


def test_a_realm_that_can_no_longer_open_does_not_hold_up_the_crown():
    """The table turned up every Lesser Guardian and none was the Gate: no Lake Artifact will ever be there to win,
    so four Artifacts crown (003:L431 waits for an Artifact the table can still reach)."""
    state = four_for_seat_0(None)
    zones = {**state.zones, Z.plane(0, "lesser"): ("sphinx#1",)}
    zones.pop(LAKE_ARTIFACT, None)
    lessers = {c for p in Z.PLANES for c in zones.get(Z.plane(p, "lesser"), ())}
    unopened = state.model_copy(update={"zones": zones, "hidden": state.hidden - lessers})
    (ended,) = game_won(unopened, CTX)
    assert ended.result.winners == (0,)
    still_hidden = unopened.model_copy(update={"hidden": unopened.hidden | {"sphinx#1"}})
    assert game_won(still_hidden, CTX) == ()
