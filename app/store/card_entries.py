"""The group's card entries of any game kind, in the catalog_entry table: read the ones in force, add new ones.

Game-blind: each kind names itself (`game`, the registry's name) and reads and writes only its own rows; what a
field may hold and how entries lay over its cards is the kind's business (its `catalog_entries` module)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from .models import CatalogEntryRecord, utcnow


@dataclass(frozen=True)
class Entry:
    """One stored value: which card and field, the value, when and where it was entered."""

    id: int
    card_id: str
    field: str
    value: Any
    entered_at: datetime
    game_id: str | None
    origin: str
    replaced: bool

    def as_dict(self) -> dict[str, Any]:
        """The entry as JSON-ready data."""
        return {
            "card_id": self.card_id, "field": self.field, "value": self.value,
            "entered_at": self.entered_at.isoformat(), "game_id": self.game_id, "origin": self.origin,
            "replaced": self.replaced,
        }


def has_control(value: Any) -> bool:
    """Whether a typed value holds a control character (NUL, a tab, a line break) in any of its words."""
    if isinstance(value, str):
        return any(unicodedata.category(c) == "Cc" for c in value)
    if isinstance(value, dict):
        return any(has_control(k) or has_control(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(has_control(v) for v in value)
    return False


def entry(row: CatalogEntryRecord) -> Entry:
    """A stored row as an Entry."""
    return Entry(row.id or 0, row.card_id, row.field, row.value, row.entered_at, row.game_id, row.origin, row.replaced)


def current_entries(engine: Engine, game: str, card_id: str | None = None) -> list[Entry]:
    """A game kind's entries in force (not replaced), oldest first, optionally of one card."""
    with Session(engine) as session:
        query = select(CatalogEntryRecord).where(CatalogEntryRecord.game == game,
                                                 CatalogEntryRecord.replaced == False)  # noqa: E712 - SQL
        if card_id is not None:
            query = query.where(CatalogEntryRecord.card_id == card_id)
        return [entry(r) for r in session.exec(query.order_by(col(CatalogEntryRecord.id))).all()]


def write(session: Session, game: str, new: Mapping[str, Mapping[str, Any]], *, game_id: str | None, origin: str,
          covers: Callable[[str, str], bool] = str.__eq__) -> None:
    """Add entry rows of a game kind (in the caller's transaction), marking replaced the entries whose field the
    new one `covers` (by default the same field)."""
    now = utcnow()
    for cid, fields in new.items():
        for field, value in fields.items():
            rows = session.exec(select(CatalogEntryRecord).where(
                CatalogEntryRecord.game == game, CatalogEntryRecord.card_id == cid,
                CatalogEntryRecord.replaced == False)).all()  # noqa: E712 - SQL
            for row in rows:
                if covers(field, row.field):
                    row.replaced = True
                    session.add(row)
            session.flush()
            session.add(CatalogEntryRecord(game=game, card_id=cid, field=field, value=value, entered_at=now,
                                           game_id=game_id, origin=origin))
            session.flush()
