"""Card data of the games Herald knows: pure pydantic models, the effect vocabulary and the Catalog.

Nothing here reads files; app.games.prophecy.catalog.loader turns cards/*.toml into Records and calls
Catalog.from_records.
"""

from .base import Card, Entity
from .board import BoardFacts, Plane, Space
from .cards import Ability, Artifact, Chance, Creature, Guardian, Item, Opportunity
from .catalog import Catalog
from .coverage import BoardCoverage, BoxCoverage, Coverage, DeckCoverage
from .decks import BoxFacts, DeckSpec, VariantSpec
from .effects import EFFECT_KINDS, HOOKS, Effect
from .errors import CatalogError, OverrideError
from .people import Certificate, Character, Placeholder
from .provenance import Provenance, parse_provenance
from .races import Race
from .records import Record, entity_id

__all__ = [
    "EFFECT_KINDS",
    "HOOKS",
    "Ability",
    "Artifact",
    "BoardCoverage",
    "BoardFacts",
    "BoxCoverage",
    "BoxFacts",
    "Card",
    "Catalog",
    "CatalogError",
    "Certificate",
    "Chance",
    "Character",
    "Coverage",
    "Creature",
    "DeckCoverage",
    "DeckSpec",
    "Effect",
    "Entity",
    "Guardian",
    "Item",
    "Opportunity",
    "OverrideError",
    "Placeholder",
    "Plane",
    "Provenance",
    "Race",
    "Record",
    "Space",
    "VariantSpec",
    "entity_id",
    "parse_provenance",
]
