"""Conjurers' web side as the spine asks for it: its blueprint, the game screen, the seat view, the API's hooks."""

from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any

from flask import Flask

from app.games.conjurers.kind import KIND, base_catalog, battle_die
from app.games.conjurers.screens import views
from app.games.conjurers.screens.words import card_words, plain_line

NEW_GAME = "conjurers.new"  # the endpoint the game picker opens for a new Conjurers game
PHONE_SHEET = "conjurers/phone/_sheet.html"
LOG_PAGE = ("conjurers/log.html", "conjurers/_log_screen.html")  # the log page and its swappable screen


def init_app(app: Flask, engine) -> Any:
    """Register Conjurers' screens; its decisions use the catalog read from cards/conjurers/."""
    from app.games.conjurers.screens import tablet

    del engine  # Conjurers keeps no group entries yet
    app.register_blueprint(tablet.bp)
    catalog = base_catalog()
    names = {c.id: c.name for c in catalog.cards}
    # The log's lines name cards by id; the log page shows the card's words instead.
    words = lambda line: plain_line(line, lambda c: card_words(c, names.get(c)))  # noqa: E731
    app.add_template_filter(words, "conjurers_words")
    app.add_template_filter(lambda row: replace(row, story=tuple(map(words, row.story))), "conjurers_row")
    return lambda: KIND.context(catalog)


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
    """The start action as sent (the API names every draw) with the box's battle die when it names none, and a
    new seed for the game."""
    del catalog
    return (act if act.die else act.model_copy(update={"die": battle_die()})), secrets.randbits(63)


def prepare_action(game_id: str, act, expected_seq: int):
    """API actions are recorded as sent: the table reports dice and battles."""
    del game_id, expected_seq
    return act


def after_create(act, game_id: str) -> None:
    """Nothing to keep beside the log."""


def values_to_keep(act, state, one_off: bool) -> None:
    """Card values typed stay in the game's own state (FactsTyped): nothing for the group's entries."""


def after_action(act, game_id: str, keep) -> None:
    """Nothing to keep beside the log."""


def after_import() -> None:
    """Nothing to refresh: Conjurers keeps no group entries yet."""


def seat_view(state, seat: int, ctx) -> dict:
    """What a phone shows: its own player in full and the public board."""
    del ctx
    return views.seat_view(state, seat)


def seat_subtitle(seat: dict) -> str:
    """What the share page says under a seat's player (Conjurers' seats have no character)."""
    del seat
    return ""


def sheet_title(view: dict) -> str:
    """The phone page's title."""
    return f"{view['you']['player']} · Conjurers"
