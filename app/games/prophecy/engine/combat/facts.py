"""Card facts for battles: the catalog with the table's values for this battle laid over it.

Unknown values stay unknown: `Facts.need` records "<card-id>.<field>" so the preview can say exactly
what the table must type, and nothing is guessed.
"""

from __future__ import annotations

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
        raise InvalidInput(f"The values typed for the cards do not fit: {exc}", "values") from None
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
