"""A small mutation run (`make mutants`): break the code one small way at a time and see whether the tests notice.

Targets, by area: Prophecy's rules (the end-of-round limits), the Realm, Races, the Cooperative game,
corrections, Conjurers' engine and battles, the store (write path, export check, import re-decision, backup,
the PIN lock) and the web's access guard: small functions where a bug would hide, each against a focused set
of test files, so the whole run takes minutes.
Each mutant changes one spot in one function (a comparison flipped, `and`/`or` swapped, a `not` dropped, a
number moved by one, a refusal's `return` or `raise` taken out, a check's condition made always false) in a
copy of the repository; the tests named for its target run against it. A mutant the tests pass is a
survivor: a change to Herald that no test would notice, unless it is listed in EQUIVALENT (a mutant that
changes no behaviour, with the reason). The report gives the kill rate per area over the non-equivalent
mutants (the goal: at least 90 % in every area). Not part of `make test` (it takes minutes).

The last report (2026-11-28, issue 32, 10 mutants per target, each area run on its own with `--area`):
  area                mutants  killed  equivalent  survivors  rate
  Prophecy rules           10      10           0          0  100 %
  Realm                    30      30           0          0  100 %
  Races                    40      39           1          0  100 %
  Cooperative              20      20           0          0  100 %
  corrections              20      19           1          0  100 %
  Conjurers engine         15      15           0          0  100 %
  Conjurers battles        30      28           2          0  100 %
  import re-decision       20      19           1          0  100 %
  backup                   20      20           0          0  100 %
  PIN lock                 20      20           0          0  100 %
  spine                    30      30           0          0  100 %
The spine re-run 2026-11-28 after tests for its last survivors (a non-Bearer header told the Bearer form; a file of
another version told the versions Herald reads), each seen failing with its mutant applied by hand.

Usage: python scripts/mutants.py [--area NAME] [--target NAME] [--function NAME] [--limit N] [--list]
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
    """Functions of one file to mutate, the tests that must notice, and the area it counts in."""

    name: str
    path: str
    functions: tuple[str, ...]
    tests: tuple[str, ...]
    area: str = "spine"
    args: tuple[str, ...] = ()  # extra pytest arguments (e.g. one database where the code is the same for both)


MOST = 10  # mutants per target by default, spread evenly over its spots (--all: every one)


P = "app/games/prophecy/engine/"
C = "app/games/conjurers/engine/"
SQLITE = ("-k", "sqlite")
BACKUP = ("-k", "sqlite and not stream_of_actions")  # the torn-backup race takes 30 s and reads no checks
COOP = ("tests/engine/coop/test_order.py", "tests/engine/coop/test_clock.py", "tests/engine/coop/test_setup.py",
        "tests/engine/coop/test_cards.py")  # not the playouts (minutes each run)
TARGETS = (
    Target("limits", P + "rules/limits.py", ("excess", "decide", "limit_offers"),
           ("tests/engine/test_rules_round.py",), "Prophecy rules"),
    Target("Realm fight result", P + "realm/fights/fight_result.py", ("placed", "_place", "slayer_won"),
           ("tests/engine/realm/test_realm_fight_lake.py", "tests/engine/realm/test_realm_fight_path.py",
            "tests/engine/dragons/test_golden_swap.py", "tests/engine/dragons/test_lake_succession.py",
            "tests/engine/combat/test_combat_sample_turn.py"), "Realm"),  # the last: a fight outside the Realm
    Target("Realm settle", P + "realm/met/settle.py", ("decide",),
           ("tests/engine/realm/test_realm_settle.py", "tests/engine/realm/test_realm_actions.py"), "Realm"),
    Target("Golden Dragon Lord", P + "realm/fights/golden.py", ("offer_swap", "open_trade", "_may_match"),
           ("tests/engine/dragons/test_golden_swap.py", "tests/engine/dragons/test_golden_item_class.py"), "Realm"),
    Target("Dwarf's bank", P + "races/bank.py", ("decide", "bank_offers"), ("tests/engine/races",), "Races"),
    Target("Goblin", P + "races/goblin.py", ("trophies", "after_battle", "rage_comes_back"),
           ("tests/engine/races",), "Races"),
    Target("Race bonuses", P + "races/battle.py", ("rage_modifiers", "luck_faces"), ("tests/engine/races",), "Races"),
    Target("Race draft", P + "races/draft.py", ("take", "pick"), ("tests/engine/races",), "Races"),
    Target("Cooperative rules", P + "coop/rules.py", ("counts", "may_attack", "artifacts_in_order",
                                                      "artifacts_never_traded", "shared_result"),
           COOP, "Cooperative"),
    Target("Cooperative clock", P + "coop/clock.py", ("unconquered", "rounds_left", "token_first",
                                                      "no_chance_in_collapse"),
           COOP, "Cooperative"),
    Target("counter correction", P + "correct.py", ("_set_counter", "_move_hero"),
           ("tests/engine/test_corrections.py",
            "tests/corrections/test_prophecy_corrections.py::test_a_hero_is_put_in_the_realm_and_back_on_the_ring"),
           "corrections"),
    Target("correction zones", P + "correct_zones.py", ("room_left", "check_target", "face_up_in"),
           ("tests/engine/test_corrections.py",), "corrections"),
    Target("tournament", C + "tournament.py", ("prize_level", "_creature"),
           ("tests/games/conjurers/test_tournament.py",), "Conjurers engine"),
    Target("Conjurers scoring", C + "scoring.py", ("result",), ("tests/games/conjurers/test_scoring.py",),
           "Conjurers engine"),
    Target("fight", C + "battle/fight.py", ("absorb", "hit_of", "strike", "life_steal"),
           ("tests/games/conjurers/test_battle_abilities.py", "tests/games/conjurers/test_battle_items.py",
            "tests/games/conjurers/test_battle_board.py"), "Conjurers battles"),
    Target("battle moves", C + "battle/rules.py", ("can_move", "can_devour"),
           ("tests/games/conjurers/test_battle_abilities.py", "tests/games/conjurers/test_battle_items.py",
            "tests/games/conjurers/test_battle_board.py"), "Conjurers battles"),
    Target("wounds", C + "battle/wounds.py", ("wound", "_damage", "upkeep"),
           ("tests/games/conjurers/test_battle_abilities.py", "tests/games/conjurers/test_battle_items.py",
            "tests/games/conjurers/test_battle_board.py"), "Conjurers battles"),
    Target("write path", "app/store/gamelog.py", ("append", "undo", "redo", "_move_head"),
           ("tests/store/test_gamelog.py",)),
    Target("access guard", "app/web/sessions/security.py", ("guard", "_guard_api", "is_gm"),
           ("tests/web/shared/test_access_routes.py",)),
    Target("export check", "app/store/checked_file.py", ("checksum", "read_checked"),
           ("tests/store/test_transfer.py",), args=SQLITE),
    Target("import re-decision", "app/store/redecide.py", ("redecide", "_decide_step"),
           ("tests/store/test_transfer.py",), "import re-decision", SQLITE),
    Target("import checks", "app/store/transfer.py", ("import_game", "_not_too_long", "_kind_of_file"),
           ("tests/store/test_transfer.py",), "import re-decision", SQLITE),
    Target("backup", "app/store/backup.py", ("read", "_check_shape"), ("tests/store/test_backup.py",),
           "backup", BACKUP),
    Target("restore", "app/store/backup.py", ("restore", "dump", "_secret_setting", "_typed"),
           ("tests/store/test_backup.py",), "backup", BACKUP),
    Target("PIN lock", "app/store/gmauth.py", ("check_pin", "_lock_for", "lock_remaining", "valid_pin"),
           ("tests/store/test_pin_lock.py",), "PIN lock", SQLITE),
    Target("PIN tries", "app/store/gmauth.py", ("_claim_try", "set_pin"),
           ("tests/store/test_pin_lock.py",), "PIN lock", SQLITE),
)

# Mutants that change no behaviour, by target path and key (function: change #n, n counting the same change
# within the function), with the reason. A survivor not listed here needs a test.
EQUIVALENT: dict[tuple[str, str], str] = {
    (P + "correct_zones.py", "room_left: 1000 -> 1001 #1"): "'no limit' is any number larger than a zone can hold",
    (P + "correct.py", "_move_hero: GtE -> Gt #1"): "the action's space field already stops at 19 (the ring's last "
        "space, ring_size is always 20): no space reaches the check, which stays as a guard for a larger board",
    (P + "correct.py", "_move_hero: condition -> False #2"): "the same space check (the field stops at 19)",
    (P + "correct.py", "_move_hero: raise removed #1"): "the same space check's refusal (the field stops at 19)",
    (P + "races/goblin.py", "trophies: condition -> False #1"): "a sheet without trophies has no trophy numbers: "
        "the minimums are 0, a win's gains are never negative and the caller drops the zeros",
    ("app/store/redecide.py", "redecide: 0 -> 1 #2"): "the clamp tells a replaced step numbered 1 or less against "
        "the state after step 1 instead of the empty one; no file Herald writes has one (the first step cannot be "
        "undone, so never replaced: gamelog.undo) and an edited number changes only that replaced step's story",
    (C + "battle/fight.py", "absorb: condition -> False #1"): "no damage: the general path gives the same unit and 0",
    (C + "battle/fight.py", "absorb: return removed #2"): "the early return for no damage; the general path gives "
                                                          "the same unit and 0",
}

FLIP = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
        ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


@dataclass(frozen=True)
class Mutant:
    """One change: where, what, and the mutated module's source."""

    target: Target
    line: int
    what: str
    source: str
    key: str = ""  # "function: change #n", stable while lines move

    @property
    def equivalent(self) -> str | None:
        """The reason this mutant changes no behaviour, if it is listed as such."""
        return EQUIVALENT.get((self.target.path, self.key))


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
        seen: dict[str, int] = {}
        for node, what, mutate in list(_spots(func)):
            seen[what] = seen.get(what, 0) + 1
            key = f"{func.name}: {what} #{seen[what]}"
            mutated = copy.deepcopy(tree)
            twin = _same_node(mutated, tree, node)
            if mutate is None:  # `not x` -> `x`
                _replace(mutated, twin, twin.operand)
            elif mutate == "pass":
                _replace(mutated, twin, ast.Pass())
            else:
                mutate(twin)
            ast.fix_missing_locations(mutated)
            found.append(Mutant(target, node.lineno, f"{func.name}: {what}", ast.unparse(mutated), key))
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


