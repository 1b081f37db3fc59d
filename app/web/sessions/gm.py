"""Becoming the game master on another device: the PIN page, and GM API tokens for the JSON API."""

from __future__ import annotations

from flask import Blueprint, current_app, g, jsonify, redirect, request, url_for

from app.store import games as saved
from app.store import gmauth
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.access import mark
from app.web.sessions.protection import safe_next
from app.web.sessions.schemas_access import PinChangeRequest, PinRequest, SessionOut
from app.web.sessions.security import forget_gm, grant_gm, is_gm

bp = Blueprint("gm", __name__, url_prefix="/games")
api_bp = Blueprint("gm_api", __name__, url_prefix="/api/v1")


def client_address() -> str:
    """The address PIN attempts are counted against (the peer itself; forwarded headers are not trusted)."""
    return request.remote_addr or "unknown"


@mark("open")
@bp.get("/<game_id>/pin")
def pin(game_id: str):
    """Ask for the game's PIN (or, for a game without one yet, to choose it)."""
    game = saved.get_game(game_log(), game_id)
    back = safe_next(request.args.get("next"), url_for("screen.show", game_id=game_id))
    if is_gm(game_id):
        return redirect(back, 303)
    return _pin_page(game, back)


@mark("open")
@bp.post("/<game_id>/pin")
def pin_submit(game_id: str):
    """Check the PIN: the session then masters the game; wrong PINs are counted and locked out."""
    log = game_log()
    game = saved.get_game(log, game_id)
    back = safe_next(request.form.get("next"), url_for("screen.show", game_id=game_id))
    entered = request.form.get("pin", "").strip()
    if not gmauth.has_pin(log.engine, game_id):
        if not gmauth.valid_pin(entered) or entered != request.form.get("pin2", "").strip():
            return _pin_page(game, back, error="Type the same PIN of 4 to 8 digits twice.", status=422)
        gmauth.set_pin(log.engine, game_id, entered, method=current_app.config["PIN_HASH_METHOD"])
    else:
        check = gmauth.check_pin(log.engine, game_id, client_address(), entered)
        if not check.ok:
            return _pin_page(game, back, error=_refusal_text(check), status=429 if check.locked_for else 401)
    grant_gm(game_id)
    return redirect(back, 303)


def _pin_page(game, back: str, error: str | None = None, status: int = 200):
    log = game_log()
    wait = gmauth.lock_remaining(log.engine, game.id, client_address())
    return render(
        "gm/pin.html", game=game, next=back, error=error, status=status, wait=wait,
        choose=not gmauth.has_pin(log.engine, game.id),
    )


def _refusal_text(check: gmauth.PinCheck) -> str:
    if check.locked_for:
        return f"Too many wrong PINs from this device. Wait {_duration(check.locked_for)} before trying again."
    if check.tries_left:
        return f"Wrong PIN. {check.tries_left} more {'try' if check.tries_left == 1 else 'tries'} before a pause."
    return "Wrong PIN."


def _duration(seconds: int) -> str:
    return f"{seconds} seconds" if seconds < 120 else f"{(seconds + 59) // 60} minutes"


@bp.get("/<game_id>/pin/change")
def change_pin(game_id: str):
    """The form to give the game a new PIN."""
    return _change_page(game_id)


@bp.post("/<game_id>/pin/change")
def change_pin_submit(game_id: str):
    """Check the current PIN, store the new one, end other devices' GM sessions and the game's API tokens."""
    saved.get_game(game_log(), game_id)
    problem_text, status = _change(game_id, request.form.get("current", ""), request.form.get("pin", ""),
                                   request.form.get("pin2", ""))
    if problem_text:
        return _change_page(game_id, error=problem_text, status=status)
    return _change_page(game_id, done=g.revoked_tokens)


def _change(game_id: str, current: str, new: str, again: str) -> tuple[str | None, int]:
    """Change the PIN; (problem, status) when refused, with nothing changed."""
    log = game_log()
    saved.get_game(log, game_id)
    new = new.strip()
    if not gmauth.valid_pin(new):
        return "The new PIN must be 4 to 8 digits.", 422
    if new != again.strip():
        return "The new PIN and its repetition differ.", 422
    check = gmauth.check_pin(log.engine, game_id, client_address(), current.strip())
    if not check.ok:
        return ("The current PIN is wrong. " if not check.locked_for else "") + _refusal_text(check), \
            429 if check.locked_for else 401
    g.revoked_tokens = gmauth.change_pin(log.engine, game_id, new, method=current_app.config["PIN_HASH_METHOD"])
    grant_gm(game_id)
    return None, 200


def _change_page(game_id: str, error: str | None = None, status: int = 200, done: int | None = None):
    game = saved.get_game(game_log(), game_id)
    return render("gm/change.html", game=game, error=error, done=done, status=status)


@mark("gm")
@bp.post("/<game_id>/leave")
def leave(game_id: str):
    """Stop mastering the game from this device (its PIN brings it back)."""
    forget_gm(game_id)
    return redirect(url_for("home.index"), 303)


@api_route(
    api_bp, "/games/<game_id>/pin", "put", body=PinChangeRequest, status=204, errors=(401, 404, 422, 429),
    summary="Change the game's PIN (the current one is required); other devices' GM sessions and every GM API token end.",
)
def put_pin(game_id: str, body: PinChangeRequest):
    problem_text, status = _change(game_id, body.current, body.pin, body.pin)
    if problem_text:
        return problem(status, {401: "wrong_pin", 422: "bad_pin", 429: "locked"}[status], problem_text)
    return "", 204


@api_route(
    api_bp, "/games/<game_id>/session", "post", access="open", body=PinRequest, response=SessionOut, status=201,
    summary="Trade the game's PIN for a GM API token (send it as 'Authorization: Bearer'). Wrong PINs are rate-limited.",
    errors=(401, 404, 409, 422, 429),
)
def create_session(game_id: str, body: PinRequest):
    log = game_log()
    saved.get_game(log, game_id)
    if not gmauth.has_pin(log.engine, game_id):
        return problem(409, "no_pin", "This game has no PIN yet: choose one on the tablet first.")
    check = gmauth.check_pin(log.engine, game_id, client_address(), body.pin)
    if not check.ok:
        if check.locked_for:
            response, status = problem(429, "locked", _refusal_text(check), retry_after=check.locked_for)
            response.headers["Retry-After"] = str(check.locked_for)
            return response, status
        return problem(401, "wrong_pin", _refusal_text(check), tries_left=check.tries_left)
    token = gmauth.issue_token(log.engine, game_id)
    return jsonify(SessionOut(game_id=game_id, token=token).model_dump()), 201


@api_route(api_bp, "/games/<game_id>/session", "delete", summary="Revoke the GM API token sent (or leave the GM session).", status=204, errors=(401, 403))
def delete_session(game_id: str):
    token = getattr(g, "gm_token", None)
    if token:
        gmauth.revoke_token(game_log().engine, token)
    else:
        forget_gm(game_id)
    return "", 204
