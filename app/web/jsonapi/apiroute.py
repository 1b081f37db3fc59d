"""Declare JSON API routes once: the same pydantic models validate the request and describe it in OpenAPI."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import wraps
from http import HTTPStatus

from flask import Blueprint, jsonify, request
from pydantic import BaseModel, ValidationError

from app.games import registry
from app.games.registry import illegal_errors, invalid_errors
from app.store import ImportRefused, InvalidName, NeedsConfirmation, NothingToUndo, StaleWrite, UnknownGame
from app.store.bounds import TooDeep, check_depth
from app.web.jsonapi import request_rules
from app.web.jsonapi.later import named
from app.web.sessions.access import KINDS, default_access

# A route's model, or its "module:attribute" name: an engine's model is imported at the first request or the OpenAPI
# document, not when the route is declared (issue 42: a start imports no engine).
ModelRef = type[BaseModel] | str


@dataclass(frozen=True)
class RouteSpec:
    """One API operation as the OpenAPI document describes it."""

    path: str
    method: str
    name: str
    summary: str
    body: ModelRef | None
    response: ModelRef | None
    status: int
    errors: tuple[int, ...]
    many: bool = False
    raw_body: str | None = None
    produces: str = "application/json"
    params: tuple[str, ...] = field(default_factory=tuple)
    access: str = "open"
    headers: tuple[tuple[str, str], ...] = ()
    query: tuple[tuple[str, str], ...] = ()

    @property
    def body_model(self) -> type[BaseModel] | None:
        """The model of the request body (imported now if the route names it)."""
        return named(self.body)

    @property
    def response_model(self) -> type[BaseModel] | None:
        """The model of the answer (imported now if the route names it)."""
        return named(self.response)


ROUTES: list[RouteSpec] = []


PROBLEM_JSON = "application/problem+json"


def problem(status: int, error: str, message: str, **extra):
    """An error response as problem JSON (RFC 9457): status, title and detail, plus Herald's code and message."""
    payload = {"status": status, "title": HTTPStatus(status).phrase, "detail": message, "error": error,
               "message": message, **{k: v for k, v in extra.items() if v is not None}}
    response = jsonify(payload)
    response.mimetype = PROBLEM_JSON
    return response, status


def json_body():
    """The request's JSON body, or a problem answer when it is not JSON or nests too deeply."""
    try:
        data = request.get_json(silent=True)
        if data is not None:
            check_depth(data)
    except (TooDeep, RecursionError):
        return None, problem(400, "bad_json", str(TooDeep()))
    return data, None


