"""Herald's rules engine: pure Python, no web, database, clock, files or global randomness.

State is immutable; an action is validated and decided into events; folding events gives the next
state. Importing this package registers every rule module's actions and events.
"""

from . import (  # noqa: F401 - registers actions and events
    correct,
    endgame,  # noqa: E402, F401, I001 - part 2, layered over the modules above
    manual,
    setup,
    tokens,
)
from .actions import Action, Context, Offer, apply, decide, legal_actions, parse_action
from .combat import fight as _fight  # noqa: F401 - registers the battle actions
from .combat import offers as _offers  # noqa: F401
from .combat import rolls as _rolls  # noqa: F401
from .combat import start as _start  # noqa: F401
from .coop import cards as _coop_cards  # noqa: F401 - the Cooperative game and Solo (003:L443-625)
from .coop import clock as _coop_clock  # noqa: F401
from .coop import plugs as _coop_plugs  # noqa: F401 - the Cooperative game's changes to base rules
from .coop import rules as _coop_rules  # noqa: F401
from .coop import setup as _coop_setup  # noqa: F401
from .errors import IllegalAction, InvalidInput, RuleRef
from .events import Event, fold, parse_events
from .races import bank as _bank  # noqa: F401 - registers the Race rules' actions
from .races import correcting as _races_correcting  # noqa: F401
from .races import faith as _faith  # noqa: F401
from .races import goblin as _goblin  # noqa: F401
from .races import plugs as _races_plugs  # noqa: F401 - the Races' changes to base rules
from .races import weaponcraft as _weaponcraft  # noqa: F401
from .realm import actions as _realm  # noqa: F401 - registers the Dragon Realm's actions and events
from .realm import correcting as _realm_correcting  # noqa: F401
from .realm import fallen as _realm_fallen  # noqa: F401
from .realm import instead as _realm_instead  # noqa: F401
from .realm import lake as _realm_lake  # noqa: F401
from .realm import late_deal as _realm_late_deal  # noqa: F401
from .realm import offers as _realm_offers  # noqa: F401
from .realm import plugs as _realm_plugs  # noqa: F401 - the Realm's changes to base rules
from .realm.fights import dragon_steps as _realm_dragon_steps  # noqa: F401
from .realm.fights import fight as _realm_fight  # noqa: F401
from .realm.fights import fight_offers as _realm_fight_offers  # noqa: F401
from .realm.fights import golden as _realm_golden  # noqa: F401
from .realm.met import obstacle as _realm_obstacle  # noqa: F401
from .realm.met import obstacle_offers as _realm_obstacle_offers  # noqa: F401
from .realm.met import positive as _realm_positive  # noqa: F401
from .realm.met import settle as _realm_settle  # noqa: F401
from .rules import (  # noqa: F401 - registers actions, events and offers
    card_effects,
    card_spells,
    death,
    draft,
    encounter,
    expansion_cards,
    initial,
    limits,
    movement,
    new_cards,
    opportunities,
    space_offers,
    spaces,
)
from .rules.chance import draw as _chance_draw  # noqa: F401 - registers the Chance card's actions and offers
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
