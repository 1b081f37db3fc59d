"""The game log: append accepted actions, undo and redo them (reading, with the state cache, is in log_reader.py).

Concurrency: every write names the step (seq) its client saw. The head step of a game moves with a
conditional UPDATE, so of two writers at the same step exactly one wins; the other gets StaleWrite.
A write repeated with the same action id is applied once and answered with the first result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, insert, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from app.games import registry

from .errors import NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from .head import Head, no_redo_waiting, read_head
from .log_reader import LogReader
from .models import EventRecord, GameRecord, SnapshotRecord, utcnow
from .story import describe_row, tell  # noqa: F401 - tell is read from here by redecide and the tests

SNAPSHOT_EVERY = 50
# The story's last line when Herald dealt the step's cards: actions carry no field for it (dice have `by_herald`).
HERALD_DEALT = "Herald dealt what came up."
# Built once, so SQLAlchemy's statement cache finds them without building a key for a fresh statement each write.
_MOVE = (update(GameRecord).where(GameRecord.id == bindparam("b_game"), GameRecord.head_seq == bindparam("b_old"))
         .values(head_seq=bindparam("b_new"), updated_at=bindparam("b_now")))
_MOVE_UNLESS_REDO = _MOVE.where(no_redo_waiting())
_INSERT = insert(EventRecord.__table__)


@dataclass(frozen=True)
class Applied:
    """The result of a write: the new head step, the events and the state after them."""

    seq: int
    events: tuple[Any, ...]
    state: Any
    duplicate: bool = False
    story: tuple[str, ...] = ()
    game: Any = None  # a new step's (an undo's): the game's record as the write read it (after the undo), so a screen
    # drawn next needs no read
    row: dict | None = None  # a new step's: its log row's columns as written (the screen's latest steps read them)


class GameLog(LogReader):
    """Reads and writes games' event logs in one SQLite database."""

    # ---- writing -------------------------------------------------------------------------------

    def append(self, game_id: str, act: Any, *, expected_seq: int, action_id: str,
               herald_dealt: bool = False, head: Head | None = None) -> Applied:
        """Decide an action against the state at expected_seq and record it as the next step (its story saying so
        when Herald dealt its cards). `head`: the game's head as the caller just read it (`load_head`), not read
        again: the head's UPDATE re-checks it and the action id's unique index catches a twin."""
        with Session(self.engine) as session:
            if head is None:  # one query: the head, the redo stack, a twin action id
                head = read_head(session, game_id, action_id)
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
            row = self._row(game_id, seq + 1, act, events, action_id, story, kind.took_chance(act, events))
            try:  # the row's id from the INSERT itself, without the ORM's unit of work or reading it back
                row_id = session.connection().execute(_INSERT, row).inserted_primary_key[0]
                session.commit()
            except IntegrityError:  # the same action id recorded meanwhile at another step
                session.rollback()
                return self._duplicate_or_stale(session, game_id, action_id, expected_seq)
            self._after_write(game_id, seq + 1, row_id, new_state)
            return Applied(seq + 1, events, new_state, story=tuple(story), game=head.game, row=row)

    def undo(self, game_id: str, *, expected_seq: int, confirm: bool = False) -> Applied:
        """Take back the last step; a step with dice or a drawn card needs confirm=True."""
        with Session(self.engine) as session:
            found = read_head(session, game_id)  # one query: the head step, its row's id, the game's kind
            head = found.seq
            if expected_seq != head:
                raise StaleWrite(expected_seq, head)
            if head <= 1:
                raise NothingToUndo("Nothing to undo: the game is at its first step.")
            row = session.get(EventRecord, found.row_id)
            kind = registry.kind(found.game.game)
            events, story = kind.parse_events(row.events), tuple(row.story)  # read now: the commit expires the row
            # The kind's rule asked of the step itself, not the row's `chance` written then: a step recorded before
            # its kind marked such steps asks too.
            if not confirm and kind.took_chance(kind.parse_action(row.action), events):
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
            after = read_head(session, game_id)  # the new head, given to the screen drawn next (no read again)
            seq, state = self._load(session, game_id, after)
            return Applied(seq, events, state, story=story, game=after.game)

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
    def _row(game_id: str, seq: int, act: Any, events, action_id: str, story: list[str], chance: bool) -> dict:
        """A new step's log row, as the columns the INSERT writes (no ORM object: building one cost more than the
        INSERT); `chance` is the kind's `took_chance` of the step."""
        return {"game_id": game_id, "seq": seq, "type": act.kind, "action": act.model_dump(mode="json"),
                "events": [e.model_dump(mode="json") for e in events], "story": story, "action_id": action_id,
                "chance": chance, "status": "active", "recorded_at": utcnow()}

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
        params = {"b_game": game_id, "b_old": old, "b_new": new, "b_now": utcnow()}
        if unless_redo:
            params["redo_game_id"] = game_id
        result = session.connection().execute(_MOVE_UNLESS_REDO if unless_redo else _MOVE, params)
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
