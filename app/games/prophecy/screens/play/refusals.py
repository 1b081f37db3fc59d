"""How the game screen and the battle screen answer a write that was not applied: a stale step, a rule's refusal,
bad input, or no such game."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError

from app.games.prophecy.engine import IllegalAction, InvalidInput
from app.games.prophecy.screens.play.words import validation_words
from app.store import StaleWrite, UnknownGame
from app.web.rendering.htmx import render

# IllegalAction, InvalidInput and pydantic's ValidationError are ValueErrors too.
REFUSED = (StaleWrite, UnknownGame, ValueError)
STALE = "The game changed on another device. Here is the current state; nothing was applied."


def refused(exc: Exception, screen: Callable[..., object]):
    """The screen redrawn with what stopped the write (a rule names itself), or the 404 page for no such game."""
    if isinstance(exc, UnknownGame):
        return render("errors/404.html", status=404)
    if isinstance(exc, StaleWrite):
        return screen(notice=STALE)
    if isinstance(exc, IllegalAction):
        return screen(error={"message": exc.detail, "rule": exc.rule.as_dict()})
    if isinstance(exc, InvalidInput):
        return screen(error={"message": exc.message})
    if isinstance(exc, ValidationError):
        return screen(error={"message": validation_words(exc)})
    return screen(error={"message": str(exc)})
