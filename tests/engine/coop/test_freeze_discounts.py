"""Time Freeze is a Spell like any other: Effective Spellcasting makes it 1 Magic cheaper once a round (003:L805,
000:L742-744), and the offers carry the discount; on the real catalog."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from tests.engine.races.test_spell_discounts import PLAINS, TYPED, _refusal, _run, freezing


def test_effective_spellcasting_makes_time_freeze_cheaper():  # 003:L805, 000:L742
    state = freezing(PLAINS, players=3)  # 2 Magic with three players
    after = _run(state, kind="time_freeze", seat=0, card="charity#1", discount="effective-spellcasting#1")[0]
    assert after.hero(0).magic == 6 - 1 and "round:used:effective-spellcasting#1" in after.flow.marks
    assert after.coop.freeze is not None and after.coop.freeze.caster == 0


def test_the_discount_is_used_once_a_round():  # 000:L743
    state = freezing(PLAINS, players=3)
    used = state.model_copy(update={"flow": state.flow.model_copy(update={
        "marks": state.flow.marks | {"round:used:effective-spellcasting#1"}})})
    assert _refusal(used, kind="time_freeze", seat=0, card="charity#1",
                    discount="effective-spellcasting#1").rule.ref == "000:L744"
    offered = {o.params.get("discount") for o in legal_actions(used, TYPED) if o.kind == "time_freeze"}
    assert offered == {None}


def test_a_discount_lets_a_hero_short_of_the_full_price_cast_it():  # 003:L805, 000:L742
    state = freezing(PLAINS, players=4)  # 3 Magic
    poor = state.with_hero(state.hero(0).model_copy(update={"magic": 2}))
    assert "3 Magic" in _refusal(poor, kind="time_freeze", seat=0, card="charity#1").detail
    offered = [o.params.get("discount") for o in legal_actions(poor, TYPED) if o.kind == "time_freeze"]
    assert offered == ["effective-spellcasting#1"]
    after = _run(poor, kind="time_freeze", seat=0, card="charity#1", discount="effective-spellcasting#1")[0]
    assert after.hero(0).magic == 0
