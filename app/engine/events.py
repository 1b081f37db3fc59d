"""Events: the facts an accepted action produced. Folding them in order rebuilds the state.

Each event class knows how it changes the state (`apply_to`), so replay needs no rules and no
catalog. Rule modules may define more events; `@event` registers them for (de)serialisation.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, ClassVar, Literal, Union

from pydantic import Field, TypeAdapter

from .model import Frozen
from .state import Flow, GameOptions, GameResult, GameState, Hero

EVENT_TYPES: dict[str, type[Event]] = {}


class Event(Frozen):
    """Base of every event; `kind` names it in the log."""

    kind: str
    # True for events that record chance: a die rolled or a card drawn. Undoing them needs a confirmation.
    chance: ClassVar[bool] = False

    def apply_to(self, state: GameState) -> GameState:
        """The state after this event."""
        raise NotImplementedError

    def describe(self, state: GameState) -> str:
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


def fold(state: GameState, events) -> GameState:
    """Apply events in order."""
    for e in events:
        state = e.apply_to(state)
    return state


@event
class GameCreated(Event):
    """A new game with its options, heroes and every card in its starting zone."""

    kind: Literal["game_created"] = "game_created"
    options: GameOptions
    heroes: tuple[Hero, ...]
    zones: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    hidden: frozenset[str] = frozenset()

    def apply_to(self, state: GameState) -> GameState:
        return GameState(options=self.options, heroes=self.heroes, zones=self.zones, hidden=self.hidden)

    def describe(self, state: GameState) -> str:
        names = ", ".join(f"{h.player} ({h.character})" for h in self.heroes)
        return f"New game for {names}."


@event
class TokensChanged(Event):
    """A hero's cubes or tokens changed by the given amounts."""

    kind: Literal["tokens_changed"] = "tokens_changed"
    seat: int
    red: int = 0
    health: int = 0
    blue: int = 0
    magic: int = 0
    gold: int = 0
    experience: int = 0
    reason: str = ""

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        update = {f: getattr(hero, f) + getattr(self, f) for f in _TOKEN_DELTAS if getattr(self, f)}
        return state.with_hero(hero.model_copy(update=update))

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        parts = [_describe_delta(f, getattr(self, f)) for f in _TOKEN_DELTAS if getattr(self, f)]
        text = f"{hero.player}'s {hero.character}: " + ", ".join(parts)
        return text + (f" ({self.reason})" if self.reason else "") + "."


_TOKEN_DELTAS = ("red", "health", "blue", "magic", "gold", "experience")
_DELTA_WORDS = {
    "red": ("gained {n} Strength", "lost {n} Strength"),
    "health": ("healed {n} Health", "lost {n} Health"),
    "blue": ("gained {n} Willpower", "lost {n} Willpower"),
    "magic": ("recharged {n} Magic", "spent {n} Magic"),
    "gold": ("gained {n} Gold", "paid {n} Gold"),
    "experience": ("gained {n} Experience", "paid {n} Experience"),
}


def _describe_delta(field: str, delta: int) -> str:
    up, down = _DELTA_WORDS[field]
    return (up if delta > 0 else down).format(n=abs(delta))


@event
class CardMoved(Event):
    """A card instance went to a zone, on top (end) or at the bottom (start), face up or down."""

    kind: Literal["card_moved"] = "card_moved"
    card: str
    to: str
    at: Literal["end", "start"] = "end"
    face_up: bool = True

    def apply_to(self, state: GameState) -> GameState:
        zones = dict(state.zones)
        origin = state.where(self.card)
        if origin is not None:
            zones[origin] = tuple(c for c in zones[origin] if c != self.card)
            if not zones[origin]:
                del zones[origin]
        rest = zones.get(self.to, ())
        zones[self.to] = rest + (self.card,) if self.at == "end" else (self.card,) + rest
        hidden = state.hidden - {self.card} if self.face_up else state.hidden | {self.card}
        return state.model_copy(update={"zones": zones, "hidden": hidden})


@event
class CardDrawn(CardMoved):
    """A card drawn from a deck (at the table or dealt by Herald): chance, so undo asks first."""

    kind: Literal["card_drawn"] = "card_drawn"
    chance: ClassVar[bool] = True


@event
class DiceRolled(Event):
    """Dice that fell (entered by the table or rolled by Herald), kept for the log and the odds chart."""

    kind: Literal["dice_rolled"] = "dice_rolled"
    purpose: str
    faces: tuple[int, ...]
    by_herald: bool = False
    chance: ClassVar[bool] = True

    def apply_to(self, state: GameState) -> GameState:
        return state

    def describe(self, state: GameState) -> str:
        who = "Herald rolled" if self.by_herald else "The table rolled"
        return f"{who} {', '.join(map(str, self.faces))} ({self.purpose})."


@event
class FlowChanged(Event):
    """The round, the active seat, the stage or the turn's marks changed."""

    kind: Literal["flow_changed"] = "flow_changed"
    flow: Flow

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"flow": self.flow})


@event
class HeroUpdated(Event):
    """A hero's position, status or character changed."""

    kind: Literal["hero_updated"] = "hero_updated"
    seat: int
    space: int | None = None
    status: Literal["active", "dead", "out"] | None = None
    character: str | None = None
    moved: bool = False

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        update: dict[str, object] = {}
        if self.moved:
            update["space"] = self.space
        if self.status is not None:
            update["status"] = self.status
        if self.character is not None:
            update["character"] = self.character
        return state.with_hero(hero.model_copy(update=update))


@event
class CardDamaged(Event):
    """An Item was damaged (turned face down) or repaired."""

    kind: Literal["card_damaged"] = "card_damaged"
    card: str
    damaged: bool = True

    def apply_to(self, state: GameState) -> GameState:
        damaged = state.damaged | {self.card} if self.damaged else state.damaged - {self.card}
        return state.model_copy(update={"damaged": damaged})


@event
class GameEnded(Event):
    """The game is over, with its winners (possibly none) and the reason."""

    kind: Literal["game_ended"] = "game_ended"
    result: GameResult

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"result": self.result})
