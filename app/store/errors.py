"""What the store refuses: unknown games, bad names, stale writes, and undos that need a confirmation."""

from __future__ import annotations


class UnknownGame(LookupError):
    """No game with that id."""

    def __init__(self, game_id: str):
        super().__init__(f"There is no game {game_id!r}.")
        self.game_id = game_id


class StaleWrite(Exception):
    """The client acted on an older state than the one stored now."""

    def __init__(self, expected: int, current: int):
        super().__init__(
            f"The game changed since you last saw it (you saw step {expected}, it is now at step {current})."
        )
        self.expected = expected
        self.current = current


class NothingToUndo(Exception):
    """Undo at the start of the log, or redo with an empty redo stack."""


class NeedsConfirmation(Exception):
    """Undoing this step would take back a die roll or a card draw; the table must confirm."""

    def __init__(self, description: str):
        super().__init__(f"Undoing this step takes back dice or a drawn card: {description}")
        self.description = description


class InvalidName(ValueError):
    """A game name the store refuses (empty, too long, control characters); `field` is "name"."""

    def __init__(self, message: str, field: str = "name"):
        super().__init__(message)
        self.message = message
        self.field = field


class ImportRefused(ValueError):
    """The file cannot be imported; the message names the problem (and `field` the place in the file, if one)."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field
