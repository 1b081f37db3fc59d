"""SQL that SQLite and PostgreSQL spell differently: the upsert statement, the smaller of two values, the condition
of a partial index."""

from __future__ import annotations

from sqlalchemy import MetaData, text
from sqlalchemy.dialects import sqlite
from sqlalchemy.engine import Engine
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.functions import GenericFunction

# A partial index's condition on PostgreSQL, kept in the index's `info` under this key and given to the index when
# an engine on PostgreSQL is made (`for_postgresql`): naming `postgresql_where` on the index itself loads
# SQLAlchemy's PostgreSQL dialect to check it, ~45 ms of every start on SQLite (issue 42).
POSTGRESQL_WHERE = "postgresql_where"


def for_postgresql(metadata: MetaData) -> None:
    """Give each partial index its PostgreSQL condition (from its `info`); doing it again changes nothing."""
    for table in metadata.tables.values():
        for index in table.indexes:
            if POSTGRESQL_WHERE in index.info:
                index.dialect_options["postgresql"]["where"] = text(index.info[POSTGRESQL_WHERE])


def upsert(engine: Engine, table):
    """An INSERT that takes `.on_conflict_do_update(...)` in the engine's dialect (both share that API)."""
    if engine.dialect.name != "postgresql":
        return sqlite.insert(table)
    # Imported here, where an engine on PostgreSQL has loaded it: a start on SQLite goes without it (issue 42).
    from sqlalchemy.dialects import postgresql

    return postgresql.insert(table)


class least(GenericFunction):  # noqa: N801 - reads as the SQL function it compiles to
    """The smaller of its arguments: least() on PostgreSQL, the two-argument min() on SQLite."""

    inherit_cache = True
    name = "least"


@compiles(least, "sqlite")
def _least_sqlite(element, compiler, **kw):
    return f"min({compiler.process(element.clauses, **kw)})"
