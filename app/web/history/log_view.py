"""The game log as a story: rows with their sentences, who they concern, and whether dice or a draw were in them."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

from sqlmodel import Session, col, select

from app.store.gamelog import HERALD_DEALT
from app.store.models import EventRecord


@dataclass(frozen=True)
class LogRow:
    """One step of the log as the screen tells it."""

    seq: int
    kind: str
    story: tuple[str, ...]
    seats: frozenset[int]
    chance: bool
    by_herald: bool
    status: str
    at: str


def seats_of(action: dict, events: list) -> frozenset[int]:
    """Every seat a step concerns: the acting seat, targets, and any seat its events name."""
    seats = set()
    for item in (action, *events):
        for key in ("seat", "target", "winner", "loser"):
            value = item.get(key) if isinstance(item, dict) else None
            if isinstance(value, int):
                seats.add(value)
    return frozenset(seats)


def by_herald(action: dict, events: list, story: list | tuple = ()) -> bool:
    """True when Herald rolled or dealt in this step rather than the table."""
    return bool(action.get("by_herald")) or any(isinstance(e, dict) and e.get("by_herald") for e in events) \
        or HERALD_DEALT in story


def log_row(record: EventRecord) -> LogRow:
    """A stored row as a story row."""
    story = tuple(record.story) or (record.type.replace("_", " ").capitalize() + ".",)
    herald = by_herald(record.action, record.events, story)
    if herald and not any("Herald" in line for line in story):
        story = story + ("(rolled by Herald)",)
    return LogRow(
        seq=record.seq, kind=record.type, story=story, seats=seats_of(record.action, record.events),
        chance=record.chance, by_herald=herald, status=record.status,
        at=record.recorded_at.strftime("%H:%M"),
    )


def applied_row(seq: int, act, events, story, row: dict | None = None) -> LogRow:
    """The row a step just recorded reads back as, made from what the write returned (no query): from the columns
    it wrote when given (`Applied.row`)."""
    if row is not None:
        return log_row(SimpleNamespace(**row))
    record = EventRecord(game_id="", seq=seq, type=act.kind, action=act.model_dump(mode="json"), story=list(story),
                         events=[e.model_dump(mode="json") for e in events],
                         chance=any(getattr(e, "chance", False) for e in events))
    return log_row(record)


def recent_rows(log, game_id: str, limit: int = 12, *, seat: int | None = None, undone: bool = False,
                before: int | None = None) -> list[LogRow]:
    """The newest rows of a game (older than step `before` if given), newest first; optionally only those
    concerning one seat."""
    statuses = ("active", "undone") if undone else ("active",)
    with Session(log.engine) as session:
        query = (
            select(EventRecord)
            .where(EventRecord.game_id == game_id, col(EventRecord.status).in_(statuses))
            .order_by(col(EventRecord.seq).desc(), col(EventRecord.id).desc())
        )
        if before is not None:
            query = query.where(EventRecord.seq < before)
        if seat is None:
            return [log_row(r) for r in session.exec(query.limit(limit)).all()]
        rows: list[LogRow] = []
        for record in session.exec(query.limit(max(limit * 20, 500))).all():
            row = log_row(record)
            if seat in row.seats:
                rows.append(row)
                if len(rows) >= limit:
                    break
        return rows


def parse_seat(raw: str | None, seats: int) -> int | None:
    """A seat filter from the query string, or None for everyone."""
    try:
        seat = int(raw) if raw not in (None, "", "all") else None
    except ValueError:
        return None
    return seat if seat is not None and 0 <= seat < seats else None
