"""What every catalog entity shares: an id, a name, per-field sources, and the rules for gaps."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import field_validator, model_validator
from pydantic_core import PydanticCustomError

from .effects import Effect, effect_gaps
from .provenance import Provenance, parse_provenance
from .vocab import Copies, Expansion, Frozen, Game, Name, Slug, Text

# Fields that describe the entity itself or are our own words: they need no source.
STRUCTURAL = frozenset(
    {"id", "kind", "game", "expansion", "summary", "notes", "source", "ability_set", "index", "title", "holds",
     "placeholder_deck", "partial"}
)


def field_error(field: str, problem: str) -> PydanticCustomError:
    """A validation error that remembers which field it is about."""
    return PydanticCustomError("catalog_field", "{problem}", {"field": field, "problem": problem})


class Entity(Frozen):
    """An entry of the catalog with a source for each value it states."""

    id: Slug
    source: tuple[tuple[str, str], ...] = ()

    # Fields holding tuples of effects; each effect carries its own source.
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ()

    @field_validator("source", mode="before")
    @classmethod
    def _source_table(cls, value: Any) -> Any:
        if isinstance(value, dict):
            value = tuple(sorted(value.items()))
        for field, text in value or ():
            try:
                parse_provenance(text)
            except ValueError as exc:
                raise PydanticCustomError("bad_source", "{problem}", {"field": f"source.{field}", "problem": str(exc)}) from None
        return value

    @model_validator(mode="after")
    def _every_value_has_a_source(self) -> Entity:
        sources = dict(self.source)
        for name in type(self).model_fields:
            if name in STRUCTURAL:
                continue
            value = getattr(self, name)
            has_value = value is not None and value != () or name in self.model_fields_set and value == ()
            if name in self.EFFECT_LISTS and value:
                continue  # each effect names its own source
            if has_value and name not in sources:
                raise field_error(name, f"a value without a source; add {name} to [{self.id}.source]")
        for name in sources:
            if name not in type(self).model_fields or name in STRUCTURAL and name != "kind":
                raise field_error(f"source.{name}", f"a source for {name!r}, which is not a field that takes one")
            if name != "kind" and getattr(self, name) is None:
                raise field_error(f"source.{name}", f"a source for {name!r}, but {name!r} has no value")
        return self

    def source_of(self, field: str) -> Provenance | None:
        """The parsed source of a top-level field, or None."""
        text = dict(self.source).get(field)
        return parse_provenance(text) if text else None

    def required_fields(self) -> tuple[str, ...]:
        """Fields the table must know for this entity to be complete."""
        return ()

    def missing_fields(self) -> tuple[str, ...]:
        """Required fields still unknown, then unknown numbers inside effects."""
        gaps = [f for f in self.required_fields() if getattr(self, f) is None]
        for name in self.EFFECT_LISTS:
            value = getattr(self, name)
            if value:
                gaps.extend(effect_gaps(value, name))
        return tuple(gaps)


class Card(Entity):
    """A card definition; its physical copies are instances '<id>#<n>'."""

    kind: str
    name: Name | None = None
    game: Game = "prophecy"
    expansion: Expansion = "base"
    copies: Copies | None = None
    summary: Text | None = None
    notes: Text | None = None
    partial: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _partial_lists_are_lists(self) -> Card:
        for name in self.partial:
            if not isinstance(getattr(self, name, None), tuple):
                raise field_error("partial", f"{name!r} is not a list with a value, so it cannot be partial")
        return self

    def missing_fields(self) -> tuple[str, ...]:
        """Required fields still unknown, unknown numbers in effects, then lists known to be incomplete."""
        gaps = super().missing_fields()
        return (*gaps, *(p for p in self.partial if p not in gaps))

    @property
    def deck(self) -> str | None:
        """The deck this card belongs to, or None while that is unknown."""
        return None

    @property
    def instance_count(self) -> int:
        """Physical copies counted now: the known copies, else at least the one known to exist."""
        return self.copies or 1

    def instances(self) -> tuple[str, ...]:
        """Instance ids of the physical copies."""
        return tuple(f"{self.id}#{n}" for n in range(1, self.instance_count + 1))

    def required_fields(self) -> tuple[str, ...]:
        """Every card needs a name and a copy count."""
        return ("name", "copies")


EffectList = tuple[Effect, ...] | None
