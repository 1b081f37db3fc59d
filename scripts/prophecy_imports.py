"""Checker: imports from Prophecy's base rules into the expansion's folders, and import circles in app/games/prophecy."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "app" / "games" / "prophecy"
ENGINE = "app.games.prophecy.engine"
EXPANSION = tuple(f"{ENGINE}.{name}" for name in ("realm", "races", "coop"))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PKG.rglob("*.py")}


def imports(name: str, path: Path, known: set[str]) -> list[tuple[str, int, bool]]:
    """(target module, line, at top level) for each import in the file."""
    tree = ast.parse(path.read_text())
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    top = {id(node) for node in tree.body}
    for node in tree.body:  # imports under `if TYPE_CHECKING:` / try at top level count as top level
        if isinstance(node, (ast.If, ast.Try)):
            top.update(id(n) for n in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append((alias.name, node.lineno, id(node) in top))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                found.append((sub if sub in known else mod, node.lineno, id(node) in top))
    return [(t, line, at_top) for t, line, at_top in found if t in known]


def is_expansion(name: str) -> bool:
    return any(name == e or name.startswith(e + ".") for e in EXPANSION)


def is_base(name: str) -> bool:
    return name.startswith(ENGINE + ".") and not is_expansion(name)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main() -> int:
    mods = modules()
    known = set(mods)
    graph: dict[str, set[str]] = {}
    top_graph: dict[str, set[str]] = {}
    bad = []
    for name, path in sorted(mods.items()):
        for target, line, at_top in imports(name, path, known):
            if target == name:
                continue
            graph.setdefault(name, set()).add(target)
            if at_top:
                top_graph.setdefault(name, set()).add(target)
            # the engine package itself is where the game is assembled; it is not a base rule
            if is_base(name) and is_expansion(target):
                bad.append(f"{path.relative_to(ROOT)}:{line} -> {target}{'' if at_top else ' (lazy)'}")
    print(f"base -> expansion imports: {len(bad)}")
    for b in bad:
        print("  ", b)
    found = cycles(graph)
    print(f"import circles (all imports, lazy included): {len(found)}")
    for c in found:
        print("  ", len(c), [m.removeprefix("app.games.prophecy.") for m in c])
    print(f"import circles (top-level only): {len(cycles(top_graph))}")
    return 1 if bad or found else 0


if __name__ == "__main__":
    sys.exit(main())


def edges_within(names: list[str]) -> None:
    """Print the imports among a set of modules (to see how a circle closes)."""
    mods = modules()
    known = set(mods)
    full = {f"app.games.prophecy.{n}" for n in names}
    for name in sorted(full):
        for target, line, at_top in imports(name, mods[name], known):
            if target in full and target != name:
                print(f"  {name.removeprefix('app.games.prophecy.')}:{line} -> "
                      f"{target.removeprefix('app.games.prophecy.')}{'' if at_top else ' (lazy)'}")
