"""The schema on both databases: the migrations build exactly what the models describe; older databases upgrade."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, make_url
from sqlmodel import Session, SQLModel

from app.store import schema
from app.store.db import make_engine
from app.store.models import GameRecord


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
    SQLModel.metadata.create_all(engine)  # what Herald did before migrations existed
    with Session(engine) as session:
        session.add(GameRecord(id="old", name="Kept", seed=2**62))
        session.commit()
    engine.dispose()
    engine = make_engine(database)
    try:
        with engine.connect() as conn:
            assert schema.current(conn) == schema.head()
        with Session(engine) as session:
            assert session.get(GameRecord, "old").seed == 2**62
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
