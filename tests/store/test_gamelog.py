"""The game log: steps, stale writes, idempotent retries, undo/redo with confirmation, snapshots."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import IllegalAction, parse_action
from app.store import NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from app.store import games as saved
from app.store.gamelog import GameLog
from app.store.models import SnapshotRecord
from tests.helpers import new_id, setup_action

GOLD = {"kind": "adjust_hero", "seat": 0, "gold": 1}


def create(log, seats=2):
    game_id, applied = saved.create_game(log, name="G", act=parse_action(setup_action(seats)))
    return game_id, applied


def act(log, game_id, seq, payload=GOLD, action_id=None):
    return log.append(game_id, parse_action(payload), expected_seq=seq, action_id=action_id or new_id())


def test_create_starts_at_step_one(log):
    game_id, applied = create(log)
    assert applied.seq == 1
    assert log.load(game_id)[0] == 1
    assert saved.get_game(log, game_id).players[0]["player"] == "Anna"


def test_steps_count_up_and_state_follows(log):
    game_id, _ = create(log)
    for seq in range(1, 6):
        assert act(log, game_id, seq).seq == seq + 1
    assert log.load(game_id)[1].hero(0).gold == 8


def test_stale_write_is_refused_and_changes_nothing(log):
    game_id, _ = create(log)
    act(log, game_id, 1)
    with pytest.raises(StaleWrite) as info:
        act(log, game_id, 1)
    assert info.value.current == 2
    assert log.load(game_id)[1].hero(0).gold == 4


def test_same_action_id_is_applied_once(log):
    game_id, _ = create(log)
    first = act(log, game_id, 1, action_id="retry-123456")
    again = act(log, game_id, 1, action_id="retry-123456")
    assert again.duplicate and again.seq == first.seq == 2
    assert log.load(game_id)[1].hero(0).gold == 4
    assert len(log.rows(game_id)) == 2


def test_an_action_id_already_recorded_gives_the_first_result_even_at_the_current_step(log):
    """A tap sent again after its step was recorded, now naming the new head as its expected step, is still the same
    tap: the first result comes back and nothing is decided again (the payload is not even read: here it would be
    refused, as Gold below 0)."""
    game_id, _ = create(log)
    first = act(log, game_id, 1, action_id="retry-654321")
    again = act(log, game_id, 2, payload={"kind": "adjust_hero", "seat": 0, "gold": -100}, action_id="retry-654321")
    assert again.duplicate and again.seq == first.seq == 2
    assert len(log.rows(game_id)) == 2


def test_illegal_action_is_not_recorded(log):
    game_id, _ = create(log)
    with pytest.raises(IllegalAction):
        act(log, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": -9})
    assert log.load(game_id)[0] == 1


def test_undo_and_redo(log):
    game_id, _ = create(log)
    act(log, game_id, 1)
    undone = log.undo(game_id, expected_seq=2)
    assert undone.seq == 1 and undone.state.hero(0).gold == 3
    redone = log.redo(game_id, expected_seq=1)
    assert redone.seq == 2 and redone.state.hero(0).gold == 4


def test_undo_keeps_the_row_and_a_new_action_replaces_the_redo_stack(log):
    game_id, _ = create(log)
    act(log, game_id, 1)
    log.undo(game_id, expected_seq=2)
    act(log, game_id, 1, {"kind": "adjust_hero", "seat": 1, "gold": 2})
    statuses = [r.status for r in log.rows(game_id, include_inactive=True)]
    assert sorted(statuses) == ["active", "active", "replaced"]
    with pytest.raises(NothingToUndo):
        log.redo(game_id, expected_seq=2)


def test_cannot_undo_the_creation(log):
    game_id, _ = create(log)
    with pytest.raises(NothingToUndo):
        log.undo(game_id, expected_seq=1)


def test_stale_undo_is_refused(log):
    game_id, _ = create(log)
    act(log, game_id, 1)
    with pytest.raises(StaleWrite):
        log.undo(game_id, expected_seq=1)


def test_undo_across_a_die_roll_needs_confirmation(log):
    game_id, _ = create(log)
    row = act(log, game_id, 1)
    assert not log.rows(game_id)[-1].chance
    act(log, game_id, row.seq, {"kind": "record_dice", "purpose": "first player", "faces": [4]})
    with pytest.raises(NeedsConfirmation):
        log.undo(game_id, expected_seq=3)
    assert log.load(game_id)[0] == 3
    assert log.undo(game_id, expected_seq=3, confirm=True).seq == 2


def test_unknown_game(log):
    with pytest.raises(UnknownGame):
        log.load("nope")


def test_snapshots_are_written_and_load_uses_them(app, log):
    game_id, _ = create(log)
    for seq in range(1, 120):
        act(log, game_id, seq)
    from sqlmodel import Session, select

    with Session(log.engine) as session:
        seqs = sorted(s.seq for s in session.exec(select(SnapshotRecord)).all())
    assert seqs == [50, 100]
    fresh = GameLog(log.engine, log.context)  # no in-memory cache
    assert fresh.load(game_id) == log.load(game_id)
    assert fresh.load(game_id)[1].hero(0).gold == 3 + 119


def test_undo_below_a_snapshot_drops_it(log):
    game_id, _ = create(log)
    for seq in range(1, 50):
        act(log, game_id, seq)
    log.undo(game_id, expected_seq=50)
    fresh = GameLog(log.engine, log.context)
    assert fresh.load(game_id)[1].hero(0).gold == 3 + 48


def test_a_cold_load_reads_one_snapshot_and_the_steps_after_it(log):
    """Loading without the in-memory cache fetches the newest snapshot row only, then the steps after it."""
    from sqlalchemy import event

    from app.store.models import EventRecord

    game_id, _ = create(log)
    for seq in range(1, 160):
        act(log, game_id, seq)
    fetched = {SnapshotRecord: 0, EventRecord: 0}

    def count(model):
        def loaded(target, context):
            fetched[model] += 1
        return loaded

    listeners = [(model, count(model)) for model in fetched]
    for model, listener in listeners:
        event.listen(model, "load", listener)
    try:
        seq, state = GameLog(log.engine, log.context).load(game_id)
    finally:
        for model, listener in listeners:
            event.remove(model, "load", listener)
    assert (seq, state) == log.load(game_id)
    assert fetched[SnapshotRecord] == 1  # of three (steps 50, 100, 150)
    assert fetched[EventRecord] == 160 - 150  # the ten steps after the snapshot (the head row among them)
