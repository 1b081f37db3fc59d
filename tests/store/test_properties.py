"""Properties of the log over random action sequences: undo/redo, export/import and replay are exact."""

from __future__ import annotations

import contextlib
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app import create_app
from app.games.prophecy.engine import IllegalAction, InvalidInput, parse_action
from app.store import games as saved
from app.store.gamelog import GameLog
from app.store.transfer import export_game, import_game
from tests.helpers import new_id, setup_action

_tmp = tempfile.mkdtemp(prefix="herald-props-")
APP = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(Path(_tmp) / "props.sqlite")})
LOG: GameLog = APP.extensions["herald.log"]

FIELDS = ("health", "magic", "strength", "willpower", "gold", "experience")
adjustments = st.builds(
    lambda seat, field, amount: {"kind": "adjust_hero", "seat": seat, field: amount},
    st.integers(0, 2),
    st.sampled_from(FIELDS),
    st.integers(-3, 3).filter(bool),
)
dice = st.builds(
    lambda faces: {"kind": "record_dice", "purpose": "test", "faces": faces},
    st.lists(st.integers(1, 6), min_size=1, max_size=2),
)
actions = st.lists(st.one_of(adjustments, adjustments, dice), min_size=1, max_size=25)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(payloads) -> str:
    game_id, applied = saved.create_game(LOG, name="prop", act=parse_action(setup_action(3)))
    seq = applied.seq
    for payload in payloads:
        with contextlib.suppress(IllegalAction, InvalidInput):
            seq = LOG.append(game_id, parse_action(payload), expected_seq=seq, action_id=new_id()).seq
    return game_id


@SETTINGS
@given(actions, st.integers(1, 5))
def test_undo_then_redo_restores_the_identical_state(payloads, depth):
    game_id = play(payloads)
    seq, before = LOG.load(game_id)
    depth = min(depth, seq - 1)
    for step in range(depth):
        LOG.undo(game_id, expected_seq=seq - step, confirm=True)
    for step in range(depth):
        LOG.redo(game_id, expected_seq=seq - depth + step)
    assert LOG.load(game_id) == (seq, before)


@SETTINGS
@given(actions)
def test_undo_restores_the_state_before_the_step(payloads):
    game_id = play(payloads)
    states = []
    seq, state = LOG.load(game_id)
    while seq > 1:
        states.append(state)
        seq, state = LOG.undo(game_id, expected_seq=seq, confirm=True).seq, None
        seq, state = LOG.load(game_id)
    # Replaying forward again through redo meets every state we passed on the way back.
    for expected in reversed(states):
        applied = LOG.redo(game_id, expected_seq=seq)
        seq = applied.seq
        assert applied.state == expected


@SETTINGS
@given(actions)
def test_export_then_import_gives_an_identical_game(payloads):
    game_id = play(payloads)
    exported = export_game(LOG, game_id)
    copy = import_game(LOG, json.dumps(exported))
    again = export_game(LOG, copy)
    strip = ("exported_at", "checksum")
    assert {k: v for k, v in again.items() if k not in strip} == {k: v for k, v in exported.items() if k not in strip}
    assert LOG.load(copy) == LOG.load(game_id)


@SETTINGS
@given(actions)
def test_replay_from_the_log_equals_the_live_state(payloads):
    game_id = play(payloads)
    fresh = GameLog(LOG.engine, LOG.context)  # no cache: folds the stored events
    assert fresh.load(game_id) == LOG.load(game_id)
