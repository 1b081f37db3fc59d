"""No import circle anywhere in app/, and Prophecy's base game never imports its expansion (issue 41).

What counts as an import: every `import` and `from ... import ...` of a module of app/, relative forms made
absolute, at module level and inside functions alike. A lazy import inside a function that dodges a circle at run
time is still a circle in the design, so it counts. Imports under `if TYPE_CHECKING:` do not run and do not count.
Imports of anything outside app/ (a heavy library loaded lazily, say) never form a circle of ours and are ignored.
`from package import name` is an import of the submodule `package.name` when that module exists, else of the
package itself (its __init__). Importing `a.b.c` runs the __init__ of `a` and `a.b` first, so it imports them too,
except the packages the importing module sits in (they are loaded before it runs).
"""

from __future__ import annotations

import ast
from collections import deque
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"

PROPHECY_ENGINE = "app.games.prophecy.engine"
# The base game's rules (the list): these folders and top-level modules read alone.
BASE_FOLDERS = ("rules", "combat", "battle", "endgame", "cards")
BASE_MODULES = ("setup", "state", "ruleset")
# The Dragon Realm expansion's folders (003:L19: Races, the Realm board, the Cooperative and Solo games).
EXPANSION_FOLDERS = ("realm", "races", "coop")


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the imported module of app/
    path: str  # the importing file, relative to the repository
    line: int
    implied: bool = False  # a package whose __init__ runs because a module inside it is imported

    def __str__(self) -> str:
        how = " (its __init__ runs first)" if self.implied else ""
        return f"{self.path}:{self.line} {self.source} imports {self.target}{how}"


def module_of(path: Path, root: Path) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _import_nodes(nodes: list[ast.stmt]):
    """Every import statement below these nodes, skipping the bodies of `if TYPE_CHECKING:`."""
    for node in nodes:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _import_nodes(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt):
                yield from _import_nodes([child])
            elif isinstance(child, (ast.excepthandler, ast.match_case)):
                yield from _import_nodes(child.body)


def _packages_run(target: str, importer: str) -> list[str]:
    """The packages whose __init__ importing target runs first: its own, less those the importer sits in."""
    parts = target.split(".")
    packages = [".".join(parts[:n]) for n in range(1, len(parts))]
    return [p for p in packages if not (importer + ".").startswith(p + ".")]


def import_graph(root: Path = APP) -> dict[str, list[Import]]:
    """Each module of root's tree and the modules of that tree it imports."""
    base = root.parent
    files = {module_of(p, base): p for p in sorted(root.rglob("*.py"))}
    graph: dict[str, list[Import]] = {m: [] for m in files}
    for module, path in files.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                start = package.rsplit(".", node.level - 1)[0] if node.level else ""
                origin = ".".join(p for p in (start, node.module or "") if p)
                targets = [f"{origin}.{a.name}" if f"{origin}.{a.name}" in files else origin for a in node.names]
            named = dict.fromkeys(targets)
            implied = dict.fromkeys(p for t in named for p in _packages_run(t, module) if p not in named)
            for target, is_implied in [*((t, True) for t in implied), *((t, False) for t in named)]:
                if target in files and target != module:
                    graph[module].append(Import(module, target, str(path.relative_to(base)), node.lineno, is_implied))
    return graph


