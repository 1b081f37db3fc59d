"""The table's correction: whatever the physical game did, the group records it (an undoable step like any
other). `amounts` changes a player's stock and minus points by the amounts given, never below zero; the other
kinds (`what`) set a card's place, a mine's control, the Button, a figure, the assistants, the round and stage,
or a battle's board (app/games/conjurers/engine/correcting), each one `table_corrected` event with its reason."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from .actions import Action, Context, action
from .correcting import HANDLERS
from .errors import InvalidInput
from .events import Event, event, player_name, with_player
from .model import AssistantKind, Category, Figure, add_counts
from .state import State

What = Literal["amounts", "move_card", "assistants", "mine", "button", "figure", "round", "battle_slot"]


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


@event
class TableCorrected(Event):
    """Parts of the game set by the table (whole fields, as the correction left them), told in one sentence."""

    kind: Literal["table_corrected"] = "table_corrected"
    text: str
    reason: str
    update: dict[str, Any]

    def apply_to(self, state: State) -> State:
        return State.model_validate({**state.model_dump(), **self.update})

    def describe(self, state: State) -> str:
        return f"The table corrected: {self.text} ({self.reason})."


@action
class Correct(Action):
    """Record what the table did that Herald did not (amounts, a card, a mark, a figure, the round, a battle's
    board), with the reason."""

    kind: Literal["correct"] = "correct"
    what: What = "amounts"
    seat: int | None = None
    stock: dict[Category, int] = {}
    minus: int = 0
    reason: str = Field(min_length=1, max_length=200)
    card: str | None = Field(default=None, max_length=80)
    to: str | None = Field(default=None, max_length=40)
    level: int | None = Field(default=None, ge=1, le=5)
    mine: str | None = Field(default=None, max_length=40)
    starter: int | None = None
    assistants: tuple[AssistantKind, ...] | None = Field(default=None, max_length=4)
    figure: Figure | None = None
    space: str | None = Field(default=None, max_length=40)
    placed: bool = True
    resolved: bool | None = None
    round: int | None = None
    stage: Literal["allocation", "resolving"] | None = None
    side: int | None = None
    slot: int | None = Field(default=None, ge=0, le=2)
    where: Literal["slot", "hand", "lost"] | None = None
    dm: int | None = Field(default=None, ge=0, le=99)
    frost: bool | None = None
    poison: int | None = Field(default=None, ge=0, le=99)
    bound: bool | None = None

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.stage == "setup":
            raise InvalidInput("set the game up before correcting it")
        if self.what != "amounts":
            text, update = HANDLERS[self.what](self, state)
            event_ = TableCorrected(text=text, reason=self.reason, update=update)
            try:
                event_.apply_to(state)
            except ValueError as e:  # a model's own check (a negative amount, a malformed part)
                raise InvalidInput(f"Herald cannot hold this: {e}", self.what) from e
            return (event_,)
        if self.seat is None:
            raise InvalidInput("name the player whose amounts change", "seat")
        if not 0 <= self.seat < state.n:
            raise InvalidInput(f"there is no seat {self.seat + 1} in this game", "seat")
        if not any(self.stock.values()) and not self.minus:
            raise InvalidInput("a correction changes at least one amount", "stock")
        p = state.players[self.seat]
        after = add_counts(p.stock, self.stock)
        below = [k for k, v in after.items() if v < 0] + (["minus points"] if p.minus + self.minus < 0 else [])
        if below:
            raise InvalidInput(f"{p.name} would hold less than nothing of {', '.join(below)}", "stock")
        stock = {k: v for k, v in self.stock.items() if v}
        return (Corrected(seat=self.seat, stock=stock, minus=self.minus, reason=self.reason),)
