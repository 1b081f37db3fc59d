"""Profile: what one idle phone poll (a 304) costs the server, in process and over HTTP.

In process (no HTTP): a five-seat Prophecy game in a throw-away database; one seat's idle poll through the app's WSGI
callable (answered before Flask by app/web/phones/quick_poll.py) timed side by side with its parts (the query alone,
the token's hash) and with the same poll through Flask (a poll whose If-None-Match is out of date), then cProfile's
top lines over many polls. Over HTTP: the server's CPU per poll under waitress (the options app.serve uses) with
pollers on keep-alive connections, Herald beside a bare WSGI callable that answers every poll 304 with the same
headers (waitress's own share of a poll).

    python bench/poll_profile.py [--polls 3000] [--top 20] [--seconds 10] [--pollers 11] [--every 0.2]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests
from harness import free_port, load_note
from phone_polling import SEATS, cpu_seconds, wait_up
from profiling import cpu_line, cpu_ms, print_profile

HOST = "127.0.0.1"


def _game(client, base: str = "") -> tuple[str, list[str]]:
    """A new five-seat game and its seat links' tokens (through Flask's test client, or `requests` at `base`)."""
    created = _json(client.post(base + "/api/v1/games", json={"name": "Bench", "pin": "2468",
                                                             "setup": {"kind": "create_game", "seats": SEATS}}))
    links = _json(client.get(f"{base}/api/v1/games/{created['id']}/links",
                             headers={"Authorization": f"Bearer {created['gm_token']}"}))
    return created["id"], [link["url"].split("/p/", 1)[1] for link in links]


def _json(response) -> dict | list:
    return response.get_json() if hasattr(response, "get_json") else response.json()


def in_process(args) -> None:
    """The idle poll's CPU and profile, in process."""
    from werkzeug.test import EnvironBuilder

    from app import create_app
    from app.store.links import poll_head, token_hash

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SECRET_KEY": "bench", "DATABASE": str(Path(tmp) / "bench.sqlite")})
        client = app.test_client()
        _, tokens = _game(client)
        token = tokens[0]
        etag = client.get(f"/p/{token}").headers["ETag"]
        engine = app.extensions["herald.log"].engine

        def environ(tag: str) -> dict:
            return EnvironBuilder(path=f"/p/{token}/sheet", headers={"If-None-Match": tag, "HX-Request": "true"},
                                  environ_base={"REMOTE_ADDR": HOST}).get_environ()

        idle, through_flask = environ(etag), environ('W/"out-of-date"')

        def call(env: dict) -> None:
            statuses = []
            body = app.wsgi_app(dict(env), lambda status, headers, exc_info=None: statuses.append(status))
            b"".join(body)
            getattr(body, "close", lambda: None)()

        assert call(idle) is None
        cpu = cpu_ms({"static": lambda: client.get("/static/css/app.css").close(),
                      "idle poll": lambda: call(idle), "query": lambda: poll_head(engine, token),
                      "token hash": lambda: token_hash(token), "poll through Flask": lambda: call(through_flask)},
                     args.rounds)
        print(cpu_line(cpu, args.rounds))
        print_profile(lambda: call(idle), args.polls, args.top, None, name="idle polls")


def serve(port: int, database: str, bare: bool) -> None:
    """Child process: Herald (or a bare callable answering 304) under waitress, as app.serve runs it."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from waitress import serve as waitress_serve

    from app import create_app
    from app.serve import built, waitress_options

    app = built(lambda: create_app({"SECRET_KEY": "bench", "DATABASE": database, "SERVER_HOST": HOST,
                                    "SERVER_PORT": port}))
    if bare:
        from app.web.phones.phone import NO_STORE
        from app.web.sessions.headers import HEADERS

        herald, headers = app, list((HEADERS | NO_STORE).items())

        def app(environ, start_response):  # Herald for the set-up, a bare 304 for every poll
            if not environ.get("HTTP_IF_NONE_MATCH"):
                return herald(environ, start_response)
            start_response("304 NOT MODIFIED", [*headers, ("ETag", environ["HTTP_IF_NONE_MATCH"])])
            return [b""]
    waitress_serve(app, host=HOST, port=port, **waitress_options())


def over_http(args, bare: bool) -> float:
    """Server CPU milliseconds per idle poll under waitress, `args.pollers` pollers each every `args.every` s."""
    port = free_port()
    base = f"http://{HOST}:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, __file__, "--serve", str(port), str(Path(tmp) / "b.sqlite")] + (["--bare"] if bare else [])
        server = subprocess.Popen(command)
        try:
            wait_up(base, time.monotonic() + 60)
            _, tokens = _game(requests, base)
            urls = [f"{base}/p/{tokens[i % len(tokens)]}" for i in range(args.pollers)]
            tags = [requests.get(url, timeout=5).headers["ETag"] for url in urls]
            time.sleep(1.0)
            counts = [0] * args.pollers
            start, cpu_start = time.monotonic(), cpu_seconds(server.pid)
            stop = start + args.seconds

            def poller(i: int) -> None:
                session, tick = requests.Session(), start + i * args.every / args.pollers
                while tick < stop:
                    r = session.get(urls[i] + "/sheet", headers={"HX-Request": "true", "If-None-Match": tags[i]}, timeout=5)
                    assert r.status_code == 304, r.status_code
                    counts[i] += 1
                    tick += args.every
                    time.sleep(max(0.0, tick - time.monotonic()))

            threads = [threading.Thread(target=poller, args=(i,), daemon=True) for i in range(args.pollers)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(args.seconds + 10)
            cpu, wall = cpu_seconds(server.pid) - cpu_start, time.monotonic() - start
        finally:
            server.terminate()
            server.wait(timeout=10)
    polls = sum(counts)
    print(f"{'bare 304' if bare else 'Herald'} under waitress: {polls} polls in {wall:.1f} s ({polls / wall:.1f} a second),"
          f" server CPU {cpu:.2f} s = {100 * cpu / wall:.1f} % of one core, {cpu / polls * 1000:.2f} ms a poll")
    return cpu / polls * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--polls", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=1000, help="side-by-side CPU rounds")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0, help="each HTTP run (bounded to 60 s)")
    parser.add_argument("--pollers", type=int, default=11)
    parser.add_argument("--every", type=float, default=0.2, help="seconds between one poller's polls over HTTP")
    parser.add_argument("--http-only", action="store_true", help="only the HTTP runs")
    parser.add_argument("--serve", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), args.serve[1], args.bare)
        return 0
    args.seconds = min(max(args.seconds, 2.0), 60.0)
    print(load_note())
    if not args.http_only:
        in_process(args)
    bare, herald = over_http(args, bare=True), over_http(args, bare=False)
    print(f"waitress's share of an idle poll: {bare:.2f} of {herald:.2f} ms; Herald's own {herald - bare:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
