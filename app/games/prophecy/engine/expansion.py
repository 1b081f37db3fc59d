"""The Dragon Realm expansion's parts a game is created with (003:L19, 003:L631), and how they fit the base game.

A plain part of `GameOptions` (`options.expansion`): the Ancient Races and Hybrids, the expansion's new cards for
the standard game and Increased Guardian Power. Every field defaults to the base game, so a game recorded before
the expansion existed reads the same; which parts go with which mode is the modes' declaration (modes.py).
"""

from __future__ import annotations

from typing import Literal

from . import rulebook
from .model import Frozen

GuardianPower = Literal["none", "plus_one", "plus_two", "random"]
# The token each plane gets for a fixed setting; "random" deals a +1 or a +2 to each plane (003:L643).
POWER_TOKENS: dict[str, tuple[int, ...]] = {"none": (), "plus_one": (1,), "plus_two": (2,), "random": (1, 2)}
POWER_WORDS = {"none": "none", "plus_one": "+1 on every plane", "plus_two": "+2 on every plane",
               "random": "+1 or +2 on each plane, dealt at random"}
# Decks the new cards for the standard game go into (003:L56-62). The Dragon Realm board's own cards
# (the Gate, Legends of Dragons, the Dragon cards) are not among them (003:L203, 003:L473).
NEW_CARD_DECKS = ("adventure", "common", "rare", "lesser", "greater")

R_GUARDIAN_TOKENS = rulebook.rule(
    "guardian_tokens",
    "Increased Guardian Power puts one token on each Astral Plane: +1, +2, or +1 and +2 dealt at random.",
    "003:L643",
)


class ExpansionOptions(Frozen):
    """Which parts of the Dragon Realm expansion the group plays with; nothing by default."""

    # The Ancient Races: every hero has a Race as well as a Profession (003:L103).
    races: bool = False
    # Hybrids: every hero has two Races, with both sets of advantages and disadvantages (003:L647).
    hybrids: bool = False
    # The 9 Adventures, 9 Common and 5 Rare Items and 3 Guardians shuffled into their decks (003:L56-62).
    new_cards: bool = False
    # A Power Up token on every Astral Plane, added to both Guardians' Strength and Willpower (003:L641-643).
    guardian_power: GuardianPower = "none"

    @property
    def races_per_hero(self) -> int:
        """How many Race cards each hero holds: none, one, or two with Hybrids."""
        return 2 if self.hybrids else (1 if self.races else 0)

    @property
    def chosen(self) -> tuple[str, ...]:
        """The parts switched on, in the order the rulebook presents them (empty: the base game)."""
        flags = {"races": self.races, "hybrids": self.hybrids, "new_cards": self.new_cards,
                 "guardian_power": self.guardian_power != "none"}
        return tuple(name for name, on in flags.items() if on)


def check_tokens(expansion: ExpansionOptions, tokens: tuple[int, ...] | None, planes: int) -> tuple[int, ...]:
    """Each plane's token for this game: the setting's fixed value, or the +1/+2 dealt (by Herald or the table)."""
    allowed = POWER_TOKENS[expansion.guardian_power]
    if not allowed:
        if tokens:
            raise rulebook.refuse(R_GUARDIAN_TOKENS, "This game is played without Increased Guardian Power.")
        return ()
    if tokens is None:
        if len(allowed) > 1:
            raise rulebook.refuse(R_GUARDIAN_TOKENS, "Deal a +1 or a +2 token to each Astral Plane first.")
        return allowed * planes
    if len(tokens) != planes or any(t not in allowed for t in tokens):
        words = " or ".join(f"+{t}" for t in allowed)
        raise rulebook.refuse(R_GUARDIAN_TOKENS, f"Each of the {planes} Astral Planes takes one {words} token.")
    return tuple(tokens)


def expansions(expansion: ExpansionOptions) -> tuple[str, ...]:
    """The catalog's expansions whose cards this game's decks hold."""
    return ("base", "dragon_realm") if expansion.new_cards else ("base",)
