"""The game log: append accepted actions, undo and redo them, and load a game's state quickly.

Concurrency: every write names the step (seq) its client saw. The head step of a game moves with a
conditional UPDATE, so of two writers at the same step exactly one wins; the other gets StaleWrite.
A write repeated with the same action id is applied once and answered with the first result.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from threading import Lock
from typing import Any

from sqlalchemy import update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from app.games import registry
from app.games.registry import GameKind

from .errors import NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from .head import Head, no_redo_waiting, read_head
from .models import EventRecord, GameRecord, SnapshotRecord, utcnow
from .story import describe_row, tell  # noqa: F401 - tell is read from here by redecide and the tests

SNAPSHOT_EVERY = 50
# The story's last line when Herald dealt the step's cards: actions carry no field for it (dice have `by_herald`).
HERALD_DEALT = "Herald dealt what came up."
CACHE_SIZE = 64


@dataclass(frozen=True)
class Applied:
    """The result of a write: the new head step, the events and the state after them."""

    seq: int
    events: tuple[Any, ...]
    state: Any
    duplicate: bool = False
    story: tuple[str, ...] = ()


class GameLog:
    """Reads and writes games' event logs in one SQLite database."""

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

    def load_head(self, game_id: str) -> tuple[Head, Any]:
        """The game's head (its record, whether a step can be redone) and its state, in one query when the state
        is cached."""
        with Session(self.engine) as session:
            head = read_head(session, game_id)
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
        with self._cache_lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return head_seq, self._cache[key]
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

    # ---- writing -------------------------------------------------------------------------------

    def append(self, game_id: str, act: Any, *, expected_seq: int, action_id: str,
               herald_dealt: bool = False) -> Applied:
        """Decide an action against the state at expected_seq and record it as the next step (its story saying so
        when Herald dealt its cards)."""
        with Session(self.engine) as session:
            head = read_head(session, game_id, action_id)  # one query: the head, the redo stack, a twin action id
            if head.twin is not None:
                return self._replay_duplicate(session, game_id, session.get(EventRecord, head.twin))
            seq, state = self._load(session, game_id, head)
            if expected_seq != seq:  # perhaps because the same action, sent twice at once, was just recorded
                return self._duplicate_or_stale(session, game_id, action_id, expected_seq)
            kind = registry.kind(head.game.game)
            if not isinstance(act, kind.action_base):
                raise registry.WrongGame(kind, act)
            events = kind.decide(state, act, self.context_for(kind.name))
            new_state = kind.fold(state, events)
            # Without a redo stack the head moves in one statement; the condition re-checks it inside the UPDATE.
            if head.can_redo or not self._move_head(session, game_id, seq, seq + 1, unless_redo=True):
                if not self._move_head(session, game_id, seq, seq + 1):
                    session.rollback()
                    return self._duplicate_or_stale(session, game_id, action_id, expected_seq)
                self._retire_redo_stack(session, game_id)
            story = tell(state, events) + ([HERALD_DEALT] if herald_dealt else [])
            row = self._record(game_id, seq + 1, act, events, action_id, story)
            session.add(row)
            session.flush()  # the row's id, without reading the row back after the commit
            row_id = row.id
            try:
                session.commit()
            except IntegrityError:  # the same action id recorded meanwhile at another step
                session.rollback()
                return self._duplicate_or_stale(session, game_id, action_id, expected_seq)
            self._after_write(game_id, seq + 1, row_id, new_state)
            return Applied(seq + 1, events, new_state, story=tuple(story))

    def undo(self, game_id: str, *, expected_seq: int, confirm: bool = False) -> Applied:
        """Take back the last step; a step with dice or a drawn card needs confirm=True."""
        with Session(self.engine) as session:
            head = self._head(session, game_id)
            if expected_seq != head:
                raise StaleWrite(expected_seq, head)
            if head <= 1:
                raise NothingToUndo("Nothing to undo: the game is at its first step.")
            row = self._active_row(session, game_id, head)
            if row.chance and not confirm:
                raise NeedsConfirmation(describe_row(row))
            if not self._move_head(session, game_id, head, head - 1):
                raise StaleWrite(expected_seq, self._head(session, game_id))
            row.status = "undone"
            session.add(row)
            session.exec(
                SnapshotRecord.__table__.delete().where(
                    SnapshotRecord.game_id == game_id, SnapshotRecord.seq >= head
                )
            )
            session.commit()
            seq, state = self._load(session, game_id)
            return Applied(seq, self._kind(session, game_id).parse_events(row.events), state, story=tuple(row.story))

    def redo(self, game_id: str, *, expected_seq: int) -> Applied:
        """Restore the step most recently undone."""
        with Session(self.engine) as session:
            head = self._head(session, game_id)
            if expected_seq != head:
                raise StaleWrite(expected_seq, head)
            row = session.exec(
                select(EventRecord).where(
                    EventRecord.game_id == game_id, EventRecord.status == "undone", EventRecord.seq == head + 1
                )
            ).first()
            if row is None:
                raise NothingToUndo("Nothing to redo.")
            if not self._move_head(session, game_id, head, head + 1):
                raise StaleWrite(expected_seq, self._head(session, game_id))
            row.status = "active"
            session.add(row)
            session.commit()
            seq, state = self._load(session, game_id)
            return Applied(seq, self._kind(session, game_id).parse_events(row.events), state, story=tuple(row.story))

    # ---- helpers -------------------------------------------------------------------------------

    @staticmethod
    def _record(game_id: str, seq: int, act: Any, events, action_id: str, story: list[str]) -> EventRecord:
        return EventRecord(
            story=story,
            game_id=game_id,
            seq=seq,
            type=act.kind,
            action=act.model_dump(mode="json"),
            events=[e.model_dump(mode="json") for e in events],
            action_id=action_id,
            chance=any(getattr(e, "chance", False) for e in events),
        )

    @staticmethod
    def _by_action_id(session: Session, game_id: str, action_id: str) -> EventRecord | None:
        return session.exec(
            select(EventRecord).where(EventRecord.game_id == game_id, EventRecord.action_id == action_id)
        ).first()

    def _duplicate_or_stale(self, session: Session, game_id: str, action_id: str, expected_seq: int) -> Applied:
        """The first result if this action id was recorded meanwhile; StaleWrite otherwise."""
        again = self._by_action_id(session, game_id, action_id)
        if again is not None:
            return self._replay_duplicate(session, game_id, again)
        raise StaleWrite(expected_seq, self._head(session, game_id))

    def _replay_duplicate(self, session: Session, game_id: str, row: EventRecord) -> Applied:
        seq, state = self._load(session, game_id)
        events = self._kind(session, game_id).parse_events(row.events)
        return Applied(seq, events, state, duplicate=True, story=tuple(row.story))

    @staticmethod
    def _head(session: Session, game_id: str) -> int:
        game = session.get(GameRecord, game_id)
        if game is None:
            raise UnknownGame(game_id)
        session.refresh(game)
        return game.head_seq

    @staticmethod
    def _move_head(session: Session, game_id: str, old: int, new: int, unless_redo: bool = False) -> bool:
        moved = update(GameRecord).where(GameRecord.id == game_id, GameRecord.head_seq == old)
        params = {}
        if unless_redo:
            moved, params = moved.where(no_redo_waiting()), {"redo_game_id": game_id}
        result = session.connection().execute(moved.values(head_seq=new, updated_at=utcnow()), params)
        return result.rowcount == 1

    @staticmethod
    def _retire_redo_stack(session: Session, game_id: str) -> None:
        session.exec(
            update(EventRecord)
            .where(EventRecord.game_id == game_id, EventRecord.status == "undone")
            .values(status="replaced")
        )

    def _after_write(self, game_id: str, seq: int, event_id: int, state: Any) -> None:
        self._remember((game_id, seq, event_id), state)
        if seq % SNAPSHOT_EVERY == 0:
            with Session(self.engine) as session:
                session.merge(
                    SnapshotRecord(game_id=game_id, seq=seq, event_id=event_id, state=state.model_dump(mode="json"))
                )
                session.commit()
