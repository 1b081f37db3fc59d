"""What the web layer hands to printing: plain data about one game, nothing from the store or engine.

`GameData.state` is the game's state object as its engine folds it; a game's documents read its
attributes, and the spine's printing never looks inside it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any


@dataclass(frozen=True)
class LogEntry:
    """One active step of a game's log: its sentences, the raw events it recorded and the action behind them."""

    seq: int
    type: str
    story: tuple[str, ...]
    chance: bool
    recorded_at: datetime | None
    events: tuple[dict, ...] = ()
    action: dict = field(default_factory=dict)


@dataclass(frozen=True)
class GameData:
    """One game at its head step, as printing needs it."""

    id: str
    name: str
    seq: int
    head_id: int
    state: Any
    # The active log: every step for a long document; a short one is handed only the first (the game's creation),
    # with when the latest step was recorded in `latest`, all it reads, so a long game's rows are not all read.
    log: tuple[LogEntry, ...] = ()
    # The cards each seat holds, by what the game calls its groups ('items', 'abilities'), as its web side gathers them.
    possessions: dict[int, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    seat_links: dict[int, str] = field(default_factory=dict)
    # Odds of a battle as it stood when its first roll was made, keyed by the seq of that roll's step:
    # {"win": "5/12", "draw": ..., "lose": ...}. A game's web side works them out from the log (long documents only).
    battle_odds: dict[int, dict] = field(default_factory=dict)
    # A finished game's play as BG Stats takes it in, with its link (app/store/play_records.py); None before the end.
    play: dict | None = None
    latest: datetime | None = None

    def latest_recorded(self) -> datetime | None:
        """When the game's latest step was recorded (in UTC; None if no step says): `latest` when the log was not
        read whole, else its steps' latest."""
        times = [t if t.tzinfo else t.replace(tzinfo=UTC)
                 for t in (self.latest, *(e.recorded_at for e in self.log)) if t]
        return max(times) if times else None
