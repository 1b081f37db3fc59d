"""An idle poll answered before Flask: a phone's sheet or the table display's fragment, asked for with the ETag it
already shows, gets its 304 from one query, without a request context, session or hooks (issue 42: ten phones and the
display poll every 0.6 s). Anything else (a change, an unknown or replaced link, no If-None-Match) goes on to Flask,
which answers as before (from the link and ETag found here, handed on in the environ: one query for a changed page
too); the 304 carries the headers Flask's would."""

from __future__ import annotations

import re

from sqlalchemy.engine import Engine

from app.web.phones.phone import NO_STORE, POLLED_KEY, none_match, polled
from app.web.sessions.headers import HEADERS

POLLED = re.compile(r"/(?:p/([^/]{1,100})/sheet|d/([^/]{1,100})/table)")


class QuickPoll:
    """WSGI middleware: the 304 of an unchanged phone or display poll, else the app's answer."""

    def __init__(self, app, engine: Engine):
        self.app, self.engine = app, engine

    def __call__(self, environ, start_response):
        asked = environ.get("HTTP_IF_NONE_MATCH") if environ.get("REQUEST_METHOD") == "GET" else None
        path = POLLED.fullmatch(environ.get("PATH_INFO", "")) if asked else None
        if path is not None:
            current = polled(self.engine, path[1] or path[2], display=path[2] is not None)
            if current is not None and current[1] in none_match(asked):
                start_response("304 NOT MODIFIED", [*(HEADERS | NO_STORE).items(), ("ETag", current[1])])
                return [b""]
            environ[POLLED_KEY] = current
        return self.app(environ, start_response)
