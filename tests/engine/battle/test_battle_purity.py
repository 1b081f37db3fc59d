"""The battle package stays pure: no web, database, files, clock or module-level randomness."""

import ast
from pathlib import Path

import pytest

from app.games.prophecy.engine import battle

PACKAGE = Path(battle.__file__).parent
MODULES = sorted(PACKAGE.glob("*.py"))
FORBIDDEN_MODULES = {
    "flask", "flask_htmx", "sqlmodel", "sqlalchemy", "random", "secrets", "time", "datetime", "os",
    "pathlib", "io", "shutil", "tempfile", "sqlite3", "socket", "subprocess", "requests", "weasyprint",
}
FORBIDDEN_CALLS = {"open", "print", "input", "eval", "exec"}


def imported_roots(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module.split(".")[0]


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_module_imports_nothing_impure(path):
    tree = ast.parse(path.read_text())
    assert set(imported_roots(tree)) & FORBIDDEN_MODULES == set()


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_module_calls_no_io_builtins(path):
    tree = ast.parse(path.read_text())
    called = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert called & FORBIDDEN_CALLS == set()


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_modules_stay_small(path):
    assert len(path.read_text().splitlines()) <= 300


def test_every_public_function_has_a_docstring():
    missing = [
        f"{path.name}:{node.name}"
        for path in MODULES
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.FunctionDef | ast.ClassDef) and not node.name.startswith("_")
        and ast.get_docstring(node) is None
    ]
    assert missing == []
