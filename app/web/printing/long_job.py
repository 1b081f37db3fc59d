"""A long document (a chronicle) gathered and laid out in a print worker: the server process hands over the game's
id, its database, its card folder and its seats' links; the worker reads the whole log, adds what the game's screens
module gives for a long document (`print_extras`), builds the HTML and lays it out. A 20,000-step game's reading
then never holds the server's interpreter, so the tablet's taps do not slow while a chronicle is made."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from flask import current_app

import app.store  # noqa: F401 - the store before the game kinds: the registry imports the kinds itself
from app.games import registry
from app.printing import Paper, Rendered, pool
from app.printing.pdf import html_to_pdf
from app.web.printing.gather import gather_from

pool.preload("long", __name__)  # a long-lane worker imports this module (the store, the kinds) as it starts
_logs: dict[tuple[str, str | None], Any] = {}  # one game log per database in a worker


def long_document(game_id: str, kind: str | None, key: str, seat: int | None, seat_links: dict[int, str],
                  sheet: Paper) -> tuple[Rendered, tuple[int, int]]:
    """A long document's PDF and the (step, head row) it shows, made in the long print lane."""
    where = (str(current_app.config["DATABASE"]), current_app.config.get("CARDS_DIR"))
    return pool.run("long", job, *where, game_id, kind, key, seat, seat_links, sheet)


def job(database: str, cards_dir: str | None, game_id: str, kind: str | None, key: str, seat: int | None,
        seat_links: dict[int, str], sheet: Paper) -> tuple[Rendered, tuple[int, int]]:
    """In the worker: gather the game from its database, add the game's extras, build the document, lay it out."""
    log = _log(database, cards_dir)
    screens = registry.screens(kind)
    game = gather_from(log, game_id, lambda seats: seat_links, getattr(screens, "print_possessions", None))
    ctx = log.context_for(kind)
    extras = getattr(screens, "print_extras", None)
    if extras is not None:
        game = replace(game, **extras(log, game_id, game, ctx))
    writer = registry.printing(kind)
    html = writer.document_html(key, game, sheet=sheet, catalog=getattr(ctx, "catalog", None), seat=seat)
    return html_to_pdf(html, f"{writer.TEMPLATES}/{key}", sheet), (game.seq, game.head_id)


def _log(database: str, cards_dir: str | None):
    """The worker's game log on the server's database; each kind decides with the context its screens module gives
    a worker (`print_context(engine, cards_dir)`: the group's entries over its cards), or its base catalog."""
    from app.store import GameLog
    from app.store.db import make_engine

    where = (database, cards_dir)
    if where not in _logs:
        engine = make_engine(database)
        contexts = {}
        for name in registry.KINDS:
            factory = getattr(registry.screens(name), "print_context", None)
            if factory is not None:
                contexts[name] = (lambda f=factory: f(engine, cards_dir))
        _logs[where] = GameLog(engine, contexts=contexts)
    return _logs[where]
