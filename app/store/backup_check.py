"""A backup's rows checked before anything is written: each value of the type its column holds, and every game
decided again by the rules (as an import is), with the card values in force when each step was recorded.

Every problem is one line naming the table and row, or the game and step; nothing here touches a database.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime
from types import SimpleNamespace
from typing import Any

from sqlalchemy import JSON, Table

from app.games import registry

from . import decided_with
from .card_entries import Entry
from .redecide import Refused, redecide


class BadBackup(ValueError):
    """A backup that cannot be restored; the message is one line naming the place."""


def _python_type(column) -> type | None:
    kind = getattr(column.type, "impl", column.type)  # SQLModel's UTCDateTime decorates DateTime
    if isinstance(kind, JSON):
        return None
    try:
        return kind.python_type
    except NotImplementedError:
        return None


def _fault(column, value: Any) -> str | None:
    """What is wrong with a value for this column, or None."""
    if value is None:
        return None if column.nullable else "it is empty"
    expected = _python_type(column)
    if expected is None:
        return None
    if expected is datetime:
        try:
            moment = datetime.fromisoformat(value) if isinstance(value, str) else None
        except ValueError:
            moment = None
        if moment is None:
            return "it is not a date"
        return None if moment.tzinfo is not None else "the date has no UTC offset"
    if expected is bool:
        return None if isinstance(value, bool) else "it is not true or false"
    if expected is int:
        return None if isinstance(value, int) and not isinstance(value, bool) else "it is not a whole number"
    if expected is str:
        if not isinstance(value, str):
            return "it is not text"
        length = getattr(column.type, "length", None)
        if length is not None and len(value) > length:
            return f"it is longer than {length} characters"
        if any(unicodedata.category(c) == "Cc" for c in value):
            return "it holds control characters"
    return None


def check_types(table: Table, rows: list[dict[str, Any]]) -> None:
    """Every value of a table's rows is of its column's type (BadBackup names the first that is not)."""
    for n, row in enumerate(rows, start=1):
        for column in table.columns:
            fault = _fault(column, row[column.name])
            if fault is not None:
                raise BadBackup(f"The backup's table {table.name!r}, row {n}, has a bad {column.name}: {fault}.")


def _moment(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _entry(row: dict[str, Any]) -> Entry:
    return Entry(row["id"], row["card_id"], row["field"], row["value"], _moment(row["entered_at"]), row["game_id"],
                 row["origin"], row["replaced"])


def redecide_games(tables: dict[str, list[dict[str, Any]]]) -> None:
    """Decide every game of the backup again; BadBackup names the first game and step the rules do not give back."""
    log: dict[str, list[dict]] = {}
    for row in tables.get("event", []):
        log.setdefault(row["game_id"], []).append(row)
    snapshots: dict[str, list[dict]] = {}
    for row in tables.get("snapshot", []):
        snapshots.setdefault(row["game_id"], []).append(row)
    carried = {row["game_id"]: row for row in tables.get("carried_entries", [])}
    for game in tables.get("game", []):
        try:
            kind = registry.kind(game["game"])
        except registry.UnknownKind as exc:
            raise BadBackup(f"The backup's game {game['name']!r} is of a kind this Herald does not run "
                            f"({game['game']!r}).") from exc
        rows = sorted(log.get(game["id"], []), key=lambda r: (r["seq"], r["id"]))
        steps = [SimpleNamespace(**{**r, "recorded_at": _moment(r["recorded_at"])}) for r in rows]
        where = f"The backup's game {game['name']!r}"
        try:
            decided = redecide(steps, _contexts(kind, steps, tables, carried.get(game["id"])), kind)
        except Refused as exc:
            raise BadBackup(f"{where} does not decide again to its log: {exc}") from exc
        active = {r["seq"]: r["id"] for r in rows if r["status"] == "active"}
        for snap in snapshots.get(game["id"], []):
            state = decided.snapshots.get(snap["seq"])
            if state is None or state.model_dump(mode="json") != snap["state"] or active[snap["seq"]] != snap["event_id"]:
                raise BadBackup(f"{where} holds a saved state at step {snap['seq']} that its log does not give.")


def _contexts(kind, steps, tables, carried_row) -> Any:
    """The context each step was decided in: the group's values in force when it was recorded, or what an imported
    game's file carried for the steps it brought."""
    stored = kind.catalog_entries
    base = kind.base_catalog()
    if stored is None:
        context = kind.context(base)
        return lambda _step: context
    rows = [_entry(r) for r in tables.get("catalog_entry", []) if r["game"] == kind.name]
    held = decided_with.history(rows, stored.covers)
    carried = {k: carried_row[k] for k in ("entries", "sets", "steps")} if carried_row else None
    try:
        found = decided_with.for_file([(s.action_id, s.recorded_at) for s in steps], held, carried)
    except (KeyError, IndexError, TypeError, AttributeError) as exc:
        raise BadBackup(f"The backup's card values carried by an imported game are damaged ({exc}).") from exc
    made: dict[int, Any] = {}
    position = {id(s): n for n, s in enumerate(steps)}

    def at(step) -> Any:
        k = found.steps[position[id(step)]]
        if k not in made:
            overrides: dict[str, dict[str, Any]] = {}
            for i in found.sets[k]:
                e = found.entries[i]
                overrides.setdefault(e["card_id"], {})[e["field"]] = e["value"]
            try:
                made[k] = kind.context(stored.check(base, overrides))
            except stored.OverrideError as exc:
                raise Refused(f"Step {step.seq}: a card value in force then is refused ({exc}).") from exc
        return made[k]

    return at
