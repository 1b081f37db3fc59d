"""A game's screen at /games/<game_id>: the spine looks the game's kind up and hands over to its screens."""

from __future__ import annotations

from flask import Blueprint, Flask, current_app, request

from app.games import registry
from app.store import UnknownGame
from app.web.jsonapi.apiroute import problem
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.security import is_api

bp = Blueprint("screen", __name__, url_prefix="/games")


@bp.get("/<game_id>")
def show(game_id: str):
    """The game screen of whatever game this is."""
    try:
        kind = game_log().kind_of(game_id)
    except UnknownGame:
        return render("errors/404.html", status=404)
    return registry.screens(kind.name).show(game_id)


def init_kind_guard(app: Flask) -> None:
    """A game's own routes serve only games of its kind: another kind's game id answers 404, nothing runs."""
    app.before_request(_kind_guard)


def _kind_guard():
    view = current_app.view_functions.get(request.endpoint or "")
    game_id = (request.view_args or {}).get("game_id")
    parts = (getattr(view, "__module__", "") or "").split(".")
    if not game_id or parts[:2] != ["app", "games"] or len(parts) < 3 or parts[2] not in registry.KINDS:
        return None
    try:
        kind = game_log().kind_of(game_id)
    except UnknownGame:
        return None  # the view answers its own 404
    if kind.name == parts[2]:
        return None
    message = f"This is a {kind.title} game; this address serves {registry.kind(parts[2]).title} games."
    if is_api():
        return problem(404, "other_game", message)
    return render("errors/404.html", status=404)
