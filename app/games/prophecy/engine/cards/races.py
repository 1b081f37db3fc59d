"""Race cards of the Ancient Races (Dragon Realm expansion): what a Race changes for the hero who has it.

A Race is one catalog entry however many of the ten Race cards show it (`copies`); what the rulebook states
carries its line, the rest (a Race's Strength or limit changes, the Elf's discounts, the Halfling's bonus) is
typed by the group from the card the first time a game needs it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, Strict, model_validator

from .base import Card, field_error
from .vocab import Count, Slug

Shift = Annotated[int, Strict(), Field(ge=-5, le=5)]
DieFace = Annotated[int, Strict(), Field(ge=1, le=6)]
# The rules a Race brings beyond its numbers, each one handled by the rules engine (engine/races/).
RaceTrait = Literal[
    "bank", "weaponcraft", "trophies", "rage", "battle_luck", "thrown_bonus", "long_penalty", "forest_spells",
    "forest_wills", "low_faith",
]
# The number (or list) each trait needs, named as the field that holds it.
TRAIT_NUMBERS: dict[str, str] = {
    "bank": "bank", "weaponcraft": "weaponcraft_bonus", "trophies": "trophy_experience", "rage": "rage_bonus",
    "thrown_bonus": "thrown_bonus", "long_penalty": "long_penalty", "forest_spells": "forest_spell_discount",
    "forest_wills": "forest_wills_discount", "battle_luck": "luck_face", "low_faith": "low_faith_cards",
}
# What every Race card shows: its changes to the starting cubes and caps, the starting tokens and the limits.
SETUP_FIELDS = ("strength", "willpower", "gold", "experience", "item_limit", "ability_limit")


class Race(Card):
    """A Race: changes to cubes, caps, starting tokens, limits and Ability costs, and the rules it brings."""

    kind: Literal["race"]
    strength: Shift | None = None
    willpower: Shift | None = None
    gold: Count | None = None
    experience: Count | None = None
    item_limit: Shift | None = None
    ability_limit: Shift | None = None
    # Added to every Ability's printed cost, in Experience and in a non-member's Gold (003:L137, 003:L149).
    ability_cost: Shift | None = None
    traits: tuple[RaceTrait, ...] = ()
    bank: Count | None = None
    weaponcraft_bonus: Shift | None = None
    trophy_experience: Count | None = None
    trophy_gold: Count | None = None
    rage_bonus: Shift | None = None
    thrown_bonus: Shift | None = None
    long_penalty: Shift | None = None
    forest_spell_discount: Count | None = None
    forest_wills_discount: Count | None = None
    # The Halfling's luck as a face of the battle die that counts as another value (the battle engine's face
    # mapping; 003:L167 limits it to battle dice): both numbers are printed only on the Race card.
    luck_face: DieFace | None = None
    luck_counts_as: Annotated[int, Strict(), Field(ge=0, le=20)] | None = None
    # The Troll's Low Faith: the cards the Race card names as leaving a troll untouched (003:L151 names only
    # Clover Meadow, which its own luck_only hook covers); the group types the card's list.
    low_faith_cards: Annotated[tuple[Slug, ...], Field(max_length=20)] | None = None

    @model_validator(mode="after")
    def _bank_is_the_extra_gold(self) -> Race:
        # The Dwarf's 3 extra Gold lie on the Race card as the bank (003:L155): no other extra Gold comes with it.
        if "bank" in self.traits and self.gold:
            raise field_error("gold", f"the {self.name or self.id}'s extra Gold is the {self.bank or 3} Gold of its "
                                      "bank (003:L155), never Gold on top of it; type 0")
        return self

    @property
    def deck(self) -> str | None:
        """The ten Race cards form their own pile."""
        return "race"

    def required_fields(self) -> tuple[str, ...]:
        """The card's name and count, what it changes at setup, and the number each of its rules needs."""
        numbers = tuple(TRAIT_NUMBERS[t] for t in self.traits if t in TRAIT_NUMBERS)
        extra = ("trophy_gold",) if "trophies" in self.traits else ()
        extra += ("luck_counts_as",) if "battle_luck" in self.traits else ()
        return (*super().required_fields(), *SETUP_FIELDS, "ability_cost", *numbers, *extra)
