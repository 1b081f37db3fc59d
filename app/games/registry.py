"""The registry of game kinds: every game Herald runs, and what the spine may ask of each.

The store, the access guard, the phones, the share page, the log pages, export and import and the JSON API
reach a game only through this module: they look its kind up by the name a saved game records
(`GameRecord.game`) and call what the kind supplies. Nothing outside a game's folder branches on its name.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any

from app.games import DEFAULT_KIND as DEFAULT
from app.games.conjurers.kind import KIND as conjurers
from app.games.game_kind import GameKind
from app.games.prophecy.kind import KIND as prophecy

__all__ = ["GameKind", "KINDS", "UnknownKind", "WrongGame", "illegal_errors", "invalid_errors", "kind", "of_action",
           "of_state", "printing", "screens"]


class UnknownKind(ValueError):
    """No game of that kind is installed in this Herald."""

    def __init__(self, name: object):
        known = ", ".join(sorted(KINDS))
        super().__init__(f"Herald does not know the game {name!r}; it runs {known}.")
        self.message = str(self)
        self.field = "game"
        self.name = name


class WrongGame(ValueError):
    """An action of one game sent to a game of another kind."""

    def __init__(self, kind: GameKind, act: object, of: GameKind | None = None):
        whose = f" ({of.title})" if of is not None else ""
        super().__init__(f"This is a {kind.title} game; a {getattr(act, 'kind', '?')!r} action of another game{whose} "
                         "cannot be applied to it.")
        self.message = str(self)
        self.field = "action"


KINDS: dict[str, GameKind] = {k.name: k for k in (prophecy, conjurers)}


@cache
def illegal_errors() -> tuple[type, ...]:
    """Every kind's "the rules forbid it" (imports every engine: asked when an error is answered, not at import)."""
    return tuple(k.illegal for k in KINDS.values())


@cache
def invalid_errors() -> tuple[type, ...]:
    """Every kind's "malformed input", and the registry's own (an unknown kind, an action of another game)."""
    return (*(k.invalid for k in KINDS.values()), WrongGame, UnknownKind)


def kind(name: str | None) -> GameKind:
    """The kind of that name (None or "" is the default one); UnknownKind names what is installed."""
    found = KINDS.get(name or DEFAULT)
    if found is None:
        raise UnknownKind(name)
    return found


def of_action(act: Any) -> GameKind:
    """The kind whose game the given first action creates."""
    for k in KINDS.values():
        if isinstance(act, k.first_action):
            return k
    raise UnknownKind(getattr(act, "kind", type(act).__name__))


def of_state(state: Any) -> GameKind:
    """The kind a state belongs to."""
    for k in KINDS.values():
        if isinstance(state, k.state_model):
            return k
    raise UnknownKind(type(state).__name__)


def printing(name: str | None) -> ModuleType:
    """A kind's print documents (pure of Flask and the store): for the web layer only."""
    found = kind(name)
    if found.printing is None:
        raise UnknownKind(name)
    return importlib.import_module(found.printing)


def screens(name: str | None) -> ModuleType:
    """A kind's web side (its blueprints, seat view and templates): for the web layer only."""
    return importlib.import_module(kind(name).screens)
