"""The home page: saved games, starting a new one, importing a file."""

from __future__ import annotations

from flask import Blueprint

from app.store import games as saved
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render

bp = Blueprint("home", __name__)


@bp.get("/")
def index():
    """List saved games, newest activity first."""
    return render("home/index.html", "home/_games.html", games=saved.list_games(game_log()))
