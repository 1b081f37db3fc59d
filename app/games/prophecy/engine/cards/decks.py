"""Deck declarations: what each deck holds, its size per expansion, the box total, game variants."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from .base import Entity
from .vocab import Count, Expansion, Flag, Name, Slug, Text

DeckId = Annotated[str, StringConstraints(pattern=r"^[a-z_]+(?::[a-z_]+)?$", max_length=40)]
CardKind = Literal[
    "creature", "opportunity", "item", "ability", "chance", "guardian", "artifact", "character", "certificate",
    "race", "dragon",
]


class DeckSpec(Entity):
    """One deck: its title, the card kinds it holds and its size in each expansion (absent = unknown)."""

    id: DeckId  # type: ignore[assignment]
    kind: Literal["deck"] = "deck"
    title: Name
    holds: tuple[CardKind, ...] = Field(min_length=1)
    in_box: Flag | None = None
    size_base: Count | None = None
    size_dragon_realm: Count | None = None
    alias_of: tuple[DeckId, ...] | None = None
    only_in_variant: Literal["basic"] | None = None
    summary: Text | None = None
    notes: Text | None = None

    def size(self, expansion: Expansion) -> int | None:
        """The declared number of physical cards this expansion puts in the deck."""
        return getattr(self, f"size_{expansion}")

    @property
    def slug(self) -> str:
        """The deck id written with hyphens, used in placeholder ids."""
        return self.id.replace(":", "-").replace("_", "-")

    def required_fields(self) -> tuple[str, ...]:
        """A real deck needs its base size; an alias deck needs nothing."""
        return () if self.alias_of else ("size_base",)


class BoxFacts(Entity):
    """Facts about the base game box."""

    kind: Literal["box"] = "box"
    base_total: Count | None = None


class VariantSpec(Entity):
    """A game variant: which cards and decks it leaves out."""

    kind: Literal["variant"] = "variant"
    removes_cards: tuple[Slug, ...] = ()
    removes_decks: tuple[DeckId, ...] = ()
    certificates_to_win: Count | None = None
    summary: Text | None = None
