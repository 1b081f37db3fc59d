"""What the web layer hands to printing: plain data about one game, nothing from the store or engine.

`GameData.state` is the game's state object as the engine folds it; printing only reads its
attributes (options, heroes, result, zones) and never imports the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
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
    log: tuple[LogEntry, ...] = ()
    possessions: dict[int, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    seat_links: dict[int, str] = field(default_factory=dict)
    # Odds of a battle as it stood when its first roll was made, keyed by the seq of that roll's step:
    # {"win": "5/12", "draw": ..., "lose": ...}. The web layer works them out from the log.
    battle_odds: dict[int, dict] = field(default_factory=dict)

    @property
    def mode(self) -> str:
        """'standard' or 'basic'."""
        return getattr(self.state.options, "mode", "standard")

    @property
    def variants(self) -> tuple[str, ...]:
        """The variants the group chose."""
        return tuple(getattr(self.state.options, "variants", ()))

    @property
    def expansion_parts(self) -> tuple[str, ...]:
        """The Dragon Realm parts chosen that the prints speak of: 'new_cards', 'guardian_power'."""
        chosen = getattr(self.state.options, "expansion", None)
        parts = ("new_cards",) if getattr(chosen, "new_cards", False) else ()
        return parts + (("guardian_power",) if getattr(chosen, "guardian_power", "none") != "none" else ())

    @property
    def expansion_line(self) -> str:
        """The expansion as the sheets name it, empty when none of it is played."""
        chosen = getattr(self.state.options, "expansion", None)
        words = []
        if "new_cards" in self.expansion_parts:
            words.append("new cards")
        power = getattr(chosen, "guardian_power", "none")
        if power != "none":
            words.append("Guardian Power " + {"plus_one": "+1", "plus_two": "+2"}.get(power, "+1/+2 at random"))
        return "Dragon Realm: " + ", ".join(words) if words else ""

    def starting_heroes(self) -> dict[int, dict]:
        """Each seat's hero as created (first game_created event): starting Strength and Willpower."""
        for entry in self.log:
            for event in entry.events:
                if event.get("kind") == "game_created":
                    return {h["seat"]: h for h in event.get("heroes", ())}
        return {}