def validation_message(exc: ValidationError) -> tuple[str, str]:
    """The first validation error as (field path, sentence)."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or "body"
    return where, f"{where}: {err['msg']}"


def api_route(
    bp: Blueprint,
    rule: str,
    method: str,
    *,
    summary: str,
    body: ModelRef | None = None,
    response: ModelRef | None = None,
    status: int = 200,
    errors: tuple[int, ...] = (),
    many: bool = False,
    raw_body: str | None = None,
    produces: str = "application/json",
    access: str | None = None,
    headers: tuple[tuple[str, str], ...] = (),
    query: tuple[tuple[str, str], ...] = (),
    body_of: Callable[..., type[BaseModel]] | None = None,
    misfit: Callable[..., Exception] | None = None,
) -> Callable:
    """Register a JSON route whose body is validated by `body` and record it for the OpenAPI document.

    `body` and `response` are models or their "module:attribute" names (imported at first use).
    `headers` lists required request headers as (name, description) for the document. `body_of(**path params)`,
    if given, picks the model that validates this request (`body` then only describes it in the document);
    `misfit(raw body, **path params)`, if given, is the refusal (an error `map_error` answers) of a body that fits the
    document but not the model `body_of` picked (an action of another game).
    `access` declares who may call it ("open", "player" or "gm"; see access.py); by default a route naming
    a game is the game master's, a read without a game is open and a write without a game is closed.
    """
    if access is not None and access not in KINDS:
        raise ValueError(f"unknown access kind {access!r}")

    def decorate(fn: Callable) -> Callable:
        @wraps(fn)
        def view(**kwargs):
            if body is not None:
                data, refused = json_body()
                if refused is not None:
                    return refused
                if not isinstance(data, dict):
                    return problem(400, "bad_json", "The request body must be a JSON object.", shape=True)
                data, rewritten = request_rules.whole_numbers(data)
                broken = request_rules.refusal(data)
                if broken is not None:
                    return problem(422, "invalid_input", broken[1], field=broken[0], shape=True)
                try:  # strict: JSON ints only (`"seat": false` is not seat 0), lists still fill tuples
                    model = named(body) if body_of is None else body_of(**kwargs)
                    raw = json.dumps(data) if rewritten else request.get_data()
                    kwargs["body"] = model.model_validate_json(raw, strict=True)
                except ValidationError as exc:
                    where, message = validation_message(exc)
                    # The document shows every game's actions on one path: an action of another game fits it.
                    shape = body_of is None or not fits(named(body), raw)
                    if not shape and misfit is not None:
                        return map_error(misfit(raw, **kwargs))
                    return problem(422, "invalid_input", message, field=where, shape=shape or None)
                except Exception as exc:  # noqa: BLE001 - choosing the model may find no such game
                    mapped = map_error(exc)
                    if mapped is None:
                        raise
                    return mapped
            try:
                return fn(**kwargs)
            except Exception as exc:  # noqa: BLE001 - mapped to a problem or re-raised below
                mapped = map_error(exc, kwargs.get("game_id"))
                if mapped is None:
                    raise
                return mapped

        params = tuple(part[1:-1].split(":")[-1] for part in rule.split("/") if part.startswith("<"))
        view.herald_access = access or default_access(params, [method.upper()])
        bp.add_url_rule(rule, endpoint=fn.__name__, view_func=view, methods=[method.upper()])
        path = "/".join("{" + p[1:-1].split(":")[-1] + "}" if p.startswith("<") else p for p in rule.split("/"))
        ROUTES.append(
            RouteSpec(
                (bp.url_prefix or "") + path, method.lower(), fn.__name__, summary, body, response,
                status, errors, many, raw_body, produces, params, view.herald_access, headers, query,
            )
        )
        return view

    return decorate


def fits(model: type[BaseModel], raw: bytes | str) -> bool:
    """Whether a body fits the model (the one the OpenAPI document gives the route, or one game's)."""
    try:
        model.model_validate_json(raw, strict=True)
    except ValidationError:
        return False
    return True


def map_error(exc: Exception, game_id: str | None = None):
    """The problem response for the errors the store and engine raise, or None for anything else; a refusal of a
    game's rules or input is said as that game's screens say it (`refusal_words`)."""
    if isinstance(exc, UnknownGame):
        return problem(404, "unknown_game", str(exc))
    if isinstance(exc, StaleWrite):
        return problem(409, "stale", str(exc), current_seq=exc.current)
    if isinstance(exc, NeedsConfirmation):
        return problem(409, "confirmation_required", str(exc))
    if isinstance(exc, NothingToUndo):
        return problem(409, "nothing_to_undo", str(exc))
    if isinstance(exc, illegal_errors()):
        return problem(422, "illegal_action", refusal_words(game_id)(exc.detail), rule=exc.rule.as_dict(),
                       missing=[dict(m) for m in exc.missing] or None)
    if isinstance(exc, invalid_errors()):
        return problem(422, "invalid_input", refusal_words(game_id)(exc.message), field=exc.field)
    if isinstance(exc, InvalidName):
        return problem(422, "invalid_input", exc.message, field=exc.field)
    if isinstance(exc, ImportRefused):
        return problem(422, "import_refused", str(exc), field=exc.field)
    if isinstance(exc, ValidationError):
        where, message = validation_message(exc)
        return problem(422, "invalid_input", message, field=where)
    return None


def refusal_words(game_id: str | None) -> Callable[[str], str]:
    """How a game's screens say its refusals (their kind's `refusal_words(game_id)`: each card in words, as the game
    screen says it); as the engine says them for a kind without one, or without a game."""
    if game_id is None:
        return str
    from app.web.rendering.deps import game_log

    try:
        kind = game_log().kind_of(game_id)
    except UnknownGame:
        return str
    said = getattr(registry.screens(kind.name), "refusal_words", None)
    return str if said is None else said(game_id)
