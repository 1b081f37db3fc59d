"""The group's catalog entries: values typed from the physical cards, kept with their history in SQLite.

The effective catalog is always `base.with_overrides(current entries)`. Every write validates the whole
merged set against the base catalog first and writes nothing if any value is refused (OverrideError
names the card and the field), so a bad value never reaches the table.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping, MutableMapping
from typing import TYPE_CHECKING, Any

from sqlalchemy import func
from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from app.store import card_entries
from app.store.card_entries import Entry
from app.store.models import CatalogEntryRecord, utcnow

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog, OverrideError

Overrides = dict[str, dict[str, Any]]
ORIGINS = ("table", "import", "game")
WITHDRAWN = "withdrawn"  # the origin of a history row saying when the value before it was taken back
GAME = "prophecy"  # the catalog_entry rows of this game kind (another kind keeps its own)
MINE = CatalogEntryRecord.game == GAME


def __getattr__(name: str):
    """`OverrideError`, which the registry's machinery (export, import) reads here: the engine's, imported when first
    asked for (a start imports no engine, issue 42)."""
    if name == "OverrideError":
        from app.games.prophecy.engine.cards import OverrideError

        return OverrideError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def current_entries(engine: Engine, card_id: str | None = None) -> list[Entry]:
    """The entries in force (not replaced), oldest first, optionally of one card."""
    return card_entries.current_entries(engine, GAME, card_id)


def version(engine: Engine) -> tuple[int, int]:
    """Changes whenever an entry is recorded or withdrawn (by any process): the newest id, the current count."""
    with Session(engine) as session:
        newest, count = session.exec(select(func.max(CatalogEntryRecord.id), func.count()).where(
            MINE, CatalogEntryRecord.replaced == False)).one()  # noqa: E712 - SQL
        return newest or 0, count


def history(engine: Engine, card_id: str) -> list[Entry]:
    """Every entry ever made for a card, replaced ones included, newest first."""
    with Session(engine) as session:
        query = (select(CatalogEntryRecord).where(MINE, CatalogEntryRecord.card_id == card_id)
                 .order_by(col(CatalogEntryRecord.id).desc()))
        return [card_entries.entry(r) for r in session.exec(query).all()]


def as_overrides(entries: Iterable[Entry]) -> Overrides:
    """Entries as the catalog's override mapping: card id -> field path -> value."""
    out: Overrides = {}
    for e in entries:
        out.setdefault(e.card_id, {})[e.field] = e.value
    return out


def covers(field: str, other: str) -> bool:
    """Whether setting `field` replaces an entry of `other` (itself, or a part of it such as 'reward[0].amount')."""
    return other == field or other.startswith(field + "[") or other.startswith(field + ".")


def merge(current: Mapping[str, Mapping[str, Any]], new: Mapping[str, Mapping[str, Any]]) -> Overrides:
    """The override mapping after adding new values: a whole field drops the entries of its parts."""
    out: Overrides = {cid: dict(fields) for cid, fields in current.items()}
    for cid, fields in new.items():
        mine = out.setdefault(cid, {})
        for field, value in fields.items():
            for old in [f for f in mine if covers(field, f)]:
                del mine[old]
            mine[field] = value
    return {cid: fields for cid, fields in out.items() if fields}


def check(base: Catalog, overrides: Mapping[str, Mapping[str, Any]]) -> Catalog:
    """The effective catalog for these overrides; OverrideError (card and field named) if one is refused."""
    from app.games.prophecy.engine.cards import OverrideError

    for cid, fields in overrides.items():
        if not isinstance(fields, Mapping) or not fields:
            raise OverrideError("give at least one field and its value", entity=str(cid), file="overrides")
        for field in fields:
            if not isinstance(field, str) or not re.fullmatch(r"[a-z_]+(\[\d+\])*(\.[a-z_]+(\[\d+\])*)*", field):
                raise OverrideError(f"{field!r} is not a field name", entity=str(cid), field=str(field),
                                    file="overrides")
            if card_entries.has_control(fields[field]):
                raise OverrideError("a card's words cannot hold control characters (such as NUL or a line break)",
                                    entity=str(cid), field=field, file="overrides")
    return base.with_overrides(overrides) if overrides else base


def effective_catalog(engine: Engine, base: Catalog) -> tuple[Catalog, list[OverrideError]]:
    """The base catalog with the stored entries applied, and the entries that no longer fit."""
    from app.games.prophecy.engine.cards import OverrideError

    # An entry that the current card data refuses (say after an update of cards/) is left out rather than
    # stopping Herald; the Catalog page lists it so the group can correct it.
    overrides = as_overrides(current_entries(engine))
    refused: list[OverrideError] = []
    for _ in range(sum(len(f) for f in overrides.values()) + 1):
        try:
            return check(base, overrides), refused
        except OverrideError as exc:
            refused.append(exc)
            fields = overrides.get(exc.entity, {})
            if exc.field in fields:
                del fields[exc.field]
            else:
                overrides.pop(exc.entity, None)
            overrides = {cid: f for cid, f in overrides.items() if f}
    return base, refused


