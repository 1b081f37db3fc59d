"""Saved games from the tablet: import, export, rename and delete (each game kind adds its own way to create one)."""

from __future__ import annotations

import json
import secrets

from flask import Blueprint, Response, current_app, redirect, request, url_for

from app.games import registry
from app.store import ImportRefused, gmauth
from app.store import games as saved
from app.store.same_game import same_game
from app.store.transfer import export_game, import_game
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.access import mark
from app.web.sessions.security import grant_gm

bp = Blueprint("games", __name__, url_prefix="/games")


def become_gm(game_id: str, pin: str) -> None:
    """Store the new game's PIN (hashed); this browser masters the game from now on."""
    gmauth.set_pin(game_log().engine, game_id, pin, method=current_app.config["PIN_HASH_METHOD"])
    grant_gm(game_id)


@mark("open")
@bp.post("/import")
def import_file():
    """Import a game file with a new GM PIN; on refusal the home page names the problem and nothing changes."""
    upload = request.files.get("file")
    held = _held_file(request.form.get("held", ""))
    if held is None and (upload is None or not upload.filename):
        return _home_error("Choose a Herald game file to import.")
    pin = request.form.get("pin", "").strip()
    if not gmauth.valid_pin(pin):
        return _home_error("Choose a game-master PIN of 4 to 8 digits for the imported game.")
    raw = held if held is not None else upload.read()
    try:
        twin = same_game(game_log(), raw) if held is None else None
        if twin is not None:
            from app.web.gamelist.home import picker

            return render("home/index.html", games=saved.list_games(game_log()), kinds=picker(), twin=twin,
                          held=_hold(raw), status=409)
        game_id = import_game(game_log(), raw)
    except ImportRefused as exc:
        return _home_error(str(exc))
    registry.screens(game_log().kind_of(game_id).name).after_import()  # the file may bring card entries
    become_gm(game_id, pin)
    return redirect(url_for("screen.show", game_id=game_id), 303)


_HELD = "herald.held_imports"
_HOLD_AT_MOST = 4  # files waiting for "keep both": a few, in memory; a restart forgets them


def _hold(raw: bytes) -> str:
    """Keep a file whose game is already here until the group says whether to keep both; its token."""
    held = current_app.extensions.setdefault(_HELD, {})
    while len(held) >= _HOLD_AT_MOST:
        held.pop(next(iter(held)))
    token = secrets.token_urlsafe(16)
    held[token] = raw
    return token


def _held_file(token: str) -> bytes | None:
    """The file held under this token (taken: it is imported once), or None."""
    return current_app.extensions.get(_HELD, {}).pop(token, None) if token else None


def _home_error(message: str):
    from app.web.gamelist.home import picker

    return render("home/index.html", games=saved.list_games(game_log()), kinds=picker(), error=message, status=422)


@bp.get("/<game_id>/export")
def export(game_id: str):
    """Download a game as a JSON file."""
    data = export_game(game_log(), game_id)
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
    return redirect(url_for("home.index"), 303)


@bp.get("/<game_id>/delete")
def confirm_delete(game_id: str):
    """Ask before deleting a game (htmx asks with hx-confirm; this page serves plain HTML)."""
    game = saved.get_game(game_log(), game_id)
    return render("games/delete.html", game=game)


@bp.post("/<game_id>/delete")
def delete(game_id: str):
    """Delete a game after the confirmation."""
    saved.delete_game(game_log(), game_id)
    return redirect(url_for("home.index"), 303)
