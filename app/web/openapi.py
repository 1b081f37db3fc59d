"""The OpenAPI 3.1 document, generated from the API's route table and its pydantic models."""

from __future__ import annotations

from functools import cache

from pydantic.json_schema import models_json_schema

from .apiroute import ROUTES
from .schemas import Problem

REF = "#/components/schemas/{model}"
ERROR_TEXT = {
    400: "The body is not JSON.",
    404: "No such game.",
    409: "Stale step, duplicate undo, or a confirmation is needed.",
    413: "Too large.",
    422: "Invalid input or an action the rules forbid (with the rule).",
}


@cache
def openapi_document() -> dict:
    """The whole OpenAPI document for /api/v1."""
    models = {Problem}
    for r in ROUTES:
        models.update(m for m in (r.body, r.response) if m is not None)
    keyed = [(m, "validation" if any(r.body is m for r in ROUTES) else "serialization") for m in models]
    _, schemas = models_json_schema(keyed, ref_template=REF)
    paths: dict[str, dict] = {}
    for r in ROUTES:
        op: dict = {"operationId": r.name, "summary": r.summary, "responses": {}}
        params = [{"name": p, "in": "path", "required": True, "schema": {"type": "string"}} for p in r.params]
        params += [{"name": q, "in": "query", "required": False, "description": d, "schema": {"type": "string"}} for q, d in r.query]
        if params:
            op["parameters"] = params
        if r.body is not None:
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": _ref(r.body)}}}
        elif r.raw_body:
            op["requestBody"] = {"required": True, "content": {r.raw_body: {"schema": {"type": "object"}}}}
        ok: dict = {"description": "OK"}
        if r.response is not None:
            schema = _ref(r.response)
            ok["content"] = {r.produces: {"schema": {"type": "array", "items": schema} if r.many else schema}}
        elif r.produces != "application/json":
            ok["content"] = {r.produces: {"schema": {"type": "string", "format": "binary"}}}
        op["responses"][str(r.status)] = ok
        for code in sorted(set(r.errors) | {400} if r.body else set(r.errors)):
            op["responses"][str(code)] = {
                "description": ERROR_TEXT[code],
                "content": {"application/json": {"schema": _ref(Problem)}},
            }
        paths.setdefault(r.path, {})[r.method] = op
    return {
        "openapi": "3.1.0",
        "info": {"title": "Herald API", "version": "1", "description": "Game-master assistant for Prophecy."},
        "paths": paths,
        "components": {"schemas": schemas.get("$defs", {})},
    }


def _ref(model) -> dict:
    return {"$ref": REF.format(model=model.__name__)}
