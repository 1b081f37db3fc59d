"""A hero's sheet: the caps, limits and costs the rules read from the hero (a Race changes them, 003:L125).

Nothing reads a cap or a limit from a constant: without Races every hero's sheet holds the base values.
"""

from __future__ import annotations

from pydantic import Field

from ..model import Frozen

# The base game's values (000:L135, 000:L141, 000:L240).
BASE_RED_CAP = 8
BASE_BLUE_CAP = 10
BASE_ITEM_LIMIT = 7
BASE_ABILITY_LIMIT = 7


class HeroSheet(Frozen):
    """What a hero's Race (or two, with Hybrids) makes of the base rules, fixed when the hero is made."""

    red_cap: int = Field(default=BASE_RED_CAP, ge=1, le=15)
    blue_cap: int = Field(default=BASE_BLUE_CAP, ge=1, le=15)
    item_limit: int = Field(default=BASE_ITEM_LIMIT, ge=0, le=15)
    ability_limit: int = Field(default=BASE_ABILITY_LIMIT, ge=0, le=15)
    # Added to every Ability's printed cost (Human -1, Troll +2; 003:L137, 003:L149).
    ability_cost: int = Field(default=0, ge=-10, le=10)
    # The most Gold the Race card's bank holds (the Dwarf's 3, 003:L155); 0 without a bank.
    bank_cap: int = Field(default=0, ge=0, le=10)
    # The Races' rules (catalog traits) and the numbers they need, as far as they are known.
    traits: tuple[str, ...] = ()
    numbers: dict[str, int] = Field(default_factory=dict)

    def has(self, trait: str) -> bool:
        """Whether one of the hero's Races brings this rule."""
        return trait in self.traits

    def number(self, name: str) -> int | None:
        """A number a Race rule needs (e.g. the Rage token's bonus), or None while nobody typed it."""
        return self.numbers.get(name)

    def learning_cost(self, printed: int) -> int:
        """What an Ability printed at this cost costs the hero, never below 0 (003:L137, 003:L149)."""
        return max(0, printed + self.ability_cost)


# Made without validation: importing a module builds no pydantic model (app/web/README.md, "Models at import").
BASE_SHEET = HeroSheet.model_construct()
