"""Browser security headers on every answer: a Content-Security-Policy allowing only what Herald serves itself,
no MIME sniffing, no framing; and the session cookie's SameSite=Lax.

Scripts come only from /static (the vendored htmx, device.js, phone.js): no inline script, no event-handler
attribute, no eval. Stylesheets come only from /static and no `style` attribute is allowed: seat colours are
classes and the odds bars inline SVG (tests/web/shared/test_no_style_attributes.py). Images are Herald's own, or inline SVG
and data: URLs (the QR codes).
"""

from __future__ import annotations

from datetime import UTC, datetime

from flask import Flask
from flask.sessions import SecureCookieSessionInterface

CSP = "; ".join((
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
))
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}


def init_headers(app: Flask) -> None:
    """Send the security headers with every response and make the session cookie SameSite=Lax."""
    # Flask defines SESSION_COOKIE_SAMESITE as None, so a setdefault would never take.
    if app.config.get("SESSION_COOKIE_SAMESITE") is None:
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"
    app.after_request(_secure)
    app.session_interface = DailyRefresh()


REFRESHED = "refreshed"  # the session's key for the day its cookie was last sent


def today() -> str:
    """The day (UTC) a lasting session's cookie is sent again on."""
    return datetime.now(UTC).date().isoformat()


class DailyRefresh(SecureCookieSessionInterface):
    """A lasting session's cookie is sent again (its expiry moved on) once a day of use, not with every answer:
    signing it anew was a twentieth of a tap and a sixth of the game screen. A changed session is sent at once."""

    def should_set_cookie(self, app: Flask, session) -> bool:
        """Whether this answer carries the session cookie (marking the day when it is sent to move its expiry on)."""
        refresh = session.permanent and app.config["SESSION_REFRESH_EACH_REQUEST"] and session.get(REFRESHED) != today()
        if refresh:
            session[REFRESHED] = today()
        return session.modified


def _secure(response):
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response
