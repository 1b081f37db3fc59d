"""Prophecy's base game reads alone (issue 41): no module of the base rules imports the Dragon Realm expansion's
folders (realm/, races/, coop/), not even inside a function. The expansion changes a base rule through the seams the
base declares (engine/seams.py), plugging in from its own folder; the engine package imports both."""

from __future__ import annotations

from pathlib import Path

from tests.test_game_folders import imports_of, module_of

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "app" / "games" / "prophecy" / "engine"
PACKAGE = "app.games.prophecy.engine"
EXPANSION = ("realm", "races", "coop")


def _module(path: Path) -> str:
    return module_of(path, ROOT)


def _imported(path: Path) -> list[tuple[int, str]]:
    """Each module a file imports, relative imports made absolute, with the names imported from it."""
    return imports_of(path, ROOT)


def _in_expansion(module: str) -> bool:
    return any(module == f"{PACKAGE}.{part}" or module.startswith(f"{PACKAGE}.{part}.") for part in EXPANSION)


def _base_modules() -> list[Path]:
    """Every module of the engine outside the expansion's folders; the package's __init__ assembles the game."""
    return [p for p in sorted(ENGINE.rglob("*.py"))
            if p != ENGINE / "__init__.py" and not _in_expansion(_module(p))]


def test_no_base_module_imports_the_expansion():
    offending = [f"{p.relative_to(ROOT)}:{line} imports {target}"
                 for p in _base_modules() for line, target in _imported(p) if _in_expansion(target)]
    assert not offending, "\n".join(offending)


def test_the_checker_sees_the_base_and_the_expansion():
    # The rule above would pass vacuously if the folders moved: the base and each expansion folder exist.
    base = {_module(p).removeprefix(f"{PACKAGE}.") for p in _base_modules()}
    assert {"setup", "state", "ruleset", "rules.death", "combat.segments", "endgame.ending"} <= base
    assert all((ENGINE / part / "__init__.py").exists() for part in EXPANSION)


def test_the_expansion_plugs_into_seams_the_base_declares():
    # Each seam is declared by a base module; the expansion's changes are plugged in by its own folders.
    from app.games.prophecy.engine.seams import SEAMS

    assert SEAMS, "no seam declared"
    for seam in SEAMS.values():
        assert not _in_expansion(seam.default.__module__), seam.name
        assert all(_in_expansion(plug.__module__) for plug in seam.plugs), seam.name
    plugged = {seam.name for seam in SEAMS.values() if seam.plugs}
    assert {"setup: a seat's Races", "death: where an Artifact stays", "ending: the crown withheld",
            "battle: the expansion's modifiers"} <= plugged


def test_every_registering_module_has_its_place_in_the_order():
    # Guards and consequences are tried, and offers listed, in the order their modules register (RULE_MODULES).
    from app.games.prophecy import engine
    from app.games.prophecy.engine import actions, events

    registered = [*actions.GUARDS, *actions.CONSEQUENCES, *actions.OFFER_SOURCES, *actions.ACTION_TYPES.values(),
                  *events.EVENTS.types.values()]
    modules = {f.__module__.removeprefix(f"{PACKAGE}.") for f in registered}
    assert modules - set(engine.RULE_MODULES) == set()
    assert len(set(engine.RULE_MODULES)) == len(engine.RULE_MODULES)
