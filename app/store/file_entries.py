"""The card values a game file carries, and the context each of its steps is decided in again on import.

A file from this Herald carries, per step, the set of values in force when it was recorded (`entry_set`, see
`decided_with.py`); an older file carries the entries in force at its export, laid over by the time they were
typed, or none (decided with the importing group's catalog, as such files were played). An imported game keeps what
its steps were decided with (`CarriedEntriesRecord`) so its own export carries it on.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from sqlalchemy.engine import Engine
from sqlmodel import Session

from app.games.registry import GameKind

from . import decided_with
from .errors import ImportRefused
from .models import CarriedEntriesRecord


def for_export(engine: Engine, kind: GameKind, game_id: str, state: Any,
               steps: list[tuple[str, Any]]) -> decided_with.FileEntries | None:
    """The entries a game's file carries with each step's set (steps: action id and recorded at, in file order)."""
    stored = kind.catalog_entries
    if stored is None:
        return None
    used = stored.used_by(game_id, state)
    held = [h for h in decided_with.group_history(engine, kind.name, stored.covers) if used(h.entry)]
    with Session(engine) as session:
        kept = session.get(CarriedEntriesRecord, game_id)
        carried = {"entries": kept.entries, "sets": kept.sets, "steps": kept.steps} if kept else None
    return decided_with.for_file(steps, held, carried)


def check_sets(parsed) -> None:
    """Every step's set and every set's entries exist in the file."""
    sets, entries = parsed.entry_sets, parsed.catalog_entries or []
    if sets is None:
        return
    for n, members in enumerate(sets):
        if any(i >= len(entries) for i in members) or len(set(members)) != len(members):
            raise ImportRefused(f"The file's set of card entries {n} names entries it does not hold.",
                                field=f"entry_sets.{n}")
    for n, step in enumerate(parsed.log):
        if step.entry_set is None or step.entry_set >= len(sets):
            raise ImportRefused(f"Step {step.seq} names no set of card entries the file holds.",
                                field=f"log.{n}.entry_set")


def contexts(parsed, base_context: Any, kind: GameKind, engine: Engine):
    """The context each step was decided in, and what the new game keeps of it (None for a kind without entries).

    With per-step sets, each step gets exactly its set laid over the catalog of cards/; an older file's entries
    count from the time they were typed; a file without entries is decided with this group's catalog, as it was
    played. Every set is checked before any step. Returns (step -> context, the carried record's content).
    """
    catalog = base_context.catalog
    stored = kind.catalog_entries
    if catalog is None or stored is None:
        return (lambda _step: base_context), None
    if parsed.catalog_entries is None:  # older than entries: this group's values in force, for every step
        mine = [decided_with.entry_dict(e, False) for e in stored.current_entries(engine)]
        return (lambda _step: base_context), {"entries": mine, "sets": [list(range(len(mine)))],
                                               "steps": {s.action_id: 0 for s in parsed.log}}
    base = catalog.without_overrides()
    if parsed.entry_sets is not None:
        sets, step_set = parsed.entry_sets, [s.entry_set for s in parsed.log]
    else:
        sets, step_set = _sets_by_time(parsed), _set_of_steps_by_time(parsed)
    used = sorted(set(step_set))  # an older file's sets are every prefix: keep the ones its steps use
    renumber = {k: n for n, k in enumerate(used)}
    sets, step_set = [sets[k] for k in used], [renumber[k] for k in step_set]
    made = [kind.context(_laid_over(base, [parsed.catalog_entries[i] for i in members], stored))
            for members in sets]
    position = {id(s): n for n, s in enumerate(parsed.log)}
    carried = {"entries": [e.model_dump(mode="json") for e in parsed.catalog_entries], "sets": sets,
               "steps": {s.action_id: step_set[n] for n, s in enumerate(parsed.log)}}
    return (lambda step: made[step_set[position[id(step)]]]), carried


def _by_time(parsed) -> list[int]:
    return sorted(range(len(parsed.catalog_entries)), key=lambda i: parsed.catalog_entries[i].entered_at)


def _sets_by_time(parsed) -> list[list[int]]:
    """An older file's sets: the entries typed before each moment, oldest first (set k holds the first k)."""
    order = _by_time(parsed)
    return [order[:k] for k in range(len(order) + 1)]


def _set_of_steps_by_time(parsed) -> list[int]:
    times = [parsed.catalog_entries[i].entered_at for i in _by_time(parsed)]
    return [bisect_right(times, s.recorded_at) for s in parsed.log]


def _laid_over(base, entries, stored):
    played: dict[str, dict[str, Any]] = {}
    for e in entries:
        played.setdefault(e.card_id, {})[e.field] = e.value
    try:
        return stored.check(base, played)
    except stored.OverrideError as exc:
        where = f"{exc.entity}, {exc.field}" if exc.field else exc.entity
        raise ImportRefused(f"The file's card entry for {where} is refused: {exc.detail}.") from exc


def new_entries(parsed, group_catalog: Any, engine: Engine, kind: GameKind) -> dict[str, dict[str, Any]]:
    """The file's entries in force at its export that this group has not entered itself, checked against its
    catalog. The importing group's own entries win; the others are added (marked as coming with this game) so the
    game shows the same cards. One refused value refuses the whole import.
    """
    stored = kind.catalog_entries
    if not parsed.catalog_entries:
        return {}
    if stored is None:
        raise ImportRefused(f"The file carries card entries, which a {kind.title} game does not keep.",
                            field="catalog_entries")
    current = stored.as_overrides(stored.current_entries(engine))
    new: dict[str, dict[str, Any]] = {}
    for e in parsed.catalog_entries:
        if e.current and e.field not in current.get(e.card_id, {}):
            new.setdefault(e.card_id, {})[e.field] = e.value
    if new and group_catalog is not None:
        try:
            stored.check(group_catalog, new)
        except stored.OverrideError as exc:
            where = f"{exc.entity}, {exc.field}" if exc.field else exc.entity
            raise ImportRefused(f"The file's card entry for {where} is refused: {exc.detail}.") from exc
    return new
