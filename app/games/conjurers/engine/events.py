"""Events: the facts an accepted action produced. Folding them in order rebuilds the state, with no rules
and no catalog. Each event tells the table one sentence (`describe`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine_kit import Registry, fold  # noqa: F401 - fold is this engine's to export

from .battle.profile import Gear, Stats
from .cards import CardFacts
from .model import Figure, Frozen, at_space, myth_words
from .state import Options, Placement, Player, Result, State

EVENTS = Registry("event")
EVENT_TYPES: dict[str, type[Event]] = EVENTS.types
event_adapter = EVENTS.adapter  # a validator for any registered event, by its `kind`


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
    return EVENTS.register(cls)


def parse_events(raw: list[dict]) -> tuple[Event, ...]:
    """Events from their JSON form."""
    return EVENTS.parse_all(raw)


def with_player(state: State, seat: int, **changes) -> State:
    """The state with one player's fields changed (checked: a stock never goes negative)."""
    players = tuple(p.model_copy(update=changes) if p.seat == seat else p for p in state.players)
    Player.model_validate(players[seat].model_dump())
    return state.model_copy(update={"players": players})


def player_name(state: State, seat: int) -> str:
    """The name at a seat."""
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
    stats: dict[str, Stats] = Field(default_factory=dict)  # battle numbers the group typed in earlier games
    gear: dict[str, Gear] = Field(default_factory=dict)

    def apply_to(self, state: State) -> State:
        return State(options=self.options, stage="allocation", players=self.players, button=self.button,
                     start=self.button, piles=self.piles, level1_box=self.level1_box, items=self.items,
                     artifacts=self.artifacts, out=self.out, facts=self.facts, stats=self.stats, gear=self.gear)

    def describe(self, state: State) -> str:
        locked = ", ".join(map(myth_words, self.options.locked)) or "none"
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
        if self.space is None:
            return f"{player_name(state, self.seat)} keeps the {self.figure} home (no open space takes it)."
        names = [p.name for p in state.players]
        if self.space.startswith("house_"):
            return f"{player_name(state, self.seat)} sends the {self.figure} to duel at {at_space(self.space, names)}."
        return f"{player_name(state, self.seat)} puts the {self.figure} on {at_space(self.space)}."


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
    """The figure's action is done; `note` tells the table when nothing else did (a choice to take nothing)."""

    kind: Literal["resolved"] = "resolved"
    seat: int
    figure: Figure
    note: str = ""

    def apply_to(self, state: State) -> State:
        placements = tuple(p.model_copy(update={"resolved": True}) if (p.seat, p.figure) == (self.seat, self.figure)
                           else p for p in state.placements)
        return state.model_copy(update={"placements": placements})

    def describe(self, state: State) -> str:
        return self.note


@event
class MineTaken(Event):
    """A player's control marker goes on a mine (replacing another's)."""

    kind: Literal["mine_taken"] = "mine_taken"
    mine: str
    seat: int

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"mines": {**state.mines, self.mine: self.seat}})

    def describe(self, state: State) -> str:
        return f"{player_name(state, self.seat)} now controls {at_space(self.mine)}."


@event
class ButtonTaken(Event):
    """The Initiative Button changes hands; its holder starts the next round."""

    kind: Literal["button_taken"] = "button_taken"
    seat: int

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"button": self.seat})

    def describe(self, state: State) -> str:
        return f"{player_name(state, self.seat)} takes the Initiative Button."


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
        names = " and ".join(player_name(state, s) for s in self.result.winners)
        return f"The game ends; {names} win{'s' if len(self.result.winners) == 1 else ''}."
