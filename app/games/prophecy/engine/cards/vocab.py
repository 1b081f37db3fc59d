"""Shared names and number ranges of the card data: guilds, terrains, creature and weapon types."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, StringConstraints

FROZEN = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class Frozen(BaseModel):
    """Base of every catalog model: immutable, and unknown keys are refused."""

    model_config = FROZEN


SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
Slug = Annotated[str, Strict(), StringConstraints(pattern=SLUG_PATTERN, max_length=80)]
Text = Annotated[str, Strict(), StringConstraints(min_length=1, max_length=400)]
Name = Annotated[str, Strict(), StringConstraints(min_length=1, max_length=80)]
Flag = Annotated[bool, Strict()]

# Number ranges: wide enough for any printed card, narrow enough to catch typing slips.
Stat = Annotated[int, Strict(), Field(ge=0, le=20)]
CharacterStat = Annotated[int, Strict(), Field(ge=1, le=10)]
Exp = Annotated[int, Strict(), Field(ge=0, le=30)]
Price = Annotated[int, Strict(), Field(ge=0, le=60)]
Copies = Annotated[int, Strict(), Field(ge=1, le=20)]
Amount = Annotated[int, Strict(), Field(ge=-20, le=20)]
Count = Annotated[int, Strict(), Field(ge=0, le=300)]

Game = Literal["prophecy"]
Expansion = Literal["base", "dragon_realm"]
EXPANSIONS: tuple[Expansion, ...] = ("base", "dragon_realm")
Variant = Literal["standard", "basic"]

Guild = Literal["fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery"]
GUILDS: tuple[Guild, ...] = ("fortress", "thieves_guild", "forest_camp", "magic_tower", "monastery")
Terrain = Literal["forest", "mountains", "plains"]
SpaceKind = Literal["terrain", "guild", "city", "village", "enchanted_wilderness"]
Safety = Literal["always", "lodging", "never"]

CreatureType = Literal["animal", "humanoid", "undead", "demon"]
Opponent = Literal["animal", "humanoid", "undead", "demon", "character"]
# The Races of the Dragon Realm expansion (003:L105-109), as a card that mentions one names it.
Race = Literal["human", "elf", "dwarf", "halfling", "goblin", "troll"]
StatOrder = Literal["strength_only", "strength_then_wills", "wills_only", "wills_then_strength"]
WeaponType = Literal["edged", "crushing", "long", "thrown", "staff", "wand", "two_handed"]
Battle = Literal["strength", "wills", "both"]
ItemDeck = Literal["common", "rare"]
Rank = Literal["lesser", "greater"]
AbilitySet = Literal["guild", "dragonslayer", "coop"]
Gender = Literal["female", "male"]
Lives = Literal[1, 3]
