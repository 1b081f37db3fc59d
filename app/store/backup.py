"""A whole instance in one file: every game with its whole log and snapshots, the group's card entries, settings.

`create` reads every table in one read transaction (a snapshot on both SQLite and PostgreSQL), so a backup taken
while Herald serves holds the log as it stood at one moment, never half of a step. The secrets (PIN hashes, seat
links, GM API tokens) go in only when asked; PIN attempts never. `restore` checks the whole file first (format,
checksum, shape, each value's type, every game's log numbered 1..head and decided again by the rules, as an
import is, see `backup_check.py`) and writes into an empty database in one transaction, so a
damaged or tampered file, or a database that already holds games, changes nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Table, func, insert, select, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError

from . import backup_check, bounds
from .access_tables import GameAccess, GmToken, SeatLink, Setting
from .models import CarriedEntriesRecord, CatalogEntryRecord, EventRecord, GameRecord, SnapshotRecord, utcnow

FORMAT = "herald-backup"
VERSION = 1
# In the order they are restored (a row's foreign keys point to tables before it).
DATA_TABLES: tuple[Table, ...] = tuple(
    m.__table__ for m in (GameRecord, EventRecord, SnapshotRecord, CarriedEntriesRecord, CatalogEntryRecord, Setting))
SECRET_TABLES: tuple[Table, ...] = tuple(m.__table__ for m in (GameAccess, SeatLink, GmToken))
ALL_TABLES = {t.name: t for t in DATA_TABLES + SECRET_TABLES}


class RestoreRefused(ValueError):
    """The backup cannot be restored; the message names the problem. Nothing was written."""


def _checksum(body: Mapping[str, Any]) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def _plain(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


def _read_snapshot(conn: Connection) -> None:
    """Open one read transaction that sees a single moment of the database."""
    if conn.dialect.name == "sqlite":
        conn.exec_driver_sql("BEGIN")  # pysqlite opens none for reads: without it every SELECT sees its own moment
    else:
        conn.execution_options(isolation_level="REPEATABLE READ")
        conn.begin()


def _secret_setting(table: Table, row: Mapping[str, Any]) -> bool:
    """A setting that is a secret (the owner PIN's hash): in a backup only with the secrets."""
    return table.name == "setting" and str(row["key"]).startswith("secret:")


def dump(engine: Engine, *, secrets: bool = False) -> dict[str, list[dict[str, Any]]]:
    """Every row of the backed-up tables as JSON-ready dicts, all read from one moment of the database."""
    tables = DATA_TABLES + (SECRET_TABLES if secrets else ())
    with engine.connect() as conn:
        _read_snapshot(conn)
        out = {}
        for table in tables:
            order = list(table.primary_key.columns)
            rows = conn.execute(select(table).order_by(*order)).mappings().all()
            out[table.name] = [{k: _plain(v) for k, v in row.items()} for row in rows
                               if secrets or not _secret_setting(table, row)]
        conn.rollback()
    return out


def create(engine: Engine, *, secrets: bool = False) -> dict[str, Any]:
    """A backup of the whole instance as a JSON-ready dict with a checksum."""
    body = {"format": FORMAT, "version": VERSION, "created_at": utcnow().isoformat(),
            "database": engine.dialect.name, "secrets": secrets, "tables": dump(engine, secrets=secrets)}
    return {**body, "checksum": _checksum(body)}


def to_bytes(backup: Mapping[str, Any]) -> bytes:
    """The backup file's bytes (UTF-8 JSON)."""
    return json.dumps(backup, ensure_ascii=False, separators=(",", ":")).encode()


def read(raw: bytes | str) -> dict[str, Any]:
    """Parse and check a backup file; RestoreRefused names what is wrong."""
    try:
        data = bounds.loads(raw)
    except bounds.TooDeep as exc:
        raise RestoreRefused(f"This is not a Herald backup: {exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RestoreRefused(f"This is not a readable Herald backup: the JSON breaks off or is invalid ({exc}).") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RestoreRefused("This is not a Herald backup (its 'format' is not herald-backup).")
    if data.get("version") != VERSION:
        raise RestoreRefused(f"This backup has version {data.get('version')!r}; this Herald reads version {VERSION}.")
    if not isinstance(data.get("checksum"), str):
        raise RestoreRefused("The backup has no checksum; it is incomplete or was edited.")
    body = {k: v for k, v in data.items() if k != "checksum"}
    if _checksum(body) != data["checksum"]:
        raise RestoreRefused("The backup was changed or damaged after it was written: its checksum does not match "
                             "its content.")
    _check_shape(data)
    try:
        backup_check.redecide_games(data["tables"])
    except backup_check.BadBackup as exc:
        raise RestoreRefused(str(exc)) from exc
    return data


def _check_shape(data: Mapping[str, Any]) -> None:
    tables = data.get("tables")
    if not isinstance(tables, dict):
        raise RestoreRefused("The backup holds no tables.")
    for name, rows in tables.items():
        table = ALL_TABLES.get(name)
        if table is None:
            raise RestoreRefused(f"The backup holds an unknown table {name!r}.")
        columns = set(table.columns.keys())
        if not isinstance(rows, list) or any(not isinstance(r, dict) or set(r) != columns for r in rows):
            raise RestoreRefused(f"The backup's table {name!r} has rows with other columns than Herald's.")
        try:
            backup_check.check_types(table, rows)
        except backup_check.BadBackup as exc:
            raise RestoreRefused(str(exc)) from exc
    games = {g["id"]: g["head_seq"] for g in tables.get("game", [])}
    active: dict[str, list[int]] = {gid: [] for gid in games}
    for row in tables.get("event", []):
        if row["game_id"] not in games:
            raise RestoreRefused(f"The backup's log names a game it does not hold ({row['game_id']}).")
        if row["status"] == "active":
            active[row["game_id"]].append(row["seq"])
    for gid, seqs in active.items():
        if sorted(seqs) != list(range(1, games[gid] + 1)):
            raise RestoreRefused(f"The log of game {gid} in the backup is not numbered 1..{games[gid]} without gaps.")


def _typed(table: Table, row: Mapping[str, Any]) -> dict[str, Any]:
    """A row from the file with its date-times parsed back."""
    out = dict(row)
    for column in table.columns:
        if _python_type(column) is datetime and isinstance(out[column.name], str):
            out[column.name] = datetime.fromisoformat(out[column.name])
    return out


def _python_type(column) -> type | None:
    kind = getattr(column.type, "impl", column.type)  # SQLModel's UTCDateTime decorates DateTime
    try:
        return kind.python_type
    except NotImplementedError:  # JSON columns
        return None


def restore(engine: Engine, raw: bytes | str) -> dict[str, int]:
    """Restore a backup into an empty database in one transaction; returns the rows written per table."""
    data = read(raw)
    tables = data["tables"]
    written = {}
    with engine.begin() as conn:
        held = {t.name: conn.execute(select(func.count()).select_from(t)).scalar_one() for t in ALL_TABLES.values()}
        busy = {name: n for name, n in held.items() if n}
        if busy:
            raise RestoreRefused("A backup restores only into an empty instance; this one already holds "
                                 + ", ".join(f"{n} {name} rows" for name, n in sorted(busy.items())) + ".")
        try:
            for table in DATA_TABLES + SECRET_TABLES:
                rows = [_typed(table, r) for r in tables.get(table.name, [])]
                if rows:
                    conn.execute(insert(table), rows)
                written[table.name] = len(rows)
        except SQLAlchemyError as exc:  # rows that break a key or a link between tables: the transaction rolls back
            reason = str(getattr(exc, "orig", exc)).splitlines()[0]
            raise RestoreRefused(f"The backup's rows do not fit together ({reason}).") from exc
        _advance_sequences(conn)
    return written


def _advance_sequences(conn: Connection) -> None:
    """On PostgreSQL, move each id sequence past the restored ids (SQLite picks max(id) + 1 by itself)."""
    if conn.dialect.name != "postgresql":
        return
    for table in ALL_TABLES.values():
        key = list(table.primary_key.columns)
        if len(key) == 1 and key[0].name == "id" and _python_type(key[0]) is int:
            conn.execute(text(f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                              f"COALESCE((SELECT max(id) FROM {table.name}), 0) + 1, false)"))
