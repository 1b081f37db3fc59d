"""The sacrificial pit (table C11): each creature sacrificed pays one cell of the table for its level, the
k-th of one action halved k-1 times (rounded down), never a lower level after a higher one (001:L400-419)."""

from __future__ import annotations

from typing import Literal

from . import rulebook
from .actions import Action, Context, action
from .errors import InvalidInput
from .events import Event, Resolved
from .holdings import CreatureSacrificed, StockChanged
from .model import Figure, Frozen, add_counts
from .resolving import take_turn
from .state import State
from .tables import PIT_PAYOUTS

Payout = Literal["wood_stone", "iron_bronze", "diamond_sapphire", "food"]


class Offering(Frozen):
    """One creature sacrificed and the payout chosen for it."""

    card: str
    payout: Payout


def pit_payout(level: int, payout: str, position: int, players: int) -> dict[str, int]:
    """What the `position`-th sacrifice (0 first) of one action pays; {} when that cell is blank."""
    resources, by_level = PIT_PAYOUTS[payout]
    if level not in by_level:
        return {}
    amount = by_level[level] >> position  # halved once per earlier sacrifice, rounded down
    gain: dict[str, int] = {}
    for resource in resources:
        # With two players sapphire comes as diamonds (research Q-26, by analogy with 001:L265).
        gain = add_counts(gain, {"diamond" if players == 2 and resource == "sapphire" else resource: amount})
    return gain


@action
class Sacrifice(Action):
    """Resolve a sacrificial pit: the creatures given up, in order, each with its payout (none is fine)."""

    kind: Literal["sacrifice"] = "sacrifice"
    seat: int
    figure: Figure
    offerings: tuple[Offering, ...] = ()

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        take_turn(state, self.seat, self.figure, ("pit",))
        player = state.players[self.seat]
        if len({o.card for o in self.offerings}) != len(self.offerings):
            raise InvalidInput("each creature is sacrificed once", "offerings")
        events: list[Event] = []
        highest = 0
        for position, offering in enumerate(self.offerings):
            creature = player.creature(offering.card)
            if creature is None:
                raise rulebook.refuse(rulebook.PIT_NOT_OWNED, f"{offering.card} is not in {player.name}'s army.")
            if creature.level < highest:
                raise rulebook.refuse(rulebook.PIT_ORDER, f"A level {creature.level} cannot follow a level {highest}.")
            highest = creature.level
            gain = pit_payout(creature.level, offering.payout, position, state.n)
            if not gain:
                raise rulebook.refuse(rulebook.PIT_PAYOUT, f"A level {creature.level} creature cannot pay "
                                      f"{offering.payout.replace('_', ' and ')}.")
            events.append(CreatureSacrificed(seat=self.seat, card=offering.card))
            events.append(StockChanged(seat=self.seat, delta=gain, reason="sacrificial pit"))
        note = "" if events else f"{player.name} sacrifices nothing."
        return (*events, Resolved(seat=self.seat, figure=self.figure, note=note))
