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


def not_modified(environ, start_response):
    start_response("304 Not Modified", [("ETag", '"same"')])
    return [b""]


def _head(sock: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            break
        data += chunk
    return data


def test_a_304_keeps_its_connection_open_unless_the_client_closes_it():
    """A phone's idle poll (a 304, issue 42) is answered on the connection it came on, which stays open for the next
    (app/kept_open.py): waitress 3 closed it after every 304, so every poll opened a new one. A client that asks to
    close still has it closed."""
    srv = create_server(not_modified, host="127.0.0.1", port=0, **waitress_options())
    threading.Thread(target=srv.run, daemon=True).start()
    poll = b"GET /p/token/sheet HTTP/1.1\r\nHost: herald\r\nIf-None-Match: \"same\"\r\n"
    try:
        with socket.create_connection(("127.0.0.1", srv.effective_port), timeout=STARVED) as sock:
            for _ in range(3):
                sock.sendall(poll + b"\r\n")
                head = _head(sock)
                assert head.startswith(b"HTTP/1.1 304") and b"Connection: close" not in head, head
            sock.sendall(poll + b"Connection: close\r\n\r\n")
            assert b"Connection: close" in _head(sock)
            assert sock.recv(1) == b""  # closed by the server
    finally:
        srv.close()
