"""Herald's rules engine: pure Python, no web, database, clock, files or global randomness.

State is immutable; an action is validated and decided into events; folding events gives the next
state. Importing this package registers every rule module's actions and events, then plugs the Dragon Realm
expansion's changes into the base rules' seams (README.md, "Extension points").
"""
# ruff: noqa: E402 - the rule modules are imported in their order first (RULE_MODULES), the names after

from importlib import import_module

# The modules that register actions, events, guards, consequences and offers, in the order they register: guards
# and consequences are tried, and offers listed, in this order. It is the order the game had before the base rules
# stopped importing the expansion (issue 41), kept so that no refusal or consequence changes; a new rule module
# goes where it belongs in it (tests/test_prophecy_base_reads_alone.py checks every registering module is here).
RULE_MODULES = (
    "events", "actions", "correct_hero", "rules.events", "races.draft", "realm.events", "realm.fallen", "realm.deal",
    "setup", "rules.death", "correct", "endgame.artifacts", "endgame.ending", "tokens", "rules.expansion_cards",
    "endgame.astral", "endgame.events", "endgame.final_battle", "rules.encounter", "races.faith",
    "rules.card_spells", "rules.movement", "endgame.variants", "endgame.basic", "manual", "combat.events",
    "realm.fights.dragon_rulings", "combat.start", "combat.fight", "realm.actions", "realm.lake", "realm.lake_claim",
    "realm.fights.golden", "realm.met.settle", "races.goblin", "combat.rolls", "combat.offers", "coop.events",
    "coop.cards", "coop.clock", "coop.rules", "coop.setup", "races.bank", "races.weaponcraft", "realm.instead",
    "realm.late_deal", "realm.fights.fight", "realm.met.obstacle", "realm.offers", "realm.fights.dragon_steps",
    "realm.fights.fight_offers", "realm.met.obstacle_offers", "realm.met.positive", "rules.card_effects",
    "rules.draft", "rules.initial", "rules.limits", "rules.new_cards", "rules.opportunities", "rules.spaces",
    "rules.space_offers", "rules.chance.draw",
)
for _module in RULE_MODULES:
    import_module(f"{__name__}.{_module}")
# The Dragon Realm expansion's changes to base rules, plugged into the seams the base declares (seams.py). A seam's
# plugs chain in the order they come: the Cooperative game's, the Races', the Realm's.
from .actions import Action, Context, Offer, apply, decide, legal_actions, parse_action
from .coop import plugs as _coop_plugs  # noqa: F401
from .errors import IllegalAction, InvalidInput, RuleRef
from .events import Event, fold, parse_events
from .races import correcting as _races_correcting  # noqa: F401
from .races import plugs as _races_plugs  # noqa: F401
from .realm import correcting as _realm_correcting  # noqa: F401
from .realm import plugs as _realm_plugs  # noqa: F401
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
