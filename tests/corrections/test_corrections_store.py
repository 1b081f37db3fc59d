"""Issue 37 through the store: random corrections of every kind, in both games, are undone one by one back to
each state before them exactly, and a game holding them exports and imports (re-decided step by step) to the
same state."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.conjurers import engine as cj
from app.games.prophecy import engine as pr
from app.store import games as saved
from app.store.transfer import export_game, import_game
from tests.corrections.test_correction_properties import conjurers_correction, prophecy_correction
from tests.helpers import new_id, setup_action
from tests.store.test_properties import LOG
from tests.web.conjurers.kit import start_action

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def corrections_then_undo(data, game_id: str, engine, strategy, steps: int) -> None:
    """Random corrections (the refused ones skipped), then undo back through each, then export and import."""
    states = []
    for _ in range(steps):
        seq, state = LOG.load(game_id)
        raw = {"kind": "correct", "reason": "the table says so", **data.draw(strategy(state))}
        try:
            LOG.append(game_id, engine.parse_action(raw), expected_seq=seq, action_id=new_id())
        except (engine.InvalidInput, engine.IllegalAction):
            continue
        states.append(state)
    exported = export_game(LOG, game_id)
    copy = import_game(LOG, json.dumps(exported))
    assert LOG.load(copy) == LOG.load(game_id)
    seq, _ = LOG.load(game_id)
    for expected in reversed(states):
        undone = LOG.undo(game_id, expected_seq=seq)
        assert undone.state == expected
        seq = undone.seq


@SETTINGS
@given(st.data())
def test_prophecy_corrections_undo_exactly_and_survive_export_and_import(data):
    game_id, _ = saved.create_game(LOG, name="Corrections", act=pr.parse_action(setup_action(3)))
    corrections_then_undo(data, game_id, pr, lambda s: prophecy_correction(s, LOG.context()), 6)


@SETTINGS
@given(st.data())
def test_conjurers_corrections_undo_exactly_and_survive_export_and_import(data):
    game_id, _ = saved.create_game(LOG, name="Corrections", act=cj.parse_action(start_action()))
    corrections_then_undo(data, game_id, cj, conjurers_correction, 6)
