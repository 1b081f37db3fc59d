"""The two ways an engine says no: malformed input, or an action the rules forbid now (naming the rule).

Each game subclasses both, so a refusal says which game's rules it comes from; the spine shows either alike.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleRef:
    """A rule of a game: a short id, our own paraphrase and the rulebook line it rests on ("000:L129")."""

    id: str
    summary: str
    ref: str

    def as_dict(self) -> dict[str, str]:
        """The rule as plain data for an API answer or a template."""
        return {"id": self.id, "summary": self.summary, "ref": self.ref}


class InvalidInput(ValueError):
    """The action is malformed: a value out of range, a missing field, an unknown card."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


class IllegalAction(ValueError):
    """The action is well formed but the rules do not allow it in this state; `missing`, the card values the table
    must type for the same action to go through ({"card", "field", "words"} each), when that is all it lacks."""

    def __init__(self, rule: RuleRef, detail: str = "", missing: tuple[dict[str, str], ...] = ()):
        self.rule = rule
        self.detail = detail or rule.summary
        self.missing = tuple(missing)
        super().__init__(f"{self.detail} ({rule.ref})")

    def as_dict(self) -> dict[str, object]:
        """The refusal as plain data: what is wrong and which rule says so (and the values it lacks, if any)."""
        out = {"error": "illegal_action", "message": self.detail, "rule": self.rule.as_dict()}
        return out | ({"missing": [dict(m) for m in self.missing]} if self.missing else {})
