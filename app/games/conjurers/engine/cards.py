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
