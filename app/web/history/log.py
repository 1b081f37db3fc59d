"""The log screen: the game told as a story, filtered by hero, with undo and redo."""

from __future__ import annotations

from flask import Blueprint, request

from app.games import registry
from app.web.history.log_view import parse_seat, recent_rows
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render

bp = Blueprint("log", __name__, url_prefix="/games")
PAGE = 200


def log_context(game_id: str, raw_seat: str | None, raw_before: str | None = None) -> dict:
    """A page of the log screen's rows (newest first, undone steps included, older than `before` if given), the
    active filter, and the step the next older page starts below (None on the first step)."""
    log = game_log()
    _, state = log.load(game_id)
    seat = parse_seat(raw_seat, len(log.kind_of(game_id).players_of(state)))
    before = int(raw_before) if raw_before and raw_before.isdigit() else None
    rows = recent_rows(log, game_id, PAGE, seat=seat, undone=True, before=before)
    older = rows[-1].seq if len(rows) == PAGE and rows[-1].seq > 1 else None
    return dict(rows=rows, seat=seat, before=before, older=older)


@bp.get("/<game_id>/log")
def show(game_id: str):
    """The whole log as a story; a filter chip re-renders only the rows."""
    screens = registry.screens(game_log().kind_of(game_id).name)
    context = screens.screen_context(game_id) | log_context(game_id, request.args.get("seat"), request.args.get("before"))
    context["rows"] = getattr(screens, "log_rows", list)(context["rows"])  # a kind may say its log lines in words
    page, screen = screens.LOG_PAGE
    fragment = "log/_rows.html" if request.headers.get("HX-Target") == "log-rows" else screen
    return render(page, fragment, notice=None, error=None, confirm=None, **context)
