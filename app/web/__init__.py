"""The web layer: parse a request, call the store and engine, render a page, a fragment or JSON."""

from __future__ import annotations

from pathlib import Path

from flask import Flask

from app.catalog import load_catalog
from app.engine import Context
from app.store import GameLog
from app.store.db import make_engine


def init_app(app: Flask) -> None:
    """Load and check the card catalog, attach the game log and register the blueprints."""
    # A broken cards/ file stops Herald here, with a CatalogError naming the file and the field.
    app.extensions["herald.catalog"] = load_catalog(Path(app.config["CARDS_DIR"]))
    engine = make_engine(app.config["DATABASE"])
    app.extensions["herald.log"] = GameLog(engine, context=lambda: Context(catalog=app.extensions["herald.catalog"]))

    from . import api, games, home, play, printing

    app.register_blueprint(home.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(printing.bp)
    app.register_blueprint(api.bp)
    app.jinja_env.filters["signed"] = lambda n: f"{n:+d}"
