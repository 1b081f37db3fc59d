"""The two ways the engine says no: malformed input, or an action the rules forbid now."""

from __future__ import annotations

from app.engine_kit import errors as kit
from app.engine_kit.errors import RuleRef

__all__ = ["IllegalAction", "InvalidInput", "RuleRef"]


class InvalidInput(kit.InvalidInput):
    """The action is malformed: a value out of range, a missing field, an unknown card."""


class IllegalAction(kit.IllegalAction):
    """The action is well formed but Prophecy's rules do not allow it in this state."""
