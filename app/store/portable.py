"""SQL that SQLite and PostgreSQL spell differently: the upsert statement and the smaller of two values."""

from __future__ import annotations

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Engine
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.functions import GenericFunction


def upsert(engine: Engine, table):
    """An INSERT that takes `.on_conflict_do_update(...)` in the engine's dialect (both share that API)."""
    return (postgresql.insert if engine.dialect.name == "postgresql" else sqlite.insert)(table)


class least(GenericFunction):  # noqa: N801 - reads as the SQL function it compiles to
    """The smaller of its arguments: least() on PostgreSQL, the two-argument min() on SQLite."""

    inherit_cache = True
    name = "least"


@compiles(least, "sqlite")
def _least_sqlite(element, compiler, **kw):
    return f"min({compiler.process(element.clauses, **kw)})"
