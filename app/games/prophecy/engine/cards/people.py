"""Characters, the Basic version's Certificates, and placeholders for cards not yet registered."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from .base import Card, field_error
from .vocab import CharacterStat, Exp, Expansion, Gender, Guild, Price


def _where(char: Character, guild: str) -> str:
    """The field that names a guild the character is also said not to have."""
    for name in ("start_guild", "second_guild"):
        if getattr(char, name) == guild:
            return name
    return "member_of"


class Character(Card):
    """A character card: starting Strength and Willpower and two guilds, the first being the start."""

    kind: Literal["character"]
    strength: CharacterStat | None = None
    willpower: CharacterStat | None = None
    start_guild: Guild | None = None
    second_guild: Guild | None = None
    member_of: tuple[Guild, ...] = ()
    not_member_of: tuple[Guild, ...] = ()
    gender: Gender | None = None

    @model_validator(mode="after")
    def _guilds_agree(self) -> Character:
        known = [g for g in (self.start_guild, self.second_guild) if g]
        if len(known) == 2 and known[0] == known[1]:
            raise field_error("second_guild", "start_guild and second_guild must differ")
        clash = (set(known) | set(self.member_of)) & set(self.not_member_of)
        if clash:
            raise field_error(_where(self, min(clash)), f"guild {min(clash)!r} is both a guild of the character and excluded")
        if len(known) == 2 and not set(self.member_of) <= set(known):
            raise field_error("member_of", f"member_of {list(self.member_of)} must be among the two guilds {known}")
        if len(set(known) | set(self.member_of)) > 2:
            raise field_error("member_of", "a character belongs to exactly two guilds")
        return self

    @property
    def deck(self) -> str | None:
        """Characters form their own deck."""
        return "character"

    @property
    def guilds(self) -> tuple[Guild, ...]:
        """The guilds known so far, the starting guild first when known."""
        out = [g for g in (self.start_guild, self.second_guild) if g]
        return tuple(out + [g for g in self.member_of if g not in out])

    def required_fields(self) -> tuple[str, ...]:
        """Stats, both guilds and the gender the card shows."""
        return (*super().required_fields(), "strength", "willpower", "start_guild", "second_guild", "gender")


class Certificate(Card):
    """A Basic-version Certificate of a guild (physically an Ability card of that guild, face down)."""

    kind: Literal["certificate"]
    guild: Guild | None = None
    experience_cost: Exp | None = None
    gold_cost: Price | None = None
    member_gold_cost: Price | None = None

    def required_fields(self) -> tuple[str, ...]:
        """The guild and what a certificate costs members and non-members."""
        return ("name", "guild", "experience_cost", "gold_cost", "member_gold_cost")


class Placeholder(Card):
    """A physical card of a deck that the group has not registered yet."""

    kind: Literal["unregistered"]
    placeholder_deck: str
    expansion: Expansion = "base"

    @property
    def deck(self) -> str | None:
        """The deck whose missing card this stands for."""
        return self.placeholder_deck

    def required_fields(self) -> tuple[str, ...]:
        """Everything: the table names the card and chooses its kind first."""
        return ("name", "kind")

    def missing_fields(self) -> tuple[str, ...]:
        """A placeholder lacks its name and kind (and then everything that kind needs)."""
        return ("name", "kind")
