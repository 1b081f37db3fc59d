"""The store's `app` fixture gives each test a database of its own at the newest schema, on both backends: a copy of
one made once per process (a SQLite file, a PostgreSQL template), never that one itself."""

from __future__ import annotations

from app import create_app
from app.store import schema
from app.store.games import list_games
from tests.conftest import FAST_PIN_HASH
from tests.helpers import api_create
from tests.store.conftest import EMPTY_DATABASE


def test_each_app_gets_its_own_database_at_the_newest_schema(app, backend, tmp_path, request):
    engine = app.extensions["herald.log"].engine
    with engine.connect() as conn:
        assert schema.stamped(conn) == schema.newest()
    api_create(app.test_client(), name="Mine")
    if backend == "sqlite":
        other_database = str(EMPTY_DATABASE.copy_to(tmp_path / "other.sqlite"))
    else:
        other_database = request.getfixturevalue("pg_cluster").database(schema=True)
    assert other_database != app.config["DATABASE"]
    other = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": other_database,
                        "PIN_HASH_METHOD": FAST_PIN_HASH, "INSTANCE_PATH": str(tmp_path / "other")})
    try:
        assert list_games(other.extensions["herald.log"]) == []  # the copy took nothing from the first app's games
        assert [g.name for g in list_games(app.extensions["herald.log"])] == ["Mine"]
    finally:
        other.extensions["herald.log"].engine.dispose()
