"""The schema on either database: made from the models on an empty one, upgraded by Alembic migrations otherwise.

An empty database gets `SQLModel.metadata.create_all` and is stamped with the newest migration (the migrations and
the models describe the same schema: tests/store/test_schema.py compares them on both databases). A database made
before migrations existed (a tablet's SQLite from an earlier Herald) holds the first revision's schema: it is
stamped so, then upgraded. On PostgreSQL an advisory lock keeps several starting processes from racing.
Alembic is imported only to upgrade: a start on a database at the newest revision, or on an empty one, reads and
writes the revision with one query (importing Alembic cost a start a fifth of its time, issue 42).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Column, MetaData, PrimaryKeyConstraint, String, Table, inspect, select, text
from sqlalchemy.engine import Connection, Engine
from sqlmodel import SQLModel

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
FIRST_REVISION = "0001"
LOCK_KEY = 0x4845_5241_4C44  # "HERALD": the advisory lock id for schema changes on PostgreSQL
# Alembic's own record of the revision, as its stamp makes it (tests/store/test_schema.py compares the two).
VERSION_TABLE = Table("alembic_version", MetaData(), Column("version_num", String(32), nullable=False),
                      PrimaryKeyConstraint("version_num", name="alembic_version_pkc"))


def config(connection: Connection | None = None) -> Config:
    """Alembic's configuration for Herald's migrations (on this connection, when given)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = connection
    return cfg


def head() -> str:
    """The newest migration's revision."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(config()).get_current_head()


def current(connection: Connection) -> str | None:
    """The revision a database is at (None when it was never stamped)."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


@cache
def newest() -> str:
    """The newest migration's revision read from the migration files' headers, without Alembic: the one revision
    no other migration names as its down revision."""
    revisions, downs = set(), set()
    for path in (MIGRATIONS / "versions").glob("*.py"):
        header = path.read_text(encoding="utf-8")
        revisions.add(re.search(r"^revision = ['\"]([^'\"]+)['\"]", header, re.M)[1])
        downs.update(re.findall(r"['\"]([^'\"]+)['\"]", re.search(r"^down_revision = (.*)$", header, re.M)[1]))
    (found,) = revisions - downs  # one head: Herald's migrations form a line
    return found


def stamped(connection: Connection) -> str | None:
    """The revision recorded in the database (None when it has no record), read without Alembic."""
    if not inspect(connection).has_table(VERSION_TABLE.name):
        return None
    return connection.execute(select(VERSION_TABLE.c.version_num)).scalar()


def prepare(engine: Engine) -> None:
    """Create the schema on an empty database or upgrade it to the newest migration."""
    with engine.connect() as conn:
        if stamped(conn) == newest():
            return
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK_KEY})
        at = stamped(conn)
        if at is None and not inspect(conn).has_table("game"):
            SQLModel.metadata.create_all(conn)
            VERSION_TABLE.create(conn)
            conn.execute(VERSION_TABLE.insert().values(version_num=newest()))
            return
        from alembic import command

        if at is None:
            command.stamp(config(conn), FIRST_REVISION)
        command.upgrade(config(conn), "head")
