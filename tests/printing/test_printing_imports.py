"""Printing reads a game through its data and the catalog's public methods: the shared printing imports neither the
store, nor the web, nor any game; a game's print documents import neither the store nor the web (their own game's
pure engine they may read, for its tables and conventions)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

PRINTING = Path(__file__).resolve().parents[2] / "app" / "printing"
FORBIDDEN = ("app.store", "app.games", "app.web")  # no game's engine, no game's screens
GAME_PRINTING = sorted((PRINTING.parents[1] / "app" / "games").glob("*/printing"))


def imports_of(path: Path) -> list[str]:
    """Every module a file imports, relative imports made absolute within the app package."""
    package = ".".join(path.relative_to(PRINTING.parents[1]).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            found += [module] + [f"{module}.{a.name}" for a in node.names]
    return found


def forbidden_imports(root: Path, forbidden: tuple[str, ...] = FORBIDDEN) -> list[str]:
    """The imports of store, engine or web modules under root."""
    return [f"{p.name}: {m}" for p in sorted(root.rglob("*.py")) for m in imports_of(p)
            if any(m == f or m.startswith(f + ".") for f in forbidden)]


def test_printing_imports_neither_the_store_nor_the_engine():
    assert len(list(PRINTING.rglob("*.py"))) >= 5
    assert forbidden_imports(PRINTING) == []


def test_a_game_s_print_documents_import_neither_the_store_nor_the_web_nor_its_screens():
    assert len(GAME_PRINTING) >= 1
    for folder in GAME_PRINTING:
        game = f"app.games.{folder.parent.name}"
        assert forbidden_imports(folder, ("app.store", "app.web", f"{game}.screens", f"{game}.kind")) == [], folder


def test_the_import_check_sees_absolute_relative_and_lazy_imports(tmp_path, monkeypatch):
    package = tmp_path / "app" / "printing"
    package.mkdir(parents=True)
    (package / "a.py").write_text("from app.games.prophecy.engine import rulebook\n")
    (package / "b.py").write_text("from ..store import games\n")
    (package / "c.py").write_text("def f():\n    from .. import games\n    import app.web.phones.share\n")
    (package / "d.py").write_text("from . import chart\nfrom .render import PRINT_TEMPLATES\nimport json\n")
    monkeypatch.setitem(globals(), "PRINTING", package)
    assert forbidden_imports(package) == [
        "a.py: app.games.prophecy.engine", "a.py: app.games.prophecy.engine.rulebook", "b.py: app.store",
        "b.py: app.store.games", "c.py: app.games", "c.py: app.web.phones.share",
    ]


def test_the_web_process_imports_no_layout_engine(tmp_path):
    """Only the layout workers load WeasyPrint: building the app and the server module leaves it unloaded."""
    code = ("import sys\nfrom app import create_app\nimport app.serve\n"
            f"create_app({{'SECRET_KEY': 'x', 'DATABASE': {str(tmp_path / 'h.sqlite')!r}}})\n"
            "print('app.printing.render' in sys.modules, sorted(m for m in sys.modules if m.startswith('weasyprint')))")
    env = {**os.environ, "HERALD_INSTANCE_PATH": str(tmp_path / "instance")}
    done = subprocess.run([sys.executable, "-c", code], cwd=PRINTING.parents[1], env=env, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "True []", done.stdout[-2000:]

