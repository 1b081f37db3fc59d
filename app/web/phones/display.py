"""The table display: the whole table on a TV or a second tablet, read-only, following the game like the phones.

Its link is a link of its own (app/store/links.py, seat DISPLAY), shown with a QR code on the share page and
re-issued there. The page draws what the game's kind lays out for everyone (`table_view` and `TABLE_VIEW` of its
screens module): nothing a phone hides from the other seats. Its fragment is polled with the phones' ETag (head
step, link revision, code fingerprint), so an idle poll answers 304.
"""

from __future__ import annotations

from flask import Blueprint, render_template

from app.games import registry
from app.store import UnknownGame
from app.store import games as saved
from app.store.links import ResolvedLink, resolve
from app.web.history.log_view import recent_rows
from app.web.phones.phone import (
    POLL_SECONDS,
    _etag,
    _if_none_match,
    _not_modified,
    _page,
    _sent,
    kept,
    polled_now,
)
from app.web.rendering.deps import game_log
from app.web.sessions.access import mark

bp = Blueprint("display", __name__, url_prefix="/d")
LOG_STEPS = 5  # the last steps of the log the display shows


def _link(token: str) -> tuple[ResolvedLink | None, object]:
    """The display link a token opens, or the page to answer instead (404 unknown or a seat's, 410 replaced)."""
    link = resolve(game_log().engine, token)
    if link is None or not link.display:  # a seat's link never opens the whole table
        return None, _page("phone/gone.html", 404, replaced=False, display=True)
    if link.replaced:
        return None, _page("phone/gone.html", 410, replaced=True, display=True)
    return link, None


def _context(token: str, link: ResolvedLink, summary, etag: str) -> dict:
    """What the display draws: the kind's public view of the table and the last steps of the log in words."""
    log = game_log()
    seq, state = log.load(link.game_id)
    kind = log.kind_of(link.game_id)
    screens = registry.screens(kind.name)
    rows = recent_rows(log, link.game_id, LOG_STEPS)
    rows = getattr(screens, "log_rows", list)(rows)  # a kind may say its log lines in words
    table = screens.table_view(state, log.context_for(kind.name))
    # read_only: the partials shared with the game screen leave out the game master's correction links.
    return {"token": token, "game": summary, "read_only": True, "seq": seq, "etag": etag, "poll": POLL_SECONDS, "kind": kind,
            "table_template": screens.TABLE_VIEW, "styles": getattr(screens, "TABLE_STYLES", ()), "table": table,
            "rows": screens.table_log(rows, state)}


def _answer(token: str):
    link, refusal = _link(token)
    if refusal is not None:
        return refusal
    try:
        etag, summary = _etag(link)
    except UnknownGame:
        return _page("phone/gone.html", 404, replaced=False, display=True)
    return _page("display/show.html", headers={"ETag": etag}, **_context(token, link, summary, etag))


def _fragment(token: str):
    """The table for polling: 304 while nothing changed; one draw per change, from one query for every later poll."""
    current = polled_now(token, display=True)
    if current is None:  # unknown, replaced, a seat's, or its game deleted: the notice, which the page reloads into
        link, refusal = _link(token)
        refusal = refusal or _page("phone/gone.html", 404, replaced=False, display=True)
        refusal.headers["HX-Refresh"] = "true"
        return refusal
    link, etag = current
    if etag in _if_none_match():
        return _not_modified(etag)

    def draw() -> str:
        return render_template("display/_table.html", **_context(token, link, saved.get_game(game_log(), link.game_id), etag))

    try:
        return _sent(kept(("table", token, etag), draw), headers={"ETag": etag})
    except UnknownGame:  # deleted since the query above
        return _page("phone/gone.html", 404, headers={"HX-Refresh": "true"}, replaced=False, display=True)


@mark("player")
@bp.get("/<token>")
def show(token: str):
    """The whole table for a TV (the page the display's QR code opens)."""
    return _answer(token)


@mark("player")
@bp.get("/<token>/table")
def table(token: str):
    """The table alone, for polling: 304 while nothing changed; a replaced link reloads into its notice."""
    return _fragment(token)

