"""Events that change what players hold: stock, minus points, assistants, cards and creatures."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .cards import CardFacts
from .events import Event, event, player_name, with_player
from .model import AssistantKind, add_counts, at_space, myth_words
from .state import Artifact, Creature, State


@event
class StockChanged(Event):
    """Resources or food gained (positive) or paid (negative)."""

    kind: Literal["stock_changed"] = "stock_changed"
    seat: int
    delta: dict[str, int]
    reason: str

    def apply_to(self, state: State) -> State:
        return with_player(state, self.seat, stock=add_counts(state.players[self.seat].stock, self.delta))

    def describe(self, state: State) -> str:
        if self.reason == "feeding":  # told by the feeding's own line
            return ""
        parts = ", ".join(f"{'+' if v > 0 else ''}{v} {k}" for k, v in self.delta.items() if v)
        return f"{player_name(state, self.seat)}: {parts or 'nothing'} ({self.reason})."


@event
class MinusPoints(Event):
    """Minus points taken (unfed creatures, a lost duel)."""

    kind: Literal["minus_points"] = "minus_points"
    seat: int
    amount: int = Field(gt=0)
    reason: str

    def apply_to(self, state: State) -> State:
        return with_player(state, self.seat, minus=state.players[self.seat].minus + self.amount)

    def describe(self, state: State) -> str:
        if self.reason.endswith("food short"):  # told by the feeding's own line
            return ""
        return f"{player_name(state, self.seat)} takes {self.amount} minus points ({self.reason})."


@event
class AssistantHired(Event):
    """A new assistant joins a player; it is placed from the next round."""

    kind: Literal["assistant_hired"] = "assistant_hired"
    seat: int
    assistant: AssistantKind

    def apply_to(self, state: State) -> State:
        return with_player(state, self.seat, assistants=(*state.players[self.seat].assistants, self.assistant))

    def describe(self, state: State) -> str:
        return f"{player_name(state, self.seat)} hires a {self.assistant}."


@event
class FactsTyped(Event):
    """A card's printed values, typed at the table the first time the game needed them."""

    kind: Literal["facts_typed"] = "facts_typed"
    facts: CardFacts

    def apply_to(self, state: State) -> State:
        known = state.facts.get(self.facts.id, self.facts)
        return state.model_copy(update={"facts": {**state.facts, self.facts.id: known.merged(self.facts)}})

    def describe(self, state: State) -> str:
        return ""


@event
class CardsBought(Event):
    """Items or artifacts leave the stock for a player's hand."""

    kind: Literal["cards_bought"] = "cards_bought"
    seat: int
    items: tuple[str, ...] = ()
    artifacts: tuple[Artifact, ...] = ()

    def apply_to(self, state: State) -> State:
        p = state.players[self.seat]
        bought = {a.card for a in self.artifacts}
        state = with_player(state, self.seat, items=(*p.items, *self.items), artifacts=(*p.artifacts, *self.artifacts))
        return state.model_copy(update={"items": tuple(c for c in state.items if c not in self.items),
                                        "artifacts": tuple(c for c in state.artifacts if c not in bought)})

    def describe(self, state: State) -> str:
        n = len(self.items) + len(self.artifacts)
        return f"{player_name(state, self.seat)} buys {n} card{'s' if n != 1 else ''}."


@event
class CreatureGained(Event):
    """A creature leaves its pile and joins an army."""

    kind: Literal["creature_gained"] = "creature_gained"
    seat: int
    creature: Creature

    def apply_to(self, state: State) -> State:
        piles = {m: tuple(c for c in cards if c != self.creature.card) for m, cards in state.piles.items()}
        state = with_player(state, self.seat, army=(*state.players[self.seat].army, self.creature))
        return state.model_copy(update={"piles": piles})

    def describe(self, state: State) -> str:
        return f"{player_name(state, self.seat)} wins a level {self.creature.level} {myth_words(self.creature.myth)} creature."


@event
class CreatureSacrificed(Event):
    """A creature leaves its army for good at the sacrificial pit."""

    kind: Literal["creature_sacrificed"] = "creature_sacrificed"
    seat: int
    card: str

    def apply_to(self, state: State) -> State:
        army = tuple(c for c in state.players[self.seat].army if c.card != self.card)
        return with_player(state, self.seat, army=army).model_copy(update={"out": (*state.out, self.card)})

    def describe(self, state: State) -> str:
        return f"{player_name(state, self.seat)} sacrifices a creature."


@event
class BattleReported(Event):
    """The outcome of a battle as the table reports it (the battle itself is fought on the table)."""

    kind: Literal["battle_reported"] = "battle_reported"
    seat: int
    space: str
    won: bool

    def apply_to(self, state: State) -> State:
        return state

    def describe(self, state: State) -> str:
        return f"{player_name(state, self.seat)} {'wins' if self.won else 'loses'} the battle at {at_space(self.space, [p.name for p in state.players])}."
