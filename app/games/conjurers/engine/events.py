"""Events: the facts an accepted action produced. Folding them in order rebuilds the state, with no rules
and no catalog. Each event tells the table one sentence (`describe`)."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from .cards import CardFacts
from .model import AssistantKind, Figure, Frozen, add_counts
from .state import Artifact, Creature, Options, Placement, Player, Result, State

EVENT_TYPES: dict[str, type[Event]] = {}


class Event(Frozen):
    """Base of every event; `kind` names it in the log."""

    kind: str

    def apply_to(self, state: State) -> State:
        """The state after this event."""
        raise NotImplementedError

    def describe(self, state: State) -> str:
        """One line for the game log, in the state before the event."""
        return self.kind.replace("_", " ")


def event(cls: type[Event]) -> type[Event]:
    """Class decorator registering an event kind."""
    kind = cls.model_fields["kind"].default
    if not kind or kind in EVENT_TYPES:
        raise ValueError(f"event kind {kind!r} missing or registered twice")
    EVENT_TYPES[kind] = cls
    event_adapter.cache_clear()
    return cls


@cache
def event_adapter() -> TypeAdapter:
    """A validator for any registered event, by its `kind`."""
    union = Union[tuple(EVENT_TYPES.values())]  # noqa: UP007 - a runtime union of registered classes
    return TypeAdapter(Annotated[union, Field(discriminator="kind")])


def parse_events(raw: list[dict]) -> tuple[Event, ...]:
    """Events from their JSON form."""
    adapter = event_adapter()
    return tuple(adapter.validate_python(item) for item in raw)


def fold(state: State, events) -> State:
    """Apply events in order."""
    for e in events:
        state = e.apply_to(state)
    return state


def _with_player(state: State, seat: int, **changes) -> State:
    players = tuple(p.model_copy(update=changes) if p.seat == seat else p for p in state.players)
    # Re-validate the changed player so a negative stock can never be folded in.
    Player.model_validate(players[seat].model_dump())
    return state.model_copy(update={"players": players})


def _name(state: State, seat: int) -> str:
    return state.players[seat].name


@event
class GameStarted(Event):
    """The game set up: options, players with their first assistant and level 1 creatures, the piles."""

    kind: Literal["game_started"] = "game_started"
    options: Options
    players: tuple[Player, ...]
    button: int
    piles: dict[str, tuple[str, ...]]
    level1_box: tuple[str, ...]
    items: tuple[str, ...]
    artifacts: tuple[str, ...]
    out: tuple[str, ...]
    facts: dict[str, CardFacts]

    def apply_to(self, state: State) -> State:
        return State(options=self.options, stage="allocation", players=self.players, button=self.button,
                     start=self.button, piles=self.piles, level1_box=self.level1_box, items=self.items,
                     artifacts=self.artifacts, out=self.out, facts=self.facts)

    def describe(self, state: State) -> str:
        locked = ", ".join(self.options.locked) or "none"
        return f"Conjurers for {len(self.players)} players; locked mythologies: {locked}."


@event
class FigurePlaced(Event):
    """A figure put on an action space (or kept home when no space takes it)."""

    kind: Literal["figure_placed"] = "figure_placed"
    seat: int
    figure: Figure
    space: str | None

    def apply_to(self, state: State) -> State:
        placement = Placement(seat=self.seat, figure=self.figure, space=self.space, resolved=self.space is None)
        return state.model_copy(update={"placements": (*state.placements, placement)})

    def describe(self, state: State) -> str:
        where = self.space.replace("_", " ") if self.space else "home (no open space takes it)"
        return f"{_name(state, self.seat)} puts the {self.figure} on {where}."


@event
class StageChanged(Event):
    """Allocation over: resolving begins (or the reverse at a new round)."""

    kind: Literal["stage_changed"] = "stage_changed"
    stage: Literal["allocation", "resolving"]

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"stage": self.stage})

    def describe(self, state: State) -> str:
        return "Every figure is out; the actions resolve." if self.stage == "resolving" else ""


@event
class Resolved(Event):
    """The figure's action is done."""

    kind: Literal["resolved"] = "resolved"
    seat: int
    figure: Figure

    def apply_to(self, state: State) -> State:
        placements = tuple(p.model_copy(update={"resolved": True}) if (p.seat, p.figure) == (self.seat, self.figure)
                           else p for p in state.placements)
        return state.model_copy(update={"placements": placements})

    def describe(self, state: State) -> str:
        return ""


