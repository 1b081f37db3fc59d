"""Persistence: games, their append-only event logs and snapshots in SQLite or PostgreSQL. Imports the engine, never the web."""

from .errors import NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from .gamelog import Applied, GameLog
from .transfer import ImportRefused

__all__ = ["Applied", "GameLog", "ImportRefused", "NeedsConfirmation", "NothingToUndo", "StaleWrite", "UnknownGame"]
