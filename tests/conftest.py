"""Fixtures: an app on a fresh SQLite file per test, its client and its game log."""

from __future__ import annotations

import pytest

from app import create_app

# PINs are hashed with a cheap method in tests (scrypt takes ~0.3 s here); tests/web/test_pin.py checks the default.
FAST_PIN_HASH = "pbkdf2:sha256:1000"


@pytest.fixture
def app(tmp_path):
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "DATABASE": str(tmp_path / "herald.sqlite"), "PIN_HASH_METHOD": FAST_PIN_HASH}
    )
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def log(app):
    return app.extensions["herald.log"]
