"""A game's rulebook: every rule its engine enforces, registered once by id, and the refusal that names one."""

from __future__ import annotations

from .errors import IllegalAction, RuleRef


class Rulebook:
    """The rules of one game, by id; `refuse` makes that game's own IllegalAction."""

    def __init__(self, illegal: type[IllegalAction] = IllegalAction):
        self.rules: dict[str, RuleRef] = {}
        self.illegal = illegal

    def rule(self, id: str, summary: str, ref: str) -> RuleRef:
        """Register a rule and return it."""
        if id in self.rules:
            raise ValueError(f"rule {id!r} registered twice")
        self.rules[id] = r = RuleRef(id, summary, ref)
        return r

    def refuse(self, r: RuleRef, detail: str = "", missing: tuple[dict[str, str], ...] = ()) -> IllegalAction:
        """The exception that refuses an action under rule r, with an optional concrete detail (and the card values
        the table must type for it to go through)."""
        return self.illegal(r, detail, missing)
