"""The home page: saved games, the game picker for a new one, importing a file."""

from __future__ import annotations

from flask import Blueprint, url_for

from app.games import registry
from app.store import games as saved
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render

bp = Blueprint("home", __name__)


def picker() -> list[dict]:
    """One entry per game kind: its name, title, seats and where its new-game screen is."""
    return [{"name": k.name, "title": k.title, "players": k.players, "url": url_for(registry.screens(k.name).NEW_GAME)}
            for k in registry.KINDS.values()]


@bp.get("/")
def index():
    """List saved games, newest activity first."""
    return render("home/index.html", "home/_games.html", games=saved.list_games(game_log()), kinds=picker())
