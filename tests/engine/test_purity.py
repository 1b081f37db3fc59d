"""The rules engine reaches nothing outside itself (and the engine kit every game shares): no web, database, files,
clock or global randomness."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Every game's own engine is held to the same rules (app/games/<game>/engine).
ENGINES = sorted((ROOT / "app" / "games").glob("*/engine"))
KIT = ROOT / "app" / "engine_kit"  # what every engine shares: refusals, rulebooks, registries of actions and events
FORBIDDEN_MODULES = {
    "flask", "flask_htmx", "sqlmodel", "sqlalchemy", "weasyprint", "qrcode", "waitress",
    "os", "io", "pathlib", "shutil", "tempfile", "socket", "subprocess", "time", "datetime",
    "secrets", "uuid", "requests", "urllib", "http", "sqlite3", "tomllib", "json", "app.store", "app.web",
}
FORBIDDEN_CALLS = {"open", "input", "print", "exec", "eval", "__import__"}


def _modules(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node, alias.name, None
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                yield node, node.module, alias.name


def test_engine_has_files():
    for engine in ENGINES:
        assert len(list(engine.rglob("*.py"))) >= 5, engine
    assert {e.parent.name for e in ENGINES} >= {"prophecy", "conjurers"}


def purity_problems(root: Path) -> list[str]:
    """Every forbidden import or call in the Python files under root."""
    problems = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node, module, name in _modules(tree):
            top = module.split(".")[0]
            if module in FORBIDDEN_MODULES or top in FORBIDDEN_MODULES or any(
                module.startswith(m + ".") for m in FORBIDDEN_MODULES
            ):
                problems.append(f"{path.name}:{node.lineno} imports {module}")
            # A random.Random instance may be passed in; the module-level functions may not be used.
            if top == "random" and name != "Random":
                problems.append(f"{path.name}:{node.lineno} imports random (only 'from random import Random')")
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
                problems.append(f"{path.name}:{node.lineno} calls {node.func.id}()")
    return problems


def test_engine_imports_nothing_impure():
    assert {str(engine): purity_problems(engine) for engine in ENGINES} == {str(engine): [] for engine in ENGINES}


def test_the_engine_kit_is_as_pure_and_reaches_nothing_else_of_herald():
    assert len(list(KIT.glob("*.py"))) >= 3
    assert purity_problems(KIT) == []
    reached = [f"{path.name}:{node.lineno} imports {module}" for path in sorted(KIT.rglob("*.py"))
               for node, module, _ in _modules(ast.parse(path.read_text(), filename=str(path)))
               if module.split(".")[0] == "app" and not module.startswith("app.engine_kit")]
    assert reached == []


def test_both_engines_use_the_kit():
    """One base for refusals, rulebooks and registries: each game's classes come from the kit's."""
    from app.engine_kit import IllegalAction, InvalidInput, Registry, Rulebook
    from app.games import registry

    for kind in registry.KINDS.values():
        assert issubclass(kind.illegal, IllegalAction) and issubclass(kind.invalid, InvalidInput), kind.name
    for engine in ENGINES:
        package = f"app.games.{engine.parent.name}.engine"
        rulebook = __import__(f"{package}.rulebook", fromlist=["BOOK"])
        actions = __import__(f"{package}.actions", fromlist=["ACTIONS"])
        events = __import__(f"{package}.events", fromlist=["EVENTS"])
        assert isinstance(rulebook.BOOK, Rulebook) and isinstance(actions.ACTIONS, Registry)
        assert isinstance(events.EVENTS, Registry) and len(events.EVENTS.types) > 10


def test_an_engine_imports_only_itself_from_app():
    """A game's engine reaches no other part of Herald but the engine kit: not the spine, not its screens, not
    another game."""
    problems = []
    for engine in ENGINES:
        own = "app.games." + engine.parent.name + ".engine"
        for path in sorted(engine.rglob("*.py")):
            for node, module, _ in _modules(ast.parse(path.read_text(), filename=str(path))):
                allowed = any(module == m or module.startswith(m + ".") for m in (own, "app.engine_kit"))
                if module.split(".")[0] == "app" and not allowed:
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {module}")
    assert problems == []


def test_the_purity_check_catches_what_it_forbids(tmp_path):
    """The checker itself, on a small package: one module per kind of impurity, one nested, one clean."""
    (tmp_path / "rules").mkdir()
    modules = {
        "web.py": "from flask import request\n",
        "rules/deep.py": "import app.store.games\n",
        "dice.py": "from random import choice\n",
        "roll.py": "import random\n",
        "clock.py": "import datetime as dt\n",
        "files.py": "def f():\n    return open('x')\n",
        "clean.py": "from random import Random\nfrom . import dice\nfrom .rules import deep\n",
    }
    for name, text in modules.items():
        (tmp_path / name).write_text(text)
    assert purity_problems(tmp_path) == [
        "clock.py:1 imports datetime",
        "dice.py:1 imports random (only 'from random import Random')",
        "files.py:2 calls open()",
        "roll.py:1 imports random (only 'from random import Random')",
        "deep.py:1 imports app.store.games",
        "web.py:1 imports flask",
    ]
