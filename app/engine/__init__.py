"""Herald's rules engine: pure Python, no web, database, clock, files or global randomness.

State is immutable; an action is validated and decided into events; folding events gives the next
state. Importing this package registers every rule module's actions and events.
"""

from . import manual, setup, tokens  # noqa: F401 - registers actions and events
from .actions import Action, Context, Offer, apply, decide, legal_actions, parse_action
from .errors import IllegalAction, InvalidInput, RuleRef
from .events import Event, fold, parse_events
from .rules import (  # noqa: F401 - registers actions, events and offers
    chance,
    death,
    draft,
    encounter,
    initial,
    limits,
    movement,
    spaces,
)
from .state import GameState

__all__ = [
    "Action",
    "Context",
    "Event",
    "GameState",
    "IllegalAction",
    "InvalidInput",
    "Offer",
    "RuleRef",
    "apply",
    "decide",
    "fold",
    "legal_actions",
    "parse_action",
    "parse_events",
]
