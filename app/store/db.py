"""The SQLite database: one engine per app, WAL journal, and the tables created on first use."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import SQLModel, create_engine

from . import access_tables, models  # noqa: F401 - every table must be imported before create_all


def make_engine(path: Path | str) -> Engine:
    """An engine on the SQLite file at path, tuned for one writer and many readers."""
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={"check_same_thread": False, "timeout": 10},
    )
    event.listen(engine, "connect", _pragmas)
    SQLModel.metadata.create_all(engine)
    return engine


def _pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # NORMAL with WAL survives a killed process; only a power cut can lose the last commits.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()
