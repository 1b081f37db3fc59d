"""Conjurers' web side as the spine asks for it: its blueprint, the game screen, the seat view, the API's hooks."""

from __future__ import annotations

import secrets
from dataclasses import replace
from functools import cached_property
from typing import Any

from flask import Flask

from app.games.conjurers import entries
from app.games.conjurers.catalog import checked_before
from app.games.conjurers.kind import KIND, base_catalog
from app.games.conjurers.screens.typed_values import keep_typed
from app.games.conjurers.screens.words import place_words, plain_line

NEW_GAME = "conjurers.new"  # the endpoint the game picker opens for a new Conjurers game
PHONE_SHEET = "conjurers/phone/_sheet.html"
TABLE_VIEW = "conjurers/display/_table.html"  # what the table display draws of a game
TABLE_STYLES = ("css/conjurers.css", "css/conjurers-battle.css")  # the stylesheets it needs beside app.css
LOG_PAGE = ("conjurers/log.html", "conjurers/_log_screen.html")  # the log page and its swappable screen
NAV = "conjurers/_nav.html"  # the game's navigation, on shared pages such as the Print page
PRINT_ALL_SEATS = "All players, one page each"


def init_app(app: Flask, engine) -> Any:
    """Register Conjurers' screens; its decisions use the catalog read from cards/conjurers/."""
    from app.web.rendering.forms import learn_rules

    learn_rules(app, _rules)
    from app.games.conjurers.screens import tablet
    from app.games.conjurers.screens.battle import api, screen, typing_forms
    from app.games.conjurers.screens.entries import card_page, catalog_view, entries_api
    from app.games.conjurers.screens.table import correct_page

    del api, card_page, correct_page, entries_api, typing_forms  # they add their routes to blueprints registered here
    app.register_blueprint(tablet.bp)
    app.register_blueprint(screen.bp)
    app.register_blueprint(catalog_view.bp)
    if not checked_before():  # a broken cards/conjurers/ file stops Herald here (files checked before: on first use)
        base_catalog()

    def names() -> dict:
        """Printed names as the group's entries give them now (a card named mid-game is named in every log)."""
        from flask import g, has_app_context

        if not has_app_context():
            return {c.id: c.name for c in entries.effective_catalog(engine, base_catalog()).cards}
        if "conjurers_names" not in g:
            g.conjurers_names = {c.id: c.name for c in entries.effective_catalog(engine, base_catalog()).cards}
        return g.conjurers_names

    # The log's lines name cards by id; the log page shows the card's words instead.
    words = lambda line: plain_line(line, _log_namer(names))  # noqa: E731
    app.add_template_filter(words, "conjurers_words")
    app.extensions["conjurers.line_words"] = words
    app.extensions["conjurers.names"] = names
    # The group's typed card values are laid over cards/conjurers/ each time a decision needs the catalog, which is
    # read (with the engine) on first use, not at a start (issue 42).
    return lambda: GroupContext(engine, base_catalog())


def warm(app: Flask) -> None:
    """What a start left for first use, made before the first tap needs it: the engine, the cards and the minions."""
    del app
    KIND.context(base_catalog())


def _rules():
    """Conjurers' rules, for their words beside a rule link (read on the first link drawn)."""
    from app.games.conjurers.engine.rulebook import BOOK

    return BOOK.rules.values()


class GroupContext:
    """The engine's decision context (`engine.Context`) with the group's catalog read only when a decision consults
    it: setting up does, a placement or a battle turn does not, so most steps read no entries."""

    def __init__(self, engine, base):
        self._engine, self._base = engine, base
        self.minions = KIND.context(base).minions

    @cached_property
    def catalog(self):
        """cards/conjurers/ with the group's entries in force now."""
        return entries.effective_catalog(self._engine, self._base)


def story_words(game_id: str | None = None):
    """A function saying one log line in words (the step list, the JSON log), as the log page does: its cards named
    as the group names them now, an unnamed one where the table finds it in the game's head step (issue 38); the
    names and the state are read once, so it can outlive the request."""
    from flask import current_app

    from app.games.conjurers.screens.words import card_words

    known = dict(current_app.extensions["conjurers.names"]())
    if game_id is None:
        return lambda line: plain_line(line, lambda c: card_words(c, known.get(c)))
    from app.web.rendering.deps import game_log

    state = game_log().load(game_id)[1]
    return lambda line: plain_line(line, lambda c: known.get(c) or place_words(state, c))


