"""What a cooperative or solo game keeps besides the standard state: the token stack, the planes' tokens,
the dream waiting for its token, the collapse clock and Time Freeze."""

from __future__ import annotations

from pydantic import Field

from ..model import Frozen

NO_TOKENS: tuple[tuple[int, ...], ...] = ((), (), (), (), ())


class Collapse(Frozen):
    """The clock after the last token: whose Dream placed it and how many of her rounds have begun since,
    the one she was playing counted as the first (research note Q-1, Q-2)."""

    drawer: int
    rounds: int = Field(default=1, ge=1)


class Freeze(Frozen):
    """Time Freeze under way: the caster, and the game round in which she cast it (003:L807)."""

    caster: int
    round: int


class CoopState(Frozen):
    """The cooperative clock as Herald keeps it."""

    # The tokens still face down, as a multiset (sorted): the stack has no order anyone knows.
    stack: tuple[int, ...] = ()
    # How many tokens the game began with.
    total: int = 0
    # The tokens lying face up on each Astral Plane.
    planes: tuple[tuple[int, ...], ...] = NO_TOKENS
    # The seat whose Prophetic Dream waits for its token to be placed.
    pending: int | None = None
    # The token that dreamer turned up and has yet to lay on a plane (003:L537: first seen, then placed).
    drawn: int | None = None
    collapse: Collapse | None = None
    freeze: Freeze | None = None
    # The Chance deck's reshuffle count when Time Freeze was last cast (not again before a reshuffle).
    freeze_shuffle: int | None = None
    # Cooperative Abilities whose replaced base Ability the catalog does not name yet (the group registers it).
    unknown_swaps: tuple[str, ...] = ()
    # Each seat's Items at the start of its round (Secret Hideouts refuses the ones gained since).
    round_items: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    # Each seat's Items announced in a battle since its round began (Secret Hideouts refuses them too, 003:L799).
    round_used: dict[str, tuple[str, ...]] = Field(default_factory=dict)

    def bonus(self, plane: int) -> int:
        """What the tokens on a plane add to both its Guardians' Strength and Willpower (003:L541, L548)."""
        return sum(self.planes[plane])
