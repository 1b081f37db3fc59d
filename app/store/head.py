"""A game's head in one query: the head step, its log row, the game's record, whether a step waits to be redone,
and (for a write) the row an action id was already recorded as, or (for the access guard) the game's PIN hash. A tap
reads it once instead of a query each; the game screen takes the one the guard read."""

from __future__ import annotations

from collections import namedtuple
from typing import Any, NamedTuple

from sqlalchemy import and_, bindparam, exists, literal_column, select
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.orm import aliased
from sqlmodel import Session

from .access_tables import GameAccess
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
    found = _fetch(connection, action_id is not None, with_pin, params)
    if found is None:
        raise UnknownGame(game_id)
    return Head(found.head_seq, found.head_row or 0, found, bool(found.can_redo),
                found.twin if action_id is not None else None, found.pin_hash if with_pin else None)


class _Compiled(NamedTuple):
    sql: str
    names: tuple[str, ...] | None  # the parameters in order (a positional paramstyle), else None: by name
    defaults: dict  # the values compiled in (the twin's LIMIT)
    row: type  # a named tuple of the columns, as SQLAlchemy's row names them
    convert: tuple  # per column, what SQLAlchemy would make of the driver's value (None: as it comes)


_COMPILED: dict[tuple, _Compiled] = {}


def _compiled(dialect: Dialect, with_twin: bool, with_pin: bool) -> _Compiled:
    """The query compiled for this kind of database and driver (once: not per engine, of which tests make many)."""
    key = (type(dialect), dialect.paramstyle, with_twin, with_pin)
    found = _COMPILED.get(key)
    if found is None:
        found = _COMPILED[key] = _compile(dialect, _QUERIES[with_twin, with_pin])
    return found


def _compile(dialect: Dialect, query) -> _Compiled:
    compiled = query.compile(dialect=dialect)
    names = tuple(compiled.positiontup) if compiled.positional else None
    columns = list(query.selected_columns)
    convert = tuple(c.type.dialect_impl(dialect).result_processor(dialect, None) for c in columns)
    return _Compiled(str(compiled), names, compiled.construct_params({"game_id": "", "action_id": ""}),
                     namedtuple("HeadRow", [c.key for c in columns]), convert)


def _fetch(connection: Connection, with_twin: bool, with_pin: bool, params: dict) -> Any:
    """The head query's row, or None: its SQL compiled once per database kind and run on the pooled connection's
    DB-API cursor, the values converted as SQLAlchemy converts them. Through SQLAlchemy's execute the query took
    seven times as long as the database did (its statement's cache key, execution context and result machinery),
    most of the access guard's time on the game screen (issue 42). The engine's cursor events still see it."""
    compiled = _compiled(connection.dialect, with_twin, with_pin)
    values = compiled.defaults | params
    args = tuple(values[n] for n in compiled.names) if compiled.names is not None else values
    cursor = connection.connection.cursor()
    try:
        sql = compiled.sql
        for before in connection.dispatch.before_cursor_execute:
            sql, args = before(connection, cursor, sql, args, None, False)
        cursor.execute(sql, args)
        for after in connection.dispatch.after_cursor_execute:
            after(connection, cursor, sql, args, None, False)
        found = cursor.fetchone()
    finally:
        cursor.close()
    if found is None:
        return None
    return compiled.row._make(v if c is None else c(v) for c, v in zip(compiled.convert, found, strict=True))


def no_redo_waiting():
    """A condition for the head's UPDATE (bind `redo_game_id`): no step of the game waits to be redone."""
    return _NO_REDO
