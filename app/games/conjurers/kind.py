"""Conjurers as a game kind: what the registry hands the spine (engine, catalog, screens, templates).

The engine is imported on the kind's first use of one of its parts, not here: the registry (and so the store) imports
this module, and a server's first answer needs no engine (issue 42)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from app.games.conjurers.printing import DOCUMENTS
from app.games.game_kind import EngineParts, GameKind

if TYPE_CHECKING:
    from app.games.conjurers.engine import Catalog, Context, State


@cache
def base_catalog() -> Catalog:
    """The catalog as cards/conjurers/ describes it."""
    from app.games.conjurers.catalog import checked_catalog

    return checked_catalog()


@cache
def _minions():
    from app.games.conjurers.catalog import load_minions

    return load_minions()


def context(catalog: Catalog) -> Context:
    """What deciding consults: the cards (setting up) and the minion card's tables (battlegrounds)."""
    from app.games.conjurers.engine import Context

    return Context(catalog=catalog, minions=_minions())


@cache
def engine_parts() -> EngineParts:
    """Conjurers' engine as the spine uses it (imported on the first call)."""
    from app.games.conjurers import engine
    from app.games.conjurers.engine.actions import took_chance
    from app.games.conjurers.engine.setup import StartGame
    from app.games.conjurers.play_outcome import play_outcome

    return EngineParts(
        state_model=engine.State,
        options_model=engine.Options,
        first_action=StartGame,
        action_base=engine.Action,
        parse_action=engine.parse_action,
        action_union=engine.action_union,
        decide=engine.decide,
        fold=engine.fold,
        parse_events=engine.parse_events,
        legal_actions=lambda state, ctx=None: engine.legal_actions(state),
        illegal=engine.IllegalAction,
        invalid=engine.InvalidInput,
        context=context,
        play_outcome=play_outcome,
        took_chance=took_chance,
    )


def players_of(state: State) -> list[dict]:
    """The seats of a game as a small list for summaries."""
    return [{"player": p.name, "character": None} for p in state.players]


KIND = GameKind(
    name="conjurers",
    title="Conjurers",
    players=(2, 4),
    engine=engine_parts,
    base_catalog=base_catalog,
    players_of=players_of,
    started=lambda state: bool(state.players),
    screens="app.games.conjurers.screens.kind",
    templates="conjurers",
    print_documents=tuple(DOCUMENTS.values()),
    printing="app.games.conjurers.printing.documents",
    entries_module="app.games.conjurers.entries",
    # a stock's or minus points' reason and a line's note are the log's words only (said in plain words since)
    words_fields=frozenset({"reason", "note"}),
)
