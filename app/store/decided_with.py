"""What each step of a game was decided with: the group's card values in force at the moment it was recorded.

A kind's entries keep their history (rows are never deleted): a value is in force from its entry until a later row
of the same card ends it (a new value of the field, or a withdrawal row). A game file carries the values its steps
used and, per step, the set of them in force (`entry_set`), so an import decides each step again with exactly those
values whatever the group has edited since. An imported game keeps its file's sets for the steps it brought
(`CarriedEntriesRecord`): its own export carries them on. Pure but for `group_history`, so a restore can use it on a
backup's rows.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from .card_entries import Entry, entry
from .models import CatalogEntryRecord

WITHDRAWN = "withdrawn"  # the origin of a row that only says when the value before it was taken back


def as_utc(moment: datetime) -> datetime:
    """A date-time in UTC; one without an offset is read as UTC (as Herald has always written them)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


@dataclass(frozen=True)
class Held:
    """A value and when it was in force: from its entry until `until` (None while it still is)."""

    entry: Entry
    until: datetime | None

    def at(self, moment: datetime) -> bool:
        """Whether the value was in force at this moment."""
        return as_utc(self.entry.entered_at) <= moment and (self.until is None or moment < self.until)


def history(rows: Iterable[Entry], covers: Callable[[str, str], bool]) -> list[Held]:
    """A kind's entry rows as values with the time each was in force, oldest first; withdrawal rows only end one."""
    rows = sorted(rows, key=lambda r: r.id)
    by_card: dict[str, list[Entry]] = {}
    for r in rows:
        by_card.setdefault(r.card_id, []).append(r)
    out = []
    for r in rows:
        if r.origin == WITHDRAWN:
            continue
        ender = None if not r.replaced else next(
            (o for o in by_card[r.card_id] if o.id > r.id and covers(o.field, r.field)), None)
        # A value replaced without a row saying when (withdrawn before withdrawals were recorded) counts for no step.
        until = None if not r.replaced else as_utc((ender or r).entered_at)
        out.append(Held(r, until))
    return out


def group_history(engine: Engine, game: str, covers: Callable[[str, str], bool]) -> list[Held]:
    """Every value a game kind's group ever entered, with when each was in force."""
    with Session(engine) as session:
        rows = session.exec(select(CatalogEntryRecord).where(CatalogEntryRecord.game == game)
                            .order_by(col(CatalogEntryRecord.id))).all()
        return history([entry(r) for r in rows], covers)


def in_force(moments: list[datetime], held: list[Held]) -> list[tuple[int, ...]]:
    """For each moment, the positions in `held` of the values in force then."""
    bounds = sorted({as_utc(h.entry.entered_at) for h in held} | {h.until for h in held if h.until is not None})
    segments: dict[int, tuple[int, ...]] = {}
    out = []
    for moment in moments:
        k = bisect_right(bounds, as_utc(moment))
        if k not in segments:  # the values in force do not change between two bounds
            segments[k] = () if k == 0 else tuple(i for i, h in enumerate(held) if h.at(bounds[k - 1]))
        out.append(segments[k])
    return out


def entry_dict(e: Entry, current: bool) -> dict[str, Any]:
    """An entry as a game file carries it."""
    return {"card_id": e.card_id, "field": e.field, "value": e.value, "entered_at": as_utc(e.entered_at).isoformat(),
            "origin": e.origin, "current": current}


@dataclass
class FileEntries:
    """What a game file carries: the entries, the sets of them in force together, each step's set (by position)."""

    entries: list[dict[str, Any]]
    sets: list[list[int]]
    steps: list[int]


def for_file(steps: list[tuple[str, datetime]], held: list[Held], carried: dict | None) -> FileEntries:
    """The entries each step (action id, recorded at) was decided with: a carried step's from the file it came in,
    any other's from the group's values in force when it was recorded; the group's values in force now travel too."""
    out = FileEntries([], [], [])
    mine: dict[int, int] = {}  # position in held -> position in the file
    theirs: dict[int, int] = {}  # position in the carried entries -> position in the file
    set_no: dict[tuple[int, ...], int] = {}

    def place(kept: dict[int, int], i: int, made: Callable[[], dict]) -> int:
        if i not in kept:
            kept[i] = len(out.entries)
            out.entries.append(made())
        return kept[i]

    def number(members: list[int]) -> int:
        key = tuple(members)
        if key not in set_no:
            set_no[key] = len(out.sets)
            out.sets.append(members)
        return set_no[key]

    carried_steps = (carried or {}).get("steps", {})
    own = [(n, moment) for n, (action_id, moment) in enumerate(steps) if action_id not in carried_steps]
    forces = dict(zip((n for n, _ in own), in_force([m for _, m in own], held), strict=True))
    out.steps = [0] * len(steps)
    for n, (action_id, _) in enumerate(steps):
        if n in forces:
            members = [place(mine, i, lambda i=i: entry_dict(held[i].entry, False)) for i in forces[n]]
        else:
            members = [place(theirs, j, lambda j=j: {**carried["entries"][j], "current": False})
                       for j in carried["sets"][carried_steps[action_id]]]
        out.steps[n] = number(members)
    for i, h in enumerate(held):
        if h.until is None:
            place(mine, i, lambda h=h: entry_dict(h.entry, True))
    for i, h in enumerate(held):  # a value still in force is the group's current one: say so where it was placed
        if h.until is None:
            out.entries[mine[i]]["current"] = True
    return out
