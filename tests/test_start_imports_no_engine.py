"""Issue 42: a start answers its first page without importing any game's engine (about 0.35 s of a start's CPU)
or building the database tables' pydantic validators; the engines, the Prophecy catalog and the validators follow in
the background after that answer (`app.serve.warm_games`, `build_models`).

Run in a fresh interpreter, as `python -m app.serve` starts: every import of an `app.games.*.engine` module that one
of Herald's modules outside the engines runs during `create_app` and one answered GET of the game list."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = r"""
import builtins, json, sys

RUN = []
plain_import = builtins.__import__


def noting_import(name, globals=None, locals=None, fromlist=(), level=0):
    importer, module = (globals or {}).get("__name__", ""), name
    if level:
        package = (globals or {}).get("__package__") or ""
        module = ".".join(filter(None, [package.rsplit(".", level - 1)[0], name]))
    if importer.startswith("app.") and ".engine" not in importer and module.startswith("app.games.") \
            and (".engine" in module or any(f"{module}.{n}".endswith(".engine") for n in fromlist or ())):
        RUN.append([importer, module])
    return plain_import(name, globals, locals, fromlist, level)


builtins.__import__ = noting_import
import app.serve
from app import create_app

herald = app.serve.built(create_app)
assert herald.test_client().get("/").status_code == 200
loaded, run = sorted(m for m in sys.modules if m.startswith("app.games.") and ".engine" in m), list(RUN)
from pydantic import BaseModel
from sqlmodel import SQLModel

tables = [t for t in SQLModel.__subclasses__() if t.__module__.startswith("app.") and hasattr(t, "__table__")]
built = sorted(t.__tablename__ for t in tables if t.__pydantic_complete__)
models, waiting = [], [BaseModel]
while waiting:
    model = waiting.pop()
    waiting.extend(model.__subclasses__())
    models += [model] if model.__module__.startswith("app.") else []
models_built = sorted(f"{m.__module__}.{m.__qualname__}" for m in models if m.__pydantic_complete__)
app.serve.warm_games(herald)  # what the warm-up after the first answer makes
app.serve.build_models()
warmed = [m for m in ("app.games.prophecy.engine", "app.games.conjurers.engine") if m in sys.modules]
made = dict.__contains__(herald.extensions, "herald.catalog")
print(json.dumps({"run": run, "loaded": loaded, "warmed": warmed, "catalog made": made, "tables": len(tables),
                  "tables built": built, "tables built later": all(t.__pydantic_complete__ for t in tables),
                  "models built": models_built, "models built later": all(m.__pydantic_complete__ for m in models)}))
"""


def a_start(instance: Path, cache: Path) -> dict:
    """The engine imports a fresh start ran by its first answer ([importer, engine module]) and the modules loaded."""
    env = {**os.environ, "HERALD_INSTANCE_PATH": str(instance), "HERALD_CACHE": str(cache)}
    env.pop("DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


def engine_imports(start: dict) -> list[str]:
    """The engine imports a start ran, each as "importer imports module"."""
    return sorted({f"{importer} imports {module}" for importer, module in start["run"]})


def test_a_start_answers_its_first_page_without_any_game_engine(tmp_path):
    # the first start on these cards/ files checks them, with each game's engine: a broken file stops Herald
    first = a_start(tmp_path / "instance", tmp_path / "cache")
    for game in ("prophecy", "conjurers"):
        assert any(module.startswith(f"app.games.{game}.engine") for _, module in first["run"]), game
    assert list((tmp_path / "cache").glob("prophecy-catalog-*.pickle"))
    assert list((tmp_path / "cache").glob("conjurers-cards-checked-*"))
    # the next one reads the catalog that check kept on first use: no engine by its first answer
    again = a_start(tmp_path / "instance", tmp_path / "cache")
    assert engine_imports(again) == [] and again["loaded"] == []
    # the warm-up imports both engines and makes the Prophecy catalog before a tap needs them
    assert again["warmed"] == ["app.games.prophecy.engine", "app.games.conjurers.engine"] and again["catalog made"]
    # the database tables' pydantic validators are built by the warm-up, not by the start (their SQLAlchemy tables
    # are made as they are declared)
    assert again["tables"] == 10 and again["tables built"] == [] and again["tables built later"]
    # nor any other of Herald's pydantic models, but the phones' play record answer (not left for later yet)
    assert set(again["models built"]) <= {"app.web.phones.play_record.PlayRecordOut"}, again["models built"]
    assert again["models built later"]


def test_entries_left_for_first_use_are_made_once_on_their_first_read():
    import threading

    from app.web.rendering.deps import Extensions

    calls = []

    def make():
        calls.append(threading.current_thread().name)
        return {"catalog": "made", "version": 1}

    extensions = Extensions({"log": "kept"})
    extensions.later(("catalog", "version"), make)
    assert "catalog" in extensions and not extensions.made("catalog") and calls == []
    readers = [threading.Thread(target=lambda: extensions["version"]) for _ in range(8)]
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join()
    assert len(calls) == 1 and extensions.made("catalog") and extensions.get("catalog") == "made"
    assert extensions["log"] == "kept" and extensions.get("nothing") is None and "nothing" not in extensions
    # a value set before the first read stays: its maker runs first, then the value set replaces what it made
    other = Extensions()
    other.later(("catalog", "version"), make)
    other["catalog"] = "set"
    assert other["catalog"] == "set" and other["version"] == 1 and len(calls) == 2
    with pytest.raises(KeyError, match="nothing"):
        other["nothing"]
