"""The spine is game-blind: no module outside a game's folder imports from it except through the registry of game
kinds, no game imports another, and no shared module names a game."""

from __future__ import annotations

import ast
from pathlib import Path

from app.games import registry

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
GAMES = APP / "games"
# The registry (and the games package's own __init__, holding the default kind's name) may name the games.
GATES = {GAMES / "registry.py", GAMES / "__init__.py"}


def module_of(path: Path, root: Path) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")


def imports_of(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Every module a file imports (relative imports made absolute, lazy ones inside functions included)."""
    module = module_of(path, root)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            found += [(node.lineno, module)] + [(node.lineno, f"{module}.{a.name}") for a in node.names]
    return found


def game_of(path: Path, app: Path = APP) -> str | None:
    """The game folder a file belongs to, or None for the spine."""
    rel = path.relative_to(app).parts
    return rel[1] if len(rel) > 2 and rel[0] == "games" else None


def crossings(root: Path = APP) -> list[str]:
    """Imports that reach into a game's folder from outside it, other than through the registry."""
    games = {p.name for p in (root / "games").iterdir() if p.is_dir() and not p.name.startswith("_")}
    problems = []
    for path in sorted(root.rglob("*.py")):
        if path in {root / "games" / "registry.py", root / "games" / "__init__.py"}:
            continue
        mine = game_of(path, root)
        for line, module in imports_of(path, root.parent):
            parts = module.split(".")
            if parts[:2] == ["app", "games"] and len(parts) > 2 and parts[2] in games and parts[2] != mine:
                problems.append(f"{path.relative_to(root.parent)}:{line} imports {module}")
    return problems


def test_no_module_reaches_into_a_game_folder_except_through_the_registry():
    assert {p.parent.name for p in GAMES.glob("*/kind.py")} == set(registry.KINDS)
    assert crossings() == []


def test_no_shared_module_names_a_game():
    """A shared module that tested a game's name would be branching on it."""
    found = []
    for path in sorted(APP.rglob("*.py")):
        if game_of(path) is not None or path in GATES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in registry.KINDS:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value!r}")
    assert found == []


def test_the_check_sees_absolute_relative_lazy_and_cross_game_imports(tmp_path):
    app = tmp_path / "app"
    for folder in ("web", "games/alpha/engine", "games/beta"):
        (app / folder).mkdir(parents=True)
    (app / "web" / "a.py").write_text("from app.games.alpha.engine import rules\n")
    (app / "web" / "b.py").write_text("def f():\n    import app.games.beta.screens\n")
    (app / "web" / "c.py").write_text("from ..games import registry\nfrom app.games.registry import kind\n")
    (app / "games" / "alpha" / "engine" / "d.py").write_text("from ...beta import kind\nfrom .. import kind\n")
    (app / "games" / "beta" / "e.py").write_text("from app.games.beta.engine import x\n")
    (app / "games" / "registry.py").write_text("from app.games.alpha import kind\n")
    assert crossings(app) == [
        "app/games/alpha/engine/d.py:1 imports app.games.beta",
        "app/games/alpha/engine/d.py:1 imports app.games.beta.kind",
        "app/web/a.py:1 imports app.games.alpha.engine",
        "app/web/a.py:1 imports app.games.alpha.engine.rules",
        "app/web/b.py:2 imports app.games.beta.screens",
    ]


def test_every_kind_lists_print_documents_that_exist_in_its_own_folders():
    """The registry lists each game's print documents; each has its template and stylesheet under the game's
    templates/<game>/print/, and the module that writes them sits in the game's own folder."""
    for kind in registry.KINDS.values():
        assert kind.print_documents, kind.name
        writer = registry.printing(kind.name)
        assert writer.__name__.startswith(f"app.games.{kind.name}.printing")
        assert f"{kind.templates}/print" == writer.TEMPLATES
        for doc in kind.print_documents:
            folder = ROOT / "templates" / writer.TEMPLATES / doc.key
            assert (folder / f"{doc.key}.html").is_file() and (folder / f"{doc.key}.css").is_file(), folder
        assert [d.key for d in kind.print_documents] == list(dict.fromkeys(d.key for d in kind.print_documents))



MAX_MODULES = 25  # a folder that grows past this is split by job into subfolders (GUIDE.md)


def crowded_folders(base: Path, roots: tuple[str, ...] = ("app", "tests", "bench")) -> list[str]:
    """Folders below base's roots that hold more than MAX_MODULES Python modules of their own."""
    folders = {p.parent for root in roots for p in (base / root).rglob("*.py")}
    counts = {f: len(list(f.glob("*.py"))) for f in folders}
    return sorted(f"{f.relative_to(base)}: {n}" for f, n in counts.items() if n > MAX_MODULES)


def test_no_folder_holds_more_than_25_modules():
    assert crowded_folders(ROOT) == []


def test_the_count_sees_a_crowded_folder(tmp_path):
    for folder, n in (("app/crowded", MAX_MODULES + 1), ("tests/fine", MAX_MODULES)):
        (tmp_path / folder).mkdir(parents=True)
        for i in range(n):
            (tmp_path / folder / f"m{i}.py").write_text("")
    assert crowded_folders(tmp_path) == [f"app/crowded: {MAX_MODULES + 1}"]


def test_the_store_and_the_registry_import_no_engine_until_a_kind_s_engine_part_is_used():
    """Issue 42: the registry (which the store imports) names each kind without its engine; `kind.decide` and the
    other engine parts import it on first use, and are then the engine's own."""
    import os
    import subprocess
    import sys

    code = ("import sys\nimport app.store\nfrom app.games import registry\n"
            "engines = lambda: sorted(m for m in sys.modules if '.engine' in m and m.startswith('app.games.'))\n"
            "print(engines() == [], registry.illegal_errors() and engines() != [])\n"
            "from app.games.prophecy import engine as p\nfrom app.games.conjurers import engine as c\n"
            "k = registry.kind('prophecy')\n"
            "print(k.decide is p.decide and k.state_model is p.GameState and registry.kind('conjurers').fold is c.fold)\n"
            "print(registry.of_state(c.State()).name)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=os.environ, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["True", "True", "True", "conjurers"]
