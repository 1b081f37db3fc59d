"""Waitress as Herald runs it: twenty browsers holding idle keep-alive connections (six each, as browsers
open) do not keep a new client out, and idle connections are closed after a while."""

from __future__ import annotations

import socket
import threading
import time

import pytest
from waitress.server import create_server

from app.serve import IDLE_SECONDS, waitress_options

# A client kept out waits until idle connections are dropped (IDLE_SECONDS, then the next cleanup); one served at
# once answers in milliseconds, or seconds on a loaded machine. Waits shorter than the first, longer than the second.
STARVED = IDLE_SECONDS * 3 / 4


def hello(environ, start_response):
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", "2")])
    return [b"ok"]


@pytest.fixture
def server():
    options = waitress_options()
    srv = create_server(hello, host="127.0.0.1", port=0, **options)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    yield srv
    srv.close()


def _request(sock: socket.socket) -> bytes:
    sock.sendall(b"GET / HTTP/1.1\r\nHost: herald\r\n\r\n")
    data = b""
    while not data.endswith(b"ok"):
        chunk = sock.recv(4096)
        if not chunk:
            break
        data += chunk
    return data


def test_twenty_idle_keep_alive_browsers_do_not_starve_a_new_client(server):
    port = server.effective_port
    idle = []
    for _ in range(20 * 6):  # twenty browsers, six connections each, each used once and then left open
        sock = socket.create_connection(("127.0.0.1", port), timeout=STARVED)
        assert _request(sock).startswith(b"HTTP/1.1 200")
        idle.append(sock)
    try:
        start = time.monotonic()
        with socket.create_connection(("127.0.0.1", port), timeout=STARVED) as new:
            assert _request(new).startswith(b"HTTP/1.1 200")
        assert time.monotonic() - start < STARVED
    finally:
        for sock in idle:
            sock.close()


def test_the_limits_fit_a_table_and_spectators():
    options = waitress_options()
    assert options["connection_limit"] >= 20 * 6 + 6 * 6  # twenty idle browsers plus a table's devices
    assert options["channel_timeout"] == IDLE_SECONDS <= 30  # an idle connection is not kept two minutes
