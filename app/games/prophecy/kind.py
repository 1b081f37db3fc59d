"""Prophecy as a game kind: what the registry hands the spine (engine, catalog, screens, templates).

The engine is imported on the kind's first use of one of its parts, not here: the registry (and so the store) imports
this module, and a server's first answer needs no engine (issue 42)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from app.games.game_kind import EngineParts, GameKind
from app.games.prophecy.printing import DOCUMENTS

if TYPE_CHECKING:
    from app.games.prophecy.engine import GameState

CARDS = Path(__file__).resolve().parents[3] / "cards" / "prophecy"


@cache
def base_catalog():
    """The catalog as cards/prophecy/ describes it (checked once per change of its files, then kept between starts)."""
    from app.games.prophecy.catalog.cached import cached_catalog

    return cached_catalog(CARDS)


@cache
def engine_parts() -> EngineParts:
    """Prophecy's engine as the spine uses it (imported on the first call)."""
    from app.games.prophecy import engine
    from app.games.prophecy.engine.actions import action_union
    from app.games.prophecy.engine.setup import CreateGame
    from app.games.prophecy.engine.state import GameOptions
    from app.games.prophecy.play_outcome import play_outcome

    return EngineParts(
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
        play_outcome=play_outcome,
    )


def players_of(state: GameState) -> list[dict]:
    """The seats of a game as a small list for summaries."""
    return [{"player": h.player, "character": h.character} for h in state.heroes]


KIND = GameKind(
    name="prophecy",
    title="Prophecy",
    players=(2, 5),
    engine=engine_parts,
    base_catalog=base_catalog,
    players_of=players_of,
    started=lambda state: bool(state.heroes),
    screens="app.games.prophecy.screens.kind",
    templates="prophecy",
    entries_module="app.games.prophecy.catalog.entries",
    print_documents=tuple(DOCUMENTS.values()),
    printing="app.games.prophecy.printing.documents",
)
