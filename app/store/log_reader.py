"""Reading a game's log: its kind and decision context, its state at the head step, loaded quickly, and its rows.

States are cached by (game, head step, head row id); a miss folds the steps after the newest snapshot.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from threading import Lock
from typing import Any

from sqlalchemy import func
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from app.games import registry
from app.games.registry import GameKind

from .errors import UnknownGame
from .head import Head, read_head
from .models import EventRecord, GameRecord, SnapshotRecord

CACHE_SIZE = 64


class LogReader:
    """Reads games' event logs: each game's kind and decision context, its state (cached, folded from the newest
    snapshot) and its rows."""

    def __init__(self, engine: Engine, context: Callable[[], Any] | None = None, *,
                 contexts: dict[str, Callable[[], Any]] | None = None):
        """`contexts` gives each game kind's decision context by its name; `context` alone is the default kind's
        (a kind given neither decides with its own base catalog)."""
        self.engine = engine
        self.contexts = dict(contexts or {})
        if context is not None:
            self.contexts.setdefault(registry.DEFAULT, context)
        self._cache: OrderedDict[tuple[str, int, int], Any] = OrderedDict()
        self._cache_lock = Lock()
        self._kinds: dict[str, str | None] = {}  # a game's kind never changes: read once per game

    def context(self) -> Any:
        """The default kind's decision context (a file or a game that names no kind is of that kind)."""
        return self._made(registry.kind(registry.DEFAULT))

    def context_for(self, kind: str | None) -> Any:
        """The engine's decision context for games of that kind."""
        found = registry.kind(kind)
        return self.context() if found.name == registry.DEFAULT else self._made(found)

    def _made(self, kind: GameKind) -> Any:
        factory = self.contexts.get(kind.name)
        return factory() if factory is not None else kind.context(kind.base_catalog())

    def kind_of(self, game_id: str) -> GameKind:
        """The kind of a saved game."""
        if game_id in self._kinds:
            return registry.kind(self._kinds[game_id])
        with Session(self.engine) as session:
            return self._kind(session, game_id)

    def _kind(self, session: Session, game_id: str) -> GameKind:
        if game_id not in self._kinds:
            game = session.get(GameRecord, game_id)
            if game is None:
                raise UnknownGame(game_id)
            self._kinds[game_id] = game.game
        return registry.kind(self._kinds[game_id])

    def forget(self, game_id: str) -> None:
        """Drop what is kept of a deleted game."""
        self._kinds.pop(game_id, None)

    # ---- reading -------------------------------------------------------------------------------

    def load(self, game_id: str) -> tuple[int, Any]:
        """The head step of a game and its state."""
        with Session(self.engine) as session:
            return self._load(session, game_id)

    def load_head(self, game_id: str, head: Head | None = None) -> tuple[Head, Any]:
        """The game's head (its record, whether a step can be redone) and its state, in one query when the state
        is cached; `head`: the head as the caller read it in this request (no query when the state is cached)."""
        kept = None if head is None else self._kept((game_id, head.seq, head.row_id))
        if kept is not None:
            return head, kept
        with Session(self.engine) as session:
            head = head or read_head(session, game_id)
            return head, self._load(session, game_id, head)[1]

    def head(self, game_id: str) -> tuple[int, int]:
        """The head step of a game and the id of its log row, read without loading any step."""
        with Session(self.engine) as session:
            return self._head_row(session, game_id)[:2]

    def _head_row(self, session: Session, game_id: str) -> tuple[int, int, str | None]:
        """The head step, the id of its log row and the game's kind, in one query."""
        head = read_head(session, game_id)
        self._kinds[game_id] = head.game.game
        return head.seq, head.row_id, head.game.game

    def _load(self, session: Session, game_id: str, head: Head | None = None) -> tuple[int, Any]:
        """The state at the head (read here unless given): from the cache, else the newest snapshot and the steps after."""
        if head is None:
            head_seq, head_id, game = self._head_row(session, game_id)
        else:
            head_seq, head_id, game = head.seq, head.row_id, head.game.game
        key = (game_id, head_seq, head_id)
        kept = self._kept(key)
        if kept is not None:
            return head_seq, kept
        kind = registry.kind(game)
        state, start = kind.state_model(), 0
        snap = session.exec(
            select(SnapshotRecord)
            .where(SnapshotRecord.game_id == game_id, SnapshotRecord.seq <= head_seq)
            .order_by(SnapshotRecord.seq.desc())
            .limit(1)  # without it the ORM loads and parses every snapshot row before .first() picks one
        ).first()
        if snap is not None:
            state, start = kind.state_model.model_validate(snap.state), snap.seq
        rows = session.exec(
            select(EventRecord)
            .where(EventRecord.game_id == game_id, EventRecord.status == "active", EventRecord.seq > start)
            .order_by(EventRecord.seq)
        ).all()
        for row in rows:
            state = kind.fold(state, kind.parse_events(row.events))
        self._remember(key, state)
        return head_seq, state

    def _kept(self, key: tuple[str, int, int]) -> Any:
        """The state cached under key (game, head step, head row id), or None."""
        with self._cache_lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
        return None

    def _remember(self, key: tuple[str, int, int], state: Any) -> None:
        with self._cache_lock:
            self._cache[key] = state
            self._cache.move_to_end(key)
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)

    @staticmethod
    def _active_row(session: Session, game_id: str, seq: int) -> EventRecord | None:
        return session.exec(
            select(EventRecord).where(
                EventRecord.game_id == game_id, EventRecord.seq == seq, EventRecord.status == "active"
            )
        ).first()

    def rows(self, game_id: str, *, include_inactive: bool = False) -> list[EventRecord]:
        """The log rows of a game in order (only the active ones unless asked)."""
        with Session(self.engine) as session:
            query = select(EventRecord).where(EventRecord.game_id == game_id)
            if not include_inactive:
                query = query.where(EventRecord.status == "active")
            return list(session.exec(query.order_by(EventRecord.seq, EventRecord.id)).all())

    def stream_rows(self, game_id: str, batch: int = 500):
        """The active rows of a game in order, read a batch at a time (memory does not grow with the log)."""
        with Session(self.engine) as session:
            query = (
                select(EventRecord)
                .where(EventRecord.game_id == game_id, EventRecord.status == "active")
                .order_by(EventRecord.seq)
                .execution_options(yield_per=batch)
            )
            yield from session.exec(query)

    def log_columns(self, game_id: str, batch: int = 1000):
        """The active rows of a game in order as plain tuples (seq, type, story, chance, recorded_at, events,
        action): no ORM objects, read a batch at a time, for reports that read the whole log."""
        columns = (EventRecord.seq, EventRecord.type, EventRecord.story, EventRecord.chance, EventRecord.recorded_at,
                   EventRecord.events, EventRecord.action)
        with Session(self.engine) as session:
            query = (
                select(*columns)
                .where(EventRecord.game_id == game_id, EventRecord.status == "active")
                .order_by(EventRecord.seq)
                .execution_options(yield_per=batch)
            )
            yield from session.execute(query)

    def log_ends(self, game_id: str) -> tuple[tuple | None, Any, int]:
        """What a short print reads of the log, without reading every row: the first active row (as `log_columns`
        gives it, or None), when the latest active step was recorded (None if none was) and the highest active seq."""
        columns = (EventRecord.seq, EventRecord.type, EventRecord.story, EventRecord.chance, EventRecord.recorded_at,
                   EventRecord.events, EventRecord.action)
        active = (EventRecord.game_id == game_id, EventRecord.status == "active")
        with Session(self.engine) as session:
            first = session.execute(select(*columns).where(*active).order_by(EventRecord.seq).limit(1)).first()
            latest, last_seq = session.execute(
                select(func.max(EventRecord.recorded_at), func.max(EventRecord.seq)).where(*active)).one()
        return (tuple(first) if first is not None else None), latest, last_seq or 0

    def states_before(self, game_id: str, seqs: list[int]):
        """The state just before each of the given steps (in order), each folded from the newest snapshot below
        it or from the state before the previous one, whichever is nearer: (seq, state) pairs."""
        with Session(self.engine) as session:
            kind = self._kind(session, game_id)
            state, at = kind.state_model(), 0
            for seq in sorted(set(seqs)):
                snap = session.exec(
                    select(SnapshotRecord)
                    .where(SnapshotRecord.game_id == game_id, SnapshotRecord.seq <= seq - 1)
                    .order_by(SnapshotRecord.seq.desc())
                    .limit(1)
                ).first()
                if snap is not None and snap.seq > at:
                    state, at = kind.state_model.model_validate(snap.state), snap.seq
                if at > seq - 1:  # an earlier step than the last one folded: start again
                    state, at = kind.state_model(), 0
                events = session.exec(
                    select(EventRecord.events).where(
                        EventRecord.game_id == game_id, EventRecord.status == "active",
                        EventRecord.seq > at, EventRecord.seq <= seq - 1,
                    ).order_by(EventRecord.seq)
                ).all()
                for row in events:
                    state = kind.fold(state, kind.parse_events(row))
                at = seq - 1
                yield seq, state

    def can_redo(self, game_id: str) -> bool:
        """Whether a step undone can be restored (one row read at most)."""
        with Session(self.engine) as session:
            return session.exec(
                select(EventRecord.id).where(EventRecord.game_id == game_id, EventRecord.status == "undone").limit(1)
            ).first() is not None

    def redo_rows(self, game_id: str) -> list[EventRecord]:
        """The undone rows that redo would restore, next first."""
        with Session(self.engine) as session:
            return list(
                session.exec(
                    select(EventRecord)
                    .where(EventRecord.game_id == game_id, EventRecord.status == "undone")
                    .order_by(EventRecord.seq)
                ).all()
            )
