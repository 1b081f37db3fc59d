"""A start's warm-up and the first requests import the engines side by side without deadlocking (issue 32).

Pydantic builds a model left for first use (`defer_build`) under one global lock, and building an API model that
names an engine type (`app.web.jsonapi.later`) imports that engine while holding it. If importing a module built
a model in turn, a thread importing the engine would hold the module's import lock and wait for pydantic's lock,
while the request building its model held pydantic's lock and waited for the module: both waited for good. So a
server whose first create request came while its warm-up imported the engines answered nothing again (found as
five 60-second timeouts of tests/system/test_processes.py on a loaded machine). The order is now one way: pydantic's
lock, then imports; importing a module of Herald's builds no model.

Both checks run in a fresh interpreter: imports happen once per process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BUILDS_DURING_IMPORTS = r"""
import importlib, json, pkgutil, threading, traceback
import pydantic.main

held, found = pydantic.main._rebuild_lock, set()


class Noting:
    # Pydantic's build lock, noting where it is taken while a module is being imported.
    def __enter__(self):
        stack = traceback.extract_stack()[:-1]
        if any(f.filename.startswith("<frozen importlib") for f in stack):
            herald = [f for f in stack if "/app/" in f.filename]
            found.add(f"{herald[-1].filename.split('/app/', 1)[1]}:{herald[-1].lineno}" if herald else "?")
        return held.__enter__()

    def __exit__(self, *exc):
        return held.__exit__(*exc)


pydantic.main._rebuild_lock = Noting()
import app

for module in pkgutil.walk_packages(app.__path__, "app."):
    if ".migrations" not in module.name:
        importlib.import_module(module.name)
print(json.dumps(sorted(found)))
"""

REQUEST_BESIDE_WARM_UP = r"""
import faulthandler, sys, threading
faulthandler.dump_traceback_later(60, exit=True)  # a deadlock shows every thread's stack, then ends the process
import pydantic.main
import app.serve
from app import create_app
from tests.helpers import GM_PIN, setup_action

herald = app.serve.built(create_app)
client = herald.test_client()
assert client.get("/api/v1/games").status_code == 200
if "app.games.prophecy.engine" in sys.modules:
    sys.exit("the start imported the engine: its cards were not checked before")
warm_importing, request_building = threading.Event(), threading.Event()
ENGINE_MODULE = "app.games.prophecy.engine.state"
held = pydantic.main._rebuild_lock


class Watched:
    # Pydantic's build lock, telling when the request's thread holds it.
    def __enter__(self):
        held.acquire()
        if threading.current_thread() is threading.main_thread():
            request_building.set()

    def __exit__(self, *exc):
        held.release()


class PauseWarmUp:
    # A finder first in line: the warm-up stops inside its import of the engine until the request holds the lock.
    def find_spec(self, name, path=None, target=None):
        if name == ENGINE_MODULE and threading.current_thread().name == "warm-up":
            warm_importing.set()
            request_building.wait(20)
        return None


pydantic.main._rebuild_lock = Watched()
sys.meta_path.insert(0, PauseWarmUp())
warm = threading.Thread(target=app.serve.warm_games, args=(herald,), name="warm-up", daemon=True)
warm.start()
if not warm_importing.wait(20):
    sys.exit("the warm-up never imported " + ENGINE_MODULE)
answer = client.post("/api/v1/games", json={"name": "Club", "setup": setup_action(2), "pin": GM_PIN})
warm.join(30)
print(answer.status_code, request_building.is_set(), warm.is_alive())
"""


def _run(script: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "HERALD_DATABASE": str(tmp_path / "herald.db"), "HERALD_PRINT_IN_PROCESS": "1",
           "HERALD_SECRET_KEY": "first-use", "HERALD_CACHE": str(tmp_path / "cache")}
    return subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_importing_a_module_of_herald_builds_no_pydantic_model(tmp_path):
    run = _run(BUILDS_DURING_IMPORTS, tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert json.loads(run.stdout.splitlines()[-1]) == [], "models built while a module was being imported"


def test_a_request_building_its_model_while_the_warm_up_imports_the_engine_is_answered(tmp_path):
    first = _run("import app.serve\nfrom app import create_app\napp.serve.built(create_app)", tmp_path)
    assert first.returncode == 0, first.stderr[-3000:]  # a start as every one after the first: its cards checked before
    run = _run(REQUEST_BESIDE_WARM_UP, tmp_path)
    assert run.returncode == 0, run.stderr[-4000:]
    assert run.stdout.split() == ["201", "True", "False"]  # created; the interleaving happened; the warm-up ended
