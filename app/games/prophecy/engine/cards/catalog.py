"""The in-memory catalog: cards, decks and their physical instances, the board, and table overrides."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .base import Card, Entity
from .board import RING_SIZE, Plane, Space
from .build import build_parts
from .coverage import Coverage, compute_coverage
from .decks import DeckSpec, VariantSpec
from .errors import CatalogError
from .parts import Parts
from .paths import thaw
from .people import Certificate, Character
from .provenance import Provenance
from .records import Record
from .vocab import Expansion, Guild, Variant


class Catalog:
    """Immutable, validated card and board data; with_overrides returns a new Catalog."""

    __slots__ = ("_parts",)

    def __init__(self, parts: Parts):
        self._parts = parts

    @classmethod
    def from_records(cls, records: Iterable[Record], overrides: Mapping[str, Mapping[str, Any]] | None = None) -> Catalog:
        """Validate raw records (and optional table overrides) into a Catalog; raise CatalogError."""
        return cls(build_parts(tuple(records), overrides))

    # --- cards -------------------------------------------------------------------------------------

    def entity(self, entity_id: str) -> Entity:
        """Any entry by its catalog-wide id: card, placeholder, space, plane, 'deck:<id>', 'box', 'board'."""
        try:
            return self._parts.entities[entity_id]
        except KeyError:
            raise CatalogError("no such entry", entity=entity_id) from None

    def card(self, card_id: str) -> Card:
        """A card definition (or placeholder) by id."""
        ent = self._parts.entities.get(card_id)
        if not isinstance(ent, Card):
            raise CatalogError("no such card", entity=card_id)
        return ent

    def instance(self, instance_id: str) -> Card:
        """The card definition of a physical copy '<id>#<n>'."""
        card_id, _, n = instance_id.partition("#")
        card = self.card(card_id)
        if not n.isdigit() or not 1 <= int(n) <= card.instance_count:
            raise CatalogError(f"no physical copy {instance_id!r}", entity=card_id)
        return card

    def cards(self, kind: str | None = None) -> tuple[Card, ...]:
        """All card definitions and placeholders, optionally of one kind, in file order."""
        return tuple(e for e in self._parts.entities.values() if isinstance(e, Card) and kind in (None, e.kind))

    def characters(self) -> tuple[Character, ...]:
        """The character cards."""
        return tuple(c for c in self.cards("character") if isinstance(c, Character))

    def character(self, card_id: str) -> Character:
        """One character card by id."""
        card = self.card(card_id)
        if not isinstance(card, Character):
            raise CatalogError("not a character", entity=card_id)
        return card

    def certificate(self, guild: Guild) -> Certificate:
        """The Basic version's Certificate of a guild."""
        for card in self.cards("certificate"):
            if isinstance(card, Certificate) and card.guild == guild:
                return card
        raise CatalogError(f"no certificate for guild {guild!r}", entity="certificate")

    # --- decks -------------------------------------------------------------------------------------

    def decks(self) -> tuple[DeckSpec, ...]:
        """Every declared deck, alias decks included."""
        return tuple(self._parts.decks.values())

    def deck(self, deck_id: str) -> DeckSpec:
        """One deck declaration by id, e.g. 'adventure' or 'ability:fortress'."""
        try:
            return self._parts.decks[deck_id]
        except KeyError:
            raise CatalogError("no such deck", entity=f"deck:{deck_id}") from None

    def variant(self, name: str) -> VariantSpec | None:
        """A declared game variant such as 'basic', or None for the standard game."""
        return self._parts.variants.get(name)

    def deck_cards(self, deck_id: str, *, expansions: Iterable[Expansion] = ("base",),
                   variant: Variant = "standard") -> tuple[Card, ...]:
        """Card definitions and placeholders of a deck in the given expansions and variant."""
        spec = self.deck(deck_id)
        rules = self.variant(variant) if variant != "standard" else None
        if spec.only_in_variant not in (None, variant) or rules and deck_id in rules.removes_decks:
            return ()
        if spec.alias_of:
            return tuple(c for d in spec.alias_of for c in self.deck_cards(d, expansions=expansions, variant=variant))
        removed = set(rules.removes_cards) if rules else set()
        return tuple(
            self._parts.entities[cid]  # type: ignore[misc]
            for exp in expansions
            for cid in self._parts.part_cards.get((deck_id, exp), ())
            if cid not in removed
        )

    def deck_instances(self, deck_id: str, *, expansions: Iterable[Expansion] = ("base",),
                       variant: Variant = "standard") -> tuple[str, ...]:
        """The physical composition of a deck: one instance id '<id>#<n>' per card."""
        return tuple(i for card in self.deck_cards(deck_id, expansions=expansions, variant=variant)
                     for i in card.instances())

    def physical_decks(self) -> tuple[str, ...]:
        """Decks made of their own cards (not aliases such as 'certificate')."""
        return tuple(d.id for d in self.decks() if not d.alias_of)

    # --- board -------------------------------------------------------------------------------------

    def spaces(self) -> tuple[Space, ...]:
        """The 20 spaces of the ring in index order."""
        return self._parts.spaces

    def space(self, index: int) -> Space:
        """The space at a ring index (0 = Village)."""
        if not isinstance(index, int) or not 0 <= index < len(self._parts.spaces):
            raise CatalogError(f"no space {index!r}; the ring has indices 0..{len(self._parts.spaces) - 1}")
        return self._parts.spaces[index]

    def neighbours(self, index: int) -> tuple[int, int]:
        """The two spaces one step away (left, right)."""
        self.space(index)
        return ((index - 1) % RING_SIZE, (index + 1) % RING_SIZE)

    def ports(self) -> tuple[int, ...]:
        """Indices of spaces known to have a port."""
        return tuple(s.index for s in self._parts.spaces if s.port)

    def gates(self) -> tuple[int, ...]:
        """Indices of spaces known to have a Magic Gate."""
        return tuple(s.index for s in self._parts.spaces if s.gate)

    def nearest_ports(self, index: int) -> tuple[int, ...]:
        """The nearest known port on each side of a port space (where a boat goes)."""
        self.space(index)
        ports = self.ports()
        if index not in ports or len(ports) < 2:
            return ()
        left = next(p for p in ((index - k) % RING_SIZE for k in range(1, RING_SIZE)) if p in ports)
        right = next(p for p in ((index + k) % RING_SIZE for k in range(1, RING_SIZE)) if p in ports)
        return tuple(dict.fromkeys((left, right)))

    def planes(self) -> tuple[Plane, ...]:
        """The Astral Planes."""
        return tuple(self._parts.planes.values())

    def plane(self, plane_id: str) -> Plane:
        """One Astral Plane by id."""
        try:
            return self._parts.planes[plane_id]
        except KeyError:
            raise CatalogError("no such Astral Plane", entity=plane_id) from None

    def attack_spaces(self, plane_id: str) -> tuple[int, ...]:
        """The spaces from which an Astral Plane can be attacked."""
        self.plane(plane_id)
        return tuple(s.index for s in self._parts.spaces if s.attacks == plane_id)

    def attacked_plane(self, index: int) -> str | None:
        """The Astral Plane a space can attack, or None."""
        attacks = self.space(index).attacks
        return None if attacks in (None, "none") else attacks

    # --- table data --------------------------------------------------------------------------------

    @property
    def overrides(self) -> dict[str, dict[str, Any]]:
        """The table's values applied to this catalog (a copy, ready for export)."""
        return thaw(self._parts.overrides)

    def with_overrides(self, overrides: Mapping[str, Mapping[str, Any]]) -> Catalog:
        """A new Catalog with the table's values added to those already applied; raise OverrideError."""
        merged = thaw(self._parts.overrides)
        for eid, fields in overrides.items():
            merged.setdefault(str(eid), {}).update(thaw(fields))
        return Catalog(build_parts(self._parts.records, merged, self._parts.filed))

    def without_overrides(self) -> Catalog:
        """The catalog as cards/ has it, before any value the table typed."""
        return Catalog(build_parts(self._parts.records, {}, self._parts.filed)) if self._parts.overrides else self

    def missing_fields(self, entity_id: str) -> tuple[str, ...]:
        """What the table must still type for this card (or space, plane, deck)."""
        return self.entity(entity_id).missing_fields()

    def provenance(self, entity_id: str, field: str) -> Provenance | None:
        """Where a top-level value comes from, or None if it is unknown."""
        return self.entity(entity_id).source_of(field)

    def coverage(self) -> Coverage:
        """Per deck: cards known by name, complete, and still to register; plus the box and the board."""
        return compute_coverage(self._parts)
