"""A restore decides every game again, as an import does: a backup edited with its checksum recomputed is refused
naming the game and step; every damaged backup ends in a one-line refusal with nothing written, never a traceback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from sqlalchemy import text

from app.games.prophecy.engine import parse_action
from app.store import backup
from app.store import games as saved
from app.store.gamelog import SNAPSHOT_EVERY, GameLog
from app.store.settings import set_setting
from tests.helpers import new_id, setup_action

GOLD = {"kind": "adjust_hero", "seat": 0, "gold": 1}


# Per backend, the backup `raw` made once per process: bytes, so no test can change it (each edits its own copy).
_RAW: dict[str, bytes] = {}


def _play_friday(log) -> None:
    """One game, Friday, of SNAPSHOT_EVERY + 2 steps (so it holds a snapshot)."""
    game_id, _ = saved.create_game(log, name="Friday", act=parse_action(setup_action(2)))
    for seq in range(1, SNAPSHOT_EVERY + 2):
        log.append(game_id, parse_action({**GOLD, "gold": 1 if seq % 2 else -1}), expected_seq=seq,
                   action_id=new_id())


@pytest.fixture
def raw(backend, db, log):
    """The backup of an instance with one game, Friday, of SNAPSHOT_EVERY + 2 steps (so it holds a snapshot), played
    on a database of its own (the test's `log` stays empty)."""
    if backend not in _RAW:
        played = GameLog(db(), context=log.context)
        _play_friday(played)
        _RAW[backend] = backup.to_bytes(backup.create(played.engine))
    return _RAW[backend]


def _resealed(raw: bytes, edit) -> bytes:
    data = json.loads(raw)
    edit(data["tables"])
    body = {k: v for k, v in data.items() if k != "checksum"}
    return json.dumps({**body, "checksum": backup._checksum(body)}).encode()


def _event(tables, seq: int) -> dict:
    return next(r for r in tables["event"] if r["seq"] == seq)


def _refused(db, log, raw: bytes) -> str:
    target = GameLog(db(), context=log.context)
    with pytest.raises(backup.RestoreRefused) as info:
        backup.restore(target.engine, raw)
    assert all(rows == [] for rows in backup.dump(target.engine, secrets=True).values())
    message = str(info.value)
    assert "\n" not in message and message
    return message


def test_an_edited_event_with_its_checksum_recomputed_is_refused_naming_the_game_and_step(db, log, raw):
    def edit(tables):
        _event(tables, 3)["events"][0]["gold"] = 5

    message = _refused(db, log, _resealed(raw, edit))
    assert "Friday" in message and "Step 3" in message


def test_an_edited_snapshot_with_its_checksum_recomputed_is_refused(db, log, raw):
    def edit(tables):
        tables["snapshot"][0]["state"]["heroes"][0]["gold"] = 14

    message = _refused(db, log, _resealed(raw, edit))
    assert "Friday" in message and f"step {SNAPSHOT_EVERY}" in message


def _deep(tables):
    value: list = []
    for _ in range(200):  # beyond the 64 levels Herald reads, within what json.dumps writes
        value = [value]
    tables["setting"].append({"key": "deep", "value": value})


@pytest.mark.parametrize("edit", [
    lambda t: _event(t, 2).update(seq="2"),
    lambda t: _event(t, 2).update(recorded_at="the day after"),
    lambda t: _event(t, 2).update(recorded_at=_event(t, 2)["recorded_at"].replace("+00:00", "")),
    lambda t: t["game"][0].update(name=["Friday", "again"]),
    lambda t: t["game"][0].update(head_seq="3"),
    lambda t: t["event"][0].update(chance="yes"),
    _deep,
], ids=["step number as text", "unreadable date", "date without offset", "a list as a name", "head as text",
        "chance as text", "very deep JSON"])
def test_a_damaged_backup_with_its_checksum_recomputed_ends_in_a_one_line_refusal(db, log, raw, edit):
    _refused(db, log, _resealed(raw, edit))


def test_json_nested_beyond_the_parser_is_refused_in_one_line(db, log):
    _refused(db, log, b'{"format": "herald-backup", "tables": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")


def _restore_command(target, path) -> subprocess.Popen:
    url = target.url.database if target.dialect.name == "sqlite" else target.url.render_as_string(hide_password=False)
    env = {**os.environ, "DATABASE_URL": url, "HERALD_SECRET_KEY": "test"}
    return subprocess.Popen([sys.executable, "-m", "app.backup", "restore", str(path)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _hold_writes(target):
    """A connection that keeps the restore's inserts waiting: SQLite's write lock, PostgreSQL's lock on the last
    table the restore fills (its earlier tables are written, uncommitted, when it waits)."""
    conn = target.raw_connection()
    cursor = conn.cursor()
    if target.dialect.name == "sqlite":
        cursor.execute("BEGIN IMMEDIATE")
    else:
        cursor.execute("BEGIN")
        cursor.execute("LOCK TABLE setting IN EXCLUSIVE MODE")
    return conn


def _waits_on_the_lock(target, process) -> bool:
    """Whether the restore now waits inside its transaction (PostgreSQL tells; on SQLite, its open transaction)."""
    if target.dialect.name == "sqlite":
        return process.poll() is None
    with target.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                                 "AND wait_event_type = 'Lock' AND query ILIKE 'INSERT%'")).scalar_one() > 0


def test_a_restore_killed_inside_its_transaction_leaves_the_instance_empty(db, log, tmp_path):
    """SIGKILL the restore command while its inserts wait inside its one transaction: nothing stays written.

    PostgreSQL shows the restore waiting on an INSERT (the tables before `setting` written, uncommitted); SQLite
    cannot show it, so there the kill lands while it waits for the write lock or just before."""
    _play_friday(log)
    set_setting(log.engine, "qr_address", "192.168.1.20")
    path = tmp_path / "club.herald-backup"
    path.write_bytes(backup.to_bytes(backup.create(log.engine)))
    target = db()
    holder = _hold_writes(target)
    process = _restore_command(target, path)
    try:
        deadline = time.monotonic() + 120
        while not _waits_on_the_lock(target, process) and time.monotonic() < deadline:
            time.sleep(0.05)
        if target.dialect.name == "sqlite":
            time.sleep(3)  # its checks take a moment before it opens the transaction that waits
        assert process.poll() is None, "the restore ended before it was killed"
        process.send_signal(signal.SIGKILL)
        process.wait()
    finally:
        holder.rollback()
        holder.close()
    assert all(rows == [] for rows in backup.dump(target).values())
    # Run to its end, the same restore writes the whole instance.
    assert _restore_command(target, path).wait() == 0
    assert backup.dump(target) == backup.dump(log.engine)
