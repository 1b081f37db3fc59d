"""Card facts the rules need (deck, mythology, level, cost, VP) and the catalog built from cards/conjurers/.

A field the seed does not print is None: the table types it the first time the game needs it, and
the event that uses it records the value in the game's state so it is asked once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, ValidationError

from .battle.profile import Gear, Printed
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


FACT_FIELDS = ("name", "level", "cost", "vp")
PRINTED_FIELDS = ("hp", "bd", "abilities", "element")  # a creature's battle numbers
GEAR_FIELDS = ("abilities",)  # an item's or artifact's battle abilities


class EntryError(ValueError):
    """A value typed for a card that the card cannot take; names the card and the field."""

    def __init__(self, detail: str, *, entity: str, field: str | None = None):
        super().__init__(f"{entity}{', ' + field if field else ''}: {detail}")
        self.detail, self.entity, self.field, self.file = detail, entity, field, "entries"


def _words(err: dict) -> str:
    """A validation problem in plain words ('must be at most 5'), never the validator's own message."""
    kind, ctx = err.get("type", ""), err.get("ctx") or {}
    if kind == "value_error":
        return str(ctx.get("error") or "is not valid")
    bounds = {"greater_than": "must be more than", "greater_than_equal": "must be at least",
              "less_than": "must be less than", "less_than_equal": "must be at most"}
    if kind in bounds:
        return f"{bounds[kind]} {next(iter(ctx.values()))}"
    return {"missing": "is missing", "int_parsing": "must be a whole number", "int_type": "must be a whole number",
            "int_from_float": "must be a whole number", "dict_type": "must be abilities with their X",
            "literal_error": f"must be one of {ctx.get('expected', 'the choices')}", "string_type": "must be text",
            }.get(kind, "is not valid")


class Catalog(Frozen):
    """Every Conjurers card Herald knows, by id, with the values the group typed from the cards laid over."""

    cards: tuple[CardFacts, ...]
    printed: dict[str, Printed] = Field(default_factory=dict)  # creatures' HP, BD, abilities, element
    gear: dict[str, Gear] = Field(default_factory=dict)  # items' and artifacts' abilities
    base: tuple[CardFacts, ...] = ()  # the cards as cards/conjurers/ has them (empty: these are they)

    def deck(self, deck: Deck) -> tuple[CardFacts, ...]:
        """The cards of one deck, in catalog order."""
        return tuple(c for c in self.cards if c.deck == deck)

    def without_overrides(self) -> Catalog:
        """The catalog as cards/conjurers/ describes it."""
        return Catalog(cards=self.base or self.cards)

    def with_overrides(self, overrides: Mapping[str, Mapping[str, Any]]) -> Catalog:
        """The base catalog with these typed values (card id -> field -> value); EntryError names what is refused."""
        base = self.without_overrides()
        by_id = {c.id: c for c in base.cards}
        printed: dict[str, Printed] = {}
        gear: dict[str, Gear] = {}
        for cid, fields in overrides.items():
            card = by_id.get(cid)
            if card is None:
                raise EntryError("there is no such Conjurers card", entity=str(cid))
            known = FACT_FIELDS + (GEAR_FIELDS if card.deck in ("item", "artifact") else PRINTED_FIELDS)
            for f in fields:
                if f not in known:
                    raise EntryError(f"a {card.deck} card has no {f!r}", entity=cid, field=str(f))
            facts = {f: v for f, v in fields.items() if f in FACT_FIELDS}
            battle = {f: v for f, v in fields.items() if f not in FACT_FIELDS}
            try:
                by_id[cid] = CardFacts.model_validate({**card.model_dump(), **facts})
                if battle and card.deck in ("item", "artifact"):
                    gear[cid] = Gear(**battle)
                elif battle:
                    printed[cid] = Printed(**battle)
            except ValidationError as exc:
                err = exc.errors()[0]
                raise EntryError(_words(err), entity=cid, field=".".join(str(p) for p in err["loc"]) or None) from exc
        return Catalog(cards=tuple(by_id[c.id] for c in base.cards), printed=printed, gear=gear, base=base.cards)

    def stats(self) -> dict:
        """The typed battle numbers of the creatures whose level is known, as a game starts with them."""
        levels = {c.id: (c.level, c.myth) for c in self.cards}
        return {cid: p.stats(*levels[cid]) for cid, p in self.printed.items() if levels[cid][0] is not None}


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
