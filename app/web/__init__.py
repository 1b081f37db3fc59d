"""The web layer: parse a request, call the store and engine, render a page, a fragment or JSON."""

from __future__ import annotations

from pathlib import Path

from flask import Flask

from app.catalog import load_catalog
from app.engine import Context
from app.store import GameLog
from app.store.db import make_engine

from . import catalog_state
from .names import card_name  # noqa: E402


def init_app(app: Flask) -> None:
    """Load and check the card catalog, attach the game log, the access guard and CSRF, and the blueprints."""
    # A broken cards/ file stops Herald here, with a CatalogError naming the file and the field.
    base = load_catalog(Path(app.config["CARDS_DIR"]))
    engine = make_engine(app.config["DATABASE"])
    # "herald.catalog" is the effective catalog: the base one plus the group's entries, rebuilt when they change.
    catalog_state.init(app, base, engine)
    app.extensions["herald.log"] = GameLog(engine, context=lambda: Context(catalog=app.extensions["herald.catalog"]))

    from . import api, battle, catalog, catalog_api, games, gm, home, log, phone, play, printing, share
    from . import backup as backup_download
    from . import correct as correction_form
    from .errors import init_errors
    from .headers import init_headers
    from .security import csrf, init_security

    init_errors(app)  # first: its OPTIONS answer runs before the guard
    init_security(app)
    init_headers(app)
    app.register_blueprint(home.bp)
    app.register_blueprint(games.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(correction_form.bp)
    app.register_blueprint(log.bp)
    app.register_blueprint(battle.bp)
    app.register_blueprint(printing.bp)
    app.register_blueprint(api.bp)
    app.register_blueprint(catalog_api.bp)
    catalog.init(app)
    for bp in (gm.bp, gm.api_bp, phone.bp, phone.api_bp, share.bp, share.api_bp, backup_download.bp):
        app.register_blueprint(bp)
    for bp in (api.bp, catalog_api.bp, gm.api_bp, phone.api_bp, share.api_bp):
        csrf.exempt(bp)  # the guard checks CSRF on API writes authenticated by cookie; Bearer needs none
    app.jinja_env.filters["signed"] = lambda n: f"{n:+d}"
    app.jinja_env.filters["card_name"] = card_name
    from . import words

    words.install(app)
    from .result_view import build_result

    app.jinja_env.globals["result_view"] = lambda state: build_result(state, app.extensions["herald.catalog"])
