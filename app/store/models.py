"""The tables: games, their append-only event log, and state snapshots (a cache of the log's fold)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import ConfigDict
from sqlalchemy import JSON, BigInteger, Column, Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel

from app.games import DEFAULT_KIND

from .portable import POSTGRESQL_WHERE


def utcnow() -> datetime:
    """Now, in UTC (the store records when things happened; the engine never does)."""
    return datetime.now(UTC)


# A table's pydantic validator is built on its first use (or in the warm-up after a start's first answer), not as
# the table is declared: the ten tables' builds were about a tenth of importing the store (issue 42). Their
# SQLAlchemy tables and mappings are made as they are declared, as before.
BUILT_LATER = ConfigDict(defer_build=True)


class GameRecord(SQLModel, table=True):
    """One saved game: its name, what it is, and the head of its log."""

    model_config = BUILT_LATER

    __tablename__ = "game"

    id: str = Field(primary_key=True, max_length=32)
    name: str = Field(max_length=80)
    game: str = Field(default=DEFAULT_KIND, max_length=20)  # the kind in app/games/registry.py
    seed: int = Field(sa_type=BigInteger)  # seeds reach 2**63; PostgreSQL's INTEGER stops at 2**31
    head_seq: int = 0
    players: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow, index=True)


class EventRecord(SQLModel, table=True):
    """One accepted action with the events it produced. Rows are never deleted.

    status is "active" (part of the game), "undone" (on the redo stack) or "replaced" (undone, then a
    different action took its place). Only active rows are folded; their seq runs 1..head without gaps.
    """

    model_config = BUILT_LATER

    __tablename__ = "event"
    __table_args__ = (
        Index("ux_event_active_seq", "game_id", "seq", unique=True, sqlite_where=text("status = 'active'"),
              info={POSTGRESQL_WHERE: "status = 'active'"}),
        UniqueConstraint("game_id", "action_id", name="ux_event_action_id"),
        # Head lookups and the redo stack filter on status; without this they scan the whole log.
        Index("ix_event_game_status_seq", "game_id", "status", "seq"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: str = Field(foreign_key="game.id", index=True, max_length=32)
    seq: int
    type: str = Field(max_length=40)
    action: dict = Field(sa_column=Column(JSON, nullable=False))
    events: list = Field(sa_column=Column(JSON, nullable=False))
    story: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    action_id: str = Field(max_length=64)
    chance: bool = False
    status: str = Field(default="active", max_length=10)
    recorded_at: datetime = Field(default_factory=utcnow)


class SnapshotRecord(SQLModel, table=True):
    """The folded state after event seq of a game, so loading never replays the whole log."""

    model_config = BUILT_LATER

    __tablename__ = "snapshot"

    game_id: str = Field(foreign_key="game.id", primary_key=True, max_length=32)
    seq: int = Field(primary_key=True)
    event_id: int
    state: dict = Field(sa_column=Column(JSON, nullable=False))


class CatalogEntryRecord(SQLModel, table=True):
    """One value the group typed from a physical card; rows are kept as history, never deleted.

    The current entry of a (card, field) is its row with replaced = False; a later entry of the same
    field (or of the whole list it sits in) marks the earlier one replaced. game_id names the game it
    was entered in, or None when it was typed on the Catalog page or imported from a file. `game` names the kind
    of game (the registry's name) whose catalog the entry belongs to: each kind reads only its own.
    """

    model_config = BUILT_LATER

    __tablename__ = "catalog_entry"
    __table_args__ = (
        Index("ux_catalog_entry_current", "card_id", "field", unique=True, sqlite_where=text("replaced = 0"),
              info={POSTGRESQL_WHERE: "NOT replaced"}),
    )

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(default=DEFAULT_KIND, max_length=20, index=True)  # the game kind whose card this is
    card_id: str = Field(max_length=80, index=True)
    field: str = Field(max_length=120)
    value: Any = Field(default=None, sa_column=Column(JSON(none_as_null=False), nullable=True))
    entered_at: datetime = Field(default_factory=utcnow)
    game_id: str | None = Field(default=None, max_length=32)
    origin: str = Field(default="table", max_length=20)
    replaced: bool = False


class CarriedEntriesRecord(SQLModel, table=True):
    """The card values an imported game's steps were decided with, as its file carried them (another group's, or
    this group's catalog when an older file carried none), so its export carries them on (`decided_with.py`).

    `entries` lists them as the file did; `sets` the values in force together (indices into `entries`); `steps`
    maps each imported step's action id to the set it was decided with.
    """

    model_config = BUILT_LATER

    __tablename__ = "carried_entries"

    game_id: str = Field(foreign_key="game.id", primary_key=True, max_length=32)
    entries: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    sets: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    steps: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
