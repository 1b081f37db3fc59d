"""Browser security headers on every answer: a Content-Security-Policy allowing only what Herald serves itself,
no MIME sniffing, no framing; and the session cookie's SameSite=Lax.

Scripts come only from /static (the vendored htmx, device.js, phone.js): no inline script, no event-handler
attribute, no eval. Stylesheets come only from /static and no `style` attribute is allowed: seat colours are
classes and the odds bars inline SVG (tests/web/shared/test_no_style_attributes.py). Images are Herald's own, or inline SVG
and data: URLs (the QR codes).
"""

from __future__ import annotations

from flask import Flask, request
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
    app.session_interface = PageLoadRefresh()


class PageLoadRefresh(SecureCookieSessionInterface):
    """A lasting session's cookie is sent again (its expiry moved on) with pages, not with every htmx answer: signing
    it anew was a tenth of a tap's time. A changed session is sent with any answer."""

    def should_set_cookie(self, app: Flask, session) -> bool:
        """Whether this answer carries the session cookie."""
        return session.modified or (session.permanent and app.config["SESSION_REFRESH_EACH_REQUEST"]
                                    and not request.headers.get("HX-Request"))


def _secure(response):
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response
