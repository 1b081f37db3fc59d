"""The OpenAPI 3.1 document, generated from the API's route table and its pydantic models."""

from __future__ import annotations

from functools import cache

from pydantic.json_schema import models_json_schema

from app.games import registry
from app.web.jsonapi import request_rules
from app.web.jsonapi.apiroute import PROBLEM_JSON, ROUTES
from app.web.jsonapi.schemas import Problem

REF = "#/components/schemas/{model}"
HEADER_SCHEMAS = {"X-Herald-Pin": {"type": "string", "pattern": "^[0-9]{4,8}$"}}
ERROR_TEXT = {
    400: "The body is not JSON.",
    401: "No game-master credentials, or a wrong PIN.",
    403: "Credentials that may not do this: a player link, another game's token, or a missing X-CSRFToken.",
    404: "No such game.",
    410: "This player link was replaced by a new one.",
    429: "Too many wrong PINs from this address: wait (Retry-After).",
    409: "Stale step, duplicate undo, or a confirmation is needed.",
    413: "Too large.",
    422: "Invalid input or an action the rules forbid (with the rule).",
    405: "This method is not allowed on this path (the Allow header lists those that are).",
    500: "Herald failed to answer; nothing was changed by the request.",
}


SECURITY_SCHEMES = {
    "gmToken": {
        "type": "http", "scheme": "bearer",
        "description": "A GM API token from POST /api/v1/games/{game_id}/session (or from creating the game).",
    },
    "gmSession": {
        "type": "apiKey", "in": "cookie", "name": "session",
        "description": "The browser's GM session (the device that created the game or gave its PIN). "
        "Writes with it also need the X-CSRFToken header of the page.",
    },
    "ownerPin": {
        "type": "apiKey", "in": "header", "name": "X-Herald-Owner-Pin",
        "description": "The server's owner PIN (HERALD_OWNER_PIN). Where one is set, the instance-wide writes (the "
        "group's catalog, the backup) need it and no game's credentials; where none is set, a game master's suffice.",
    },
}
# "open" and "player" routes need no credentials; a player route's credential is the token in its path.
SECURITY = {"gm": [{"gmToken": []}, {"gmSession": []}],
            "gm_any": [{"gmToken": []}, {"gmSession": []}, {"ownerPin": []}], "open": [], "player": [], "deny": []}


@cache
def openapi_document() -> dict:
    """The whole OpenAPI document for /api/v1."""
    models = {Problem}
    for r in ROUTES:
        models.update(m for m in (r.body_model, r.response_model) if m is not None)
    keyed = [(m, "validation" if any(r.body_model is m for r in ROUTES) else "serialization") for m in models]
    _, schemas = models_json_schema(keyed, ref_template=REF)
    schemas = _short_names(schemas)
    request_rules.declare(schemas.get("$defs", {}), registry.KINDS.values())
    paths: dict[str, dict] = {}
    for r in ROUTES:
        op: dict = {"operationId": r.name, "summary": r.summary, "responses": {}, "security": SECURITY[r.access]}
        parameters = [{"name": p, "in": "path", "required": True, "schema": {"type": "string"}} for p in r.params]
        parameters += [{"name": q, "in": "query", "required": False, "description": d, "schema": {"type": "string"}} for q, d in r.query]
        parameters += [
            {"name": h, "in": "header", "required": True, "description": text, "schema": HEADER_SCHEMAS.get(h, {"type": "string"})}
            for h, text in r.headers
        ]
        if parameters:
            op["parameters"] = parameters
        if r.body is not None:
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": _ref(r.body_model)}}}
        elif r.raw_body:
            op["requestBody"] = {"required": True, "content": {r.raw_body: {"schema": {"type": "object"}}}}
        ok: dict = {"description": "OK"}
        if r.response is not None:
            schema = _ref(r.response_model)
            ok["content"] = {r.produces: {"schema": {"type": "array", "items": schema} if r.many else schema}}
        elif r.produces != "application/json":
            ok["content"] = {r.produces: {"schema": {"type": "string", "format": "binary"}}}
        op["responses"][str(r.status)] = ok
        for code in sorted(statuses(r)):
            op["responses"][str(code)] = {
                "description": ERROR_TEXT[code],
                "content": {PROBLEM_JSON: {"schema": _ref(Problem)}},
            }
        paths.setdefault(r.path, {})[r.method] = op
    return {
        "openapi": "3.1.0",
        "info": {"title": "Herald API", "version": "1", "description": "Game-master assistant for board games: Prophecy and Conjurers."},
        "paths": paths,
        "components": {"schemas": schemas.get("$defs", {}), "securitySchemes": SECURITY_SCHEMES},
    }


def statuses(r) -> set[int]:
    """Every error status a route can answer: its own, plus those of its body, its credentials and its path."""
    codes = set(r.errors) | {500}
    if r.body is not None or r.raw_body:
        codes |= {400, 413, 422}
    if r.access in ("gm", "gm_any"):
        codes |= {401, 403}
    if r.access == "gm_any":
        codes.add(429)  # wrong owner PINs lock the address out
    if "game_id" in r.params:
        codes.add(404)
    return codes


def _short_names(schemas: dict) -> dict:
    """Models of two games with one name (both have a Buy) get long names from pydantic; the first kind's keep the
    short name and the others' are prefixed with their game's title (ConjurersBuy)."""
    import json

    from app.games import registry

    first = next(iter(registry.KINDS))
    renames = {}
    for key in schemas.get("$defs", {}):
        parts = key.split("__")
        if len(parts) > 3 and parts[:2] == ["app", "games"] and parts[2] in registry.KINDS:
            renames[key] = parts[-1] if parts[2] == first else registry.kind(parts[2]).title + parts[-1]
    if not renames:
        return schemas
    text = json.dumps(schemas)
    for old, new in renames.items():
        text = text.replace(f'"{REF.format(model=old)}"', f'"{REF.format(model=new)}"')
    out = json.loads(text)
    out["$defs"] = {renames.get(k, k): v for k, v in out["$defs"].items()}
    return out


def _ref(model) -> dict:
    return {"$ref": REF.format(model=model.__name__)}
