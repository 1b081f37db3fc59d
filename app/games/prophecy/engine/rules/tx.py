"""A decision in progress: events emitted one by one, each folded at once so later checks see it."""

from __future__ import annotations

from ..actions import Context
from ..events import Event
from ..state import GameState


class Tx:
    """The state as the events emitted so far leave it, and those events."""

    def __init__(self, state: GameState, ctx: Context):
        self.start = state
        self.state = state
        self.ctx = ctx
        self.events: list[Event] = []

    def emit(self, *events: Event) -> Tx:
        """Record events and fold them into the working state."""
        for e in events:
            self.state = e.apply_to(self.state)
            self.events.append(e)
        return self

    def done(self) -> tuple[Event, ...]:
        """The events of the decision."""
        return tuple(self.events)
