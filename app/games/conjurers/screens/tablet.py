"""Conjurers on the tablet: the setup form, the game screen listing the legal actions as buttons, undo and redo."""

from __future__ import annotations

import json
import uuid
from random import Random

from flask import Blueprint, redirect, request, url_for
from pydantic import ValidationError

from app.games.conjurers.engine import IllegalAction, InvalidInput
from app.games.conjurers.engine.model import ASSISTANT_KINDS, MYTHS
from app.games.conjurers.engine.tables import LEVEL1_PER_PLAYER, LOCKED_BY_PLAYERS
from app.games.conjurers.kind import KIND, base_catalog, battle_die
from app.games.conjurers.screens import views
from app.games.conjurers.screens.setup_form import MAX_SEATS, SetupError, start_payload
from app.store import InvalidName, NeedsConfirmation, NothingToUndo, StaleWrite, gmauth
from app.store import games as saved
from app.web.gamelist.games import become_gm
from app.web.gamelist.home import picker
from app.web.history.log_view import recent_rows
from app.web.jsonapi.apiroute import validation_message
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.access import mark

bp = Blueprint("conjurers", __name__, url_prefix="/conjurers")
REFUSED = (IllegalAction, InvalidInput, InvalidName, ValidationError, SetupError)


def _setup_page(form, error: str | None = None, status: int = 200):
    level1 = [(c.id, views.card_label_of(c)) for c in base_catalog().deck("level1")]
    return render("conjurers/setup.html", status=status, form=form, error=error, kinds=picker(), seats=MAX_SEATS,
                  assistants=ASSISTANT_KINDS, myths=MYTHS, locked_by=LOCKED_BY_PLAYERS, level1=level1,
                  per_player=LEVEL1_PER_PLAYER)


@bp.get("/new")
def new():
    """The setup form of a new Conjurers game."""
    return _setup_page(request.args)


@mark("open")
@bp.post("/new")
def create():
    """Create the game from the form (Herald draws what was left blank) and master it from this browser."""
    form = request.form
    pin = form.get("pin", "").strip()
    if not gmauth.valid_pin(pin):
        return _setup_page(form, "Choose a game-master PIN of 4 to 8 digits.", 422)
    seed = Random().randrange(2**63)
    try:
        act = KIND.parse_action(start_payload(form, base_catalog(), Random(seed)) | {"die": battle_die()})
        game_id, _ = saved.create_game(game_log(), name=form.get("name", ""), act=act, seed=seed)
    except ValidationError as exc:
        return _setup_page(form, validation_message(exc)[1], 422)
    except REFUSED as exc:
        return _setup_page(form, str(exc), 422)
    become_gm(game_id, pin)
    return redirect(url_for("screen.show", game_id=game_id), 303)


def screen_context(game_id: str) -> dict:
    """The game, its head step, its state and what can be done now."""
    log = game_log()
    seq, state = log.load(game_id)
    offers = KIND.legal_actions(state, None)
    return {"game": saved.get_game(log, game_id), "seq": seq, "state": state, "board": views.board(state),
            "players": [views.you(state, p.seat) for p in state.players],
            "offers": [{"label": o.label, "action": json.dumps({"kind": o.kind, **o.params}), "needs": o.needs,
                        "choices": json.dumps(o.choices) if o.choices else ""} for o in offers],
            "heroes": [{"seat": p.seat, "player": p.name, "colour": "var(--accent)"} for p in state.players],
            "can_redo": bool(log.redo_rows(game_id)), "story": recent_rows(log, game_id, 8)}


def screen(game_id: str, *, notice: str | None = None, error: str | None = None, status: int = 200):
    """The game screen, with a refusal or notice when a tap was not applied."""
    return render("conjurers/show.html", "conjurers/_screen.html", status=status, notice=notice, error=error,
                  **screen_context(game_id))


@bp.post("/<game_id>/act")
def act(game_id: str):
    """Apply one offered action (with the fields it needs, typed as JSON) at the step the screen showed."""
    try:
        payload = json.loads(request.form.get("action", "{}"))
        extra = request.form.get("needs", "").strip()
        payload |= json.loads(extra) if extra else {}
        action = KIND.parse_action(payload)
        seq = int(request.form.get("seq", "-1"))
        game_log().append(game_id, action, expected_seq=seq, action_id=request.form.get("action_id") or uuid.uuid4().hex)
    except StaleWrite:
        return screen(game_id, notice="The game changed on another device. Nothing was applied.", status=409)
    except json.JSONDecodeError as exc:
        return screen(game_id, error=f"The fields are not JSON: {exc.msg}.", status=422)
    except ValidationError as exc:
        return screen(game_id, error=validation_message(exc)[1], status=422)
    except IllegalAction as exc:
        return screen(game_id, error=f"{exc.detail} ({exc.rule.ref})", status=422)
    except (InvalidInput, ValueError) as exc:
        return screen(game_id, error=str(exc), status=422)
    return _back(game_id)


@bp.post("/<game_id>/undo")
def undo(game_id: str):
    """Take back the last step."""
    return _history(game_id, "undo")


@bp.post("/<game_id>/redo")
def redo(game_id: str):
    """Restore the step last undone."""
    return _history(game_id, "redo")


def _history(game_id: str, which: str):
    log = game_log()
    try:
        seq = int(request.form.get("seq", "-1"))
        if which == "undo":
            log.undo(game_id, expected_seq=seq, confirm=True)
        else:
            log.redo(game_id, expected_seq=seq)
    except StaleWrite:
        return screen(game_id, notice="The game changed on another device. Nothing was taken back.", status=409)
    except (NothingToUndo, NeedsConfirmation) as exc:
        return screen(game_id, notice=str(exc))
    return _back(game_id)


def _back(game_id: str):
    return redirect(url_for("screen.show", game_id=game_id), 303)
