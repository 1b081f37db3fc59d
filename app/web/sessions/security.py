"""The request guard: GM session cookie, GM API tokens, CSRF and the refusals players and strangers get.

The device that creates a game (or gives its PIN) holds the GM session: the signed Flask session
cookie lists the games it may master, each as `game_id:fingerprint` of the PIN it was granted under, so
changing the PIN ends every other device's GM session. API clients may instead send a GM API token (Bearer),
issued for a correct PIN. Every request passes `guard` before its view runs; see `access.py`.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, current_app, g, redirect, request, session, url_for
from flask_wtf.csrf import CSRFError

from app.store import UnknownGame, gmauth, links
from app.web.jsonapi.apiroute import map_error, problem
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.rendering.marks import csrf_token
from app.web.sessions import owner
from app.web.sessions.access import access_of
from app.web.sessions.protection import csrf

GM_KEY = "gm"
MAX_GM_GAMES = 40
API_PREFIX = "/api/"


def init_security(app: Flask) -> None:
    """Install the guard, CSRF protection (forms and htmx; API writes by cookie) and their error pages."""
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", None)  # a game evening outlasts an hour; tied to the session
    app.config.setdefault("SESSION_COOKIE_HTTPONLY", True)
    app.config.setdefault("PIN_HASH_METHOD", gmauth.DEFAULT_HASH)
    app.before_request(guard)  # registered before CSRFProtect's hook: strangers are sent to the PIN first
    csrf.init_app(app)
    app.jinja_env.globals["csrf_token"] = csrf_token  # each form's field: the request's token read once, not per form
    app.register_error_handler(CSRFError, _csrf_failed)
    app.register_error_handler(UnknownGame, _no_such_game)
    app.jinja_env.globals["is_gm"] = is_gm


def is_api() -> bool:
    """Whether the request is for the JSON API."""
    return request.path.startswith(API_PREFIX)


def _fingerprint(game_id: str) -> str:
    """The current PIN's fingerprint of a game, looked up once per request."""
    cache = g.setdefault("pin_fingerprints", {})
    if game_id not in cache:
        cache[game_id] = gmauth.pin_fingerprint(game_log().engine, game_id)
    return cache[game_id]


def _granted() -> dict[str, str]:
    """The games this session was granted, with the PIN fingerprint of each grant."""
    return dict(entry.partition(":")[::2] for entry in session.get(GM_KEY, []) if ":" in entry)


def is_gm(game_id: str) -> bool:
    """Whether this browser's session masters the game (under its current PIN)."""
    granted = _granted()
    return game_id in granted and granted[game_id] == _fingerprint(game_id)


def gm_of_any() -> bool:
    """Whether this browser's session masters at least one game."""
    return any(is_gm(gid) for gid in _granted())


def grant_gm(game_id: str) -> None:
    """Let this browser's session master the game under its current PIN (the most recent games are kept)."""
    g.setdefault("pin_fingerprints", {}).pop(game_id, None)  # the PIN may have just been set or changed
    games = [e for e in session.get(GM_KEY, []) if e.partition(":")[0] != game_id]
    session[GM_KEY] = [*games, f"{game_id}:{_fingerprint(game_id)}"][-MAX_GM_GAMES:]
    session.permanent = True


def forget_gm(game_id: str) -> None:
    """Stop mastering a game from this browser."""
    session[GM_KEY] = [e for e in session.get(GM_KEY, []) if e.partition(":")[0] != game_id]


