"""The database: SQLite in the instance folder (WAL journal), or PostgreSQL by URL; the schema kept by migrations."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine, make_url
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
