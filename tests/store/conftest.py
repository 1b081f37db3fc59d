"""The store's tests run on both databases: SQLite files under tmp_path, and a throwaway PostgreSQL server.

`backend` parametrizes every test here; the `app` (hence `log`) and `db` fixtures give that backend's databases:
`database` and `db` empty ones, the `app` one with the schema already made (copied from one made once per process).
"""

from __future__ import annotations

import itertools

import pytest
from sqlalchemy.engine import Engine

from app import create_app
from app.store.db import make_engine
from tests.conftest import EMPTY_DATABASE, FAST_PIN_HASH

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
def backend(request):
    return request.param


@pytest.fixture
def database(backend, tmp_path, request):
    """A fresh empty database for this test: a SQLite path or a PostgreSQL URL."""
    if backend == "sqlite":
        return str(tmp_path / "herald.sqlite")
    return request.getfixturevalue("pg_cluster").database()


@pytest.fixture
def app(backend, tmp_path, request, temporary_instance):
    """The app on a database of its own holding the newest schema (a copy of one made once per process)."""
    if backend == "sqlite":
        database = str(EMPTY_DATABASE.copy_to(tmp_path / "herald.sqlite"))
    else:
        database = request.getfixturevalue("pg_cluster").database(schema=True)
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": database, "PIN_HASH_METHOD": FAST_PIN_HASH})
    yield app
    app.extensions["herald.log"].engine.dispose()


class Databases:
    """Makes empty databases of the test's backend (Herald's newest schema, no rows: copies of the one made once per
    process, as for `app`), and more engines on one of them (as another process would)."""

    def __init__(self, backend: str, tmp_path, request):
        self.backend, self.tmp_path, self.request = backend, tmp_path, request
        self.counter = itertools.count()
        self.engines: list[Engine] = []

    def __call__(self) -> Engine:
        if self.backend == "sqlite":
            return self._keep(make_engine(EMPTY_DATABASE.copy_to(self.tmp_path / f"db{next(self.counter)}.sqlite")))
        return self._keep(make_engine(self.request.getfixturevalue("pg_cluster").database(schema=True)))

    def same_as(self, engine: Engine) -> Engine:
        return self._keep(make_engine(engine.url.render_as_string(hide_password=False)))

    def _keep(self, engine: Engine) -> Engine:
        self.engines.append(engine)
        return engine

    def close(self) -> None:
        for engine in self.engines:
            engine.dispose()


@pytest.fixture
def db(backend, tmp_path, request):
    databases = Databases(backend, tmp_path, request)
    yield databases
    databases.close()
