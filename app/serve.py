"""Serve Herald with waitress on HOST:PORT (default 0.0.0.0:5000) and print where phones can reach it.

Debug mode (HERALD_DEBUG=1 or DEBUG=1) runs Flask's debugger, which executes code typed into an error
page; it is only allowed when Herald listens on this machine alone (HOST=127.0.0.1, ::1 or localhost).
"""

from __future__ import annotations

import gc

if __name__ == "__main__":  # `python -m app.serve`: no collection while the start imports and builds (see `built`)
    gc.disable()

import ipaddress  # noqa: E402
import logging  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
import threading  # noqa: E402

from sqlalchemy.engine import make_url  # noqa: E402
from waitress import serve  # noqa: E402

from . import create_app  # noqa: E402
from .netinfo import lan_addresses  # noqa: E402
from .printing import pool  # noqa: E402

TRUE = {"1", "true", "yes", "on"}


def is_loopback(host: str) -> bool:
    """Whether host is an address of this machine only (wildcards like 0.0.0.0 are not)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def debug_refusal(host: str, debug: bool) -> str | None:
    """Why the server must not start (debug on an address other machines reach), or None."""
    if debug and not is_loopback(host):
        return (
            f"Refusing to start: debug mode is on and Herald would listen on {host}. The debugger runs any code "
            "typed into an error page. Use HOST=127.0.0.1 for debugging, or turn debug off to serve phones."
        )
    return None


# A table of five plus spectators: each browser keeps up to six connections open (tablet, five phones, a
# dozen spectators: about 110). Waitress's defaults (100 connections, idle ones kept 120 s) let twenty idle
# browsers fill every slot, so a new client waited up to two minutes. Idle connections now close after 20 s
# (a phone polls every 0.6 s, so its own stays open), and there is room for 300.
CONNECTION_LIMIT = 300
IDLE_SECONDS = 20


def waitress_options() -> dict:
    """How waitress serves Herald (threads, connection limits and timeouts); its connections are kept open after a
    304, a phone's idle poll (app/kept_open.py: every server asks for these options)."""
    from .kept_open import keep_open_after_bodyless_answers

    keep_open_after_bodyless_answers()
    return {
        "threads": 8,
        "ident": "Herald",
        "connection_limit": CONNECTION_LIMIT,
        "channel_timeout": IDLE_SECONDS,  # an idle keep-alive connection is closed after this
        "cleanup_interval": 5,  # how often idle connections are looked for
        "backlog": 128,
        "asyncore_use_poll": True,  # poll(), not select(): no limit at 1,024 open files
    }


def shown_database(target: str) -> str:
    """The database setting as printed: a URL's password hidden."""
    return make_url(target).render_as_string(hide_password=True) if "://" in target else target


def built(make):
    """The app, made with the garbage collector paused: a start makes some 200,000 objects that live as long as the
    server, and the collector went through them again and again (a fifth of a start's CPU, issue 42). They are then
    frozen, so no later collection looks through them either (the start leaves under a thousand unreachable)."""
    gc.disable()
    try:
        return make()
    finally:
        gc.freeze()
        gc.enable()


WARM_AFTER_SECONDS = 1.0


def build_models() -> int:
    """Build every pydantic model of Herald's that is still waiting for its first use (`defer_build`); how many."""
    from pydantic import BaseModel

    built_now, waiting = 0, [BaseModel]
    while waiting:
        model = waiting.pop()
        waiting.extend(model.__subclasses__())
        if model.__module__.startswith("app.") and not model.__pydantic_complete__:
            model.model_rebuild()
            built_now += 1
    return built_now


def warm_games(app) -> None:
    """Make what each game's first tap needs and a start left for first use (its engine, its catalog)."""
    from .games import registry

    for name in registry.KINDS:
        registry.screens(name).warm(app)


def _warm(app) -> None:
    warm_games(app)
    build_models()
    pool.warm()


def warm_after_first_answer(app) -> None:
    """Once the server has answered its first request, import the games' engines, build the models a start left for
    later and start the layout workers, in the background (issue 42): on two cores the workers' imports (WeasyPrint)
    took the core the server was starting on, the models took about 0.4 s of a start's CPU and the engines 0.35 s;
    the first game created would pay for them. A print or a request before then starts or builds what it needs
    itself."""
    started = threading.Lock()

    @app.after_request
    def _after(response):
        if started.acquire(blocking=False):  # the first answer only (the lock is never released)
            later = threading.Timer(WARM_AFTER_SECONDS, _warm, args=(app,))  # once that answer is on its way
            later.name, later.daemon = "warm-after-start", True
            later.start()
        return response


def setting_refusal() -> str | None:
    """Why the environment's settings do not let the server start (a layout niceness out of range), or None."""
    try:
        pool.niceness("long")
    except ValueError as error:
        return str(error)
    return None


def main() -> None:
    """Start the production server (or Flask's debugger, on loopback only)."""
    host = os.environ.get("HOST", "0.0.0.0")
    port = int(os.environ.get("PORT", "5000"))
    app = built(create_app)
    debug = bool(app.config.get("DEBUG")) or os.environ.get("DEBUG", "").lower() in TRUE
    refusal = debug_refusal(host, debug) or setting_refusal()
    if refusal:
        print(refusal, file=sys.stderr, flush=True)
        raise SystemExit(2)
    app.config.update(SERVER_HOST=host, SERVER_PORT=port)
    print(f"Herald is running. On this machine: http://127.0.0.1:{port}/", flush=True)
    if debug:
        app.run(host=host, port=port, debug=True, use_reloader=False)
        return
    app.config["DEBUG"] = False
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    if host in ("0.0.0.0", "::"):
        for address in lan_addresses():
            print(f"From a phone or tablet on the same network: http://{address}:{port}/", flush=True)
    print(f"Database: {shown_database(app.config['DATABASE'])}", flush=True)
    warm_after_first_answer(app)
    serve(app, host=host, port=port, **waitress_options())


if __name__ == "__main__":
    main()
