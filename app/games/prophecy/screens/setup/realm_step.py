"""The Realm board typed by the group, with a picture of what it typed drawn as it goes (the wizard's board step,
and the game screen while a Realm game's board is still unknown).

Each path is typed from the Gate up as letters: L light, D dark, S split (003:L215). The answers become the group's
`realm` entries once the rulebook's checks hold (the middle path shortest with the fewest positive cards, the right
longest with the most, 12 negative and 9 positive cards in all: 003:L217, 003:L229). Pure functions of a form.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.games.prophecy.engine import Context
from app.games.prophecy.engine.realm.board import (
    LETTERS,
    PATHS,
    board_problem,
    colours,
    holds_negative,
    holds_positive,
)
from app.games.prophecy.engine.realm.deal import board_of
from app.games.prophecy.screens.play.realm_view import HEIGHT, PATH_X, SPACE_W, WIDTH, RealmSpace, layout
from app.games.prophecy.screens.setup import expansion_form

FIELD = "realm_path_{}"
FIELDS = tuple(FIELD.format(p) for p in PATHS)
MAX_SPACES = 20


@dataclass(frozen=True)
class Typed:
    """What the group typed so far: the cells to draw, each path's counts, and what still keeps it from the
    rulebook (None once it fits)."""

    cells: tuple[RealmSpace, ...]  # drawn as the game screen draws the Realm's spaces, without cards
    counts: tuple[tuple[str, int, int, int], ...]  # path, spaces, positive cards, negative cards
    problem: str | None
    complete: bool
    width: int = WIDTH
    height: int = HEIGHT


def letters(form, path: str) -> str:
    """A path as typed, upper-cased, spaces and commas dropped."""
    raw = (form.get(FIELD.format(path)) or "") if hasattr(form, "get") else ""
    return "".join(ch for ch in str(raw).upper() if ch not in " ,-")


def typed(form) -> Typed:
    """The picture and the check of what the form holds."""
    paths = {p: letters(form, p) for p in PATHS}
    shown = {p: "".join(ch for ch in t if ch in LETTERS)[:MAX_SPACES] for p, t in paths.items()}
    cells = tuple(RealmSpace(p, step, LETTERS[shown[p][step - 1]], PATH_X[p] - SPACE_W // 2, y - h // 2, h)
                  for (p, step), (y, h) in layout({p: len(t) for p, t in shown.items()}).items())
    counts = tuple((p, len(t), sum(holds_positive(c) for c in colours(t)), sum(holds_negative(c) for c in colours(t)))
                   for p, t in shown.items())
    return Typed(cells, counts, problem(paths), all(paths.values()))


def problem(paths: dict[str, str]) -> str | None:
    """What keeps typed paths from fitting the rulebook, in words; None when they fit (or nothing is typed)."""
    if not any(paths.values()):
        return None
    for p, t in paths.items():
        wrong = sorted({ch for ch in t if ch not in LETTERS})
        if wrong:
            return f"The {p} path: type only L (light), D (dark) and S (split), not {', '.join(wrong)}."
        if len(t) > MAX_SPACES:
            return f"The {p} path: at most {MAX_SPACES} spaces."
    missing = [p for p, t in paths.items() if not t]
    if missing:
        return f"Type the {' and '.join(missing)} path{'s' if len(missing) > 1 else ''} too."
    found = board_problem({p: colours(t) for p, t in paths.items()})
    return None if found is None else f"The {found[0]} path: {found[1]}."


def asks(catalog, form) -> bool:
    """Whether the wizard asks for the Realm board: the Realm is played and the group has not typed its board."""
    return bool(expansion_form.realm(form)) and board_of(Context(catalog=catalog)) is None


def check(form, catalog) -> str | None:
    """What is wrong with the typed Realm board, or None (leaving it all untyped is allowed: the cards wait)."""
    if not asks(catalog, form):
        return None
    return problem({p: letters(form, p) for p in PATHS})


def entries(form) -> dict[str, dict[str, str]]:
    """The group's `realm` entries the typed paths make, or nothing while they are not all typed."""
    paths = {p: letters(form, p) for p in PATHS}
    if not all(paths.values()) or problem(paths):
        return {}
    return {"realm": {FIELD.format(p).replace("realm_", ""): t for p, t in paths.items()}}
