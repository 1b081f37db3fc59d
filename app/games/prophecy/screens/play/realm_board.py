"""The Realm board typed on the tablet: the picture of what the group typed so far, and a Realm game's board typed
after the game began (kept as the group's entries, then its Dragon cards dealt in one undoable step); and the
printed numbers the Lake's battle asks for the card the table names (realm_lake.py)."""

from __future__ import annotations

from flask import Blueprint, request

from app.games.prophecy.screens.catalog import catalog_state
from app.games.prophecy.screens.play import realm_lake
from app.games.prophecy.screens.play.refusals import REFUSED, refused
from app.web.rendering.deps import game_log
from app.web.rendering.forms import read_write_form
from app.web.rendering.htmx import render
from app.web.sessions.access import mark

bp = Blueprint("realm_board", __name__, url_prefix="/games")


@bp.record_once
def _lake_inputs(setup) -> None:
    """`lake_inputs(paths)` for the Lake's attack form (a macro, so a global): how each number it lacks is asked;
    `typed_back()` and `lake_named_inputs(game_id, card)` to redraw the form as it was posted when refused."""
    setup.app.jinja_env.globals["lake_inputs"] = lambda paths, face_down=False: realm_lake.asked_inputs(
        paths, game_log().context().catalog, face_down)
    setup.app.jinja_env.globals["typed_back"] = realm_lake.typed_back
    setup.app.jinja_env.globals["lake_named_inputs"] = _named_inputs


def _named_inputs(game_id: str, card: str):
    """The inputs for the card the table named on a refused Lake form (None: not a card it can be)."""
    log = game_log()
    state = log.load(game_id)[1]
    return realm_lake.named_inputs(state, log.context(), state.flow.active, card) if card else None


@bp.get("/<game_id>/realm-lake-values")
def lake_values(game_id: str):
    """The numbers the Lake's battle needs from the card the table names as its face-down foe (nothing written)."""
    log = game_log()
    state = log.load(game_id)[1]
    seat = request.args.get("seat", "")
    inputs = realm_lake.named_inputs(state, log.context(), int(seat), request.args.get("card", "")) \
        if seat.isdigit() else None
    page = "prophecy/play/_realm_lake_values.html"
    return render(page, page, inputs=inputs, named=bool(request.args.get("card")))


@mark("open")
@bp.get("/realm-picture")
def picture():
    """The picture of the Realm board typed so far, with what still keeps it from the rulebook."""
    from app.games.prophecy.screens.setup import realm_step

    page = "prophecy/setup/_realm_picture.html"
    return render(page, page, realm_typed=realm_step.typed(request.args))


@bp.post("/<game_id>/realm-board")
def type_board(game_id: str):
    """Keep the typed board as the group's entries, then deal the waiting Dragon cards onto it (003:L229)."""
    from app.games.prophecy.engine import parse_action, rulebook
    from app.games.prophecy.engine.cards import OverrideError
    from app.games.prophecy.engine.realm.late_deal import R_REALM_DEAL, waiting
    from app.games.prophecy.screens.play.play import _after_write, _screen
    from app.games.prophecy.screens.setup import realm_step

    try:
        sub = read_write_form(request.form)
        typed = realm_step.typed(request.form)
        if typed.problem or not typed.complete:
            raise ValueError(typed.problem or "Type the Realm board's three paths.")
        state = game_log().load(game_id)[1]  # an unknown game is a 404 before any entry is kept
        if state.options.realm is None or not any(waiting(state)):
            raise rulebook.refuse(R_REALM_DEAL, "This game has no Dragon cards waiting for a Realm board.")
        try:
            catalog_state.record(realm_step.entries(request.form), game_id=game_id, origin="table")
        except OverrideError as exc:
            raise ValueError(f"Herald could not keep that board: {exc.detail}.") from exc
        game_log().append(game_id, parse_action({"kind": "realm_deal"}), expected_seq=sub.expected_seq,
                          action_id=sub.action_id)
    except REFUSED as exc:
        return refused(exc, lambda **shown: _screen(game_id, **shown))
    return _after_write(game_id)
