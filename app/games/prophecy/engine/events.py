"""Events: the facts an accepted action produced. Folding them in order rebuilds the state.

Each event class knows how it changes the state (`apply_to`), so replay needs no rules and no
catalog. Rule modules may define more events; `@event` registers them for (de)serialisation.
The words they tell the log with (a hero, a card, a zone, a change of tokens) are in `event_words.py`.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from app.engine_kit import Registry, fold  # noqa: F401 - fold is this engine's to export

from . import event_words
from .event_words import STAGE_WORDS, TOKEN_DELTAS, card_name, describe_delta, place, unseen_zone, who
from .model import Frozen, NameSet
from .rules.zones import zone_label
from .state import Flow, GameOptions, GameResult, GameState, Hero

EVENTS = Registry("event")
EVENT_TYPES: dict[str, type[Event]] = EVENTS.types
event_adapter = EVENTS.adapter  # a validator for any registered event, by its `kind`


class Event(Frozen):
    """Base of every event; `kind` names it in the log."""

    kind: str
    # True for events that record chance: a die rolled or a card drawn. Undoing them needs a confirmation.
    chance: ClassVar[bool] = False

    def apply_to(self, state: GameState) -> GameState:
        """The state after this event."""
        raise NotImplementedError

    def describe(self, state: GameState) -> str:
        """One line for the game log, in the state before the event ("" when it has nothing to tell)."""
        return self.kind.replace("_", " ")


def event(cls: type[Event]) -> type[Event]:
    """Class decorator registering an event kind."""
    return EVENTS.register(cls)


def parse_events(raw: list[dict]) -> tuple[Event, ...]:
    """Events from their JSON form."""
    return EVENTS.parse_all(raw)


@event
class GameCreated(Event):
    """A new game with its options, heroes and every card in its starting zone."""

    kind: Literal["game_created"] = "game_created"
    options: GameOptions
    heroes: tuple[Hero, ...]
    zones: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    hidden: NameSet = frozenset()
    flow: Flow = Field(default_factory=Flow)
    names: dict[str, str] = Field(default_factory=dict)
    power_ups: dict[int, tuple[int, ...]] = Field(default_factory=dict)

    def apply_to(self, state: GameState) -> GameState:
        return GameState(
            options=self.options, heroes=self.heroes, zones=self.zones, hidden=self.hidden, flow=self.flow,
            names=self.names, power_ups=self.power_ups,
        )

    def describe(self, state: GameState) -> str:
        after = self.apply_to(state)
        names = ", ".join(f"{h.player} ({card_name(after, h.character)})" if h.character else h.player
                          for h in self.heroes)
        tokens = "".join(f" Astral Plane {p + 1} has a +{sum(t)} Power Up token." for p, t in sorted(self.power_ups.items()))
        return f"New game for {names}.{tokens}"


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
    # Gold into (+) or out of (-) a Dwarf's bank on the Race card (003:L155).
    bank: int = 0
    reason: str = ""
    # What the rules let go to waste ("1 Strength"): a gain at the cap, a potion's excess.
    lost: str = ""

    def apply_to(self, state: GameState) -> GameState:
        hero = state.hero(self.seat)
        update = {f: getattr(hero, f) + getattr(self, f) for f in TOKEN_DELTAS if getattr(self, f)}
        return state.with_hero(hero.model_copy(update=update))

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        parts = [describe_delta(f, getattr(self, f)) for f in TOKEN_DELTAS if getattr(self, f)]
        why = f" ({self.reason})" if self.reason else ""
        lost = f"{self.lost} lost, no room for more" if self.lost else ""
        if not parts:
            return f"{who(hero)}: {lost}{why}."
        return f"{who(hero)}: " + ", ".join(parts) + why + (f"; {lost}" if lost else "") + "."


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
        damaged = state.damaged - {self.card} if not self.to.endswith(":items") else state.damaged
        batch = state.batch
        if self.card in batch and (self.face_up or not self.to.startswith(("space:", "plane:"))):
            batch = {k: v for k, v in batch.items() if k != self.card}
        return state.model_copy(update={"zones": zones, "hidden": hidden, "damaged": damaged, "batch": batch})

    def describe(self, state: GameState) -> str:
        if (taken := event_words.heart_taken(self.to, state)) is not None:
            return taken
        origin = state.where(self.card)
        seen = self.face_up or (self.card not in state.hidden and origin is not None and not unseen_zone(origin))
        what = card_name(state, self.card) if seen else "A face-down card"
        where = place(self.to, state)
        if origin == self.to:
            return f"{what} was turned face up in {where}."
        text = f"{what} went to {where}"
        if origin is not None:
            text = f"{what} went from {place(origin, state)} to {where}"
        return text + ("" if self.face_up else ", face down") + "."


@event
class CardDrawn(CardMoved):
    """A card drawn from a deck (at the table or dealt by Herald): chance, so undo asks first."""

    kind: Literal["card_drawn"] = "card_drawn"
    chance: ClassVar[bool] = True

    def apply_to(self, state: GameState) -> GameState:
        origin = state.where(self.card) or ""
        after = super().apply_to(state)
        if not self.face_up and origin.startswith("deck:") and self.to.startswith(("space:", "plane:")):
            deck = origin.removeprefix("deck:")
            after = after.model_copy(update={"batch": {**after.batch, self.card: state.reshuffles.get(deck, 0)}})
        return after

    def describe(self, state: GameState) -> str:
        what = card_name(state, self.card) if self.face_up else "A card nobody saw"
        return f"{what} was drawn from {zone_label(state.where(self.card) or '')} to {place(self.to, state)}."


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
    # What the decision behind the change tells the table, when the change itself is only bookkeeping.
    note: str = ""

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"flow": self.flow})

    def describe(self, state: GameState) -> str:
        if self.note:
            return self.note
        old, new = state.flow, self.flow
        player = state.hero(new.active).player if new.active is not None and new.active < len(state.heroes) else ""
        if new.stage == "chance" and (new.round, new.active) != (old.round, old.active):
            return f"Round {new.round}: {player}'s round begins."
        if new.stage == "move" and new.turn != old.turn:
            return f"{player} begins turn {new.turn} of this round."
        if new.stage != old.stage:
            return STAGE_WORDS.get(new.stage, "The game moves on to the {stage}.").format(
                player=player, stage=new.stage.replace("_", " "))
        if new.extra_turns > old.extra_turns:
            return f"{player} will have one more turn this round."
        if new.first is not None and new.first != old.first and new.first < len(state.heroes):
            return f"{state.hero(new.first).player} rolled highest and plays first."
        added = sorted(new.marks - old.marks)
        tied = [state.hero(int(m.split(":")[1])).player for m in added if m.startswith("tied:")]
        if tied:
            return f"{' and '.join(tied)} tied for the highest roll and roll again."
        lodged = [state.hero(int(m.split(":")[1])) for m in added if m.startswith("lodged:")]
        if lodged:
            return f"{who(lodged[0])} stays the night in the Village, safe until {lodged[0].player}'s next turn."
        # Other marks are Herald's bookkeeping (a card used this round, a fight under way): the events
        # around them tell the story, so this change has nothing to tell.
        return ""


@event
class HeroUpdated(Event):
    """A hero's position, status or character changed."""

    kind: Literal["hero_updated"] = "hero_updated"
    seat: int
    space: int | None = None
    status: Literal["active", "dead", "out"] | None = None
    character: str | None = None
    moved: bool = False
    # How the hero moved and where to, in words, for the log ("walked", "the Forest Camp").
    via: str = ""
    place: str = ""

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

    def describe(self, state: GameState) -> str:
        hero = state.hero(self.seat)
        if self.status == "dead":
            return f"{who(hero)} was eliminated."
        if self.status == "out":
            return f"{hero.player} leaves the game."
        if self.moved:
            place = self.place or (f"space {self.space}" if self.space is not None else "nowhere")
            return f"{who(hero)} {self.via or 'went to'} {place}."
        return f"{who(hero)} was updated."


@event
class CardDamaged(Event):
    """An Item was damaged (turned face down) or repaired."""

    kind: Literal["card_damaged"] = "card_damaged"
    card: str
    damaged: bool = True

    def apply_to(self, state: GameState) -> GameState:
        damaged = state.damaged | {self.card} if self.damaged else state.damaged - {self.card}
        return state.model_copy(update={"damaged": damaged})

    def describe(self, state: GameState) -> str:
        return f"{card_name(state, self.card)} was {'damaged' if self.damaged else 'repaired'}."


@event
class GameEnded(Event):
    """The game is over, with its winners (possibly none) and the reason."""

    kind: Literal["game_ended"] = "game_ended"
    result: GameResult

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"result": self.result})

    def describe(self, state: GameState) -> str:
        return f"The game is over: {self.result.reason}."
