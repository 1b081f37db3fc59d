"""The group's corrections of its Conjurers entries from the catalog: a value typed again, withdrawn (asked again
the next time a game needs it) or restored. Every step adds rows to the catalog_entry table, so the card's history
keeps what each value was, when and where it came from; nothing is deleted."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from app.games.conjurers import entries
from app.store import card_entries
from app.store.card_entries import Entry
from app.store.models import CatalogEntryRecord, utcnow

if TYPE_CHECKING:
    from app.games.conjurers.engine import Catalog

WITHDRAWN = "withdrawn"  # the origin of a history row saying the value above it was taken back


def _mine():
    return CatalogEntryRecord.game == entries.GAME


def group(base: Catalog, card_id: str, field: str) -> tuple[str, ...]:
    """The fields that stand or fall together: a creature's HP, BD, abilities and element are one card's numbers."""
    from app.games.conjurers.engine.cards import PRINTED_FIELDS

    card = next((c for c in base.cards if c.id == card_id), None)
    if card is not None and card.deck in ("creature", "level1") and field in PRINTED_FIELDS:
        return PRINTED_FIELDS
    return (field,)


def record(engine: Engine, base: Catalog, new: Mapping[str, Mapping[str, Any]], *, origin: str = "table",
           game_id: str | None = None) -> None:
    """Check these values with every other entry in force and store them; EntryError changes nothing."""
    current = entries.as_overrides(entries.current_entries(engine))
    merged = {cid: dict(fields) for cid, fields in current.items()}
    for cid, fields in new.items():
        merged.setdefault(cid, {}).update(fields)
    entries.check(base, merged)
    with Session(engine) as session:
        entries.write(session, new, game_id=game_id, origin=origin)
        session.commit()


def withdraw(engine: Engine, base: Catalog, card_id: str, field: str) -> tuple[str, ...]:
    """Take back the group's value of a field (with the values that stand with it); the fields withdrawn.
    EntryError when the group has no such entry; nothing changes then."""
    from app.games.conjurers.engine.cards import EntryError

    current = entries.as_overrides(entries.current_entries(engine))
    mine = current.get(card_id, {})
    if field not in mine:
        raise EntryError("your group has no value of this to withdraw", entity=card_id, field=field)
    fields = tuple(f for f in group(base, card_id, field) if f in mine)
    rest = {**current, card_id: {f: v for f, v in mine.items() if f not in fields}}
    entries.check(base, {cid: f for cid, f in rest.items() if f})
    now = utcnow()
    with Session(engine) as session:
        rows = session.exec(select(CatalogEntryRecord).where(
            _mine(), CatalogEntryRecord.card_id == card_id, col(CatalogEntryRecord.field).in_(fields),
            CatalogEntryRecord.replaced == False)).all()  # noqa: E712 - SQL
        for row in rows:
            row.replaced = True
            session.add(row)
            session.add(CatalogEntryRecord(game=entries.GAME, card_id=card_id, field=row.field, value=row.value,
                                           entered_at=now, game_id=None, origin=WITHDRAWN, replaced=True))
        session.commit()
    return fields


def history(engine: Engine, card_id: str) -> list[Entry]:
    """Every row of a card, newest first: values in force, replaced ones and withdrawals."""
    with Session(engine) as session:
        query = (select(CatalogEntryRecord).where(_mine(), CatalogEntryRecord.card_id == card_id)
                 .order_by(col(CatalogEntryRecord.id).desc()))
        return [card_entries.entry(r) for r in session.exec(query).all()]


def restore(engine: Engine, base: Catalog, card_id: str, entry_id: int) -> dict[str, Any]:
    """Type again what a withdrawal took back (every value withdrawn with it); the values restored.
    EntryError when the row is not a withdrawal of this card or a value has been typed since."""
    from app.games.conjurers.engine.cards import EntryError

    rows = [e for e in history(engine, card_id) if e.origin == WITHDRAWN]
    row = next((e for e in rows if e.id == entry_id), None)
    if row is None:
        raise EntryError("there is no withdrawal of this card to undo", entity=card_id, field="entry_id")
    values = {e.field: e.value for e in rows if e.entered_at == row.entered_at}
    typed = {e.field for e in entries.current_entries(engine, card_id)} & set(values)
    if typed:
        raise EntryError("a value has been typed since the withdrawal; correct it instead",
                         entity=card_id, field=sorted(typed)[0])
    record(engine, base, {card_id: values})
    return values
