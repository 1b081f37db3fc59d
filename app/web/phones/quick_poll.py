"""An idle poll answered before Flask: a phone's sheet or the table display's fragment, asked for with the ETag it
already shows, gets its 304 from one query, without a request context, session or hooks (issue 42: ten phones and the
display poll every 0.6 s). Anything else (a change, an unknown or replaced link, no If-None-Match) goes on to Flask,
which answers as before; the 304 carries the headers Flask's would."""

from __future__ import annotations

import re

from sqlalchemy.engine import Engine

from app.web.phones.phone import NO_STORE, current_tag, none_match
from app.web.sessions.headers import HEADERS

POLLED = re.compile(r"/(?:p/([^/]{1,100})/sheet|d/([^/]{1,100})/table)")


class QuickPoll:
    """WSGI middleware: the 304 of an unchanged phone or display poll, else the app's answer."""

    def __init__(self, app, engine: Engine):
        self.app, self.engine = app, engine

    def __call__(self, environ, start_response):
        asked = environ.get("HTTP_IF_NONE_MATCH") if environ.get("REQUEST_METHOD") == "GET" else None
        polled = POLLED.fullmatch(environ.get("PATH_INFO", "")) if asked else None
        if polled is not None:
            etag = current_tag(self.engine, polled[1] or polled[2], display=polled[2] is not None)
            if etag is not None and etag in none_match(asked):
                start_response("304 NOT MODIFIED", [*(HEADERS | NO_STORE).items(), ("ETag", etag)])
                return [b""]
        return self.app(environ, start_response)
