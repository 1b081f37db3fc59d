"""Shared accessors for the web layer: the game log of the running app."""

from __future__ import annotations

from flask import current_app

from app.store import GameLog


def game_log() -> GameLog:
    """The app's game log."""
    return current_app.extensions["herald.log"]
