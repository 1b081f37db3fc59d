"""HTTP errors: every /api/v1 error is problem JSON (404, 405, 413 and 500 included); pages keep their own.

Also the answer to OPTIONS under the API: the methods of the route that matched, not of every route whose
pattern fits the path (/games/import would otherwise advertise the methods of /games/<game_id>).
"""

from __future__ import annotations

from flask import Flask, current_app, request
from werkzeug.exceptions import HTTPException, InternalServerError, RequestEntityTooLarge

from app.store.bounds import MAX_BODY_BYTES
from app.web.jsonapi.apiroute import problem
from app.web.sessions.security import is_api


def too_large() -> str:
    """The sentence for a body over the limit, in MB (or kB for a small limit)."""
    limit = current_app.config.get("MAX_CONTENT_LENGTH") or MAX_BODY_BYTES
    size = f"{limit // 2**20} MB" if limit >= 2**20 else f"{limit // 1024} kB"
    return f"The request is larger than {size}, the most Herald accepts."


def init_errors(app: Flask) -> None:
    """Answer HTTP errors under the API as problem JSON, and too-large uploads on pages with a sentence."""
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(InternalServerError, _server_error)
    app.before_request(_api_options)


def _slug(exc: HTTPException) -> str:
    return (exc.name or "error").lower().replace(" ", "_")


def _http_error(exc: HTTPException):
    if not is_api():
        if isinstance(exc, RequestEntityTooLarge):
            return _page_too_large()
        return exc
    message = too_large() if isinstance(exc, RequestEntityTooLarge) else (exc.description or exc.name)
    response, status = problem(exc.code or 500, _slug(exc), message)
    for name in ("Allow", "Retry-After", "WWW-Authenticate"):
        value = exc.get_response().headers.get(name)
        if value:
            response.headers[name] = value
    return response, status


def _server_error(exc: InternalServerError):
    if not is_api():
        return exc
    original = getattr(exc, "original_exception", None)
    if original is not None:
        current_app.logger.exception("API request failed", exc_info=original)
    return problem(500, "server_error", "Herald failed to answer this request; nothing was changed by it.")


def _page_too_large():
    from app.web.rendering.htmx import render

    if request.path.rstrip("/") == "/games/import":
        from app.store import games as saved
        from app.web.gamelist.home import picker
        from app.web.rendering.deps import game_log

        return render("home/index.html", games=saved.list_games(game_log()), kinds=picker(), error=too_large(),
                      status=413)
    return current_app.response_class(too_large(), 413, mimetype="text/plain")


def _api_options():
    """OPTIONS on an API route: the methods of the matched route only."""
    if request.method != "OPTIONS" or not is_api() or request.url_rule is None:
        return None
    rule = request.url_rule.rule
    methods = set()
    for other in current_app.url_map.iter_rules():
        if other.rule == rule:
            methods |= other.methods or set()
    response = current_app.response_class(status=204)
    response.headers["Allow"] = ", ".join(sorted(methods | {"OPTIONS"}))
    return response
