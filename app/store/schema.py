"""The schema on either database: made from the models on an empty one, upgraded by Alembic migrations otherwise.

An empty database gets `SQLModel.metadata.create_all` and is stamped with the newest migration (the migrations and
the models describe the same schema: tests/store/test_schema.py compares them on both databases). A database made
before migrations existed (a tablet's SQLite from an earlier Herald) holds the first revision's schema: it is
stamped so, then upgraded. On PostgreSQL an advisory lock keeps several starting processes from racing.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine
from sqlmodel import SQLModel

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
FIRST_REVISION = "0001"
LOCK_KEY = 0x4845_5241_4C44  # "HERALD": the advisory lock id for schema changes on PostgreSQL


def config(connection: Connection | None = None) -> Config:
    """Alembic's configuration for Herald's migrations (on this connection, when given)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = connection
    return cfg


def head() -> str:
    """The newest migration's revision."""
    return ScriptDirectory.from_config(config()).get_current_head()


def current(connection: Connection) -> str | None:
    """The revision a database is at (None when it was never stamped)."""
    return MigrationContext.configure(connection).get_current_revision()


def prepare(engine: Engine) -> None:
    """Create the schema on an empty database or upgrade it to the newest migration."""
    with engine.connect() as conn:
        if current(conn) == head():
            return
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})
        at = current(conn)
        if at is None and not inspect(conn).has_table("game"):
            SQLModel.metadata.create_all(conn)
            command.stamp(config(conn), "head")
            return
        if at is None:
            command.stamp(config(conn), FIRST_REVISION)
        command.upgrade(config(conn), "head")
