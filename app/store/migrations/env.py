"""Alembic's entry point: migrations run on the connection app/store/schema.py hands over."""

from __future__ import annotations

from alembic import context
from sqlmodel import SQLModel

from app.store import access_tables, models  # noqa: F401 - the tables the migrations describe
from app.store.portable import for_postgresql

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("Run Herald's migrations through app.store.schema (python -m app.store.schema).")
if connection.dialect.name == "postgresql":
    for_postgresql(SQLModel.metadata)  # the partial indexes' conditions, as autogenerate compares them
context.configure(connection=connection, target_metadata=SQLModel.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
