"""Backup and restore of a whole instance: identical round trip, never torn while writing, refusals change nothing."""

from __future__ import annotations

import atexit
import itertools
import json
import shutil
import tempfile
import threading
from pathlib import Path

import pytest

from app import create_app
from app.games.prophecy.catalog import entries as catalog_entries
from app.games.prophecy.engine import GameState, fold, parse_action, parse_events
from app.store import backup, gmauth
from app.store import games as saved
from app.store.db import make_engine
from app.store.gamelog import GameLog
from app.store.settings import get_setting, set_setting
from tests.conftest import EMPTY_DATABASE, FAST_PIN_HASH
from tests.helpers import new_id, setup_action

GOLD = {"kind": "adjust_hero", "seat": 0, "gold": 1}
OWNER_PIN = "secret:owner_pin"  # the owner PIN's hash (app/web/sessions/owner.py): a secret setting


# Per backend, the source instance built once per process (a SQLite file or a PostgreSQL database, and its two
# game ids): every test that reads it, or writes to it, has a copy of its own.
_BUILT: dict[str, tuple[str, tuple[str, str]]] = {}


def _build(log, app) -> tuple[str, str]:
    """Two games (one with an undone step), a card entry, a setting and a PIN."""
    first, _ = saved.create_game(log, name="Friday", act=parse_action(setup_action(2)))
    for seq in range(1, 6):
        log.append(first, parse_action(GOLD), expected_seq=seq, action_id=new_id())
    log.undo(first, expected_seq=6)
    second, _ = saved.create_game(log, name="Saturday", act=parse_action(setup_action(3)))
    catalog_entries.record(log.engine, app.extensions["herald.catalog"], {"druid": {"strength": 3}})
    set_setting(log.engine, "qr_address", "192.168.1.20")
    set_setting(log.engine, OWNER_PIN, "scrypt:hash-of-the-owner-pin")
    gmauth.set_pin(log.engine, first, "2468", method=FAST_PIN_HASH)
    return first, second


def _app(database: str):
    return create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": database, "PIN_HASH_METHOD": FAST_PIN_HASH})


def _built(backend: str, request) -> tuple[str, tuple[str, str]]:
    if backend not in _BUILT:
        if backend == "sqlite":
            folder = Path(tempfile.mkdtemp(prefix="herald-backup-source-"))
            atexit.register(shutil.rmtree, folder, ignore_errors=True)
            database = str(EMPTY_DATABASE.copy_to(folder / "source.sqlite"))
        else:
            database = request.getfixturevalue("pg_cluster").database(schema=True)
        app = _app(database)
        ids = _build(app.extensions["herald.log"], app)
        app.extensions["herald.log"].engine.dispose()  # no connection left: SQLite folds its journal in, a template is free
        _BUILT[backend] = database, ids
    return _BUILT[backend]


@pytest.fixture
def source(backend, tmp_path, request, temporary_instance):
    """An instance with two games (one with an undone step), a card entry, a setting and a PIN: a copy of its own
    of the one built once per backend."""
    database, ids = _built(backend, request)
    if backend == "sqlite":
        copy = str(tmp_path / "herald.sqlite")
        shutil.copyfile(database, copy)
    else:
        copy = request.getfixturevalue("pg_cluster").database(copy_of=database)
    app = _app(copy)
    yield app.extensions["herald.log"], ids
    app.extensions["herald.log"].engine.dispose()


def fresh_log(db, log):
    """A GameLog on an empty database made by the `db` fixture, with the same catalog."""
    return GameLog(db(), context=log.context)


def test_backup_restores_an_identical_instance_without_secrets(source, db):
    log, (first, second) = source
    raw = backup.to_bytes(backup.create(log.engine))
    target = fresh_log(db, log)
    written = backup.restore(target.engine, raw)
    assert written["game"] == 2 and written["event"] == 7 and written["catalog_entry"] == 1
    assert backup.dump(target.engine) == backup.dump(log.engine)
    for game_id in (first, second):
        assert target.load(game_id) == log.load(game_id)
    assert [r.status for r in target.rows(first, include_inactive=True)][-1] == "undone"
    assert target.redo(first, expected_seq=5).seq == 6  # the redo stack came along
    assert get_setting(target.engine, "qr_address") == "192.168.1.20"
    assert catalog_entries.as_overrides(catalog_entries.current_entries(target.engine)) == {"druid": {"strength": 3}}
    assert not gmauth.has_pin(target.engine, first), "PIN hashes are secrets: left out unless asked"
    assert get_setting(target.engine, OWNER_PIN) is None, "the owner PIN's hash is a secret too"
    # The restored instance keeps counting ids after the restored ones.
    target.append(second, parse_action(GOLD), expected_seq=1, action_id=new_id())
    assert max(r.id for r in target.rows(second)) > max(r.id for r in log.rows(first, include_inactive=True))


