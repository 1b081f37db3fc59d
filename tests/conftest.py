"""Fixtures: an app on a fresh SQLite file and a fresh instance folder per test, its client and its game log.

No test writes into the repository: every app (and every server a test starts, through the environment)
gets a temporary instance folder, and the session fails if a run left anything new in instance/. Under
pytest-xdist (`make test`) each worker is a process of its own: its own temp folders, its own PostgreSQL
cluster on a free port (tests/pg.py), and servers on free ports; each worker checks instance/ over its session.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import flask
import pytest
from hypothesis import settings

from app import ROOT, create_app
from tests import refusal_census
from tests.compiled import CompiledTemplates, EmptyDatabase, share_compiled_sql, share_url_builders
from tests.pg import pg_cluster  # noqa: F401 - the throwaway PostgreSQL server, a session fixture
from tests.refusal_census import (  # noqa: F401 - hooks
    pytest_deselected,
    pytest_runtest_logfinish,
    pytest_sessionfinish,
    pytest_testnodedown,
)
from tests.scheduling import pytest_collection_modifyitems  # noqa: F401 - a hook: xdist groups kept together

refusal_census.install()

# No example may fail for its time: hypothesis's 200 ms deadline is met by a loaded machine (a test's own settings
# may still set one).
settings.register_profile("herald", deadline=None)
settings.load_profile("herald")

# PINs are hashed with a cheap method in tests (scrypt takes ~0.3 s here); tests/web/shared/test_pin.py checks the default.
FAST_PIN_HASH = "pbkdf2:sha256:1000"
REPO_INSTANCE = ROOT / "instance"
# Apps built while modules are collected (before any fixture) get this folder.
SESSION_INSTANCE = os.environ["HERALD_INSTANCE_PATH"] = tempfile.mkdtemp(prefix="herald-instance-")
# The long lane's layout workers keep the suite's priority (the product's 5 is checked in tests/printing/test_pool.py):
# beside a second suite, a chronicle's worker at niceness 5 among a dozen busy processes at 0 got almost no time.
os.environ["HERALD_LONG_LANE_NICENESS"] = "0"
atexit.register(shutil.rmtree, SESSION_INSTANCE, ignore_errors=True)  # the xdist controller runs no fixture

flask.Flask.jinja_options = {**flask.Flask.jinja_options, "bytecode_cache": CompiledTemplates()}
share_url_builders()
share_compiled_sql()
EMPTY_DATABASE = EmptyDatabase()


def instance_listing() -> dict[str, int]:
    """Every file under the repository's instance/ with its modification time."""
    if not REPO_INSTANCE.is_dir():
        return {}
    return {str(p.relative_to(REPO_INSTANCE)): p.stat().st_mtime_ns for p in REPO_INSTANCE.rglob("*")}


def instance_changes(before: dict[str, int], after: dict[str, int]) -> list[str]:
    """The files of instance/ that appeared or changed between two listings."""
    return sorted(name for name, mtime in after.items() if before.get(name) != mtime)


@pytest.fixture(scope="session", autouse=True)
def repository_instance_untouched():
    """Fails the session when a test wrote into the repository's instance/ folder."""
    before = instance_listing()
    yield
    changed = instance_changes(before, instance_listing())
    assert not changed, f"a test wrote into the repository's instance/: {changed}"


@pytest.fixture(autouse=True)
def temporary_instance(tmp_path, monkeypatch):
    """Every app and server a test makes keeps its instance folder under the test's tmp_path."""
    path = tmp_path / "instance"
    monkeypatch.setenv("HERALD_INSTANCE_PATH", str(path))
    return path


@pytest.fixture
def app(tmp_path, temporary_instance):
    database = EMPTY_DATABASE.copy_to(tmp_path / "herald.sqlite")
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": str(database), "PIN_HASH_METHOD": FAST_PIN_HASH})
    assert app.instance_path == str(temporary_instance)
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def log(app):
    return app.extensions["herald.log"]
