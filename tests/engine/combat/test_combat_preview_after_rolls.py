"""The screens' view of a battle once its rolls are over but a choice is still open (the loser's choice)."""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, hero, play, scene

FOREST = 5


def test_the_battle_waiting_for_the_losers_choice_can_be_shown_000_L393():
    state = scene(hero(0, "Ann", "druid", 3, 6, FOREST), hero(1, "Ben", "paladin", 4, 4, FOREST),
                  zones={"hero:0:items": ["sword#1"]})
    for payload in ({"kind": "start_fight", "seat": 0, "target": 1},
                    {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                    {"kind": "answer_battle_kind", "seat": 1, "wills": False},
                    {"kind": "announce_equipment", "seat": 0}, {"kind": "announce_equipment", "seat": 1},
                    {"kind": "battle_roll", "seat": 0, "hero_faces": [1], "foe_faces": [6]}):
        state = play(state, **payload)
    assert state.battle.step == "loss_choice"
    view = in_progress(state, CTX)
    assert view["battle"]["step"] == "loss_choice" and view["dice"] is None
    assert [r["outcome"] for r in view["battle"]["rolls"]] == ["lose"]
