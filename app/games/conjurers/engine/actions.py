"""Actions: what the table asks for, parsed by a discriminated union on `kind`, decided into events.

Dice, drawn cards and battle outcomes are fields of the action: the engine only reads them. After any
decision the registered follow-ups add what happens by itself (resolving begins once every figure is
out; the end phase once every action is resolved).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from app.engine_kit import Offer, Registry  # noqa: F401 - the rule modules read Offer from here

from . import rulebook
from .cards import Catalog, Minions
from .events import Event, fold
from .model import Frozen
from .state import State

ACTIONS = Registry("action")
ACTION_TYPES: dict[str, type[Action]] = ACTIONS.types
FOLLOW_UPS: list[Callable[[State], tuple[Event, ...]]] = []
MAX_FOLLOW_UPS = 20


@dataclass(frozen=True)
class Context:
    """What deciding may consult besides the state: the card catalog (setting up) and the minion card's
    tables (a battleground fought as a real battle)."""

    catalog: Catalog | None = None
    minions: Minions | None = None


class Action(Frozen):
    """Base of every action; `kind` names it in the API and the log."""

    kind: str
    # True for an action carrying dice or a random draw (cards, a lot): the table cannot roll or draw it again the
    # same, so undoing its step asks first (`took_chance`). A property where only some steps of a kind draw.
    chance: ClassVar[bool] = False

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        """The events this action produces, or IllegalAction/InvalidInput."""
        raise NotImplementedError


def took_chance(act: Action, events: tuple[Event, ...]) -> bool:
    """Whether a step rolled dice or drew at random: in Conjurers the dice and draws are the action's fields, so its
    action says it (the kind's rule for undo)."""
    del events
    return bool(act.chance)


def action(cls: type[Action]) -> type[Action]:
    """Class decorator registering an action kind."""
    return ACTIONS.register(cls)


def follow_up(fn: Callable[[State], tuple[Event, ...]]):
    """Decorator registering what follows by itself from a state (returns no events when nothing does)."""
    FOLLOW_UPS.append(fn)
    return fn


action_union = ACTIONS.union  # the discriminated union of every Conjurers action, for models that embed one (the API)
action_adapter = ACTIONS.adapter  # a validator for any registered action, by its `kind`


def parse_action(raw: dict) -> Action:
    """An action from its JSON form; pydantic.ValidationError when malformed."""
    return ACTIONS.parse(raw)


def decide(state: State, act: Action, ctx: Context | None = None) -> tuple[Event, ...]:
    """Validate an action against the state and return the events it produces, follow-ups included."""
    if state.result is not None:
        raise rulebook.refuse(rulebook.GAME_OVER)
    events = tuple(act.decide(state, ctx or Context()))
    state = fold(state, events)
    for _ in range(MAX_FOLLOW_UPS):
        more = next((found for fn in FOLLOW_UPS if (found := tuple(fn(state)))), ())
        if not more:
            return events
        events += more
        state = fold(state, more)
    raise RuntimeError("follow-ups did not settle")  # a rule that keeps firing is a bug


def apply(state: State, act: Action, ctx: Context | None = None) -> tuple[State, tuple[Event, ...]]:
    """Decide an action and fold its events: the new state and the events."""
    events = decide(state, act, ctx)
    return fold(state, events), events
