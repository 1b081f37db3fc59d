"""Prophecy as a game kind: what the registry hands the spine (engine, catalog, screens, templates)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from app.games.game_kind import GameKind
from app.games.prophecy import engine
from app.games.prophecy.catalog.cached import cached_catalog
from app.games.prophecy.engine.actions import action_union
from app.games.prophecy.engine.setup import CreateGame
from app.games.prophecy.engine.state import GameOptions
from app.games.prophecy.play_outcome import play_outcome
from app.games.prophecy.printing import DOCUMENTS

CARDS = Path(__file__).resolve().parents[3] / "cards" / "prophecy"


@cache
def base_catalog():
    """The catalog as cards/prophecy/ describes it (checked once per change of its files, then kept between starts)."""
    return cached_catalog(CARDS)


def players_of(state: engine.GameState) -> list[dict]:
    """The seats of a game as a small list for summaries."""
    return [{"player": h.player, "character": h.character} for h in state.heroes]


KIND = GameKind(
    name="prophecy",
    title="Prophecy",
    players=(2, 5),
    state_model=engine.GameState,
    options_model=GameOptions,
    first_action=CreateGame,
    action_base=engine.Action,
    parse_action=engine.parse_action,
    action_union=action_union,
    decide=engine.decide,
    fold=engine.fold,
    parse_events=engine.parse_events,
    legal_actions=engine.legal_actions,
    illegal=engine.IllegalAction,
    invalid=engine.InvalidInput,
    context=lambda catalog: engine.Context(catalog=catalog),
    base_catalog=base_catalog,
    players_of=players_of,
    started=lambda state: bool(state.heroes),
    screens="app.games.prophecy.screens.kind",
    templates="prophecy",
    entries_module="app.games.prophecy.catalog.entries",
    print_documents=tuple(DOCUMENTS.values()),
    play_outcome=play_outcome,
    printing="app.games.prophecy.printing.documents",
)