def circles(graph: dict[str, list[Import]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted, in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for edge in graph[v]:
            w = edge.target
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def shortest_loop(graph: dict[str, list[Import]], group: list[str]) -> list[Import]:
    """One shortest round of imports through the group's first module."""
    members, start = set(group), group[0]
    came: dict[str, Import | None] = {start: None}
    queue = deque([start])
    while queue:
        v = queue.popleft()
        for edge in graph[v]:
            if edge.target == start:
                loop = [edge]
                while came[loop[0].source] is not None:
                    loop.insert(0, came[loop[0].source])
                return loop
            if edge.target in members and edge.target not in came:
                came[edge.target] = edge
                queue.append(edge.target)
    raise AssertionError(f"{group} holds no loop")


def describe_circles(graph: dict[str, list[Import]]) -> list[str]:
    """Each circle: one shortest loop, then every import between its modules (each lies on some loop)."""
    report = []
    for group in circles(graph):
        loop = shortest_loop(graph, group)
        members = set(group)
        lines = [f"circle of {len(group)} modules: " + " -> ".join([e.source for e in loop] + [loop[0].source])]
        lines += [f"    {e}" for m in group for e in graph[m] if e.target in members]
        report.append("\n".join(lines))
    return report


def _is_base(module: str) -> bool:
    rest = module.removeprefix(PROPHECY_ENGINE + ".").split(".")
    return module.startswith(PROPHECY_ENGINE + ".") and (
        rest[0] in BASE_FOLDERS and len(rest) > 1 or rest[0] in BASE_MODULES and len(rest) == 1)


def _is_expansion(module: str) -> bool:
    rest = module.removeprefix(PROPHECY_ENGINE + ".").split(".")
    return module.startswith(PROPHECY_ENGINE + ".") and rest[0] in EXPANSION_FOLDERS


def base_reaching_expansion(graph: dict[str, list[Import]]) -> list[str]:
    """Every import from a module of Prophecy's base game into one of its expansion's folders."""
    return [str(e) for m in sorted(graph) if _is_base(m) for e in graph[m] if _is_expansion(e.target) and not e.implied]


def test_no_import_circle_in_app():
    found = describe_circles(import_graph())
    assert not found, f"{len(found)} import circle(s) in app/:\n" + "\n".join(found)


def test_prophecy_base_game_imports_nothing_of_the_expansion():
    found = base_reaching_expansion(import_graph())
    assert not found, (f"{len(found)} import(s) from Prophecy's base game into realm/, races/ or coop/:\n"
                       + "\n".join(found))


def test_the_check_sees_lazy_relative_and_package_circles_but_not_type_checking_ones(tmp_path):
    app = tmp_path / "app"
    (app / "pkg").mkdir(parents=True)
    (app / "__init__.py").write_text("")
    (app / "pkg" / "__init__.py").write_text("from .a import A\n")
    (app / "pkg" / "a.py").write_text("A = 1\ndef f():\n    from app.pkg import b\n")
    (app / "pkg" / "b.py").write_text("from . import a\n")
    (app / "pkg" / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import D\n")
    (app / "pkg" / "d.py").write_text("from .c import C\n")
    (app / "pkg" / "e.py").write_text("import app.pkg.f\ntry:\n    pass\nexcept ImportError:\n    pass\n")
    (app / "pkg" / "f.py").write_text("try:\n    from ..pkg import e\nexcept ImportError:\n    pass\n")
    (app / "other").mkdir()
    (app / "other" / "__init__.py").write_text("from app.pkg.g import G\n")
    (app / "other" / "h.py").write_text("")
    (app / "pkg" / "g.py").write_text("from app.other.h import H\n")  # runs app/other/__init__.py first
    graph = import_graph(app)
    assert circles(graph) == [["app.other", "app.pkg.g"], ["app.pkg.a", "app.pkg.b"], ["app.pkg.e", "app.pkg.f"]]
    described = describe_circles(graph)
    assert described[1].splitlines() == [
        "circle of 2 modules: app.pkg.a -> app.pkg.b -> app.pkg.a",
        "    app/pkg/a.py:3 app.pkg.a imports app.pkg.b",
        "    app/pkg/b.py:1 app.pkg.b imports app.pkg.a",
    ]
    assert "    app/pkg/g.py:1 app.pkg.g imports app.other (its __init__ runs first)" in described[0].splitlines()


def test_the_check_sees_a_base_module_reaching_the_expansion(tmp_path):
    engine = tmp_path / "app" / "games" / "prophecy" / "engine"
    for folder in ("rules", "realm", "combat"):
        (engine / folder).mkdir(parents=True)
    (engine / "state.py").write_text("from .realm.position import Position\n")
    (engine / "rules" / "flow.py").write_text("def f():\n    from ..realm import position\n")
    (engine / "realm" / "position.py").write_text("from ..rules import flow\n")
    (engine / "combat" / "fight.py").write_text("from ..rules import flow\n")
    (engine / "actions.py").write_text("from .realm import position\n")
    assert base_reaching_expansion(import_graph(tmp_path / "app")) == [
        "app/games/prophecy/engine/rules/flow.py:2 app.games.prophecy.engine.rules.flow imports "
        "app.games.prophecy.engine.realm.position",
        "app/games/prophecy/engine/state.py:1 app.games.prophecy.engine.state imports "
        "app.games.prophecy.engine.realm.position",
    ]
