"""A game's head in one query: the head step, its log row, the game's record, whether a step waits to be redone,
and (for a write) the row an action id was already recorded as. A tap reads it once instead of a query each."""

from __future__ import annotations

from typing import NamedTuple

from sqlalchemy import and_, exists, literal, select
from sqlalchemy.orm import aliased
from sqlmodel import Session

from .errors import UnknownGame
from .models import EventRecord, GameRecord


class Head(NamedTuple):
    """What one read of a game's head gives."""

    seq: int
    row_id: int
    game: GameRecord
    can_redo: bool
    twin: int | None  # the id of the row already recorded under the action id asked about, if any


def read_head(session: Session, game_id: str, action_id: str | None = None) -> Head:
    """The game's head (UnknownGame if there is no such game)."""
    undone, twin = aliased(EventRecord), aliased(EventRecord)
    redo = exists().where(undone.game_id == game_id, undone.status == "undone")
    twin_id = (select(twin.id).where(twin.game_id == game_id, twin.action_id == action_id).limit(1).scalar_subquery()
               if action_id is not None else literal(None))
    found = session.execute(
        select(GameRecord, EventRecord.id, redo, twin_id)
        .select_from(GameRecord)
        .outerjoin(EventRecord, and_(EventRecord.game_id == GameRecord.id, EventRecord.seq == GameRecord.head_seq,
                                     EventRecord.status == "active"))
        .where(GameRecord.id == game_id)
    ).first()
    if found is None:
        raise UnknownGame(game_id)
    game, row_id, can_redo, twin_row = found
    return Head(game.head_seq, row_id or 0, game, bool(can_redo), twin_row)


def no_redo_waiting(game_id: str):
    """A condition for the head's UPDATE: no step of the game waits to be redone (so none needs retiring)."""
    undone = aliased(EventRecord)
    return ~exists().where(undone.game_id == game_id, undone.status == "undone")
