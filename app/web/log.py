"""The log screen: the game told as a story, filtered by hero, with undo and redo."""

from __future__ import annotations

from flask import Blueprint, request

from app.store import UnknownGame

from .deps import game_log
from .htmx import render
from .log_view import parse_seat, recent_rows

bp = Blueprint("log", __name__, url_prefix="/games")
PAGE = 200


def log_context(game_id: str, raw_seat: str | None) -> dict:
    """The rows of the log screen (newest first, undone steps included) and the active filter."""
    log = game_log()
    _, state = log.load(game_id)
    seat = parse_seat(raw_seat, len(state.heroes))
    return dict(rows=recent_rows(log, game_id, PAGE, seat=seat, undone=True), seat=seat)


@bp.get("/<game_id>/log")
def show(game_id: str):
    """The whole log as a story; a filter chip re-renders only the rows."""
    from .play import screen_context

    try:
        context = screen_context(game_id) | log_context(game_id, request.args.get("seat"))
    except UnknownGame:
        return render("errors/404.html", status=404)
    fragment = "log/_rows.html" if request.headers.get("HX-Target") == "log-rows" else "log/_screen.html"
    return render("log/show.html", fragment, notice=None, error=None, confirm=None, **context)
