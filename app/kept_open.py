"""Waitress keeps a phone's connection open after a 304: an idle poll is answered on the connection it came on.

Waitress 3 closes a connection after any answer that has neither a body length nor a chunked body, a 304 and a 204
included, though neither has a body by definition (RFC 9110 15.3.5 and 15.4.5). Every idle poll of a phone or the
table display (304, issue 42) then cost a new TCP connection: waitress accepting it and making its channel, the
phone's browser opening it. Its task here differs in that alone: on HTTP/1.1 a response that cannot have a body
keeps the connection, unless the client asked to close it.
"""

from __future__ import annotations

from waitress.channel import HTTPChannel
from waitress.task import WSGITask


class KeptOpenTask(WSGITask):
    """Waitress's WSGI task, but a response without a body by definition (1xx, 204, 304) keeps an HTTP/1.1 connection
    open unless the request said `Connection: close`."""

    _bodyless = False

    def build_response_header(self):
        self._bodyless = (self.version == "1.1" and not self.has_body
                          and self.request.headers.get("CONNECTION", "").lower() != "close")
        try:
            return super().build_response_header()
        finally:
            self._bodyless = False

    def set_close_on_finish(self) -> None:
        if not self._bodyless:  # waitress asks this for an answer without a length; it has none to send
            super().set_close_on_finish()


def keep_open_after_bodyless_answers() -> None:
    """Make waitress's channels answer with `KeptOpenTask` (every server of this process: Herald runs one)."""
    HTTPChannel.task_class = KeptOpenTask
