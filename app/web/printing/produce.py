"""A game's PDF: the cache asked first under a key read without the log, the game gathered only to lay it out.

The kind of the game says which documents it prints (`GameKind.print_documents`) and which module writes them
(`registry.printing`: `document_html`, and `sheet_seats(game)`, the seats a per-seat document shows a page each); its screens module may add what a document needs beyond the log: `print_possessions(state)`
(the cards each seat holds), `print_extras(log, game_id, game, ctx)` (for a long document, such as battle odds, in a print worker), `print_context(engine, cards_dir)` (the decision context a worker reads with) and
`print_cards_folder()` (the card data a PDF depends on).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from flask import current_app, url_for

from app.games import registry
from app.printing import DEFAULT_PAPER, PAPERS, GameData, PrintCache, Rendered, cache_key, paper, pool
from app.printing.cache import Entry
from app.store import games as saved
from app.web.printing.gather import gather_from
from app.web.printing.long_job import long_document
from app.web.rendering.deps import game_log

SETTINGS_FILE = "print-settings.json"


class PrintRequestError(ValueError):
    """A print request naming an unknown document, seat or paper size."""


def documents(game: str | None) -> dict:
    """The documents a game of that kind prints, by key, in the order its kind lists them."""
    return {d.key: d for d in registry.kind(game).print_documents}


def _hook(game: str | None, name: str, default=None):
    return getattr(registry.screens(game), name, default)


# ---- the seat's phone link -------------------------------------------------------------------------

def seat_link_urls(game_id: str, seats: int) -> dict[int, str]:
    """Each seat's phone link (tokened, on the address phones can reach), as its QR code carries it."""
    from app.store import links
    from app.web.phones.share import base_url, link_secret

    root = base_url()
    return {link.seat: root + url_for("phone.show", token=link.token)
            for link in links.current_links(game_log().engine, game_id, seats, link_secret())}


# ---- settings and shared services --------------------------------------------------------------------

def print_cache() -> PrintCache:
    """The app's PDF cache (memory plus instance/print-cache/)."""
    cache = current_app.extensions.get("herald.print_cache")
    if cache is None:
        cache = PrintCache(Path(current_app.instance_path) / "print-cache")
        current_app.extensions["herald.print_cache"] = cache
    return cache


def paper_setting() -> str:
    """The paper size chosen on this installation (kept in the instance folder); A4 unless changed."""
    path = Path(current_app.instance_path) / SETTINGS_FILE
    try:
        return paper(json.loads(path.read_text())["paper"]).key
    except (OSError, ValueError, KeyError, TypeError):
        return paper(current_app.config.get("PAPER", DEFAULT_PAPER)).key


def save_paper_setting(key: str) -> str:
    """Remember a paper size for later prints; ValueError for an unknown size."""
    chosen = paper(key).key
    path = Path(current_app.instance_path) / SETTINGS_FILE
    path.write_text(json.dumps({"paper": chosen}))
    return chosen


def current_catalog(game: str | None):
    """The card catalog the game log decides games of that kind with, or None while Herald has none loaded."""
    return getattr(game_log().context_for(game), "catalog", None)


