"""Saved games from the tablet: create, import, export, rename and delete."""

from __future__ import annotations

import json

from flask import Blueprint, Response, redirect, request, url_for
from pydantic import ValidationError

from app.engine import IllegalAction, InvalidInput
from app.engine.setup import CreateGame
from app.store import ImportRefused, UnknownGame
from app.store import games as saved
from app.store.transfer import export_game, import_game

from . import catalog_state
from .apiroute import validation_message
from .deps import game_log
from .htmx import render

bp = Blueprint("games", __name__, url_prefix="/games")

CHARACTERS = (
    "Paladin", "Druid", "Mercenary", "Spellblade", "Wandering Monk",
    "Enchantress", "Ranger", "Illusionist", "Scout", "Mystic",
)
MAX_SEATS = 5


def _seat_rows(form) -> list[dict]:
    rows = []
    for i in range(MAX_SEATS):
        row = {k: form.get(f"seat{i}_{k}", "").strip() for k in ("player", "character", "strength", "willpower")}
        if any(row.values()):
            rows.append(row)
    return rows


@bp.get("/new")
def new():
    """The form for a new game."""
    return render("games/new.html", form={}, error=None, characters=CHARACTERS, max_seats=MAX_SEATS)


@bp.post("")
def create():
    """Create a game from the new-game form; re-show the form naming the problem if it is refused."""
    form = request.form
    payload = {
        "kind": "create_game",
        "options": {"mode": form.get("mode", "standard"), "deck_mode": form.get("deck_mode", "table")},
        "seats": _seat_rows(form),
    }
    try:
        act = CreateGame.model_validate(payload)
        game_id, _ = saved.create_game(game_log(), name=form.get("name", ""), act=act)
    except ValidationError as exc:
        return _form_error(validation_message(exc)[1])
    except (InvalidInput, IllegalAction) as exc:
        return _form_error(str(exc))
    return redirect(url_for("play.show", game_id=game_id), 303)


def _form_error(message: str):
    return render(
        "games/new.html", form=request.form, error=message, characters=CHARACTERS, max_seats=MAX_SEATS, status=422
    )


@bp.post("/import")
def import_file():
    """Import a game file; on refusal the home page names the problem and nothing changes."""
    upload = request.files.get("file")
    if upload is None or not upload.filename:
        return _home_error("Choose a Herald game file to import.")
    try:
        game_id = import_game(game_log(), upload.read())
    except ImportRefused as exc:
        return _home_error(str(exc))
    catalog_state.refresh()  # the file may bring card entries
    return redirect(url_for("play.show", game_id=game_id), 303)


def _home_error(message: str):
    return render("home/index.html", games=saved.list_games(game_log()), error=message, status=422)


@bp.get("/<game_id>/export")
def export(game_id: str):
    """Download a game as a JSON file."""
    try:
        data = export_game(game_log(), game_id)
    except UnknownGame:
        return render("errors/404.html", status=404)
    name = "".join(c if c.isalnum() else "-" for c in data["game"]["name"]).strip("-").lower() or "game"
    return Response(
        json.dumps(data, indent=1, ensure_ascii=False),
        mimetype="application/json",
        headers={"Content-Disposition": f'attachment; filename="herald-{name}.json"'},
    )


@bp.post("/<game_id>/rename")
def rename(game_id: str):
    """Rename a game from the home page."""
    try:
        saved.rename_game(game_log(), game_id, request.form.get("name", ""))
    except ValueError as exc:
        return _home_error(str(exc))
    except UnknownGame:
        return render("errors/404.html", status=404)
    return redirect(url_for("home.index"), 303)


@bp.get("/<game_id>/delete")
def confirm_delete(game_id: str):
    """Ask before deleting a game (htmx asks with hx-confirm; this page serves plain HTML)."""
    try:
        game = saved.get_game(game_log(), game_id)
    except UnknownGame:
        return render("errors/404.html", status=404)
    return render("games/delete.html", game=game)


@bp.post("/<game_id>/delete")
def delete(game_id: str):
    """Delete a game after the confirmation."""
    try:
        saved.delete_game(game_log(), game_id)
    except UnknownGame:
        return render("errors/404.html", status=404)
    return redirect(url_for("home.index"), 303)
