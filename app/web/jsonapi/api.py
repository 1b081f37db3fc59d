"""The JSON API under /api/v1: everything the tablet can do, for scripts and other clients."""

from __future__ import annotations

import json
from types import SimpleNamespace

from flask import Blueprint, current_app, jsonify, request

from app.games import registry
from app.store import NeedsConfirmation, gmauth
from app.store import games as saved
from app.store.transfer import export_game, import_game
from app.web.jsonapi.apiroute import api_route, fits, problem
from app.web.jsonapi.openapi import openapi_document
from app.web.jsonapi.schemas import (
    ACTION_REQUESTS,
    ActionRequest,
    AppliedOut,
    CreatedOut,
    CreateGameRequest,
    GameOut,
    GameSummaryOut,
    LogEntryOut,
    RenameRequest,
    UndoRequest,
)
from app.web.rendering.deps import game_log
from app.web.rendering.errors import too_large
from app.web.sessions.security import grant_gm

bp = Blueprint("api", __name__, url_prefix="/api/v1")


def summary_json(s: saved.GameSummary) -> dict:
    """A saved game's summary as JSON."""
    return GameSummaryOut(
        id=s.id, name=s.name, game=s.game, players=s.players, seq=s.head_seq,
        created_at=s.created_at, updated_at=s.updated_at,
    ).model_dump(mode="json")


def applied_json(applied) -> dict:
    """The result of a write as JSON."""
    return AppliedOut(
        seq=applied.seq,
        events=[e.model_dump(mode="json") for e in applied.events],
        log=list(applied.story),
        state=applied.state.model_dump(mode="json"),
        duplicate=applied.duplicate,
    ).model_dump(mode="json")


@bp.get("/openapi.json")
def openapi():
    """The OpenAPI 3 document of this API."""
    return jsonify(openapi_document())


@api_route(bp, "/games", "get", summary="List saved games, most recently played first.", response=GameSummaryOut, many=True)
def list_games():
    return jsonify([summary_json(s) for s in saved.list_games(game_log())])


@api_route(
    bp, "/games", "post", summary="Create a game from its setup and GM PIN; the answer holds a GM API token.",
    body=CreateGameRequest, response=CreatedOut, status=201, errors=(422,), access="open",
)
def create_game(body: CreateGameRequest):
    kind = registry.of_action(body.setup)
    if body.game is not None and body.game != kind.name:
        return problem(422, "invalid_input", f"setup: a {body.setup.kind} action sets up {kind.title}, not "
                       f"{registry.kind(body.game).title}.", field="setup")
    screens = registry.screens(kind.name)
    act, seed = screens.prepare_setup(body.setup, game_log().context_for(kind.name).catalog)
    game_id, applied = saved.create_game(game_log(), name=body.name, act=act, action_id=body.action_id, seed=seed)
    screens.after_create(act, game_id)
    return jsonify(CreatedOut(id=game_id, seq=applied.seq, gm_token=_become_gm(game_id, body.pin)).model_dump()), 201


def _become_gm(game_id: str, pin: str) -> str:
    """Store a new game's PIN; the creating client masters it (session cookie and a GM API token)."""
    engine = game_log().engine
    gmauth.set_pin(engine, game_id, pin, method=current_app.config["PIN_HASH_METHOD"])
    grant_gm(game_id)
    return gmauth.issue_token(engine, game_id)


def legal_actions(kind: registry.GameKind, state, ctx) -> list:
    """The legal actions of the moment, as the game's kind lists them."""
    return kind.legal_actions(state, ctx)


@api_route(bp, "/games/<game_id>", "get", summary="A game's state and legal actions.", response=GameOut, errors=(404,))
def get_game(game_id: str):
    log = game_log()
    summary = saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    kind = log.kind_of(game_id)
    offers = [o.model_dump(mode="json") for o in legal_actions(kind, state, log.context_for(kind.name))]
    out = GameOut(id=game_id, name=summary.name, game=summary.game, seq=seq, state=state.model_dump(mode="json"), legal_actions=offers)
    return jsonify(out.model_dump(mode="json"))


@api_route(bp, "/games/<game_id>", "patch", summary="Rename a game.", body=RenameRequest, response=GameSummaryOut, errors=(404, 422))
def rename_game(game_id: str, body: RenameRequest):
    try:
        summary = saved.rename_game(game_log(), game_id, body.name)
    except ValueError as exc:
        return problem(422, "invalid_input", str(exc), field="name")
    return jsonify(summary_json(summary))


@api_route(bp, "/games/<game_id>", "delete", summary="Delete a game and its log.", status=204, errors=(404,))
def delete_game(game_id: str):
    saved.delete_game(game_log(), game_id)
    return "", 204


