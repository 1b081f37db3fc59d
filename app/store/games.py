"""Saved games: create, list, rename, delete. A game's content lives in its event log."""

from __future__ import annotations

import secrets
import unicodedata
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlmodel import Session, col, delete, select

from app.games import registry

from .errors import InvalidName, UnknownGame
from .gamelog import Applied, GameLog
from .head import Head
from .models import CarriedEntriesRecord, EventRecord, GameRecord, SnapshotRecord, utcnow


@dataclass(frozen=True)
class GameSummary:
    """A saved game as the home page lists it."""

    id: str
    name: str
    game: str
    players: list
    head_seq: int
    created_at: datetime
    updated_at: datetime


def players_of(state: Any) -> list[dict]:
    """The seats of a game as a small list for summaries (its kind says what a seat holds)."""
    return registry.of_state(state).players_of(state)


def create_game(
    log: GameLog, *, name: str, act: Any, action_id: str | None = None, seed: int | None = None
) -> tuple[str, Applied]:
    """Create a saved game whose first step is the given action; the action's kind says which game it is."""
    check_name(name, allow_empty=True)
    _check_player_names(act.model_dump(mode="json"))
    kind = registry.of_action(act)
    game_id = uuid.uuid4().hex
    seed = secrets.randbits(63) if seed is None else seed
    with Session(log.engine) as session:
        session.add(GameRecord(id=game_id, name=name.strip() or "Untitled game", game=kind.name, seed=seed))
        session.commit()
    try:
        applied = log.append(game_id, act, expected_seq=0, action_id=action_id or uuid.uuid4().hex)
    except Exception:
        delete_game(log, game_id)
        raise
    with Session(log.engine) as session:
        game = session.get(GameRecord, game_id)
        game.players = players_of(applied.state)
        session.add(game)
        session.commit()
    return game_id, applied


def list_games(log: GameLog) -> list[GameSummary]:
    """Every saved game, most recently played first."""
    with Session(log.engine) as session:
        rows = session.exec(select(GameRecord).order_by(col(GameRecord.updated_at).desc())).all()
        return [_summary(r) for r in rows]


def get_game(log: GameLog, game_id: str) -> GameSummary:
    """One saved game's summary."""
    with Session(log.engine) as session:
        row = session.get(GameRecord, game_id)
        if row is None:
            raise UnknownGame(game_id)
        return _summary(row)


def game_seed(log: GameLog, game_id: str) -> int:
    """The seed Herald uses when it rolls or deals for this game."""
    with Session(log.engine) as session:
        row = session.get(GameRecord, game_id)
        if row is None:
            raise UnknownGame(game_id)
        return row.seed


def rename_game(log: GameLog, game_id: str, name: str) -> GameSummary:
    """Give a game a new name."""
    name = check_name(name)
    with Session(log.engine) as session:
        row = session.get(GameRecord, game_id)
        if row is None:
            raise UnknownGame(game_id)
        row.name = name
        row.updated_at = utcnow()
        session.add(row)
        session.commit()
        session.refresh(row)
        return _summary(row)


def check_name(name: str, *, allow_empty: bool = False) -> str:
    """A game name, stripped; InvalidName (a ValueError) if it is empty, longer than 80 or holds control characters."""
    name = name.strip()
    if (not name and not allow_empty) or len(name) > 80:
        raise InvalidName("A game name needs 1 to 80 characters.")
    if any(unicodedata.category(c) == "Cc" for c in name):
        raise InvalidName("A game name cannot hold control characters (such as NUL or a line break).")
    return name


def _check_player_names(data: Any) -> None:
    """InvalidName if a player's name in a setup holds control characters (the form and the API alike)."""
    if isinstance(data, dict):
        for key, value in data.items():
            names = value if key == "players" and isinstance(value, list) else [value] if key == "player" else []
            if any(isinstance(n, str) and any(unicodedata.category(c) == "Cc" for c in n) for n in names):
                raise InvalidName("A player's name cannot hold control characters (such as NUL or a line break).")
            _check_player_names(value)
    elif isinstance(data, list):
        for item in data:
            _check_player_names(item)


def delete_game(log: GameLog, game_id: str) -> None:
    """Delete a game and its whole log (the UI confirms first)."""
    with Session(log.engine) as session:
        if session.get(GameRecord, game_id) is None:
            raise UnknownGame(game_id)
        session.exec(delete(SnapshotRecord).where(SnapshotRecord.game_id == game_id))
        session.exec(delete(CarriedEntriesRecord).where(CarriedEntriesRecord.game_id == game_id))
        session.exec(delete(EventRecord).where(EventRecord.game_id == game_id))
        session.exec(delete(GameRecord).where(GameRecord.id == game_id))
        session.commit()
    log.forget(game_id)


def load_game(log: GameLog, game_id: str, head: Head | None = None) -> tuple[GameSummary, int, Any, bool]:
    """A game's summary, head step, state and whether a step can be redone (one query when the state is cached, none
    when it is and `head` is the head as read in this request, the access guard's)."""
    head, state = log.load_head(game_id, head)
    return _summary(head.game), head.seq, state, head.can_redo


def written_game(applied) -> tuple[GameSummary, int, Any, bool] | None:
    """What load_game would read right after a new step was written, from the write itself (None for a replayed
    step): nothing waits to be redone after a new step. The summary's times are the write's reading."""
    row = applied.game
    if applied.duplicate or row is None:
        return None
    summary = GameSummary(row.id, row.name, row.game, list(row.players), applied.seq, row.created_at, row.updated_at)
    return summary, applied.seq, applied.state, False


def undone_game(applied) -> tuple[GameSummary, int, Any, bool] | None:
    """What load_game would read right after an undo, from the undo itself (its head read after the commit: the step
    undone waits to be redone)."""
    row = applied.game
    if row is None:
        return None
    return _summary(row), applied.seq, applied.state, bool(row.can_redo)


def _summary(row: GameRecord) -> GameSummary:
    return GameSummary(row.id, row.name, row.game, list(row.players), row.head_seq, row.created_at, row.updated_at)
