"""The table's correction: whatever the physical game did, the group records it (an undoable step like any
other). It changes a player's stock and minus points by the amounts given, never below zero."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .actions import Action, Context, action
from .errors import InvalidInput
from .events import Event, event, player_name, with_player
from .model import Category, add_counts
from .state import State


@event
class Corrected(Event):
    """Amounts the table added to (or took from) a player's stock and minus points."""

    kind: Literal["corrected"] = "corrected"
    seat: int
    stock: dict[str, int] = Field(default_factory=dict)
    minus: int = 0
    reason: str

    def apply_to(self, state: State) -> State:
        p = state.players[self.seat]
        return with_player(state, self.seat, stock=add_counts(p.stock, self.stock), minus=p.minus + self.minus)

    def describe(self, state: State) -> str:
        parts = [f"{'+' if v > 0 else ''}{v} {k}" for k, v in self.stock.items() if v]
        if self.minus:
            parts.append(f"{'+' if self.minus > 0 else ''}{self.minus} minus points")
        return f"Correction for {player_name(state, self.seat)}: {', '.join(parts)} ({self.reason})."


@action
class Correct(Action):
    """Record what the table did that Herald did not: stock and minus points changed, with the reason."""

    kind: Literal["correct"] = "correct"
    seat: int
    stock: dict[Category, int] = {}
    minus: int = 0
    reason: str = Field(min_length=1, max_length=200)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.stage == "setup":
            raise InvalidInput("set the game up before correcting it")
        if not 0 <= self.seat < state.n:
            raise InvalidInput(f"no seat {self.seat}", "seat")
        if not any(self.stock.values()) and not self.minus:
            raise InvalidInput("a correction changes at least one amount", "stock")
        p = state.players[self.seat]
        after = add_counts(p.stock, self.stock)
        below = [k for k, v in after.items() if v < 0] + (["minus points"] if p.minus + self.minus < 0 else [])
        if below:
            raise InvalidInput(f"{p.name} would hold less than nothing of {', '.join(below)}", "stock")
        stock = {k: v for k, v in self.stock.items() if v}
        return (Corrected(seat=self.seat, stock=stock, minus=self.minus, reason=self.reason),)
