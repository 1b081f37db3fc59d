"""The type of a game kind: what each game hands the spine. It imports no game, so a game's `kind.py` can build
its kind without importing the registry, and the registry can import every game's kind."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from app.games.documents import PrintDocument


def events_marked(act: Any, events: tuple) -> bool:
    """Whether one of a step's events is marked `chance` (a die rolled, a card drawn): Prophecy's way of saying it."""
    del act
    return any(getattr(e, "chance", False) for e in events)


@dataclass(frozen=True)
class EngineParts:
    """The parts of a kind that come from its engine (pure), loaded on the kind's first use of one of them."""

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
    # A finished game's outcome for the play record (app/games/play_record.py): (state, context, first action) ->
    # PlayOutcome, or None while the game goes on.
    play_outcome: Callable[[Any, Any, Any], Any] | None = None
    # Whether a step (its action, the events it was decided to) took chance: dice rolled, cards or a lot drawn. The
    # table cannot roll or draw it again the same, so undoing it asks first (the store's undo, for the API and the
    # tablets alike); the log row's `chance` records it.
    took_chance: Callable[[Any, tuple], bool] = events_marked


class _EnginePart:
    """A kind's attribute read from its engine parts (`kind.decide` is `kind.engine().decide`)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, kind: GameKind | None, owner: type | None = None) -> Any:
        return self if kind is None else getattr(kind.engine(), self.name)


@dataclass(frozen=True)
class GameKind:
    """What differs per game. The engine parts (`EngineParts`, read as the kind's own attributes) are loaded on first
    use, so a server answers its first page without importing any engine (issue 42); `screens` names the module of its
    web side."""

    name: str  # as saved games, files and URLs name it
    title: str  # as people read it
    players: tuple[int, int]  # fewest and most seats
    engine: Callable[[], EngineParts]  # imports the engine (once: the game's kind.py caches it)
    base_catalog: Callable[[], Any]  # the catalog read from cards/<game>/
    players_of: Callable[[Any], list[dict]]  # the seats of a state, for the games list
    started: Callable[[Any], bool]  # the state has seats: its first step created a game
    screens: str  # module of its tablet screens, phone sheet and print documents (imported by the web only)
    templates: str  # its folder under templates/
    # The group's typed card values (the catalog_entry table) for this game: the name of a module with
    # `entries_for_game`, `used_by`, `covers`, `current_entries`, `as_overrides`, `check`, `write` and
    # `OverrideError`; None when the game keeps none yet. A name, like `screens`: that module works on the store's
    # tables, so the kind (which the store's registry imports) must not import it.
    entries_module: str | None = None
    # Its print documents, in the order the Print page lists them, and the module that lays them out:
    # `document_html(key, game, *, sheet, catalog, seat)` and `TEMPLATES` (its folder under templates/).
    print_documents: tuple[PrintDocument, ...] = ()
    printing: str | None = None
    # Event fields that hold only the log's words (a space said in words, a note): a game file written before their
    # words changed imports with the words it recorded, the decision compared on every other field.
    words_fields: frozenset[str] = frozenset()

    state_model = _EnginePart()
    options_model = _EnginePart()
    first_action = _EnginePart()
    action_base = _EnginePart()
    parse_action = _EnginePart()
    action_union = _EnginePart()
    decide = _EnginePart()
    fold = _EnginePart()
    parse_events = _EnginePart()
    legal_actions = _EnginePart()
    illegal = _EnginePart()
    invalid = _EnginePart()
    context = _EnginePart()
    play_outcome = _EnginePart()
    took_chance = _EnginePart()

    @property
    def catalog_entries(self) -> ModuleType | None:
        """The module keeping the group's typed card values (see `entries_module`), or None."""
        return importlib.import_module(self.entries_module) if self.entries_module else None
