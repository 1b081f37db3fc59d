"""How the game screen and the battle screen answer a write that was not applied: a stale step, a rule's refusal,
bad input, or no such game."""

from __future__ import annotations

import uuid
from collections.abc import Callable

from pydantic import ValidationError

from app.games.prophecy.screens.play.words import needed_words, validation_words
from app.store import StaleWrite, UnknownGame
from app.web.rendering.htmx import render

# IllegalAction, InvalidInput and pydantic's ValidationError are ValueErrors too.
REFUSED = (StaleWrite, UnknownGame, ValueError)
STALE = "The game changed on another device. Here is the current state; nothing was applied."


def refused(exc: Exception, screen: Callable[..., object], form=None):
    """The screen redrawn with what stopped the write (a rule names itself), or the 404 page for no such game; with
    the `form` posted, a refusal for card values Herald lacks (or for one typed that does not fit) asks for them
    beside it, to send the same step again."""
    from app.games.prophecy.engine import IllegalAction, InvalidInput

    if isinstance(exc, UnknownGame):
        return render("errors/404.html", status=404)
    if isinstance(exc, StaleWrite):
        return screen(notice=STALE)
    if isinstance(exc, IllegalAction):
        return screen(error={"message": exc.detail, "rule": exc.rule.as_dict(), **ask_again(form, exc.missing)})
    if isinstance(exc, InvalidInput):
        retyped = exc.field == "values" and form is not None
        return screen(error={"message": exc.message, **(ask_again(form, ()) if retyped else {})})
    if isinstance(exc, ValidationError):
        return screen(error={"message": validation_words(exc)})
    return screen(error={"message": str(exc)})


ASK = "ask[]"  # the card values a refusal's form asked for, to ask them again when one typed does not fit
_NOT_AGAIN = {"seq", "action_id", "csrf_token", ASK}


def ask_again(form, missing) -> dict:
    """What a refusal's form needs to send the same step again with card values typed: the posted fields, and each
    value to ask (Herald's missing ones, else those the refusal's form asked before), as it was typed."""
    if form is None:
        return {}
    names = [(f"values.{m['card']}.{m['field']}", m["words"]) for m in missing] or [
        (name, needed_words([name.removeprefix("values.")])) for name in form.getlist(ASK)
        if name.startswith("values.")]
    if not names:
        return {}
    again = [(k, v) for k, v in form.items(multi=True) if k not in _NOT_AGAIN and not k.startswith("values.")]
    return {"asked": [{"name": n, "words": w, "typed": form.get(n, "")} for n, w in names], "again": again,
            "action_id": uuid.uuid4().hex}