@event
class StockChanged(Event):
    """Resources or food gained (positive) or paid (negative)."""

    kind: Literal["stock_changed"] = "stock_changed"
    seat: int
    delta: dict[str, int]
    reason: str

    def apply_to(self, state: State) -> State:
        return _with_player(state, self.seat, stock=add_counts(state.players[self.seat].stock, self.delta))

    def describe(self, state: State) -> str:
        parts = ", ".join(f"{'+' if v > 0 else ''}{v} {k}" for k, v in self.delta.items() if v)
        return f"{_name(state, self.seat)}: {parts or 'nothing'} ({self.reason})."


@event
class MinusPoints(Event):
    """Minus points taken (unfed creatures, a lost duel)."""

    kind: Literal["minus_points"] = "minus_points"
    seat: int
    amount: int = Field(gt=0)
    reason: str

    def apply_to(self, state: State) -> State:
        return _with_player(state, self.seat, minus=state.players[self.seat].minus + self.amount)

    def describe(self, state: State) -> str:
        return f"{_name(state, self.seat)} takes {self.amount} minus points ({self.reason})."


@event
class MineTaken(Event):
    """A player's control marker goes on a mine (replacing another's)."""

    kind: Literal["mine_taken"] = "mine_taken"
    mine: str
    seat: int

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"mines": {**state.mines, self.mine: self.seat}})

    def describe(self, state: State) -> str:
        return f"{_name(state, self.seat)} now controls the {self.mine.replace('_', ' ')}."


@event
class ButtonTaken(Event):
    """The Initiative Button changes hands; its holder starts the next round."""

    kind: Literal["button_taken"] = "button_taken"
    seat: int

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"button": self.seat})

    def describe(self, state: State) -> str:
        return f"{_name(state, self.seat)} takes the Initiative Button."


@event
class AssistantHired(Event):
    """A new assistant joins a player; it is placed from the next round."""

    kind: Literal["assistant_hired"] = "assistant_hired"
    seat: int
    assistant: AssistantKind

    def apply_to(self, state: State) -> State:
        return _with_player(state, self.seat, assistants=(*state.players[self.seat].assistants, self.assistant))

    def describe(self, state: State) -> str:
        return f"{_name(state, self.seat)} hires a {self.assistant}."


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
        state = _with_player(state, self.seat, items=(*p.items, *self.items), artifacts=(*p.artifacts, *self.artifacts))
        return state.model_copy(update={"items": tuple(c for c in state.items if c not in self.items),
                                        "artifacts": tuple(c for c in state.artifacts if c not in bought)})

    def describe(self, state: State) -> str:
        n = len(self.items) + len(self.artifacts)
        return f"{_name(state, self.seat)} buys {n} card{'s' if n != 1 else ''}."


@event
class CreatureGained(Event):
    """A creature leaves its pile and joins an army."""

    kind: Literal["creature_gained"] = "creature_gained"
    seat: int
    creature: Creature

    def apply_to(self, state: State) -> State:
        piles = {m: tuple(c for c in cards if c != self.creature.card) for m, cards in state.piles.items()}
        state = _with_player(state, self.seat, army=(*state.players[self.seat].army, self.creature))
        return state.model_copy(update={"piles": piles})

    def describe(self, state: State) -> str:
        return f"{_name(state, self.seat)} wins a level {self.creature.level} {self.creature.myth} creature."


@event
class CreatureSacrificed(Event):
    """A creature leaves its army for good at the sacrificial pit."""

    kind: Literal["creature_sacrificed"] = "creature_sacrificed"
    seat: int
    card: str

    def apply_to(self, state: State) -> State:
        army = tuple(c for c in state.players[self.seat].army if c.card != self.card)
        return _with_player(state, self.seat, army=army).model_copy(update={"out": (*state.out, self.card)})

    def describe(self, state: State) -> str:
        return f"{_name(state, self.seat)} sacrifices a creature."


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
        return f"{_name(state, self.seat)} {'wins' if self.won else 'loses'} the battle at {self.space.replace('_', ' ')}."


@event
class RoundEnded(Event):
    """The turn figure moves on: placements cleared, the Button's holder starts the next round."""

    kind: Literal["round_ended"] = "round_ended"
    next_round: int

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"round": self.next_round, "placements": (), "stage": "allocation",
                                        "start": state.button})

    def describe(self, state: State) -> str:
        return f"Round {self.next_round} begins."


@event
class GameScored(Event):
    """Round 12 is over: points are counted and the winners found."""

    kind: Literal["game_scored"] = "game_scored"
    result: Result

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"result": self.result, "stage": "over", "placements": ()})

    def describe(self, state: State) -> str:
        names = " and ".join(_name(state, s) for s in self.result.winners)
        return f"The game ends; {names} win{'s' if len(self.result.winners) == 1 else ''}."
