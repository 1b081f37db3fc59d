"""What a catalog holds once validated: its parts, as the build makes them and the whole-catalog checks read them."""

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