def test_secrets_come_along_when_asked(source, db):
    log, (first, _) = source
    raw = backup.to_bytes(backup.create(log.engine, secrets=True))
    target = fresh_log(db, log)
    backup.restore(target.engine, raw)
    assert gmauth.check_pin(target.engine, first, "client", "2468").ok
    assert not gmauth.check_pin(target.engine, first, "client", "1111").ok
    assert get_setting(target.engine, OWNER_PIN) == "scrypt:hash-of-the-owner-pin"


def test_restore_refuses_an_instance_that_holds_games_and_changes_nothing(source):
    log, _ = source
    raw = backup.to_bytes(backup.create(log.engine))
    before = backup.dump(log.engine, secrets=True)
    with pytest.raises(backup.RestoreRefused, match="only into an empty instance"):
        backup.restore(log.engine, raw)
    assert backup.dump(log.engine, secrets=True) == before


def _tampered(raw: bytes, edit) -> bytes:
    data = json.loads(raw)
    edit(data)
    return json.dumps(data).encode()


def _step_gives_gold(data):
    data["tables"]["event"][1]["events"][0]["gold"] = 9


def _checksum_redone(data):
    _step_gives_gold(data)
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = backup._checksum(body)


def _drop_a_step_and_recompute(data):
    del data["tables"]["event"][2]
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = backup._checksum(body)


def _renumber_a_step_and_recompute(data):
    """Friday's active steps numbered 1, 2, 2, 4, 5: the count still matches its head, the numbers do not."""
    friday = next(g["id"] for g in data["tables"]["game"] if g["name"] == "Friday")
    step = next(e for e in data["tables"]["event"] if e["game_id"] == friday and e["seq"] == 3)
    step["seq"] = 2
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = backup._checksum(body)


def _a_setting_twice(data):
    """The same setting key in two rows: each row has Herald's shape, together they break the table's key."""
    data["tables"]["setting"].append(dict(data["tables"]["setting"][0]))


def _redone(edit):
    """An edit made by hand with the checksum computed again, so only the content checks can catch it."""
    def change(data):
        edit(data)
        data["checksum"] = backup._checksum({k: v for k, v in data.items() if k != "checksum"})
    return change


