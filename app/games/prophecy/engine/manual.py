"""Manual steps: what the table did that Herald records without modelling (a card's own die roll, a note)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from .actions import Action, Context, action
from .events import DiceRolled, Event
from .state import GameState

Face = Annotated[int, Field(ge=1, le=6)]


@action
class RecordDice(Action):
    """Record dice rolled for something Herald does not model itself, with what they were for."""

    kind: Literal["record_dice"] = "record_dice"
    purpose: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]
    faces: tuple[Face, ...] = Field(min_length=1, max_length=6)
    by_herald: bool = False

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        return (DiceRolled(purpose=self.purpose, faces=self.faces, by_herald=self.by_herald),)