def record(
    engine: Engine, base: Catalog, new: Mapping[str, Mapping[str, Any]], *, game_id: str | None = None,
    origin: str = "table", keep_existing: bool = False, refusals: MutableMapping[str, OverrideError] | None = None,
) -> Catalog:
    """Validate and store new values; return the new effective catalog. Nothing is written if one is refused."""
    # keep_existing=True adds only the (card, field) pairs the group has not entered yet (used when a game
    # file brings another group's entries).
    current = as_overrides(current_entries(engine))
    if keep_existing:
        new = {cid: {f: v for f, v in fields.items() if f not in current.get(cid, {})} for cid, fields in new.items()}
        new = {cid: fields for cid, fields in new.items() if fields}
    catalog = _checked(base, merge(current, new), refusals)
    with Session(engine) as session:
        write(session, new, game_id=game_id, origin=origin)
        session.commit()
    return catalog


def _checked(base: Catalog, merged: Overrides, refusals: MutableMapping[str, OverrideError] | None) -> Catalog:
    """check(), remembering a refusal in `refusals` (kept for one base catalog) by the whole merged set."""
    from app.games.prophecy.engine.cards import OverrideError

    # Building the catalog is the costly part, and the same refused value comes back with every new game that
    # seats its character; the key is every override the check sees, so any change to the stored entries
    # (by this process or another) gives a new key and a fresh check.
    try:
        key = json.dumps(merged, sort_keys=True)
    except (TypeError, ValueError):
        key = None
    if refusals is not None and key is not None and key in refusals:
        raise copy.copy(refusals[key])  # a fresh exception each time: one raised again keeps its tracebacks
    try:
        return check(base, merged)
    except OverrideError as exc:
        if refusals is not None and key is not None:
            if len(refusals) >= 64:
                refusals.clear()
            refusals[key] = copy.copy(exc)
        raise


def write(session: Session, new: Mapping[str, Mapping[str, Any]], *, game_id: str | None, origin: str) -> None:
    """Add entry rows (in the caller's transaction), marking the entries they replace."""
    card_entries.write(session, GAME, new, game_id=game_id, origin=origin, covers=covers)


def forget(engine: Engine, base: Catalog, card_id: str, field: str) -> Catalog:
    """Withdraw the group's current entry of a field (the card's printed-data value, if any, returns)."""
    from app.games.prophecy.engine.cards import OverrideError

    current = as_overrides(current_entries(engine))
    if field not in current.get(card_id, {}):
        raise OverrideError("your group has no entry for this field", entity=card_id, field=field, file="overrides")
    del current[card_id][field]
    catalog = check(base, {cid: f for cid, f in current.items() if f})
    with Session(engine) as session:
        for row in session.exec(select(CatalogEntryRecord).where(
                MINE, CatalogEntryRecord.card_id == card_id, CatalogEntryRecord.field == field,
                CatalogEntryRecord.replaced == False)).all():  # noqa: E712 - SQL
            row.replaced = True
            session.add(row)
            # When it was taken back: a game file tells which steps were decided with the value (app/store/decided_with.py).
            session.add(CatalogEntryRecord(game=GAME, card_id=card_id, field=field, value=row.value, entered_at=utcnow(),
                                           game_id=None, origin=WITHDRAWN, replaced=True))
        session.commit()
    return catalog


def slug(name: str) -> str:
    """A character's display name as a card id: 'Wandering Monk' -> 'wandering-monk'."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


def card_ids_in(state: Any) -> set[str]:
    """Every card id a game's state refers to: instances in its zones, the heroes' characters and Races."""
    # A drafted Race card lying in a zone reads '<race>~<n>'.
    ids = {c.split("#", 1)[0].split("~", 1)[0] for cards in state.zones.values() for c in cards}
    ids |= {slug(h.character) for h in state.heroes if h.character}
    ids |= {race for h in state.heroes for race in getattr(h, "races", ())}
    return ids


def shapes_every_game(entity_id: str) -> bool:
    """Whether an entry is about the board (the ring or the Realm's) or the decks (sizes), which every game is played with."""
    return entity_id.startswith(("deck:", "space-", "plane-")) or entity_id in ("board", "box", "realm")


def entries_for_game(engine: Engine, game_id: str, state: Any) -> list[Entry]:
    """The current entries a game uses: its cards', those typed during it, and the board's and decks' corrections."""
    # The board's and decks' corrections count for every game: its movement and its decks' placeholders depend on them.
    return [e for e in current_entries(engine) if used_by(game_id, state)(e)]


def used_by(game_id: str, state: Any):
    """Whether an entry (in force or not) is about this game: its cards', typed during it, the board's and decks'."""
    used = card_ids_in(state)
    return lambda e: e.card_id in used or e.game_id == game_id or shapes_every_game(e.card_id)
