"""What every game's rules engine shares: refusals that name a rule, a game's rulebook of such rules, and the
registries of its actions and events (pydantic classes told apart by `kind`), and the `Offer` its legal actions
are listed as.

Pure Python like the engines that use it (no web, database, files, clock or global randomness; the purity test
scans it), and game-blind: each engine subclasses or instantiates these in its own modules.
"""

from .errors import IllegalAction, InvalidInput, RuleRef
from .offer import Offer
from .registry import Registry, fold
from .rulebook import Rulebook

__all__ = ["IllegalAction", "InvalidInput", "Offer", "Registry", "RuleRef", "Rulebook", "fold"]
