"""Fixtures: an app on a fresh SQLite file per test, its client and its game log."""

from __future__ import annotations

import pytest

from app import create_app


@pytest.fixture
def app(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": str(tmp_path / "herald.sqlite")})
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def log(app):
    return app.extensions["herald.log"]
