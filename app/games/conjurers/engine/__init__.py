"""The Conjurers rules engine: pure Python, no web, database, clock, files or global randomness.

State is immutable; an action (a pydantic discriminated union on `kind`) is validated and decided into
events, refusals naming the seed line; folding events gives the next state. Dice, draws and battle
outcomes are inputs. Importing this package registers every action, event and follow-up.
"""

from . import (  # noqa: F401
    allocation,
    battles,
    battling,
    corrections,
    endphase,
    holdings,
    market,
    pit,
    resolving,
    setup,
    shop,
    tournament,
    typing_table,
)
from .actions import Action, Context, Offer, action_union, apply, decide, parse_action
from .cards import CardFacts, Catalog
from .errors import IllegalAction, InvalidInput, RuleRef
from .events import Event, fold, parse_events
from .offers import legal_actions
from .setup import draw_setup
from .state import Options, State
from .tournament import draw_semifinals

__all__ = [
    "Action", "CardFacts", "Catalog", "Context", "Event", "IllegalAction", "InvalidInput", "Offer", "Options",
    "RuleRef", "State", "action_union", "apply", "decide", "draw_semifinals", "draw_setup", "fold", "legal_actions",
    "parse_action", "parse_events",
]
