"""The registry of game kinds: every game Herald runs, and what the spine may ask of each.

The store, the access guard, the phones, the share page, the log pages, export and import and the JSON API
reach a game only through this module: they look its kind up by the name a saved game records
(`GameRecord.game`) and call what the kind supplies. Nothing outside a game's folder branches on its name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from app.games import DEFAULT_KIND as DEFAULT
from app.games.documents import PrintDocument


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


@dataclass(frozen=True)
class GameKind:
    """What differs per game. The engine parts are pure; `screens` names the module of its web side."""

    name: str  # as saved games, files and URLs name it
    title: str  # as people read it
    players: tuple[int, int]  # fewest and most seats
    state_model: type  # `state_model()` is the game before its first step
    options_model: type
    first_action: type  # the action that creates a game of this kind
    action_base: type  # every action of this game is one
    parse_action: Callable[[Any], Any]
    action_union: Callable[[], Any]  # the discriminated union the API validates against
    decide: Callable[[Any, Any, Any], tuple]
    fold: Callable[[Any, Any], Any]
    parse_events: Callable[[Any], tuple]
    legal_actions: Callable[[Any, Any], list]  # (state, context) -> offers
    illegal: type  # the engine's "the rules forbid it" (with `.detail` and `.rule.as_dict()`)
    invalid: type  # the engine's "malformed input" (with `.message` and `.field`)
    context: Callable[[Any], Any]  # a catalog -> the engine's decision context
    base_catalog: Callable[[], Any]  # the catalog read from cards/<game>/
    players_of: Callable[[Any], list[dict]]  # the seats of a state, for the games list
    started: Callable[[Any], bool]  # the state has seats: its first step created a game
    screens: str  # module of its tablet screens, phone sheet and print documents (imported by the web only)
    templates: str  # its folder under templates/
    # The group's typed card values (the catalog_entry table) for this game: a module with `entries_for_game`,
    # `used_by`, `covers`, `current_entries`, `as_overrides`, `check`, `write` and `OverrideError`; None when the
    # game keeps none yet.
    catalog_entries: ModuleType | None = None
    # Its print documents, in the order the Print page lists them, and the module that lays them out:
    # `document_html(key, game, *, sheet, catalog, seat)` and `TEMPLATES` (its folder under templates/).
    print_documents: tuple[PrintDocument, ...] = ()
    printing: str | None = None
    # A finished game's outcome for the play record (app/games/play_record.py): (state, context, first action) ->
    # PlayOutcome, or None while the game goes on.
    play_outcome: Callable[[Any, Any, Any], Any] | None = None
    # Event fields that hold only the log's words (a space said in words, a note): a game file written before their
    # words changed imports with the words it recorded, the decision compared on every other field.
    words_fields: frozenset[str] = frozenset()


def _kinds() -> dict[str, GameKind]:
    from app.games.conjurers.kind import KIND as conjurers
    from app.games.prophecy.kind import KIND as prophecy

    return {k.name: k for k in (prophecy, conjurers)}


KINDS: dict[str, GameKind] = _kinds()
ILLEGAL: tuple[type, ...] = tuple(k.illegal for k in KINDS.values())
INVALID: tuple[type, ...] = (*(k.invalid for k in KINDS.values()), WrongGame, UnknownKind)


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
