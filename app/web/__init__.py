"""The web layer: parse a request, call the store and engine, render a page, a fragment or JSON.

The shared parts live here, by job (sessions, rendering, jsonapi, gamelist, phones, history); each game's
screens live in its own folder and are found through the registry of game kinds (app/games/registry.py).
"""

from __future__ import annotations

from flask import Flask

from app.games import registry
from app.store import GameLog
from app.store.db import make_engine
from app.web.rendering.deps import Extensions
from app.web.rendering.jinja_imports import QuickImportTemplate
from app.web.rendering.url_rules import LazyBuilderRule


def init_app(app: Flask) -> None:
    """Attach every game kind's screens and catalog, the game log, the access guard and CSRF, and the blueprints."""
    app.url_rule_class = LazyBuilderRule  # before any blueprint adds its routes
    app.jinja_env.template_class = QuickImportTemplate  # before any template is loaded
    app.extensions = Extensions(app.extensions)  # entries a start leaves for first use (a game's catalog)
    engine = make_engine(app.config["DATABASE"])
    from app.web.cardpacks import api as card_packs_api
    from app.web.cardpacks import pages as card_packs
    from app.web.gamelist import backup as backup_download
    from app.web.gamelist import games, home, screen
    from app.web.history import log
    from app.web.jsonapi import api
    from app.web.phones import display, phone, play_record, share
    from app.web.phones.quick_poll import QuickPoll
    from app.web.printing import print_page
    from app.web.rendering.errors import init_errors
    from app.web.rendering.marks import redo_disabled
    from app.web.sessions import gm
    from app.web.sessions.headers import init_headers
    from app.web.sessions.owner import init_owner
    from app.web.sessions.security import csrf, init_security

    init_errors(app)  # first: its OPTIONS answer runs before the guard
    init_security(app)
    init_owner(app)
    init_headers(app)
    screen.init_kind_guard(app)
    play_record.init_app(app)
    app.jinja_env.filters["signed"] = lambda n: f"{n:+d}"
    app.jinja_env.globals["redo_disabled"] = redo_disabled  # a mark in kept screens (app/web/rendering/marks.py)
    # Each kind registers its screens (and any routes it adds to the shared games and API blueprints) and says
    # how its engine's decision context is made: Prophecy's carries the group's card entries.
    contexts = {name: registry.screens(name).init_app(app, engine) for name in registry.KINDS}
    app.extensions["herald.log"] = GameLog(engine, contexts=contexts)
    app.wsgi_app = QuickPoll(app.wsgi_app, engine)  # an unchanged phone's poll answered before Flask
    for bp in (home.bp, games.bp, screen.bp, log.bp, api.bp, gm.bp, gm.api_bp, phone.bp, phone.api_bp, display.bp,
               share.bp, share.api_bp, play_record.bp, play_record.api_bp, backup_download.bp, print_page.bp,
               card_packs.bp, card_packs_api.api_bp):
        app.register_blueprint(bp)
    exempt = [api.bp, gm.api_bp, phone.api_bp, share.api_bp, play_record.api_bp, card_packs_api.api_bp]
    exempt += [bp for name in registry.KINDS for bp in registry.screens(name).api_blueprints()]
    for bp in exempt:
        csrf.exempt(bp)  # the guard checks CSRF on API writes authenticated by cookie; Bearer needs none