def _passes(work: Path, target: Target) -> tuple[bool, float]:
    started = time.monotonic()
    # Compiled once into a cache of the run's own (every module, the packages' too), not once per test run; the
    # mutated module's entry is dropped first, as a rewrite within one second could otherwise pass for the old.
    cache = work.parent / "pycache"
    source = (work / target.path).resolve()
    for stale in (cache / source.parent.relative_to("/")).glob(f"{source.stem}.*.pyc"):
        stale.unlink()
    env = {**os.environ, "HERALD_REFUSAL_CENSUS": "0", "PYTHONPYCACHEPREFIX": str(cache)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run([sys.executable, *PYTEST, *target.args, *target.tests], cwd=work, env=env,
                          capture_output=True, text=True)
    return done.returncode == 0, time.monotonic() - started


def _spread(found: list[Mutant], most: int) -> list[Mutant]:
    """At most `most` mutants, taken evenly over the list (the same ones every run)."""
    if len(found) <= most:
        return found
    return [found[i * len(found) // most] for i in range(most)]


def main() -> int:
    """Run every mutant of the chosen targets, list the survivors and report the kill rate per area."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--area", action="append", help="only the targets of these areas")
    parser.add_argument("--target", action="append", help="only these targets (by name)")
    parser.add_argument("--function", action="append", help="only mutants in these functions")
    parser.add_argument("--limit", type=int, default=0, help="at most N mutants per target")
    parser.add_argument("--all", action="store_true", help=f"every mutant, not {MOST} per target spread evenly")
    parser.add_argument("--list", action="store_true", help="list the mutants without running them")
    args = parser.parse_args()
    chosen = (args.target or []) + (args.area or [])
    targets = [t for t in TARGETS if not chosen or t.name in chosen or t.area in chosen]
    work = _copy_repo()
    survivors: list[Mutant] = []
    areas: dict[str, list[int]] = {}  # area: [killed, non-equivalent, equivalent]
    try:
        for target in targets:
            found = [m for m in mutants(target) if not args.function or m.what.split(":")[0] in args.function]
            found = found[: args.limit or None] if args.all or args.limit else _spread(found, MOST)
            if args.list:
                print("\n".join(f"{target.path}:{m.line} {m.key}" + (" (equivalent)" if m.equivalent else "")
                                for m in found))
                continue
            tally = areas.setdefault(target.area, [0, 0, 0])
            original = (work / target.path).read_text(encoding="utf-8")
            (work / target.path).write_text(ast.unparse(ast.parse(original)), encoding="utf-8")
            ok, seconds = _passes(work, target)
            if not ok:
                print(f"{target.name}: the tests fail without any mutant; fix that first", file=sys.stderr)
                return 2
            print(f"== {target.area} / {target.name}: {len(found)} mutants of {target.path} against "
                  f"{' '.join(target.tests)} (clean run {seconds:.0f} s)", flush=True)
            killed = 0
            for m in found:
                if m.equivalent:
                    tally[2] += 1
                    continue
                (work / target.path).write_text(m.source, encoding="utf-8")
                passed, seconds = _passes(work, target)
                tally[1] += 1
                if passed:
                    survivors.append(m)
                    print(f"  SURVIVED {target.path}:{m.line} {m.key}", flush=True)
                else:
                    killed += 1
            tally[0] += killed
            (work / target.path).write_text(original, encoding="utf-8")
            print(f"   killed {killed} of {len(found) - sum(1 for m in found if m.equivalent)}", flush=True)
    finally:
        shutil.rmtree(work.parent, ignore_errors=True)
    if not args.list:
        print("\nKill rate per area (equivalent mutants left out):")
        for area, (killed, total, same) in areas.items():
            rate = f"{100 * killed / total:.0f} %" if total else "-"
            print(f"  {area:<22} {killed:>3} of {total:<3} killed  {rate:>5}   ({same} equivalent)")
        print(f"\n{sum(a[1] for a in areas.values())} mutants, {len(survivors)} survived:")
        for m in survivors:
            print(f"  {m.target.path}:{m.line} {m.key}")
    return 1 if any(a[1] and a[0] < 0.9 * a[1] for a in areas.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
