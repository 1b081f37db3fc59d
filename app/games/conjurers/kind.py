"""Conjurers as a game kind: what the registry hands the spine (engine, catalog, screens, templates)."""

from __future__ import annotations

from functools import cache

from app.games.conjurers import engine
from app.games.conjurers.catalog import load_catalog, load_minions
from app.games.conjurers.engine.setup import StartGame
from app.games.conjurers.play_outcome import play_outcome
from app.games.conjurers.printing import DOCUMENTS
from app.games.game_kind import GameKind


@cache
def base_catalog() -> engine.Catalog:
    """The catalog as cards/conjurers/ describes it."""
    return load_catalog()


@cache
def _minions():
    return load_minions()


def context(catalog: engine.Catalog) -> engine.Context:
    """What deciding consults: the cards (setting up) and the minion card's tables (battlegrounds)."""
    return engine.Context(catalog=catalog, minions=_minions())


def players_of(state: engine.State) -> list[dict]:
    """The seats of a game as a small list for summaries."""
    return [{"player": p.name, "character": None} for p in state.players]


KIND = GameKind(
    name="conjurers",
    title="Conjurers",
    players=(2, 4),
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
    base_catalog=base_catalog,
    players_of=players_of,
    started=lambda state: bool(state.players),
    screens="app.games.conjurers.screens.kind",
    templates="conjurers",
    print_documents=tuple(DOCUMENTS.values()),
    play_outcome=play_outcome,
    printing="app.games.conjurers.printing.documents",
    entries_module="app.games.conjurers.entries",
    # a stock's or minus points' reason and a line's note are the log's words only (said in plain words since)
    words_fields=frozenset({"reason", "note"}),
)
