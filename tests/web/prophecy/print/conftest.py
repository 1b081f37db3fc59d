"""The Print tests' app, on a database in the test's own folder, and the tablet's browser on it (a game master's
device)."""

from __future__ import annotations

import pytest

from tests.conftest import EMPTY_DATABASE
from tests.helpers import as_tablet


@pytest.fixture
def app(tmp_path):
    from app import create_app

    database = EMPTY_DATABASE.copy_to(tmp_path / "herald.sqlite")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": str(database)})
    assert app.instance_path == str(tmp_path / "instance")  # tests/conftest.py: never the repository's instance/
    return app


@pytest.fixture
def client(app):
    """The tablet's browser: a game master's device sending its page's CSRF token (see tests.helpers.as_tablet)."""
    return as_tablet(app.test_client(), make_game=False)
