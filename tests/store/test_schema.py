"""The schema on both databases: the migrations build exactly what the models describe; older databases upgrade."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, make_url, text
from sqlmodel import Session, SQLModel, select

from app.store import schema
from app.store.db import make_engine
from app.store.models import CatalogEntryRecord, GameRecord


def raw_engine(database: str):
    """An engine on the test's empty database that makes no schema by itself."""
    if "://" not in database:
        return create_engine(f"sqlite:///{database}")
    return create_engine(make_url(database).set(drivername="postgresql+psycopg"))


def test_the_migrations_build_what_the_models_describe(database):
    engine = raw_engine(database)
    try:
        with engine.begin() as conn:
            command.upgrade(schema.config(conn), "head")
        with engine.connect() as conn:
            assert schema.current(conn) == schema.head()
            diff = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
        assert diff == []
        assert {"game", "event", "snapshot", "catalog_entry", "seat_link", "gm_token", "pin_attempt",
                "game_access", "setting"} <= set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


def test_a_database_made_before_migrations_is_stamped_and_keeps_its_games(database):
    engine = raw_engine(database)
    with engine.begin() as conn:  # what create_all made before migrations existed: the first revision, unstamped
        command.upgrade(schema.config(conn), schema.FIRST_REVISION)
        conn.execute(text("DROP TABLE alembic_version"))
        conn.execute(text("INSERT INTO game (id, name, game, seed, head_seq, players, created_at, updated_at) "
                          "VALUES ('old', 'Kept', 'prophecy', :seed, 0, '[]', :now, :now)"),
                     {"seed": 2**62, "now": "2025-01-01 00:00:00"})
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO catalog_entry (card_id, field, value, entered_at, origin, replaced) "
                          "VALUES ('ghost', 'lives', '3', :now, 'table', false)"), {"now": "2025-01-01 00:00:00"})
    engine.dispose()
    engine = make_engine(database)
    try:
        with engine.connect() as conn:
            assert schema.current(conn) == schema.head()
        with Session(engine) as session:
            assert session.get(GameRecord, "old").seed == 2**62
            entry = session.exec(select(CatalogEntryRecord)).one()
            assert (entry.card_id, entry.game) == ("ghost", "prophecy")  # older entries are Prophecy's
    finally:
        engine.dispose()


def test_a_new_database_is_made_from_the_models_and_stamped(database):
    engine = make_engine(database)
    try:
        with engine.connect() as conn:
            assert schema.current(conn) == schema.head()
            assert compare_metadata(MigrationContext.configure(conn), SQLModel.metadata) == []
        make_engine(database).dispose()  # a second process starting on it changes nothing
    finally:
        engine.dispose()


def test_the_newest_revision_read_from_the_files_is_alembics_head():
    assert schema.newest() == schema.head()


def test_a_start_on_a_new_or_current_database_does_not_import_alembic(database):
    # Issue 42: importing Alembic was a tenth of a start; only an upgrade needs it.
    script = ("import sys; from app.store.db import make_engine; from app.store import schema\n"
              "make_engine(sys.argv[1]).dispose(); make_engine(sys.argv[1]).dispose()\n"
              "print(sorted(m for m in sys.modules if m.split('.')[0] == 'alembic'))")
    run = subprocess.run([sys.executable, "-c", script, database], capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2])
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"
    engine = make_engine(database)  # and Alembic reads the revision that start wrote as its newest
    try:
        with engine.connect() as conn:
            assert schema.current(conn) == schema.head()
    finally:
        engine.dispose()


PARTIAL_INDEXES = (("ux_event_active_seq", "event"), ("ux_catalog_entry_current", "catalog_entry"),
                   ("ux_seat_link_current", "seat_link"))


def test_a_new_database_s_partial_indexes_keep_their_condition(database):
    # Issue 42: the models no longer name PostgreSQL's condition on the index itself (checking it loaded SQLAlchemy's
    # PostgreSQL dialect, ~45 ms of every start on SQLite); a database a fresh process makes still has each one.
    script = ("import sys; from app.store.db import make_engine\n"
              "make_engine(sys.argv[1]).dispose()\n"
              "print('sqlalchemy.dialects.postgresql' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", script, database], capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2])
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == str("://" in database)  # loaded on PostgreSQL only
    engine = raw_engine(database)
    try:
        reflected = inspect(engine)
        for name, table in PARTIAL_INDEXES:
            (index,) = [i for i in reflected.get_indexes(table) if i["name"] == name]
            where = {k: v for k, v in index.get("dialect_options", {}).items() if k.endswith("_where")}
            assert index["unique"] and len(where) == 1 and all(str(w).strip() for w in where.values()), index
    finally:
        engine.dispose()
