"""Card facts the rules need (deck, mythology, level, cost, VP) and the catalog built from cards/conjurers/.

A field the seed does not print is None: the table types it the first time the game needs it, and
the event that uses it records the value in the game's state so it is asked once.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .model import Frozen, Myth

Deck = Literal["creature", "level1", "item", "artifact"]


class CardFacts(Frozen):
    """What Herald knows of one physical card; None where the seed is silent."""

    id: str
    deck: Deck
    myth: Myth | None = None
    level: int | None = Field(default=None, ge=1, le=5)
    name: str | None = None
    cost: dict[str, int] | None = None
    vp: int | None = Field(default=None, ge=0)

    def merged(self, typed: CardFacts | None) -> CardFacts:
        """These facts with the values the table typed laid over the unknown ones."""
        if typed is None:
            return self
        fill = {k: v for k, v in typed.model_dump(exclude={"id", "deck"}).items() if v is not None}
        return self.model_copy(update=fill)


class Catalog(Frozen):
    """Every Conjurers card Herald knows, by id."""

    cards: tuple[CardFacts, ...]

    def deck(self, deck: Deck) -> tuple[CardFacts, ...]:
        """The cards of one deck, in catalog order."""
        return tuple(c for c in self.cards if c.deck == deck)


class MinionSize(Frozen):
    """The minion's numbers for one size: the level of the creature fought for, HP and battle dice."""

    target_level: int = Field(ge=2, le=5)
    hp: int = Field(gt=0)
    bd: int = Field(gt=0)


class Minions(Frozen):
    """The minion card's tables (001:L469-480): numbers by size, abilities by mythology and size."""

    sizes: dict[str, MinionSize]
    abilities: dict[Myth, dict[str, tuple[tuple[str, int], ...]]]

    def for_level(self, level: int) -> str:
        """The size of the minion that guards a creature of this level."""
        return next(name for name, s in self.sizes.items() if s.target_level == level)