def refusal_words(game_id: str):
    """A function saying a refusal of this game as the game screen says it (the JSON API's problem answers): each
    card in words, an unnamed one where the table finds it in the head step the refused action was decided at."""
    from app.games.conjurers.screens.words import refusal_words as said
    from app.web.rendering.deps import game_log

    state = game_log().load(game_id)[1]
    return lambda text: said(state, text)


def _log_namer(names):
    """How the log page names a card: its printed name, else where the table finds it in the game shown now (issue
    38); outside a game's page, its place in the box."""
    from flask import g, has_request_context, request

    from app.games.conjurers.screens.words import card_words

    game_id = (request.view_args or {}).get("game_id") if has_request_context() else None
    if game_id is not None:
        if "conjurers_log_state" not in g:
            from app.web.rendering.deps import game_log

            g.conjurers_log_state = game_log().load(game_id)[1]
        state = g.conjurers_log_state
        if hasattr(state, "piles"):
            return lambda c: names().get(c) or place_words(state, c)
    return lambda c: card_words(c, names().get(c))


def log_rows(rows: list) -> list:
    """The log's rows with each card named in words (the log page and its filtered rows alike)."""
    from flask import current_app

    words = current_app.extensions["conjurers.line_words"]
    return [replace(row, story=tuple(map(words, row.story))) for row in rows]


def api_blueprints() -> tuple:
    """Conjurers adds no JSON blueprint of its own (the shared API serves its actions)."""
    return ()


def show(game_id: str):
    """The game screen."""
    from app.games.conjurers.screens.tablet import screen

    return screen(game_id)


def screen_context(game_id: str) -> dict:
    """What the game's pages need: the game, its step, its state, its offers."""
    from app.games.conjurers.screens.tablet import screen_context as context

    return context(game_id)


def prepare_setup(act, catalog) -> tuple[Any, int]:
    """The start action as sent (the API names every draw) with the group's battle die (else the box's) when it
    names none, and a new seed for the game."""
    from app.web.rendering.deps import game_log

    del catalog
    die = entries.group_die(game_log().engine)[0]
    return (act if act.die else act.model_copy(update={"die": die})), secrets.randbits(63)


def prepare_action(game_id: str, act, expected_seq: int):
    """An API action with what Herald was asked to draw or roll (`by_herald`) filled in from the game's seed."""
    from app.games.conjurers.screens.battle.herald import fill, rng_for
    from app.store import games as saved
    from app.web.rendering.deps import game_log

    if not getattr(act, "by_herald", False):
        return act
    log = game_log()
    seq, state = log.load(game_id)
    if seq != expected_seq:
        return act  # a retried or stale request: the store answers it without deciding it again
    return fill(state, act, rng_for(saved.game_seed(log, game_id), expected_seq))


def after_create(act, game_id: str) -> None:
    """Nothing to keep beside the log."""


def values_to_keep(act, state, one_off: bool):
    """The state before the action, whose values the action's new ones are told from; None when sent as one-off
    (nothing it types becomes the group's)."""
    del act
    return None if one_off else state


def after_action(act, game_id: str, keep) -> None:
    """Keep the card values this action typed that the group lacks as the group's entries (asked once)."""
    del act
    if keep is not None:
        keep_typed(game_id, before=keep)


def after_import() -> None:
    """Nothing to refresh: the effective catalog is read from the entries each time it is needed."""


def seat_view(state, seat: int, ctx) -> dict:
    """What a phone shows: its own player in full and the public board."""
    from app.games.conjurers.screens import views

    del ctx
    return views.seat_view(state, seat)


def seat_subtitle(seat: dict) -> str:
    """What the share page says under a seat's player (Conjurers' seats have no character)."""
    del seat
    return ""


def sheet_title(view: dict) -> str:
    """The phone page's title."""
    return f"{view['you']['player']} · Conjurers"


def print_seat_label(player: dict, catalog) -> str:
    """A seat on the Print page: the player's name."""
    del catalog
    return player["player"]


def print_cards_folder():
    """The card data the printed sheets depend on."""
    from app.games.conjurers.catalog import CARDS_DIR

    return CARDS_DIR


def print_context(engine, cards_dir: str | None):
    """The decision context a print worker reads a Conjurers game with: the group's entries over its cards."""
    return KIND.context(entries.effective_catalog(engine, base_catalog()))


def table_view(state, ctx) -> dict:
    """What the table display shows: the board, every player in brief, the round, a battle with its odds."""
    from app.games.conjurers.screens.table.display_view import table_view as view

    del ctx
    return view(state)


def table_log(rows: list, state) -> list:
    """The log's last steps as the table display may tell them (a battle's hands are counted there, never named)."""
    del state
    return rows
