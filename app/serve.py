"""Serve Herald with waitress on HOST:PORT (default 0.0.0.0:5000) and print where phones can reach it."""

from __future__ import annotations

import logging
import os

from waitress import serve

from . import create_app
from .netinfo import lan_addresses


def main() -> None:
    """Start the production server."""
    host = os.environ.get("HOST", "0.0.0.0")
    port = int(os.environ.get("PORT", "5000"))
    app = create_app()
    app.config["DEBUG"] = False
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    print(f"Herald is running. On this machine: http://127.0.0.1:{port}/", flush=True)
    if host in ("0.0.0.0", "::"):
        for address in lan_addresses():
            print(f"From a phone or tablet on the same network: http://{address}:{port}/", flush=True)
    print(f"Database: {app.config['DATABASE']}", flush=True)
    serve(app, host=host, port=port, threads=8, ident="Herald")


if __name__ == "__main__":
    main()