@pytest.mark.parametrize("damage, message", [
    (lambda raw: raw[: len(raw) // 2], "JSON breaks off"),
    (lambda raw: raw.replace(b'"Friday"', b'"Fryday"'), "checksum does not match"),
    (lambda raw: _tampered(raw, _step_gives_gold), "checksum does not match"),
    (lambda raw: _tampered(raw, lambda d: d.pop("checksum")), "no checksum"),
    (lambda raw: _tampered(raw, lambda d: d.update(format="herald-game")), "not a Herald backup"),
    (lambda raw: _tampered(raw, _drop_a_step_and_recompute), "not numbered 1..5 without gaps"),
    (lambda raw: _tampered(raw, _renumber_a_step_and_recompute), "not numbered 1..5 without gaps"),
    (lambda raw: _tampered(raw, _redone(lambda d: d.update(version=99))), "this Herald reads version"),
    (lambda raw: _tampered(raw, _redone(lambda d: d["tables"].update(scores=[]))), "unknown table 'scores'"),
    (lambda raw: _tampered(raw, _redone(lambda d: d["tables"]["game"][0].update(score=3))),
     "table 'game' has rows with other columns"),
    (lambda raw: b"\xff\xfe", "not a readable Herald backup"),
    (lambda raw: _tampered(raw, _redone(lambda d: d.update(tables=[]))), "holds no tables"),
    (lambda raw: _tampered(raw, _redone(_step_gives_gold)), "does not decide again to its log"),
    (lambda raw: _tampered(raw, _redone(_a_setting_twice)), "rows do not fit together"),
])
def test_damaged_or_tampered_backup_is_refused_and_changes_nothing(source, db, damage, message):
    log, _ = source
    raw = backup.to_bytes(backup.create(log.engine))
    target = fresh_log(db, log)
    with pytest.raises(backup.RestoreRefused, match=message):
        backup.restore(target.engine, damage(raw))
    assert all(rows == [] for rows in backup.dump(target.engine, secrets=True).values())


def test_backup_during_a_stream_of_actions_is_never_torn(log, db):
    """Backups taken while two games are played restore to the log at one acknowledged step of each game."""
    games = [saved.create_game(log, name=f"G{i}", act=parse_action(setup_action(2)))[0] for i in range(2)]
    acked = {g: [1] for g in games}  # steps each game's writer had acknowledged, in order
    stop = threading.Event()

    def play(game_id):
        seq = 1
        while not stop.is_set() and seq < 400:
            seq = log.append(game_id, parse_action(GOLD), expected_seq=seq, action_id=new_id()).seq
            acked[game_id].append(seq)

    writers = [threading.Thread(target=play, args=(g,)) for g in games]
    for w in writers:
        w.start()
    taken = []
    try:
        other = GameLog(db.same_as(log.engine), context=log.context)  # another connection pool, as another process
        while len(taken) < 40 and any(w.is_alive() for w in writers):
            before = {g: acked[g][-1] for g in games}
            raw = backup.to_bytes(backup.create(other.engine))
            after = {g: acked[g][-1] for g in games}
            taken.append((before, raw, after))
    finally:
        stop.set()
        for w in writers:
            w.join()
    assert len(taken) >= 3
    # The writers have stopped: each game's log is final, read once, with the state after each of its steps.
    written = {g: log.rows(g) for g in games}
    states = {g: list(itertools.accumulate((parse_events(r.events) for r in written[g]), fold, initial=GameState()))
              for g in games}
    for before, raw, after in taken:
        target = GameLog(db(), context=log.context)
        backup.restore(target.engine, raw)
        for game_id in games:
            head, state = target.load(game_id)
            assert before[game_id] <= head <= after[game_id] + 1  # +1: recorded, its answer not yet returned
            rows = written[game_id][:head]
            assert len(rows) == head and state == states[game_id][head]
            assert [(r.id, r.events) for r in target.rows(game_id)] == [(r.id, r.events) for r in rows]


def _url(engine) -> str:
    return engine.url.database if engine.dialect.name == "sqlite" else engine.url.render_as_string(hide_password=False)


def test_the_cli_writes_and_restores_a_backup(source, db, tmp_path, monkeypatch, capsys):
    """DATABASE_URL names the database (a SQLite path or a PostgreSQL URL) for the command as for the server."""
    log, (first, _) = source
    from app import backup as cli

    monkeypatch.setenv("DATABASE_URL", _url(log.engine))
    monkeypatch.setenv("HERALD_SECRET_KEY", "test")
    path = tmp_path / "club.herald-backup"
    assert cli.main(["create", str(path)]) == 0
    assert len(backup.read(path.read_bytes())["tables"]["game"]) == 2
    target = db()
    monkeypatch.setenv("DATABASE_URL", _url(target))
    path.write_bytes(path.read_bytes().replace(b"Friday", b"Fryday"))
    assert cli.main(["restore", str(path)]) == 1
    assert "Restore refused, nothing was changed" in capsys.readouterr().err
    assert cli.main(["restore", str(tmp_path / "missing")]) == 1
    path.write_bytes(path.read_bytes().replace(b"Fryday", b"Friday"))
    assert cli.main(["restore", str(path)]) == 0
    assert "Restored 2 games, 7 log rows, 1 card entries." in capsys.readouterr().out
    assert backup.dump(target) == backup.dump(log.engine)


def test_a_backup_moves_to_the_other_database_and_back_identical(source, backend, tmp_path, pg_cluster):
    """SQLite -> PostgreSQL -> SQLite (and PostgreSQL -> SQLite -> PostgreSQL): every table identical."""
    log, (first, _) = source
    sqlite = iter(tmp_path / f"move{i}.sqlite" for i in range(2))
    other = {"sqlite": lambda: pg_cluster.database(), "postgresql": lambda: str(next(sqlite))}[backend]
    same = {"sqlite": lambda: str(next(sqlite)), "postgresql": lambda: pg_cluster.database()}[backend]
    there = make_engine(other())
    back = make_engine(same())
    try:
        backup.restore(there, backup.to_bytes(backup.create(log.engine, secrets=True)))
        assert there.dialect.name != log.engine.dialect.name
        backup.restore(back, backup.to_bytes(backup.create(there, secrets=True)))
        original = backup.dump(log.engine, secrets=True)
        assert backup.dump(there, secrets=True) == original
        assert backup.dump(back, secrets=True) == original
        moved = GameLog(there, context=log.context)
        assert moved.load(first) == log.load(first)
        assert gmauth.check_pin(there, first, "client", "2468").ok
    finally:
        there.dispose()
        back.dispose()