def bearer_token() -> str | None:
    """The token of an `Authorization: Bearer` header, or None."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def guard():
    """Refuse the request unless the caller may use the route (runs before every view)."""
    if request.endpoint is None:
        return None
    view = current_app.view_functions.get(request.endpoint)
    rule = request.url_rule
    kind = access_of(view, rule.arguments if rule else (), rule.methods if rule else ())
    if kind in ("open", "player"):
        return None
    if kind == "deny":
        return _refuse_api(403, "forbidden", "This route is closed.") if is_api() else _refuse_page(None)
    if kind == "gm_any":
        if owner.configured():  # a shared server: the owner PIN, which no game grants
            return owner.guard(is_api())
        if is_api():
            return _guard_api(None)
        return None if gm_of_any() else render("errors/gm_only.html", status=403)
    game_id = (request.view_args or {}).get("game_id", "")
    if not _game_exists(game_id):  # nothing to protect: the view answers 404 as it would for anyone
        return None
    if is_api():
        return _guard_api(game_id)
    return None if is_gm(game_id) else _refuse_page(game_id)


def _game_exists(game_id: str) -> bool:
    """Whether the game exists; its PIN's fingerprint and its head are read by the same query and kept for the
    request (the head for `guarded_head`)."""
    found = gmauth.guarded_head(game_log().engine, game_id)
    if found is None:
        return False
    g.guarded_head, g.setdefault("pin_fingerprints", {})[game_id] = found
    return True


def guarded_head(game_id: str):
    """The game's head as the guard read it at the start of this request, given once (None if it read none): for a
    view that reads the game before anything of the request has written to it, instead of a query of its own."""
    head = g.pop("guarded_head", None)
    return head if head is not None and head.game.id == game_id else None


def _guard_api(game_id: str | None):
    """API credentials for one game, or for any game when game_id is None."""
    engine = game_log().engine
    if request.headers.get("Authorization"):
        token = bearer_token()
        if token is None:
            return _refuse_api(401, "unauthorized", "Use 'Authorization: Bearer <GM API token>'.")
        owner = gmauth.token_game(engine, token)
        if owner is not None and game_id in (None, owner):
            g.gm_token = token
            return None
        if owner is not None:
            return _refuse_api(403, "forbidden", "This GM API token is for another game.")
        if links.resolve(engine, token) is not None:
            return _refuse_api(403, "player_link", "A player or display link only reads; it cannot act for the game master.")
        return _refuse_api(401, "unauthorized", "Unknown or revoked GM API token.")
    if is_gm(game_id) if game_id is not None else gm_of_any():
        csrf.protect()  # the API is exempt from the default check; a cookie-authenticated write needs X-CSRFToken
        return None
    return _refuse_api(401, "gm_required", "This needs the game master: a GM API token (POST the PIN to /api/v1/games/<id>/session) or the GM session.")


def _refuse_api(status: int, error: str, message: str):
    body, status = problem(status, error, message)
    if status == 401:
        body.headers["WWW-Authenticate"] = 'Bearer realm="Herald"'
    return body, status


def _refuse_page(game_id: str | None):
    """Strangers to a game are asked for its PIN; htmx requests are redirected there with HX-Redirect."""
    if game_id is None:
        return render("errors/forbidden.html", status=403)
    target = url_for("gm.pin", game_id=game_id, next=_return_path(game_id))
    if request.headers.get("HX-Request") == "true":
        response = current_app.make_response(("", 401))
        response.headers["HX-Redirect"] = target
        return response
    return redirect(target, 303)


def _return_path(game_id: str) -> str:
    """Where to go after the PIN: the page asked for (GET, boosted or not), else the page the browser shows."""
    if request.method == "GET":
        return request.full_path.rstrip("?")
    current = urlsplit(request.headers.get("HX-Current-URL", ""))
    if current.path and current.netloc == request.host:
        return current.path + (f"?{current.query}" if current.query else "")
    return url_for("screen.show", game_id=game_id)


def _no_such_game(exc: UnknownGame):
    """Any view that meets a game id nobody saved answers 404 (JSON for the API)."""
    if is_api():
        return map_error(exc)
    return render("errors/404.html", status=404)


def _csrf_failed(exc: CSRFError):
    if is_api():
        return problem(403, "csrf_failed", "A cookie-authenticated write needs the X-CSRFToken header. " + exc.description)
    if request.headers.get("HX-Request") == "true":
        response = current_app.make_response(("The page had expired; it reloads.", 400))
        response.headers["HX-Refresh"] = "true"
        return response
    return render("errors/csrf.html", status=400, reason=exc.description)
