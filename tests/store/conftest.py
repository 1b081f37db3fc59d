"""The `db` fixture: fresh empty databases for store tests (SQLite files under the test's tmp_path)."""

from __future__ import annotations

import itertools

import pytest
from sqlalchemy.engine import Engine

from app.store.db import make_engine


class Databases:
    """Makes empty databases, and more engines on one of them (as another process would have)."""

    def __init__(self, tmp_path):
        self.tmp_path = tmp_path
        self.counter = itertools.count()
        self.engines: list[Engine] = []

    def __call__(self) -> Engine:
        return self._keep(make_engine(self.tmp_path / f"db{next(self.counter)}.sqlite"))

    def same_as(self, engine: Engine) -> Engine:
        return self._keep(make_engine(engine.url.database))

    def _keep(self, engine: Engine) -> Engine:
        self.engines.append(engine)
        return engine

    def close(self) -> None:
        for engine in self.engines:
            engine.dispose()


@pytest.fixture
def db(tmp_path):
    databases = Databases(tmp_path)
    yield databases
    databases.close()