def catalog_version(game: str, catalog) -> str:
    """A short digest of the card data the catalog was read from ('none' without a catalog)."""
    if catalog is None:
        return "none"
    digest = hashlib.sha256(repr(getattr(catalog, "overrides", "")).encode())
    folder = _hook(game, "print_cards_folder", lambda: None)()
    for path in sorted(folder.glob("*.toml")) if folder and folder.is_dir() else ():
        stat = path.stat()
        digest.update(f"{path.name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:16]


# ---- gathering a game ---------------------------------------------------------------------------------

def gather(game_id: str, *, whole: bool = True) -> GameData:
    """A game's data for printing: summary, state at the head step, active log (only its first step unless
    `whole`), seat links and what its kind adds."""
    log = game_log()
    kind = saved.get_game(log, game_id).game
    return gather_from(log, game_id, lambda seats: seat_link_urls(game_id, seats), _hook(kind, "print_possessions"),
                       whole=whole)


def options(game: str, key: str, seat_arg: str | None, paper_arg: str | None) -> tuple[int | None, str]:
    """The seat (None for all) and paper a request asks for; PrintRequestError names what is wrong."""
    docs = documents(game)
    if key not in docs:
        raise PrintRequestError(f"Unknown document {key!r}; Herald prints {', '.join(docs)} for this game.")
    seat = None
    if seat_arg not in (None, "", "all") and docs[key].per_seat:
        if not str(seat_arg).isdigit():
            raise PrintRequestError("seat must be a seat number from 0, or 'all'.")
        seat = int(seat_arg)
    try:
        chosen = paper(paper_arg).key if paper_arg else paper_setting()
    except ValueError as exc:
        raise PrintRequestError(str(exc)) from None
    return seat, chosen


def _key(game_id: str, doc, seat: int | None, paper_key: str, seq: int, head: int, seats: int, version: str) -> str:
    links = seat_link_urls(game_id, seats) if doc.per_seat else None
    return cache_key(game=game_id, seq=seq, head=head, document=doc.key, seat=seat, paper=paper_key,
                     catalog=version, links=links)


def _lay_out_short(writer, doc, game: GameData, seat: int | None, sheet, catalog) -> Rendered:
    """A short document laid out: a per-seat one for every seat in two halves side by side when both layout lanes
    are idle (each seat's sheet stands alone), else whole in one lane."""
    document = f"{writer.TEMPLATES}/{doc.key}"
    if doc.per_seat and seat is None and pool.both_idle():
        parts = [writer.document_html(doc.key, game, sheet=sheet, catalog=catalog, seat=s) for s in writer.sheet_seats(game)]
        rendered = pool.lay_out_halves(parts, document, sheet)
        if rendered is not None:
            return rendered
    return pool.lay_out(writer.document_html(doc.key, game, sheet=sheet, catalog=catalog, seat=seat), document, sheet)


def produce(game_id: str, key: str, seat: int | None, paper_key: str) -> tuple[object, Entry, str, bool]:
    """The PDF of a document for a game: the cache is asked first, under a key read without the log (the head
    step and its row, the seats' links, the catalog); the game is gathered only to lay the document out."""
    log = game_log()
    summary = saved.get_game(log, game_id)
    doc = documents(summary.game)[key]
    seats = len(summary.players)
    if seat is not None and not 0 <= seat < seats:
        raise PrintRequestError(f"There is no seat {seat} in this game (seats 0 to {seats - 1}).")
    catalog = current_catalog(summary.game)
    version = catalog_version(summary.game, catalog)
    cache = print_cache()
    seq, head = log.head(game_id)
    key_hex = _key(game_id, doc, seat, paper_key, seq, head, seats, version)
    entry = cache.get(key_hex)
    if entry is not None:
        return summary, entry, key_hex, True
    if doc.long:  # the whole log read (and folded): in a print worker, away from the server's taps
        links = seat_link_urls(game_id, seats)
        rendered, shown = long_document(game_id, summary.game, key, seat, links, PAPERS[paper_key])
    else:
        game = gather(game_id, whole=False)  # a short document reads only the log's first step and latest date
        if not doc.offered_for(game.state):  # checked on a miss only: a hit was laid out for this very game
            names = ", ".join(d.key for d in documents(summary.game).values() if d.offered_for(game.state))
            raise PrintRequestError(f"This game does not print the {doc.title.lower()}; it prints {names}.")
        rendered = _lay_out_short(registry.printing(summary.game), doc, game, seat, PAPERS[paper_key], catalog)
        shown = (game.seq, game.head_id)
    if shown != (seq, head):  # a step came in meanwhile: file the PDF under what it shows
        key_hex = _key(game_id, doc, seat, paper_key, *shown, seats, version)
    entry = Entry(rendered.pdf, rendered.pages)
    cache.put(key_hex, entry)
    return summary, entry, key_hex, False
