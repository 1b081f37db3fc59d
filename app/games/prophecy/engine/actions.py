"""Actions: what the table asks for. An action is validated against the state, then decided into events.

Dice and drawn cards are fields of the action: whoever produced them (the table or Herald's seeded
roller), the engine only reads them. Rule modules define actions and register them with `@action`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from app.engine_kit import Offer, Registry

from . import rulebook
from .errors import IllegalAction
from .events import Event, FlowChanged, fold
from .model import Frozen
from .state import GameState

ACTIONS = Registry("action")
ACTION_TYPES: dict[str, type[Action]] = ACTIONS.types
OFFER_SOURCES: list[Callable[[GameState, Context], list[Offer]]] = []
# Action kinds offered while a battle is under way (registered by app/games/prophecy/engine/combat); nothing else is.
DURING_BATTLE: set[str] = set()
# Rules layered over other modules' actions (app/games/prophecy/engine/endgame): a guard may refuse any action by its kind
# and fields (offers are filtered the same way, from their params); a consequence follows any decision
# (a win, the Final Battle beginning) and returns more events, or none once nothing more follows.
GUARDS: list[Callable[[GameState, str, dict, Context], None]] = []
CONSEQUENCES: list[Callable[[GameState, Context], tuple[Event, ...]]] = []
# Kinds that use a Possibility of the space (000:L251, L297); using one marks the turn, since a fight with a hero
# comes before them (000:L676) and so does the Final Battle's duel (000:L513).
POSSIBILITIES: set[str] = set()
POSSIBILITY_MARK = "turn:possibility"
MAX_CONSEQUENCES = 200


@dataclass(frozen=True)
class Context:
    """What deciding an action may consult besides the state: the card catalog (with the group's entries)."""

    catalog: Any = None


class Action(Frozen):
    """Base of every action; `kind` names it in the API and the log."""

    kind: str
    # Actions allowed before the game is over only; GM corrections may set this False.
    needs_running_game: ClassVar[bool] = True

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        """The events this action produces, or IllegalAction/InvalidInput."""
        raise NotImplementedError


def action(cls: type[Action]) -> type[Action]:
    """Class decorator registering an action kind."""
    return ACTIONS.register(cls)


def guard(fn: Callable[[GameState, str, dict, Context], None]):
    """Decorator registering a guard: raise IllegalAction to refuse an action kind with these fields."""
    GUARDS.append(fn)
    return fn


def consequence(fn: Callable[[GameState, Context], tuple[Event, ...]]):
    """Decorator registering a consequence: events that follow from the state any decision left."""
    CONSEQUENCES.append(fn)
    return fn


def offers(fn: Callable[[GameState, Context], list[Offer]]):
    """Decorator registering a function that lists legal actions of the moment."""
    OFFER_SOURCES.append(fn)
    return fn


action_union = ACTIONS.union  # the discriminated union of every action, for models that embed one (the API)
action_adapter = ACTIONS.adapter  # a validator for any registered action, by its `kind`


def parse_action(raw: dict) -> Action:
    """An action from its JSON form; pydantic.ValidationError when malformed."""
    return ACTIONS.parse(raw)


def decide(state: GameState, act: Action, ctx: Context) -> tuple[Event, ...]:
    """Validate an action against the state and return the events it produces."""
    if act.needs_running_game and state.result is not None:
        raise rulebook.refuse(rulebook.GAME_OVER)
    if GUARDS:
        fields = act.model_dump()
        for check in GUARDS:
            check(state, act.kind, fields, ctx)
    events = tuple(act.decide(state, ctx))
    if act.kind in POSSIBILITIES:
        events += _possibility_used(fold(state, events))
    if CONSEQUENCES:
        events += follow_up(fold(state, events), ctx)
    return events


def _possibility_used(state: GameState) -> tuple[Event, ...]:
    f = state.flow
    if f.stage != "turn" or POSSIBILITY_MARK in f.marks:
        return ()
    return (FlowChanged(flow=f.model_copy(update={"marks": f.marks | {POSSIBILITY_MARK}})),)


def follow_up(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """The events the registered consequences add after a decision, until nothing more follows."""
    out: list[Event] = []
    for _ in range(MAX_CONSEQUENCES):
        more: tuple[Event, ...] = ()
        for rule in CONSEQUENCES:
            more = tuple(rule(state, ctx))
            if more:
                break
        if not more:
            return tuple(out)
        out.extend(more)
        state = fold(state, more)
    raise RuntimeError("consequences did not settle")  # a rule that keeps firing is a bug


def apply(state: GameState, act: Action, ctx: Context) -> tuple[GameState, tuple[Event, ...]]:
    """Decide an action and fold its events: the new state and the events."""
    events = decide(state, act, ctx)
    return fold(state, events), events


def legal_actions(state: GameState, ctx: Context) -> list[Offer]:
    """Every legal action of the moment, from all registered rule modules."""
    found: list[Offer] = []
    for source in OFFER_SOURCES:
        found.extend(source(state, ctx))
    if state.battle is not None:
        found = [o for o in found if o.kind in DURING_BATTLE]
    if state.result is not None:
        found = [o for o in found if o.kind in ACTION_TYPES and not ACTION_TYPES[o.kind].needs_running_game]
    return [o for o in found if _passes_guards(state, o, ctx)]


def _passes_guards(state: GameState, offer: Offer, ctx: Context) -> bool:
    try:
        for check in GUARDS:
            check(state, offer.kind, offer.params, ctx)
    except IllegalAction:
        return False
    return True
