"""The two ways the Conjurers engine says no: malformed input, or an action the rules forbid now.

The shapes (`as_dict`, `rule.ref`, `message`, `field`) are the engine kit's, shared with every game, so the spine
shows any game's refusal alike; the classes are this game's own.
"""

from __future__ import annotations

from app.engine_kit import errors as kit
from app.engine_kit.errors import RuleRef

__all__ = ["IllegalAction", "InvalidInput", "RuleRef"]


class InvalidInput(kit.InvalidInput):
    """The action is malformed or lacks a value the table must type (a card's printed number)."""


class IllegalAction(kit.IllegalAction):
    """The action is well formed but Conjurers's rules do not allow it in this state."""
