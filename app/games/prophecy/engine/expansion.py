"""The Dragon Realm expansion's parts a game is played with (003:L19, 003:L631), chosen when it is created.

Each part is a switch of `ExpansionOptions`, checked here against the others and against the base mode and
variants (the research note's table T12); rule modules read the switches through the ruleset.
"""

from __future__ import annotations

from . import rulebook
from .model import Frozen

R_HYBRIDS = rulebook.rule(
    "hybrids_need_races",
    "Hybrids cross two Races per hero, so they are played only with the Ancient Races.",
    "003:L647",
)


class ExpansionOptions(Frozen):
    """Which parts of the Dragon Realm expansion the group plays with; nothing by default."""

    # The Ancient Races: every hero has a Race as well as a Profession (003:L103).
    races: bool = False
    # Hybrids: every hero has two Races, with both sets of advantages and disadvantages (003:L647).
    hybrids: bool = False

    @property
    def races_per_hero(self) -> int:
        """How many Race cards each hero holds: none, one, or two with Hybrids."""
        return 2 if self.hybrids else (1 if self.races else 0)

    @property
    def chosen(self) -> tuple[str, ...]:
        """The parts switched on, in the order the rulebook presents them."""
        return tuple(name for name in ("races", "hybrids") if getattr(self, name))


def check_expansion(expansion: ExpansionOptions, mode: str, variants: tuple[str, ...]) -> None:
    """Refuse expansion parts that do not go together (003:L647; T12 of the research note)."""
    if expansion.hybrids and not expansion.races:
        raise rulebook.refuse(R_HYBRIDS, "Hybrids need the Ancient Races: switch Races on too.")
