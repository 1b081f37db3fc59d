"""Saved games from the tablet: create, import, export, rename and delete."""

from __future__ import annotations

import json
import secrets

from flask import Blueprint, Response, current_app, redirect, request, url_for
from pydantic import ValidationError

from app.engine import IllegalAction, InvalidInput
from app.engine.cards import OverrideError
from app.engine.setup import CreateGame
from app.store import ImportRefused, gmauth
from app.store import games as saved
from app.store.same_game import same_game
from app.store.transfer import export_game, import_game

from . import board_step, catalog_state, setup_values
from . import setup_wizard as wizard
from .access import mark
from .dealing import prepare_setup
from .deps import game_log
from .htmx import render
from .security import grant_gm
from .words import validation_words

bp = Blueprint("games", __name__, url_prefix="/games")

def catalog_now():
    """The catalog the engine plays with now (with the group's entries)."""
    return game_log().context().catalog


def _with_stats(form):
    """The form with Strength, Willpower and guilds filled from the catalog for characters it knows; a character
    changed since its numbers were filled (`seat<i>_filled` names it) gets the new one's known numbers."""
    facts = wizard.character_facts(game_log().context().catalog)
    filled = form.copy()
    for i in range(wizard.MAX_SEATS):
        name = (form.get(f"seat{i}_character") or "").strip()
        known = facts.get(name) or {}
        changed = form.get(f"seat{i}_filled") not in (None, "", name)
        for key in ("strength", "willpower", "guild1", "guild2"):
            if known.get(key) and (changed or not form.get(f"seat{i}_{key}")):
                filled[f"seat{i}_{key}"] = str(known[key])
        if name:
            filled[f"seat{i}_filled"] = name
    return filled


def _wizard(form, index: int, error: str | None = None, status: int = 200):
    cat = game_log().context().catalog
    stats = wizard.character_stats(cat)
    return render(
        "setup/wizard.html", "setup/_wizard.html", status=status, form=form, step=index, steps=wizard.STEPS,
        carried=wizard.carried(form, index), error=error, characters=tuple(wizard.character_facts(cat)) or wizard.CHARACTERS, character_facts=wizard.character_facts(cat),
        variants=wizard.VARIANTS, seats=wizard.seat_count(form), stats=stats, max_seats=wizard.MAX_SEATS,
        guilds=wizard.GUILDS, board_step=board_step, board_questions=board_step.questions(cat),
        board_ring=board_step.ring(cat, form), board_terrains=board_step.TERRAINS,
    )


@bp.get("/new")
def new():
    """The first step of the new-game wizard."""
    return _wizard(request.args, 0)


@mark("open")
@bp.post("/new")
def wizard_step():
    """Go to another step of the wizard; moving forward checks the steps before it."""
    form = _with_stats(request.form)
    target = wizard.step_index(form.get("go"))
    problem = _first_error(form, target)
    if problem is not None:
        return _wizard(form, problem[0], problem[1], status=422)
    return _wizard(form, target)


def _first_error(form, upto: int) -> tuple[int, str] | None:
    """The wizard's checks, with the board step's answers checked against the catalog."""
    problem = wizard.first_error(form, upto)
    board = next(i for i, s in enumerate(wizard.STEPS) if s.id == "board")
    if problem is None and upto > board:
        message = board_step.check(form, catalog_now())
        problem = (board, message) if message else None
    return problem


def _become_gm(game_id: str, pin: str) -> None:
    """Store the new game's PIN (hashed); this browser masters the game from now on."""
    gmauth.set_pin(game_log().engine, game_id, pin, method=current_app.config["PIN_HASH_METHOD"])
    grant_gm(game_id)


@mark("open")
@bp.post("")
def create():
    """Create a game from the wizard's answers and GM PIN; re-show the wizard naming the problem if it is refused."""
    form = _with_stats(request.form)
    problem = _first_error(form, len(wizard.STEPS)) if form.get("seats") else None
    if problem is not None:
        return _wizard(form, problem[0], problem[1], status=422)
    pin = form.get("pin", "").strip()
    if not gmauth.valid_pin(pin):
        return _form_error("Choose a game-master PIN of 4 to 8 digits.")
    try:
        _keep_board(form)
        facts = wizard.character_facts(game_log().context().catalog)
        act, seed = prepare_setup(CreateGame.model_validate(wizard.create_payload(form, facts)), catalog_now())
        game_id, _ = saved.create_game(game_log(), name=form.get("name", ""), act=act, seed=seed)
        setup_values.remember(act, game_id)
    except ValidationError as exc:
        return _form_error(validation_words(exc))
    except (InvalidInput, IllegalAction) as exc:
        return _form_error(str(exc))
    _become_gm(game_id, pin)
    target = url_for("play.show", game_id=game_id)
    if request.headers.get("HX-Request"):  # a whole page (header and nav), not the game screen's fragment
        return "", 204, {"HX-Redirect": target}
    return redirect(target, 303)


def _keep_board(form) -> None:
    """The board facts the group answered become its entries before the game starts (its first situation and its
    terrain cards then use them); a refused combination is raised as InvalidInput and nothing is written."""
    new = board_step.entries(form, catalog_now())
    if not new:
        return
    try:
        catalog_state.record(new, origin="setup")
    except OverrideError as exc:
        raise InvalidInput(f"Your board answers do not fit together: {exc.detail}.", "board") from exc


def _form_error(message: str):
    return _wizard(request.form, len(wizard.STEPS) - 1, message, status=422)


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
            return render("home/index.html", games=saved.list_games(game_log()), twin=twin, held=_hold(raw), status=409)
        game_id = import_game(game_log(), raw)
    except ImportRefused as exc:
        return _home_error(str(exc))
    catalog_state.refresh()  # the file may bring card entries
    _become_gm(game_id, pin)
    return redirect(url_for("play.show", game_id=game_id), 303)


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
    return render("home/index.html", games=saved.list_games(game_log()), error=message, status=422)


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
