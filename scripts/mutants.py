"""A small mutation run (`make mutants`): break the code one small way at a time and see whether the tests notice.

Targets: the engine's end-of-round limits, the store's write path, the access guard and the export check.
Each mutant changes one spot in one function (a comparison flipped, `and`/`or` swapped, a `not` dropped, a
number moved by one, a refusal's `return` or `raise` taken out, a check's condition made always false) in a
copy of the repository; the tests named for its target run against it. A mutant the tests pass is a
survivor: a change to Herald that no test would notice. Not part of `make test` (it takes minutes).

Usage: python scripts/mutants.py [--target NAME] [--function NAME] [--limit N] [--list]
"""

from __future__ import annotations

import argparse
import ast
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTEST = ["-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly", "--timeout=300"]


@dataclass(frozen=True)
class Target:
    """Functions of one file to mutate and the tests that must notice."""

    name: str
    path: str
    functions: tuple[str, ...]
    tests: tuple[str, ...]


TARGETS = (
    Target("limits", "app/games/prophecy/engine/rules/limits.py", ("excess", "decide", "limit_offers"),
           ("tests/engine/test_rules_round.py",)),
    Target("write path", "app/store/gamelog.py", ("append", "undo", "redo", "_move_head"),
           ("tests/store/test_gamelog.py",)),
    Target("access guard", "app/web/sessions/security.py", ("guard", "_guard_api", "is_gm"),
           ("tests/web/shared/test_access_routes.py",)),
    Target("export check", "app/store/transfer.py", ("_checksum", "read_export"),
           ("tests/store/test_transfer.py",)),
)

FLIP = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
        ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


@dataclass(frozen=True)
class Mutant:
    """One change: where, what, and the mutated module's source."""

    target: Target
    line: int
    what: str
    source: str


def _spots(func: ast.AST):
    """(node, description, mutate) for every mutable spot of a function; mutate edits a copied node in place."""
    for node in ast.walk(func):
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in FLIP:
                    new = FLIP[type(op)]
                    yield node, f"{type(op).__name__} -> {new.__name__}", lambda n, i=i, new=new: n.ops.__setitem__(i, new())
        elif isinstance(node, ast.BoolOp):
            other = ast.Or if isinstance(node.op, ast.And) else ast.And
            yield node, f"{type(node.op).__name__} -> {other.__name__}", lambda n, other=other: setattr(n, "op", other())
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node, "not dropped", None
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield node, f"{node.value} -> {node.value + 1}", lambda n: setattr(n, "value", n.value + 1)
        elif isinstance(node, ast.If):
            yield node, "condition -> False", lambda n: setattr(n, "test", ast.Constant(False))
        elif isinstance(node, ast.Raise) or (isinstance(node, ast.Return) and node.value is not None):
            yield node, f"{type(node).__name__.lower()} removed", "pass"


def mutants(target: Target) -> list[Mutant]:
    """Every single-spot mutant of a target's functions."""
    text = (ROOT / target.path).read_text(encoding="utf-8")
    tree = ast.parse(text)
    funcs = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name in target.functions]
    found = []
    for func in funcs:
        for node, what, mutate in list(_spots(func)):
            mutated = copy.deepcopy(tree)
            twin = _same_node(mutated, tree, node)
            if mutate is None:  # `not x` -> `x`
                _replace(mutated, twin, twin.operand)
            elif mutate == "pass":
                _replace(mutated, twin, ast.Pass())
            else:
                mutate(twin)
            ast.fix_missing_locations(mutated)
            found.append(Mutant(target, node.lineno, f"{func.name}: {what}", ast.unparse(mutated)))
    return found


def _same_node(mutated: ast.AST, original: ast.AST, node: ast.AST) -> ast.AST:
    """The node in the copied tree at the same place as `node` in the original."""
    pairs = zip(ast.walk(original), ast.walk(mutated), strict=True)
    return next(m for o, m in pairs if o is node)


def _replace(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
            elif isinstance(value, list) and any(v is old for v in value):
                setattr(parent, field, [new if v is old else v for v in value])


def _copy_repo() -> Path:
    """A copy of the repository's tracked files (and the rulebook index) to mutate."""
    work = Path(tempfile.mkdtemp(prefix="herald-mutants-")) / "herald"
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        if (ROOT / name).is_file():
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, work / name)
    return work


def _passes(work: Path, tests: tuple[str, ...]) -> tuple[bool, float]:
    started = time.monotonic()
    env = {**os.environ, "HERALD_REFUSAL_CENSUS": "0", "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, *PYTEST, *tests], cwd=work, env=env, capture_output=True, text=True)
    return done.returncode == 0, time.monotonic() - started


def main() -> int:
    """Run every mutant of the chosen targets and list the survivors."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", action="append", help="only these targets (by name)")
    parser.add_argument("--function", action="append", help="only mutants in these functions")
    parser.add_argument("--limit", type=int, default=0, help="at most N mutants per target")
    parser.add_argument("--list", action="store_true", help="list the mutants without running them")
    args = parser.parse_args()
    targets = [t for t in TARGETS if not args.target or t.name in args.target]
    work = _copy_repo()
    survivors, total = [], 0
    try:
        for target in targets:
            found = [m for m in mutants(target) if not args.function or m.what.split(":")[0] in args.function]
            found = found[: args.limit or None]
            if args.list:
                print("\n".join(f"{target.path}:{m.line} {m.what}" for m in found))
                continue
            original = (work / target.path).read_text(encoding="utf-8")
            (work / target.path).write_text(ast.unparse(ast.parse(original)), encoding="utf-8")
            ok, seconds = _passes(work, target.tests)
            if not ok:
                print(f"{target.name}: the tests fail without any mutant; fix that first", file=sys.stderr)
                return 2
            print(f"== {target.name}: {len(found)} mutants of {target.path} against {' '.join(target.tests)} "
                  f"(clean run {seconds:.0f} s)", flush=True)
            killed = 0
            for m in found:
                (work / target.path).write_text(m.source, encoding="utf-8")
                passed, seconds = _passes(work, target.tests)
                total += 1
                if passed:
                    survivors.append(m)
                    print(f"  SURVIVED {target.path}:{m.line} {m.what}", flush=True)
                else:
                    killed += 1
            (work / target.path).write_text(original, encoding="utf-8")
            print(f"   killed {killed} of {len(found)}", flush=True)
    finally:
        shutil.rmtree(work.parent, ignore_errors=True)
    if not args.list:
        print(f"\n{total} mutants, {len(survivors)} survived:")
        for m in survivors:
            print(f"  {m.target.path}:{m.line} {m.what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
