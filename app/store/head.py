"""A game's head in one query: the head step, its log row, the game's record, whether a step waits to be redone,
and (for a write) the row an action id was already recorded as, or (for the access guard) the game's PIN hash. A tap
reads it once instead of a query each; the game screen takes the one the guard read."""

from __future__ import annotations

from typing import Any, NamedTuple

from sqlalchemy import and_, bindparam, exists, literal_column, select
from sqlalchemy.engine import Connection
from sqlalchemy.orm import aliased
from sqlmodel import Session

from .access_tables import GameAccess
from .db import fetch_one
from .errors import UnknownGame
from .models import EventRecord, GameRecord

# Built once: a fresh alias per call would defeat SQLAlchemy's statement cache (and cost more than the query).
_UNDONE, _TWIN = aliased(EventRecord, name="undone"), aliased(EventRecord, name="twin")
# Written into the SQL, not bound: with a status bound as a parameter SQLite prepares the statement again at every
# run (the partial index on active steps depends on its value), six times what running the head's query costs.
ACTIVE, UNDONE = literal_column("'active'"), literal_column("'undone'")
_RECORD = (GameRecord.id, GameRecord.name, GameRecord.game, GameRecord.seed, GameRecord.head_seq, GameRecord.players,
           GameRecord.created_at, GameRecord.updated_at)


def _head_query(with_twin: bool, with_pin: bool):
    redo = exists().where(_UNDONE.game_id == bindparam("game_id"), _UNDONE.status == UNDONE)
    twin = (select(_TWIN.id).where(_TWIN.game_id == bindparam("game_id"), _TWIN.action_id == bindparam("action_id"))
            .limit(1).scalar_subquery() if with_twin else None)
    columns = [*_RECORD, EventRecord.id.label("head_row"), redo.label("can_redo")]
    if twin is not None:
        columns.append(twin.label("twin"))
    if with_pin:
        columns.append(GameAccess.pin_hash)
    query = (select(*columns).select_from(GameRecord)
             .outerjoin(EventRecord, and_(EventRecord.game_id == GameRecord.id, EventRecord.seq == GameRecord.head_seq,
                                          EventRecord.status == ACTIVE)))
    if with_pin:
        query = query.outerjoin(GameAccess, GameAccess.game_id == GameRecord.id)
    return query.where(GameRecord.id == bindparam("game_id"))


_QUERIES = {(twin, pin): _head_query(twin, pin) for twin in (False, True) for pin in (False, True)}
_NO_REDO = ~exists().where(_UNDONE.game_id == bindparam("redo_game_id"), _UNDONE.status == UNDONE)


class Head(NamedTuple):
    """What one read of a game's head gives."""

    seq: int
    row_id: int
    game: Any  # the game's record as a row: id, name, game (its kind), seed, head_seq, players, created_at, updated_at
    can_redo: bool
    twin: int | None  # the id of the row already recorded under the action id asked about, if any
    pin_hash: str | None = None  # the game's PIN hash, when asked for (the access guard's read); None without a PIN


def read_head(session: Session | Connection, game_id: str, action_id: str | None = None, *,
              with_pin: bool = False) -> Head:
    """The game's head (UnknownGame if there is no such game); with the PIN's hash if asked."""
    params = {"game_id": game_id} if action_id is None else {"game_id": game_id, "action_id": action_id}
    connection = session.connection() if isinstance(session, Session) else session
    # on the connection's DB-API cursor: through SQLAlchemy's execute this query was most of the guard's time
    found = fetch_one(_QUERIES[action_id is not None, with_pin], connection.dialect, connection.connection, params,
                      events=connection)
    if found is None:
        raise UnknownGame(game_id)
    return Head(found.head_seq, found.head_row or 0, found, bool(found.can_redo),
                found.twin if action_id is not None else None, found.pin_hash if with_pin else None)


def no_redo_waiting():
    """A condition for the head's UPDATE (bind `redo_game_id`): no step of the game waits to be redone."""
    return _NO_REDO
