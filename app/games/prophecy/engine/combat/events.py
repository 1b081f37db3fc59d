"""The battle's own event: the battle in progress replaced (or cleared), with its line for the story."""

from __future__ import annotations

from typing import Literal

from ..events import Event, event
from ..state import GameState
from .model import Battle


@event
class BattleChanged(Event):
    """The battle in progress moved on (a choice, a payment, a roll) or ended (battle None)."""

    kind: Literal["battle_changed"] = "battle_changed"
    battle: Battle | None
    text: str = ""

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"battle": self.battle})

    def describe(self, state: GameState) -> str:
        return self.text or ("The battle goes on." if self.battle is not None else "The battle is over.")


@event
class EffectUsed(Event):
    """A card's effect used outside a battle (a potion before the fight); the state changes come as other events."""

    kind: Literal["effect_used"] = "effect_used"
    seat: int
    card: str
    text: str

    def apply_to(self, state: GameState) -> GameState:
        return state

    def describe(self, state: GameState) -> str:
        return self.text
