"""The head read once per write (app/store/head.py): the one-statement head move re-checks the redo stack inside
its UPDATE, so an undo that lands between the read and the write still has its step replaced, never left to be
redone beside the new one; a twin action id is answered with the first result; the kind is read once per game."""

from __future__ import annotations

import pytest

from app.store import NothingToUndo, UnknownGame, gamelog
from app.store import games as saved
from tests.store.test_gamelog import act, create


def test_an_undo_between_the_read_and_the_write_is_still_replaced(log, monkeypatch):
    game_id, _ = create(log)
    act(log, game_id, 1)
    log.undo(game_id, expected_seq=2)  # a step now waits to be redone
    real = gamelog.read_head
    # The write read its head before the undo landed: it believes nothing waits to be redone.
    monkeypatch.setattr(gamelog, "read_head", lambda *a, **k: real(*a, **k)._replace(can_redo=False))
    applied = act(log, game_id, 1, {"kind": "adjust_hero", "seat": 1, "gold": 2})
    monkeypatch.undo()
    assert applied.seq == 2
    assert sorted(r.status for r in log.rows(game_id, include_inactive=True)) == ["active", "active", "replaced"]
    assert not log.can_redo(game_id)
    with pytest.raises(NothingToUndo):
        log.redo(game_id, expected_seq=2)


def test_a_twin_action_id_is_answered_with_the_first_result(log):
    game_id, _ = create(log)
    first = act(log, game_id, 1, action_id="same")
    again = act(log, game_id, 1, action_id="same")
    assert again.duplicate and again.seq == first.seq == 2 and again.story == first.story
    assert len(log.rows(game_id)) == 2


def test_load_game_gives_the_record_the_head_and_the_redo_stack(log):
    game_id, _ = create(log)
    act(log, game_id, 1)
    summary, seq, state, can_redo = saved.load_game(log, game_id)
    assert (summary.id, summary.name, summary.head_seq, seq, can_redo) == (game_id, "G", 2, 2, False)
    assert state == log.load(game_id)[1]
    log.undo(game_id, expected_seq=2)
    assert saved.load_game(log, game_id)[1:4:2] == (1, True)
    saved.delete_game(log, game_id)
    with pytest.raises(UnknownGame):
        log.kind_of(game_id)


def test_an_undo_reads_the_head_once_and_its_step_by_id(log):
    """Issue 42 (a Conjurers tap is an undo half the time): the head in one query, the step to take back by its id,
    UPDATE, UPDATE, DELETE the snapshots past it, and the head it lands on; the step's events and story as they were."""
    from sqlalchemy import event

    game_id, _ = create(log)
    done = act(log, game_id, 1)
    statements = []
    listen = lambda *a: statements.append(" ".join(a[2].split()))  # noqa: E731
    event.listen(log.engine, "before_cursor_execute", listen)
    try:
        undone = log.undo(game_id, expected_seq=2)
    finally:
        event.remove(log.engine, "before_cursor_execute", listen)
    assert len(statements) == 6, statements
    assert (undone.seq, undone.events, undone.story) == (1, done.events, done.story)
    with pytest.raises(gamelog.StaleWrite):
        log.undo(game_id, expected_seq=2)


def test_a_head_given_to_the_write_that_another_write_moved_is_refused_as_stale(log):
    """A tap reads the head once (`load_head`) and gives it to the write: a write landing in between wins, the tap
    changes nothing."""
    from app.games.prophecy.engine import parse_action
    from app.store import StaleWrite
    from tests.store.test_gamelog import GOLD

    game_id, _ = create(log)
    head, _ = log.load_head(game_id)
    act(log, game_id, 1)  # another device
    with pytest.raises(StaleWrite):
        log.append(game_id, parse_action(GOLD), expected_seq=1, action_id="late", head=head)
    assert len(log.rows(game_id)) == 2 and log.load(game_id)[0] == 2


def test_a_twin_action_id_with_a_head_given_is_answered_with_the_first_result(log):
    """The same tap sent twice at once: the second read the head before the first landed; the first's result."""
    from app.games.prophecy.engine import parse_action
    from tests.store.test_gamelog import GOLD

    game_id, _ = create(log)
    head, _ = log.load_head(game_id)
    first = act(log, game_id, 1, action_id="same")
    again = log.append(game_id, parse_action(GOLD), expected_seq=1, action_id="same", head=head)
    assert again.duplicate and again.seq == first.seq == 2 and again.story == first.story
    assert len(log.rows(game_id)) == 2


def test_the_head_query_binds_no_status(log):
    """Issue 42: a status bound as a parameter makes SQLite prepare the statement again at every run (its plan depends
    on the partial index of active steps), six times what the query costs; the head's reads (the guard's, a write's,
    a tap's UPDATE) bind only the game and action ids and the steps, their statuses written into the SQL."""
    from sqlalchemy import event

    from app.games.prophecy.engine import parse_action
    from app.store import gmauth
    from tests.store.test_gamelog import GOLD

    game_id, _ = create(log)
    bound = []
    listen = lambda *a: bound.append(a[3]) if not a[2].lstrip().startswith("INSERT") else None  # noqa: E731
    event.listen(log.engine, "before_cursor_execute", listen)
    try:
        gmauth.guarded_head(log.engine, game_id)
        log.load_head(game_id)
        log.append(game_id, parse_action(GOLD), expected_seq=1, action_id="tap")
    finally:
        event.remove(log.engine, "before_cursor_execute", listen)
    values = {v for params in bound for v in (params.values() if isinstance(params, dict) else params)}
    assert len(bound) == 4 and not values & {"active", "undone", "replaced"}, bound  # the INSERT's values aside


def test_the_head_read_on_the_cursor_gives_what_sqlalchemy_gives(log):
    """Issue 42 (the game screen within 1.5x of a static file): the head's query runs on the DB-API cursor, compiled
    once, not through SQLAlchemy's execute (most of the guard's time); every column comes as SQLAlchemy's row gives
    it, on either database: the game's record with its players and times, the head row, a step to redo, a twin, the
    PIN's hash, and an unknown game refused."""
    from sqlmodel import Session

    from app.store import gmauth
    from app.store.head import _QUERIES, read_head

    game_id, _ = create(log)
    act(log, game_id, 1, action_id="first")
    act(log, game_id, 2)
    log.undo(game_id, expected_seq=3)
    gmauth.set_pin(log.engine, game_id, "4321", method="pbkdf2:sha256:1")
    for twin, pin in _QUERIES:
        params = {"game_id": game_id} | ({"action_id": "first"} if twin else {})
        with Session(log.engine) as session:
            expected = session.connection().execute(_QUERIES[twin, pin], params).first()
            head = read_head(session, game_id, "first" if twin else None, with_pin=pin)
        assert tuple(head.game) == tuple(expected) and head.game._fields == tuple(expected._fields)
        assert [type(v) for v in head.game] == [type(v) for v in expected]
        assert (head.seq, head.can_redo, head.twin) == (2, True, expected.twin if twin else None)
        assert head.twin is not None or not twin
        assert head.game.players == expected.players and head.game.updated_at == expected.updated_at
        assert (head.pin_hash is not None) == pin
    with log.engine.connect() as connection, pytest.raises(UnknownGame):
        read_head(connection, "0" * 32, with_pin=True)
