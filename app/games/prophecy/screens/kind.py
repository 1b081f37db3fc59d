"""Prophecy's web side as the spine asks for it: blueprints, the game screen, the seat view, the API's hooks."""

from __future__ import annotations

from typing import Any

from flask import Flask, current_app

from app.games.prophecy.kind import CARDS, base_catalog

NEW_GAME = "games.new"  # the endpoint the game picker opens for a new Prophecy game
PHONE_SHEET = "prophecy/phone/_sheet.html"
TABLE_VIEW = "prophecy/display/_table.html"  # what the table display draws of a game
LOG_PAGE = ("prophecy/log/show.html", "prophecy/log/_screen.html")  # the log page and its swappable screen
NAV = "prophecy/play/_nav.html"  # the game's navigation, on shared pages such as the Print page
PRINT_ALL_SEATS = "All heroes, one page each"


def init_app(app: Flask, engine) -> Any:
    """Check the catalog (unless checked before), register Prophecy's screens; the context factory."""
    from app.games.prophecy.catalog.cached import checked
    from app.web.rendering.forms import learn_rules

    learn_rules(app, _rules)
    from app.games.prophecy.screens.battle import battle, battle_api
    from app.games.prophecy.screens.catalog import catalog, catalog_api, catalog_corrections, catalog_state
    from app.games.prophecy.screens.catalog.names import card_name
    from app.games.prophecy.screens.play import correct as correction_form
    from app.games.prophecy.screens.play import play, realm_board, words
    from app.games.prophecy.screens.play.result_view import build_result
    from app.games.prophecy.screens.setup import newgame

    # imported for the routes they add to the shared API, games and catalog blueprints
    del battle_api, catalog_corrections, newgame
    # A broken cards/ file stops Herald here, with a CatalogError naming the file and the field. Files checked before
    # by this code (their catalog is kept) are read on first use: a start imports no engine (issue 42).
    if app.config.get("CARDS_DIR") is None and checked(CARDS):
        base = base_catalog
    else:
        checked_now = base_catalog() if app.config.get("CARDS_DIR") is None else _catalog_from(app.config["CARDS_DIR"])
        base = lambda: checked_now  # noqa: E731
    # "herald.catalog" is the effective catalog: the base one plus the group's entries, rebuilt when they change.
    catalog_state.init(app, base, engine)
    for bp in (play.bp, realm_board.bp, correction_form.bp, battle.bp, catalog_api.bp):
        app.register_blueprint(bp)
    catalog.init(app)
    app.jinja_env.filters["card_name"] = card_name
    words.install(app)
    app.jinja_env.globals["result_view"] = lambda state: build_result(state, app.extensions["herald.catalog"])

    def context():
        from app.games.prophecy.engine import Context

        return Context(catalog=app.extensions["herald.catalog"])

    return context


def _rules():
    """Prophecy's rules, for their words beside a rule link (read on the first link drawn)."""
    from app.games.prophecy.engine.rulebook import BOOK

    return BOOK.rules.values()


def warm(app: Flask) -> None:
    """What a start left for first use, made before the first tap needs it: the engine and the catalog."""
    from app.games.prophecy.kind import engine_parts
    from app.games.prophecy.screens.catalog import catalog_state

    engine_parts()
    app.extensions.get(catalog_state.EFFECTIVE)


def api_blueprints() -> tuple:
    """Prophecy's JSON blueprints (CSRF-exempt like the shared API)."""
    from app.games.prophecy.screens.catalog import catalog_api
    return (catalog_api.bp,)


def _catalog_from(cards_dir: str):
    from pathlib import Path

    from app.games.prophecy.catalog import load_catalog

    return load_catalog(Path(cards_dir))


def show(game_id: str):
    """The game screen."""
    from app.games.prophecy.screens.play.play import show as play_show

    return play_show(game_id)


def screen_context(game_id: str) -> dict:
    """What the game's pages around the log need (nav, heroes, state)."""
    from app.games.prophecy.screens.play.play import screen_context as context

    return context(game_id)


def prepare_setup(act, catalog) -> tuple[Any, int]:
    """The create action ready to record and the game's seed (Herald deals the planes when it deals)."""
    from app.games.prophecy.screens.setup.dealing import prepare_setup as prepare

    return prepare(act, catalog)


def prepare_action(game_id: str, act, expected_seq: int):
    """An API action with the dice Herald was asked to roll filled in."""
    from app.games.prophecy.screens.battle.battle_api import herald_dice

    return herald_dice(game_id, act, expected_seq)


def after_create(act, game_id: str) -> None:
    """Keep what the setup typed from the cards (a character's printed values) as the group's entries."""
    from app.games.prophecy.screens.setup import setup_values
    setup_values.remember(act, game_id)


def values_to_keep(act, state, one_off: bool):
    """The card values typed in an action that the group keeps as entries once it is applied (none if one-off)."""
    from app.games.prophecy.screens.catalog import table_values
    return table_values.pending(act, state, one_off)


def after_action(act, game_id: str, keep) -> None:
    """Keep the values typed from the cards as the group's entries."""
    from app.games.prophecy.screens.catalog import table_values
    table_values.keep(act, game_id, keep)


def after_import() -> None:
    """An imported file may bring card entries: rebuild the effective catalog."""
    from app.games.prophecy.screens.catalog import catalog_state
    catalog_state.refresh()


def seat_view(state, seat: int, ctx) -> dict:
    """What a phone shows: its own hero in full and the public board."""
    from app.games.prophecy.screens.play.seatview import seat_view as view

    return view(state, seat, ctx.catalog, ctx)


def seat_subtitle(seat: dict) -> str:
    """What the share page says under a seat's player: her character."""
    from app.games.prophecy.screens.catalog.names import card_name

    return card_name(seat.get("character"))


def sheet_title(view: dict) -> str:
    """The phone page's title: the hero's character and player."""
    from app.games.prophecy.screens.catalog.names import card_name

    return f"{card_name(view['you'].get('character'))} · {view['you'].get('player')}"


def current_catalog():
    """The catalog the group plays with now."""
    return current_app.extensions["herald.catalog"]


def print_possessions(state) -> dict:
    """The cards each hero holds, for the print documents."""
    from app.games.prophecy.screens.print_data import possessions

    return possessions(state)


def print_extras(log, game_id: str, game, ctx) -> dict:
    """What a long document (the chronicle) adds to the gathered game: each battle's odds (in a print worker)."""
    from app.games.prophecy.screens.print_data import extras

    return extras(log, game_id, game, ctx)


def print_context(engine, cards_dir: str | None):
    """The decision context a print worker reads a Prophecy game with: the group's entries over the cards."""
    from app.games.prophecy.screens.print_data import worker_context

    return worker_context(engine, cards_dir)


def print_seat_label(player: dict, catalog) -> str:
    """A seat on the Print page: the player and the character."""
    from app.games.prophecy.screens.print_data import seat_label

    return seat_label(player, catalog)


def print_cards_folder():
    """The card data the printed sheets depend on."""
    from app.games.prophecy.screens.print_data import cards_folder

    return cards_folder()


def table_view(state, ctx) -> dict:
    """What the table display shows: the board, the planes and the Realm, every hero in brief, what happens now."""
    from app.games.prophecy.screens.play.table_view import table_view as view

    return view(state, ctx)


def table_log(rows: list, state) -> list:
    """The log's last steps as the table display may tell them (a draft's cards left unsaid)."""
    from app.games.prophecy.screens.play.table_view import table_log as public

    return public(rows, state)
