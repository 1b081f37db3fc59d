"""Card facts for battles: the catalog with the table's values for this battle laid over it.

Unknown values stay unknown: `Facts.need` records "<card-id>.<field>" so the preview can say exactly
what the table must type, and nothing is guessed.
"""

from __future__ import annotations

import re
from typing import Any

from ..cards import Catalog
from ..errors import InvalidInput
from ..rules.zones import base_id, card_label


def _key(values: dict[str, dict[str, Any]]) -> tuple:
    return tuple(sorted((cid, tuple(sorted((k, repr(v)) for k, v in fields.items()))) for cid, fields in values.items()))


# Catalogs with a battle's values applied, by (catalog, values): building one re-validates every card.
_OVERLAID: dict[tuple[int, tuple], tuple[Catalog, Catalog]] = {}


def catalog_with(ctx, values: dict[str, dict[str, Any]]) -> Catalog | None:
    """The game's catalog with the battle's typed values applied (None without a real catalog)."""
    cat = getattr(ctx, "catalog", None)
    if not isinstance(cat, Catalog):
        return None
    if not values:
        return cat
    key = (id(cat), _key(values))
    hit = _OVERLAID.get(key)
    if hit is not None and hit[0] is cat:
        return hit[1]
    try:
        overlaid = cat.with_overrides(values)
    except Exception as exc:  # an OverrideError names the card and the field
        where = value_words(ctx, [f"{getattr(exc, 'entity', '')}.{getattr(exc, 'field', '')}"]) \
            if getattr(exc, "entity", "") else "The values typed"
        raise InvalidInput(f"{where} {_fit_words(str(getattr(exc, 'detail', exc)))}.", "values") from None
    if len(_OVERLAID) > 64:
        _OVERLAID.clear()
    _OVERLAID[key] = (cat, overlaid)
    return overlaid


class Facts:
    """Reads cards for one battle computation and collects the fields that are still unknown."""

    def __init__(self, ctx, values: dict[str, dict[str, Any]] | None = None):
        self.catalog = catalog_with(ctx, values or {})
        self.missing: list[str] = []

    def card(self, instance: str | None):
        """The card definition of an instance, or None when the catalog does not know it."""
        if instance is None or self.catalog is None:
            return None
        try:
            return self.catalog.card(base_id(instance))
        except Exception:
            return None

    def need(self, instance: str, field: str) -> None:
        """Note an unknown value the table must type."""
        path = f"{base_id(instance)}.{field}"
        if path not in self.missing:
            self.missing.append(path)

    def value(self, instance: str, field: str) -> Any:
        """A top-level field of a card; noted as missing when unknown."""
        card = self.card(instance)
        got = getattr(card, field, None) if card is not None else None
        if got is None:
            self.need(instance, field)
        return got

    def name(self, instance: str) -> str:
        """The card's printed name, else a readable id."""
        card = self.card(instance)
        if card is not None and getattr(card, "name", None):
            return card.name
        return card_label(instance)

    def effects(self, instance: str, field: str = "effects") -> tuple[tuple[int, Any], ...]:
        """(index, effect) pairs of an effect list; an unknown list is noted as missing."""
        card = self.card(instance)
        effects = getattr(card, field, None) if card is not None else None
        if effects is None:
            if card is None or field in card.required_fields():
                self.need(instance, field)
            return ()
        return tuple(enumerate(effects))

    def amount(self, instance: str, field: str, index: int, eff, attr: str = "amount") -> int | None:
        """A number inside an effect, noted as missing when unknown."""
        got = getattr(eff, attr, None)
        if got is None:
            self.need(instance, f"{field}[{index}].{attr}")
        return got

    def is_port(self, space: int | None) -> bool | None:
        """Whether a space has a port (None when unknown)."""
        if space is None or self.catalog is None:
            return None
        try:
            return self.catalog.space(space).port
        except Exception:
            return None


# A card value's path said as the card form says it ('effects[0].amount' -> 'effect 1: how much').
_LISTS = {"effects": "effect", "special": "special rule", "reward": "reward", "loss": "loss", "cost": "cost"}
_PARTS = {"amount": "how much", "battle": "which battles", "stat": "which number", "stat_order": "how it fights",
          "creature_types": "creature types", "lives": "Lives", "strength": "Strength", "willpower": "Willpower",
          "experience": "Experience", "special": "special rule", "price": "price", "gold": "Gold"}


def part_words(field: str) -> str:
    """A value's path on its card in words: 'effects[0].amount' -> 'effect 1: how much'."""
    steps = re.findall(r"([a-z_]+)(?:\[(\d+)\])?", field)
    lists = [f"{_LISTS.get(n, n.replace('_', ' '))} {int(i) + 1}" for n, i in steps if i]
    last = steps[-1][0] if steps and not steps[-1][1] else ""
    leaf = _PARTS.get(last, last.replace("_", " "))
    return ", ".join(lists) + (f": {leaf}" if lists and leaf else leaf)


def value_words(ctx, paths) -> str:
    """Card values Herald lacks, by card, in the table's words: 'Potion of Healing (effect 1: how much)'."""
    facts, by_card = Facts(ctx), {}
    for path in paths:
        card, _, field = path.partition(".")
        by_card.setdefault(card, []).append(part_words(field))
    return "; ".join(f"{facts.name(card)} ({', '.join(fields)})" for card, fields in by_card.items())


def missing_values(ctx, paths) -> tuple[dict[str, str], ...]:
    """Card values Herald lacks as a refusal carries them: each card, its field and the field in the table's words."""
    return tuple({"card": card, "field": field, "words": value_words(ctx, [f"{card}.{field}"])}
                 for card, _, field in (path.partition(".") for path in paths))


def _fit_words(detail: str) -> str:
    """Why a typed value does not fit, without the validator's wording."""
    low = re.search(r"greater than or equal to (-?\d+)", detail)
    high = re.search(r"less than or equal to (-?\d+)", detail)
    if "valid integer" in detail:
        return "must be a whole number"
    if low:
        return f"must be at least {low.group(1)}"
    if high:
        return f"must be at most {high.group(1)}"
    return "does not fit the card"
