"""The Dragon Realm's own cards: the positive and negative Dragon cards dealt on its paths, and the Dragon Hearts
(003:L40-46, 003:L221-235)."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import model_validator

from .base import Card, EffectList, field_error
from .cards import _Fighter
from .vocab import CreatureType, Exp, ItemDeck

DragonSide = Literal["positive", "negative", "heart"]
# Negative cards are Obstacles and Creatures, positive ones Opportunities, Items and (Dragonlore) Abilities (003:L225).
DragonType = Literal["obstacle", "creature", "opportunity", "item", "dragonlore", "heart"]
# How the rulebook's appendix says a named card is resolved (003:L735-781); the engine implements the Obstacles' and
# Opportunities' in realm/met/, the Creatures' in realm/fights/dragon_rulings.py. Cards without a ruling are resolved
# by the table in one step (an Obstacle) or fought as printed (a Creature).
Ruling = Literal["pick_a_path", "pay_either_way", "declared_magic", "guess_a_number", "risk_abilities",
                 "one_attribute", "abilities_at_printed_cost", "guardian_of_the_realm",
                 "strength_before_spells", "magic_caps_the_die", "swap_an_item"]
SIDE_TYPES: dict[str, tuple[str, ...]] = {
    "negative": ("obstacle", "creature"),
    "positive": ("opportunity", "item", "dragonlore"),
    "heart": ("heart",),
}


class DragonCard(_Fighter):
    """A Dragon card of the Realm (positive or negative, by its back) or a Dragon Heart."""

    # A Creature among them is fought like any Creature (003:L357): it has a Creature's printed numbers.

    kind: Literal["dragon"]
    side: DragonSide | None = None
    dragon_type: DragonType | None = None
    creature_types: tuple[CreatureType, ...] | None = None
    experience_cost: Exp | None = None  # a Dragonlore Ability's printed cost, paid in Experience only (003:L381)
    ruling: Ruling | None = None
    # A Realm Item is used as a Common or Rare Item, told by its front side (003:L373): the class it is traded as.
    item_deck: ItemDeck | None = None
    effects: EffectList = None
    EFFECT_LISTS: ClassVar[tuple[str, ...]] = ("effects", "reward", "loss", "special")

    @model_validator(mode="after")
    def _type_fits_back(self) -> DragonCard:
        if self.side and self.dragon_type and self.dragon_type not in SIDE_TYPES[self.side]:
            raise field_error("dragon_type", f"a {self.side} Dragon card is one of {list(SIDE_TYPES[self.side])}")
        if self.item_deck and self.dragon_type not in (None, "item"):
            raise field_error("item_deck", "only a Realm Item is used as a Common or Rare Item")
        return self

    @property
    def deck(self) -> str | None:
        """Each back is its own deck: dragon_positive, dragon_negative, dragon_heart."""
        return f"dragon_{self.side}" if self.side else None

    def required_fields(self) -> tuple[str, ...]:
        """What a Dragon card must state: back, type and effect; a Creature's printed numbers; an Obstacle's Experience."""
        if self.dragon_type == "creature":
            fields = (*super().required_fields(), "side", "dragon_type", "lives", "creature_types")
            # The Phantom Dragon's Strength is typed for each battle, never kept with the card (003:L759).
            return tuple(f for f in fields if not (f == "strength" and self.ruling == "strength_before_spells"))
        # The Experience a pass gives (003:L353): required, so the number typed once is kept.
        earns = {"obstacle": ("experience",), "dragonlore": ("experience_cost",),
                 "item": ("item_deck",)}.get(self.dragon_type or "", ())
        return (*Card.required_fields(self), "side", "dragon_type", "effects", *earns)
