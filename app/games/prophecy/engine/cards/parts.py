"""What a validated catalog is made of (`build.py` makes it, `checks.py` checks it), in a module of its own so the
checks need not import the builder that calls them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .base import Entity
from .board import BoardFacts, Plane, Space
from .decks import BoxFacts, DeckSpec, VariantSpec
from .records import Record

Part = tuple[str, str]  # (deck id, expansion)


@dataclass(frozen=True)
class Parts:
    """Everything a Catalog holds once validated."""

    records: tuple[Record, ...]
    overrides: Mapping[str, Mapping[str, Any]]
    entities: Mapping[str, Entity]  # every entity by catalog-wide id, placeholders included
    decks: Mapping[str, DeckSpec]
    part_cards: Mapping[Part, tuple[str, ...]]  # card ids placed in a deck part, placeholders last
    spaces: tuple[Space, ...]
    planes: Mapping[str, Plane]
    box: BoxFacts | None
    board: BoardFacts | None
    variants: Mapping[str, VariantSpec]
    files: Mapping[str, str] = field(default_factory=dict)  # entity id -> file
    filed: Mapping[str, Entity] = field(default_factory=dict)  # each record as its file gives it, validated
