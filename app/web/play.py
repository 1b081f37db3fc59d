"""Playing a game on the tablet: the game screen, actions from forms, undo and redo."""

from __future__ import annotations

from flask import Blueprint, redirect, request, url_for
from pydantic import ValidationError

from app.engine import IllegalAction, InvalidInput, legal_actions, parse_action
from app.store import NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from app.store import games as saved

from .apiroute import validation_message
from .deps import game_log
from .forms import new_action_id, read_write_form
from .htmx import render, wants_fragment

bp = Blueprint("play", __name__, url_prefix="/games")


def _screen(game_id: str, *, notice: str | None = None, error: dict | None = None, confirm: str | None = None, status=200):
    log = game_log()
    try:
        summary = saved.get_game(log, game_id)
    except UnknownGame:
        return render("errors/404.html", status=404)
    seq, state = log.load(game_id)
    rows = log.rows(game_id, include_inactive=False)[-12:]
    return render(
        "play/show.html",
        "play/_screen.html",
        status=status,
        game=summary,
        seq=seq,
        state=state,
        offers=legal_actions(state, log.context()),
        recent=list(reversed(rows)),
        can_redo=bool(log.redo_rows(game_id)),
        notice=notice,
        error=error,
        confirm=confirm,
        action_id=new_action_id,
    )


@bp.get("/<game_id>")
def show(game_id: str):
    """The game screen."""
    return _screen(game_id)


@bp.post("/<game_id>/act")
def act(game_id: str):
    """Apply an action posted by a form; a refusal is shown with its rule and changes nothing."""
    try:
        sub = read_write_form(request.form)
        action = parse_action(sub.payload)
        game_log().append(game_id, action, expected_seq=sub.expected_seq, action_id=sub.action_id)
    except StaleWrite:
        return _screen(game_id, notice="The game changed on another device. Here is the current state; nothing was applied.")
    except IllegalAction as exc:
        return _screen(game_id, error={"message": exc.detail, "rule": exc.rule.as_dict()})
    except InvalidInput as exc:
        return _screen(game_id, error={"message": exc.message})
    except ValidationError as exc:
        return _screen(game_id, error={"message": validation_message(exc)[1]})
    except ValueError as exc:
        return _screen(game_id, error={"message": str(exc)})
    except UnknownGame:
        return render("errors/404.html", status=404)
    return _after_write(game_id)


@bp.post("/<game_id>/undo")
def undo(game_id: str):
    """Take back the last step, asking first when it holds dice or a drawn card."""
    return _history_move(game_id, "undo")


@bp.post("/<game_id>/redo")
def redo(game_id: str):
    """Restore the step last undone."""
    return _history_move(game_id, "redo")


def _history_move(game_id: str, which: str):
    try:
        seq = int(request.form.get("seq", "-1"))
        log = game_log()
        if which == "undo":
            log.undo(game_id, expected_seq=seq, confirm=request.form.get("confirm") == "yes")
        else:
            log.redo(game_id, expected_seq=seq)
    except StaleWrite:
        return _screen(game_id, notice="The game changed on another device. Here is the current state; nothing was undone.")
    except NeedsConfirmation as exc:
        return _screen(game_id, confirm=exc.description)
    except NothingToUndo as exc:
        return _screen(game_id, notice=str(exc))
    except (UnknownGame, ValueError):
        return render("errors/404.html", status=404)
    return _after_write(game_id)


def _after_write(game_id: str):
    if wants_fragment():
        return _screen(game_id)
    return redirect(url_for("play.show", game_id=game_id), 303)
