"""The Dragonslayer variant's Lake of Fire at creation: the Dragon Queen face up, or the dragon(s) the group picks,
one to three, face up or face down, each with the Lake's +1 in battle (003:L657)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import IllegalAction, apply, parse_action
from app.games.prophecy.engine.realm.gate import LAKE_GREATER
from app.games.prophecy.engine.state import GameState
from tests.engine.playout import create
from tests.engine.realm.test_realm_create import TYPED_CTX, _game, _once


def _refused(realm: dict) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        apply(GameState(), parse_action(create(3, ctx=TYPED_CTX, options={"realm": realm})), TYPED_CTX)
    return info.value


def _with(realm: dict) -> GameState:
    state, _ = apply(GameState(), parse_action(create(3, ctx=TYPED_CTX, options={"realm": realm})), TYPED_CTX)
    return state


def test_the_dragon_queen_waits_face_up_by_default_003_L657():
    state = _game(TYPED_CTX, variant="dragonslayer")
    assert state.zone(LAKE_GREATER) == ("dragon-queen#1",) and "dragon-queen#1" not in state.hidden


def test_the_group_may_lay_two_other_dragons_face_down_003_L657():
    state = _with({"variant": "dragonslayer", "lake_dragons": ["phantom-dragon", "golden-dragon-lord"],
                   "lake_face_down": True})
    assert state.zone(LAKE_GREATER) == ("phantom-dragon#1", "golden-dragon-lord#1")
    assert {"phantom-dragon#1", "golden-dragon-lord#1"} <= state.hidden
    _once(state)  # every card still in exactly one place; the Queen is dealt with the other negatives
    assert any("dragon-queen#1" in cards for zone, cards in state.zones.items() if zone != LAKE_GREATER)


@pytest.mark.parametrize("realm, words", [
    ({"variant": "standard", "lake_dragons": ["phantom-dragon"]}, "only in the Dragonslayer variant"),
    ({"variant": "dragonslayer", "lake_dragons": ["phantom-dragon"] * 2}, "different dragons"),
    ({"variant": "dragonslayer", "lake_dragons": ["dragon-queen", "phantom-dragon", "skeletal-dragon",
                                                  "golden-dragon-lord"]}, "one to 3"),
    ({"variant": "dragonslayer", "lake_dragons": ["cursed-crossroads"]}, "not a dragon"),
])
def test_lake_dragons_the_variant_cannot_hold_are_refused_003_L657(realm, words):
    refusal = _refused(realm)
    assert refusal.rule.id == "lake_dragons" and words in str(refusal)
