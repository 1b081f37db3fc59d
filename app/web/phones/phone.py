"""Player pages: a seat link opens that hero's sheet on a phone, read-only, kept current by polling.

The sheet fragment answers 304 while nothing changed: its ETag is made of the game's head step (and
when it moved), the seat link's revision and the code's fingerprint (the same in every server process), so an
idle poll costs one small query (`polled`: the link and its game's head in one, asked before Flask by quick_poll.py). Polls come every 0.6 s so a
change shows within half a second (median) on ten phones and the display for about 3 % of one core (issue 42):
a push (server-sent events) would hold one of waitress's eight worker threads per phone for as long as it is open.
"""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify, make_response, render_template, request

from app.games import registry
from app.store import UnknownGame
from app.store import games as saved
from app.store.links import ResolvedLink, poll_head, resolve
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.build import fingerprint
from app.web.rendering.deps import game_log
from app.web.rendering.recent import Recent
from app.web.sessions.access import mark
from app.web.sessions.schemas_access import PlayerViewOut

bp = Blueprint("phone", __name__, url_prefix="/p")
api_bp = Blueprint("phone_api", __name__, url_prefix="/api/v1")
POLL_SECONDS = 0.6  # a change shows within 0.3 s at the median, 0.6 s at worst, plus the request's own time
# New code or templates must not answer 304 to an old page; every process of one copy agrees (several servers).
BOOT = fingerprint()
POLLED_KEY = "herald.polled"  # quick_poll.py's finding, handed to the route in the environ (no header can set it)
NO_STORE = {"Cache-Control": "no-cache, private", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex"}


def _link(token: str) -> tuple[ResolvedLink | None, object]:
    """The link a token opens, or the page to answer instead (404 unknown, 410 replaced)."""
    link = resolve(game_log().engine, token)
    if link is None or link.display:  # the table display's link opens no seat
        return None, _page("phone/gone.html", 404, replaced=False)
    if link.replaced:
        return None, _page("phone/gone.html", 410, replaced=True)
    return link, None


def _page(template: str, status: int = 200, headers: dict | None = None, **context):
    return _sent(render_template(template, **context), status, headers)


def kept(key: tuple, draw) -> str:
    """A polled page drawn once per change (its ETag is in the key), however many phones of a seat show it."""
    found = current_app.extensions.get("herald.polled_pages")
    if found is None:
        found = current_app.extensions.setdefault("herald.polled_pages", Recent(64))
    return found.get(key, draw)


def _sent(html: str, status: int = 200, headers: dict | None = None):
    response = make_response(html, status)
    response.headers.update(NO_STORE)
    response.headers["Vary"] = "HX-Request"
    for key, value in (headers or {}).items():
        response.headers[key] = value
    return response


def _tag(link: ResolvedLink, head_seq: int, updated_at) -> str:
    return f'W/"{BOOT}-{head_seq}-{updated_at.timestamp():.6f}-r{link.revision}"'


def _etag(link: ResolvedLink) -> tuple[str, object]:
    summary = saved.get_game(game_log(), link.game_id)
    return _tag(link, summary.head_seq, summary.updated_at), summary


def polled(engine, token: str, display: bool) -> tuple[ResolvedLink, str] | None:
    """From one query, a current seat (or display) link and the ETag its page has now; None for any other token (an
    unknown or replaced link, the other kind of link, a deleted game: the full path answers those)."""
    found = poll_head(engine, token)
    if found is None or found[0].replaced or found[0].display != display:
        return None
    return found[0], _tag(*found)


def polled_now(token: str, display: bool) -> tuple[ResolvedLink, str] | None:
    """`polled` for this request: what quick_poll.py found before Flask, else from the query now."""
    if POLLED_KEY in request.environ:
        return request.environ[POLLED_KEY]
    return polled(game_log().engine, token, display)


def _not_modified(etag: str):
    response = make_response("", 304)
    response.headers.update(NO_STORE)
    response.headers["ETag"] = etag
    return response


def _view(game_id: str, seat: int):
    """The seat's view as its game's kind draws it, with the kind's screens module."""
    log = game_log()
    seq, state = log.load(game_id)
    kind = log.kind_of(game_id)
    screens = registry.screens(kind.name)
    return seq, screens, screens.seat_view(state, seat, log.context_for(kind.name))


def _context(token: str, link: ResolvedLink, summary, etag: str) -> dict:
    seq, screens, view = _view(link.game_id, link.seat)
    return {"token": token, "game": summary, "seq": seq, "etag": etag, "poll": POLL_SECONDS,
            "sheet": screens.PHONE_SHEET, "sheet_title": screens.sheet_title(view), **view}


@mark("player")
@bp.get("/<token>")
def show(token: str):
    """A hero's sheet on the phone (the page a QR code opens)."""
    link, refusal = _link(token)
    if refusal is not None:
        return refusal
    try:
        etag, summary = _etag(link)
    except UnknownGame:
        return _page("phone/gone.html", 404, replaced=False)
    return _page("phone/show.html", headers={"ETag": etag}, **_context(token, link, summary, etag))


@mark("player")
@bp.get("/<token>/sheet")
def sheet(token: str):
    """The sheet alone, for polling: 304 while nothing changed; a replaced link reloads into its notice. A change is
    drawn once per seat (`kept`), and the phones after the first pay one query for it."""
    current = polled_now(token, display=False)
    if current is None:  # unknown, replaced, or its game deleted: the notice, which the page reloads into
        link, refusal = _link(token)
        refusal = refusal or _page("phone/gone.html", 404, replaced=False)
        refusal.headers["HX-Refresh"] = "true"
        return refusal
    link, etag = current
    if etag in _if_none_match():
        return _not_modified(etag)

    def draw() -> str:
        context = _context(token, link, saved.get_game(game_log(), link.game_id), etag)
        return render_template(context["sheet"], **context)

    try:
        return _sent(kept(("sheet", token, etag), draw), headers={"ETag": etag})
    except UnknownGame:  # deleted since the query above
        return _page("phone/gone.html", 404, headers={"HX-Refresh": "true"}, replaced=False)


def _if_none_match() -> set[str]:
    return none_match(request.headers.get("If-None-Match", ""))


def none_match(header: str) -> set[str]:
    """The ETags an If-None-Match header lists."""
    return {part.strip() for part in header.split(",") if part.strip()}


@api_route(
    api_bp, "/player/<token>", "get", access="player", response=PlayerViewOut, errors=(404, 410),
    summary="What a player link shows: its own hero in full and the public board (the token is the credential).",
)
def player_view(token: str):
    link = resolve(game_log().engine, token)
    if link is None or link.display:
        return problem(404, "unknown_link", "This link does not open any seat.")
    if link.replaced:
        return problem(410, "link_replaced", "This link was replaced; scan the new QR code on the tablet.")
    log = game_log()
    summary = saved.get_game(log, link.game_id)
    seq, _, view = _view(link.game_id, link.seat)
    out = PlayerViewOut(game_id=link.game_id, name=summary.name, seq=seq, seat=link.seat, **view)
    response = jsonify(out.model_dump(mode="json"))
    response.headers.update(NO_STORE)
    return response
