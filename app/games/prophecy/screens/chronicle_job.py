"""The chronicle gathered and laid out in a print worker: the server process hands over the game's id, its
database and its seats' links; the worker reads the whole log, folds the states before the battle rolls, builds
the HTML and lays it out. A 20,000-step game's reading then never holds the server's interpreter, so the
tablet's taps do not slow while a chronicle is made."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from flask import current_app

import app.store  # noqa: F401 - the store before the game's kind: the registry imports the kinds itself
from app.printing import Paper, Rendered, document_html, pool
from app.printing.render import html_to_pdf

pool.preload("long", __name__)  # a chronicle worker imports this module (and the store, the engine) as it starts
_logs: dict[tuple[str, str | None], Any] = {}  # one game log per database in a worker
_catalogs: dict[tuple[str, str | None], tuple[Any, Any]] = {}  # the effective catalog and the entries' version


def chronicle(game_id: str, seat_links: dict[int, str], sheet: Paper) -> tuple[Rendered, tuple[int, int]]:
    """The chronicle's PDF and the (step, head row) it shows, made in the long print lane."""
    where = (str(current_app.config["DATABASE"]), current_app.config.get("CARDS_DIR"))
    return pool.run("long", job, *where, game_id, seat_links, sheet)


def job(database: str, cards_dir: str | None, game_id: str, seat_links: dict[int, str],
        sheet: Paper) -> tuple[Rendered, tuple[int, int]]:
    """In the worker: gather the game from its database, build the chronicle, lay it out."""
    from app.games.prophecy.screens.printing import battle_odds, gather_from

    log = _log(database, cards_dir)
    game = gather_from(log, game_id, lambda seats: seat_links)
    game = replace(game, battle_odds=battle_odds(log, game_id, game.log, log.context()))
    html = document_html("chronicle", game, sheet=sheet, catalog=log.context().catalog)
    return html_to_pdf(html, "chronicle", sheet), (game.seq, game.head_id)


def _log(database: str, cards_dir: str | None):
    """The worker's game log on the server's database, deciding with the group's current catalog."""
    from app.games.prophecy.engine.actions import Context
    from app.store import GameLog
    from app.store.db import make_engine

    key = (database, cards_dir)
    if key not in _logs:
        engine = make_engine(database)
        _logs[key] = GameLog(engine, context=lambda: Context(catalog=_catalog(engine, key)))
    return _logs[key]


def _catalog(engine, key: tuple[str, str | None]):
    """The base catalog with the group's entries, rebuilt when the entries changed (as the server's is)."""
    from app.games.prophecy.catalog import entries, load_catalog
    from app.games.prophecy.kind import base_catalog

    version = entries.version(engine)
    kept = _catalogs.get(key)
    if kept is None or kept[1] != version:
        base = base_catalog() if key[1] is None else load_catalog(Path(key[1]))
        kept = _catalogs[key] = (entries.effective_catalog(engine, base)[0], version)
    return kept[0]