def _action_request(game_id: str) -> type[ActionRequest]:
    """The request model for this game's kind: its own actions only."""
    return ACTION_REQUESTS[game_log().kind_of(game_id).name]


def _other_game(raw: bytes | str, game_id: str) -> registry.WrongGame:
    """The refusal of another game's action: it names this game's kind and the game the action belongs to."""
    this = game_log().kind_of(game_id)
    owner = next((registry.kind(name) for name, model in ACTION_REQUESTS.items()
                  if name != this.name and fits(model, raw)), None)
    action = json.loads(raw).get("action", {})
    return registry.WrongGame(this, SimpleNamespace(kind=action.get("kind")), owner)


@api_route(
    bp, "/games/<game_id>/actions", "post", summary="Apply one action of the game's kind at the step the client saw.",
    body=ActionRequest, body_of=_action_request, misfit=_other_game, response=AppliedOut, errors=(404, 409, 422),
)
def post_action(game_id: str, body: ActionRequest):
    screens = registry.screens(game_log().kind_of(game_id).name)
    act = screens.prepare_action(game_id, body.action.root, body.expected_seq)
    keep = screens.values_to_keep(act, game_log().load(game_id)[1], body.one_off)
    applied = game_log().append(game_id, act, expected_seq=body.expected_seq, action_id=body.action_id)
    screens.after_action(act, game_id, keep)
    return jsonify(applied_json(applied))


@api_route(bp, "/games/<game_id>/undo", "post", summary="Take back the last step.", body=UndoRequest, response=AppliedOut, errors=(404, 409))
def undo(game_id: str, body: UndoRequest):
    log = game_log()
    try:
        applied = log.undo(game_id, expected_seq=body.expected_seq, confirm=body.confirm)
    except NeedsConfirmation as exc:  # the step said as the log says it: cards by name
        raise NeedsConfirmation(_story_words(log, game_id)(exc.description)) from None
    return jsonify(applied_json(applied))


@api_route(bp, "/games/<game_id>/redo", "post", summary="Restore the step last undone.", body=UndoRequest, response=AppliedOut, errors=(404, 409))
def redo(game_id: str, body: UndoRequest):
    applied = game_log().redo(game_id, expected_seq=body.expected_seq)
    return jsonify(applied_json(applied))


@api_route(bp, "/games/<game_id>/log", "get", summary="A game's log as sentences, undone steps included.", response=LogEntryOut, many=True, errors=(404,))
def game_log_entries(game_id: str):
    log = game_log()
    saved.get_game(log, game_id)
    rows = log.rows(game_id, include_inactive=True)
    words = _story_words(log, game_id)
    return jsonify([
        LogEntryOut(
            seq=r.seq, type=r.type, text=[words(line) for line in r.story], chance=r.chance, status=r.status, recorded_at=r.recorded_at
        ).model_dump(mode="json")
        for r in rows
    ])


def _story_words(log, game_id: str):
    """The game's log lines in words (its kind's `story_words`: cards by name), or as they are."""
    return getattr(registry.screens(log.kind_of(game_id).name), "story_words", lambda _game_id: str)(game_id)


@api_route(bp, "/games/<game_id>/export", "get", summary="Download a game as a JSON file.", errors=(404,))
def export(game_id: str):
    data = export_game(game_log(), game_id)
    response = jsonify(data)
    response.headers["Content-Disposition"] = f'attachment; filename="herald-{game_id[:8]}.json"'
    return response


@api_route(
    bp, "/games/import", "post", access="open",
    summary="Import a game file exported by Herald (the file is the body); the answer holds a GM API token.",
    headers=(("X-Herald-Pin", "The imported game's GM PIN, 4 to 8 digits."),),
    response=CreatedOut, status=201, errors=(413, 422), raw_body="application/json",
)
def import_(**_):
    if request.content_length and request.content_length > current_app.config["MAX_CONTENT_LENGTH"]:
        return problem(413, "too_large", too_large())
    pin = request.headers.get("X-Herald-Pin", "")
    if not gmauth.valid_pin(pin):
        return problem(422, "invalid_input", "Send the imported game's GM PIN (4 to 8 digits) in X-Herald-Pin.", field="X-Herald-Pin")
    log = game_log()
    game_id = import_game(log, request.get_data())
    registry.screens(log.kind_of(game_id).name).after_import()  # the file may bring card entries
    seq, _ = log.load(game_id)
    return jsonify(CreatedOut(id=game_id, seq=seq, gm_token=_become_gm(game_id, pin)).model_dump()), 201

