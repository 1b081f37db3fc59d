"""Request and response models of the catalog API (/api/v1/catalog); they also feed the OpenAPI document."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class CardSummaryOut(_Model):
    """A card in a list: what it is, where it belongs, and what the table still has to enter."""

    id: str
    name: str
    kind: str
    deck: str | None
    expansion: str
    missing_fields: list[str]
    complete: bool


class ValueOut(_Model):
    """One value of a card with where it comes from (None/unknown when the catalog lacks it)."""

    field: str
    value: Any = None
    display: str
    source: str | None
    confidence: str | None
    provenance: str


class EffectLineOut(_Model):
    """One known effect of a card, as a line, with its source."""

    index: int
    text: str
    source: str
    provenance: str


class EffectListOut(_Model):
    """An effect list of a card (reward, loss, special, effects)."""

    field: str
    known: bool
    lines: list[EffectLineOut]
    partial: bool
    provenance: str | None


class EntryOut(_Model):
    """A value the group entered: card, field path, value, when, and where it came from."""

    card_id: str
    field: str
    value: Any = None
    entered_at: datetime
    game_id: str | None
    origin: str
    replaced: bool


class CardOut(CardSummaryOut):
    """One card with every value and its provenance, its effect lines, and the group's entries."""

    summary: str | None
    notes: str | None
    kind_title: str
    values: list[ValueOut]
    effects: list[EffectListOut]
    entries: list[EntryOut]
    history: list[EntryOut]


class FactValueOut(ValueOut):
    """A value of a deck, space, plane, the board or the box, with its label and whether the group typed it."""

    label: str
    entered: bool


class FactOut(_Model):
    """A deck ('deck:rare'), a ring space ('space-03'), an Astral Plane, the board or the box: values and entries."""

    id: str
    kind: str
    title: str
    summary: str | None
    notes: str | None
    missing_fields: list[str]
    values: list[FactValueOut]
    entries: list[EntryOut]
    history: list[EntryOut]


class EntriesRequest(_Model):
    """Values typed from a physical card, by field path ('strength', 'reward[0].amount'); null makes one unknown."""

    values: dict[str, Any] = Field(min_length=1, max_length=60)
    game_id: str | None = Field(default=None, max_length=32, description="The game the card showed up in, if any.")


class OverridesFile(_Model):
    """The group's entries as a file another group can import (format herald-catalog-overrides, version 1)."""

    format: str
    version: int
    game: str
    overrides: dict[str, dict[str, Any]]


class ImportedOut(_Model):
    """How many values an import applied."""

    imported: int


class RegistrationNeedOut(_Model):
    """A face-up card of a game whose printed values the catalog lacks."""

    card_id: str
    name: str
    where: str
    missing: list[str]


class RegistrationOut(_Model):
    """The cards of a game Herald asks the table about."""

    game_id: str
    cards: list[RegistrationNeedOut]
