"""Persistence: games, their append-only event logs and snapshots in SQLite or PostgreSQL. Reaches each game's engine
through the registry of game kinds (app/games/registry.py), never the web."""

from .errors import InvalidName, NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from .gamelog import Applied, GameLog
from .transfer import ImportRefused

__all__ = ["Applied", "GameLog", "ImportRefused", "InvalidName", "NeedsConfirmation", "NothingToUndo", "StaleWrite", "UnknownGame"]
