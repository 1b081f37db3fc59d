"""Raw records (plain data from any source) and their validation into catalog models."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import ValidationError

from .base import Card, Entity
from .board import BoardFacts, Plane, Space
from .cards import Ability, Artifact, Chance, Creature, Guardian, Item, Opportunity
from .decks import BoxFacts, DeckSpec, VariantSpec
from .dragon import DragonCard
from .effects import EFFECT_KINDS
from .errors import CatalogError, OverrideError
from .paths import format_loc
from .people import Certificate, Character, Placeholder
from .races import Race
from .vocab import Frozen

Section = Literal["card", "space", "plane", "deck", "box", "board", "variant", "realm"]

CARD_MODELS: dict[str, type[Card]] = {
    "creature": Creature,
    "opportunity": Opportunity,
    "item": Item,
    "ability": Ability,
    "chance": Chance,
    "guardian": Guardian,
    "artifact": Artifact,
    "character": Character,
    "certificate": Certificate,
    "race": Race,
    "dragon": DragonCard,
    "unregistered": Placeholder,
}
# The catalog's sections; the expansion registers its own here (realm/plugs.py: the Realm board's `realm`).
SECTION_MODELS: dict[str, type[Entity]] = {
    "space": Space,
    "plane": Plane,
    "deck": DeckSpec,
    "box": BoxFacts,
    "board": BoardFacts,
    "variant": VariantSpec,
}
# Entity ids of non-card sections carry a prefix so that they never clash with card ids.
PREFIXES: dict[str, str] = {"deck": "deck:", "variant": "variant:"}
# Fields the table may not change.
FIXED_FIELDS = frozenset({"id", "source", "kind", "game", "ability_set", "index", "title", "holds", "placeholder_deck"})


class Record(Frozen):
    """One entity as plain data, with the file it came from (for error messages)."""

    file: str
    section: Section
    id: str
    data: dict[str, Any]

    @property
    def model_id(self) -> str:
        """The id the model itself carries (without the section prefix)."""
        prefix = PREFIXES.get(self.section, "")
        return self.id[len(prefix):] if prefix and self.id.startswith(prefix) else self.id


def entity_id(section: str, model_id: str) -> str:
    """The catalog-wide id of an entity, e.g. 'deck:adventure' for the Adventure deck."""
    return PREFIXES.get(section, "") + model_id


def model_for(record: Record, data: dict[str, Any]) -> type[Entity]:
    """The model class that validates this record's data."""
    if record.section != "card":
        return SECTION_MODELS[record.section]
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in CARD_MODELS or kind == "unregistered":
        known = ", ".join(k for k in CARD_MODELS if k != "unregistered")
        raise CatalogError(f"unknown card kind {kind!r}; use one of {known}", file=record.file, entity=record.id,
                           field="kind")
    return CARD_MODELS[kind]


def validate(record: Record, data: dict[str, Any], *, table: bool = False) -> Entity:
    """Validate data as the record's model; raise CatalogError (OverrideError if table) naming the field."""
    error = OverrideError if table else CatalogError
    file = "overrides" if table else record.file
    try:
        cls = model_for(record, data)
        return cls.model_validate({**data, "id": record.model_id})
    except CatalogError as exc:
        raise error(exc.detail, file=file, entity=record.id, field=exc.field) from None
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        ctx = first.get("ctx") or {}
        field = ctx.get("field") or format_loc(tuple(first["loc"]), EFFECT_KINDS)
        message = "unknown key" if first["type"] == "extra_forbidden" else str(ctx.get("problem") or first["msg"]).removeprefix("Value error, ")
        if first["loc"] and first["type"] not in ("extra_forbidden", "catalog_field", "bad_source", "missing"):
            message = f"{message} (got {first.get('input')!r})"
        raise error(message, file=file, entity=record.id, field=field) from None
