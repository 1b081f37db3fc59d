"""The refusal census: every rule the engine can refuse with is raised by some test.

While the tests run, every IllegalAction made is counted by its rule id, except those `legal_actions`
makes and swallows while filtering offers (no test sees them). When a run covered the whole suite (every
test file collected, nothing deselected, every test run), a rule nobody raised fails the session.
HERALD_REFUSAL_CENSUS=1 checks after any run (then only the rules those tests raised count), =0 never.
Under pytest-xdist each worker hands what it saw to the controller (`workeroutput`), which judges the whole run.
"""

from __future__ import annotations

import ast
import importlib
import os
import threading
from functools import wraps
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
RAISED: set[str] = set()
_quiet = threading.local()  # set while offers are filtered through the guards
_ran = {"items": 0, "deselected": 0, "files": set(), "workers_lost": 0}  # files: those the xdist workers collected
# Rules the source analysis finds but no input can reach, each with the reason (reviewed by hand).
UNREACHABLE = {
    "stay": "staying always reaches the hero's own space; R_STAY is in movement's table of rules for symmetry",
}


def install() -> None:
    """Count every IllegalAction by its rule id, outside the offers' guard filter."""
    from app.games.prophecy.engine import actions
    from app.games.prophecy.engine.errors import IllegalAction

    if getattr(IllegalAction.__init__, "census", False):
        return
    original_init, original_filter = IllegalAction.__init__, actions._passes_guards

    @wraps(original_init)
    def counted_init(self, rule, detail: str = "", *more, **named):
        if not getattr(_quiet, "on", False):
            RAISED.add(rule.id)
        original_init(self, rule, detail, *more, **named)

    @wraps(original_filter)
    def quiet_filter(*args, **kwargs):
        _quiet.on = True
        try:
            return original_filter(*args, **kwargs)
        finally:
            _quiet.on = False

    counted_init.census = True
    IllegalAction.__init__ = counted_init
    actions._passes_guards = quiet_filter


def refusable() -> set[str]:
    """The rules the engine's code refuses with: what reaches the first argument of refuse(...) or IllegalAction(...).

    Read from the source: a rule named there; both rules of an `a if c else b`; for a local variable, the
    rules its function mentions; for a parameter, the rules the module passes to that function.
    """
    import app.games.prophecy.engine

    found = set()
    root = Path(app.games.prophecy.engine.__file__).parent
    for path in sorted(root.rglob("*.py")):
        module = importlib.import_module(".".join(path.relative_to(root.parents[3]).with_suffix("").parts).removesuffix(".__init__"))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for func in [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))]:
            for node in ast.walk(func):
                if isinstance(node, ast.Call) and node.args and _called(node) in ("refuse", "IllegalAction"):
                    found |= _rules_reaching(module, tree, func, node.args[0])
    return found - {None}


def _called(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _resolve(module, node: ast.expr):
    """The value an expression such as R_STAGE or rulebook.GAME_OVER names in a module (None if not a plain name)."""
    if isinstance(node, ast.Name):
        return getattr(module, node.id, None)
    if isinstance(node, ast.Attribute):
        owner = _resolve(module, node.value)
        return getattr(owner, node.attr, None) if owner is not None else None
    return None


def _rule_ids(module, nodes) -> set[str]:
    from app.games.prophecy.engine.errors import RuleRef

    return {v.id for n in nodes if isinstance(n, (ast.Name, ast.Attribute)) and isinstance(v := _resolve(module, n), RuleRef)}


def _rules_reaching(module, tree: ast.Module, func, arg: ast.expr) -> set[str]:
    """The ids of the rules an argument of refuse(...) can hold."""
    named = _rule_ids(module, [arg])
    if named:
        return named
    if isinstance(arg, ast.IfExp):
        return _rules_reaching(module, tree, func, arg.body) | _rules_reaching(module, tree, func, arg.orelse)
    if not isinstance(arg, ast.Name) or not isinstance(func, ast.FunctionDef):
        return set()
    params = [a.arg for a in func.args.args]
    if arg.id in params:  # the callers in this module pass the rule
        position = params.index(arg.id)
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and _called(n) == func.name]
        return _rule_ids(module, [c.args[position] for c in calls if len(c.args) > position]
                         + [k.value for c in calls for k in c.keywords if k.arg == arg.id])
    return _rule_ids(module, list(ast.walk(func)))


def unraised() -> list[str]:
    """Rules the engine refuses with that no test has raised so far."""
    return sorted(refusable() - RAISED - set(UNREACHABLE))


def whole_suite(session: pytest.Session) -> bool:
    """Whether this run collected every test file, deselected nothing and ran every test it collected."""
    files = {Path(str(item.path)) for item in session.items} | _ran["files"]
    every_file = set(TESTS.rglob("test_*.py"))
    return (files >= every_file and _ran["deselected"] == 0 and _ran["workers_lost"] == 0
            and _ran["items"] == session.testscollected > 0)


def pytest_deselected(items) -> None:
    _ran["deselected"] += len(items)


def pytest_runtest_logfinish(nodeid, location) -> None:
    _ran["items"] += 1


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """On the xdist controller: add up what a worker that finished saw (a lost worker makes the run partial)."""
    seen = getattr(node, "workeroutput", {}).get("refusal_census")
    if seen is None:
        _ran["workers_lost"] += 1
        return
    RAISED.update(seen["raised"])
    _ran["files"].update(Path(f) for f in seen["files"])
    _ran["deselected"] = max(_ran["deselected"], seen["deselected"])  # every worker collects, and deselects, alike


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if hasattr(session.config, "workerinput"):  # an xdist worker: the controller judges, with every worker's rules
        session.config.workeroutput["refusal_census"] = {
            "raised": sorted(RAISED), "files": sorted({str(item.path) for item in session.items}),
            "deselected": _ran["deselected"]}
        return
    wanted = os.environ.get("HERALD_REFUSAL_CENSUS", "")
    if wanted == "0" or not (wanted == "1" or whole_suite(session)):
        return
    missing = unraised()
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter:
        reporter.write("\n")
    if missing:
        if reporter:
            reporter.write_line(f"refusal census: no test raised {len(missing)} rule(s): {', '.join(missing)}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    elif reporter:
        reporter.write_line(f"refusal census: a test raised every rule the engine refuses with ({len(refusable())})", green=True)
