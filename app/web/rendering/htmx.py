"""Render a full page, or only its fragment when a real htmx request asks for it."""

from __future__ import annotations

from flask import current_app, make_response, render_template


def wants_fragment() -> bool:
    """True for htmx requests that swap part of a page: not boosted navigation, not a history restore."""
    htmx = current_app.htmx
    return bool(htmx) and not htmx.boosted and not htmx.history_restore_request


def stale_status() -> int:
    """The status of a step refused as stale (another device moved the game on): 409, but 200 to htmx, a swap or a
    boosted form alike, whose pages swap in no 409 (templates/layout.html: the tablet would show nothing, as if the
    tap were lost)."""
    return 200 if current_app.htmx else 409


def render(page: str, fragment: str | None = None, status: int = 200, headers: dict | None = None, **context):
    """The fragment template for htmx swaps, the page template otherwise; always Vary: HX-Request."""
    template = fragment if fragment and wants_fragment() else page
    response = make_response(render_template(template, **context), status)
    response.headers["Vary"] = "HX-Request"
    for key, value in (headers or {}).items():
        response.headers[key] = value
    return response
