"""The database: SQLite in the instance folder (WAL journal), or PostgreSQL by URL; the schema kept by migrations."""

from __future__ import annotations

from collections import namedtuple
from pathlib import Path
from typing import Any, NamedTuple

from sqlalchemy import event
from sqlalchemy.engine import Connection, Dialect, Engine, make_url
from sqlmodel import SQLModel, create_engine

from . import access_tables, models  # noqa: F401 - every table must be imported before the schema is made
from .portable import for_postgresql
from .schema import prepare


def is_url(target: Path | str) -> bool:
    """Whether a DATABASE setting is a URL (postgresql://…) rather than a SQLite file's path."""
    return "://" in str(target)


def make_engine(target: Path | str) -> Engine:
    """An engine on a SQLite file's path or a database URL, its schema created or upgraded."""
    if is_url(target):
        url = make_url(str(target))
        if url.drivername in ("postgresql", "postgres"):
            url = url.set(drivername="postgresql+psycopg")  # psycopg 3, the driver Herald installs
        if url.get_backend_name() == "sqlite":
            return make_engine(url.database)
        for_postgresql(SQLModel.metadata)
        # Herald stores UTC; the session's zone must not shift timestamps on their way in or out.
        engine = create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20,
                               connect_args={"options": "-c timezone=UTC"})
    else:
        engine = create_engine(f"sqlite:///{target}", connect_args={"check_same_thread": False, "timeout": 10})
        event.listen(engine, "connect", _pragmas)
    prepare(engine)
    return engine


def _pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # NORMAL with WAL survives a killed process; only a power cut can lose the last commits.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


class _Compiled(NamedTuple):
    sql: str
    names: tuple[str, ...] | None  # the parameters in order (a positional paramstyle), else None: by name
    defaults: dict  # the values compiled in (a LIMIT's)
    row: type  # a named tuple of the columns, as SQLAlchemy's row names them
    convert: tuple  # per column, what SQLAlchemy would make of the driver's value (None: as it comes)


_COMPILED: dict[tuple, _Compiled] = {}


def _compiled(query, dialect: Dialect) -> _Compiled:
    """A select compiled for this kind of database and driver, once (not per engine: tests make many)."""
    key = (query, type(dialect), dialect.paramstyle)
    found = _COMPILED.get(key)
    if found is None:
        compiled = query.compile(dialect=dialect)
        names = tuple(compiled.positiontup) if compiled.positional else None
        columns = list(query.selected_columns)
        convert = tuple(c.type.dialect_impl(dialect).result_processor(dialect, None) for c in columns)
        required = {name: None for name, bind in compiled.binds.items() if bind.required}
        found = _COMPILED[key] = _Compiled(str(compiled), names, compiled.construct_params(required),
                                           namedtuple("Row", [c.key for c in columns]), convert)
    return found


def fetch_one(query, dialect: Dialect, dbapi_connection, params: dict, events: Connection | None = None) -> Any:
    """The first row of a select (a named tuple, or None), run on a DB-API connection's own cursor with its SQL
    compiled once per kind of database, its values read as SQLAlchemy reads them. Through SQLAlchemy's execute a
    small query cost several times what the database spent on it (its statement's cache key, execution context and
    result machinery): the access guard's and an idle phone poll's one query (issue 42). With `events` (the
    SQLAlchemy connection it belongs to) that connection's cursor events see the statement as they see their own."""
    compiled = _compiled(query, dialect)
    values = compiled.defaults | params
    args = tuple(values[n] for n in compiled.names) if compiled.names is not None else values
    cursor = dbapi_connection.cursor()
    try:
        sql = compiled.sql
        if events is not None:
            for before in events.dispatch.before_cursor_execute:
                sql, args = before(events, cursor, sql, args, None, False)
        cursor.execute(sql, args)
        if events is not None:
            for after in events.dispatch.after_cursor_execute:
                after(events, cursor, sql, args, None, False)
        found = cursor.fetchone()
    finally:
        cursor.close()
    if found is None:
        return None
    return compiled.row._make(v if c is None else c(v) for c, v in zip(compiled.convert, found, strict=True))
