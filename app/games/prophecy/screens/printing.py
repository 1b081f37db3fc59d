"""Printing on the tablet and through the API: the Print page, PDF downloads and the print cache.

The web layer gathers a game's data from the store (state, log, links) and hands it to
`app.printing`, which builds and lays out the documents. PDFs are cached by everything they
depend on; the key is sent in the `X-Herald-Print-Key` header, a hit in `X-Herald-Print-Cache`.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
from pathlib import Path

from flask import Blueprint, Response, current_app, redirect, request, url_for

from app.games.prophecy.kind import CARDS
from app.games.prophecy.screens import chronicle_job
from app.printing import (
    DEFAULT_PAPER,
    DOCUMENTS,
    PAPERS,
    GameData,
    LogEntry,
    PrintCache,
    cache_key,
    document_html,
    paper,
    pool,
)
from app.printing.cache import Entry
from app.printing.reference import character_name
from app.store import games as saved
from app.web.jsonapi.api import bp as api_bp
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render, wants_fragment

bp = Blueprint("printing", __name__, url_prefix="/games")
SETTINGS_FILE = "print-settings.json"


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


def current_catalog():
    """The card catalog the game log decides with, or None while Herald has none loaded."""
    return getattr(game_log().context(), "catalog", None)


def catalog_version(catalog) -> str:
    """A short digest of the card data the catalog was read from ('none' without a catalog)."""
    if catalog is None:
        return "none"
    cards = Path(current_app.config.get("CARDS_DIR") or CARDS)
    digest = hashlib.sha256(repr(getattr(catalog, "overrides", "")).encode())
    for path in sorted(cards.glob("*.toml")) if cards.is_dir() else ():
        stat = path.stat()
        digest.update(f"{path.name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:16]


# ---- gathering a game ---------------------------------------------------------------------------------

def possessions(state) -> dict[int, dict[str, tuple[str, ...]]]:
    """The card instances each hero holds, from the rules engine's zones 'hero:<seat>:items' (Artifacts
    included) and 'hero:<seat>:abilities' (app/games/prophecy/engine/rules/zones.py)."""
    held: dict[int, dict[str, tuple[str, ...]]] = {}
    for name, cards in state.zones.items():
        match = re.fullmatch(r"hero:(\d+):(items|abilities)", name)
        if match:
            held.setdefault(int(match[1]), {})[match[2]] = tuple(cards)
    return held


def gather(game_id: str) -> GameData:
    """A game's data for printing: summary, state at the head step, active log and seat links."""
    log = game_log()
    return gather_from(log, game_id, lambda seats: seat_link_urls(game_id, seats))


def gather_from(log, game_id: str, links) -> GameData:
    """A game's data for printing read from a game log (in the server or a print worker); `links(seats)` gives
    the seats' phone links."""
    summary = saved.get_game(log, game_id)
    for _ in range(3):  # state and rows read apart: retry if a write came in between
        seq, state = log.load(game_id)
        entries = tuple(LogEntry(*row) for row in log.log_columns(game_id))
        if (entries[-1].seq if entries else 0) == seq:
            break
    return GameData(
        id=game_id,
        name=summary.name,
        seq=seq,
        head_id=log.head(game_id)[1],
        state=state,
        log=entries,
        possessions=possessions(state),
        seat_links=links(len(state.heroes)),
    )


def battle_odds(log, game_id: str, entries, ctx) -> dict[int, dict]:
    """For each battle in the log, the exact odds the hero took: the whole battle's chances as they stood
    just before its first roll, keyed by that roll's step. Only the states before battle rolls are folded
    (from the nearest snapshot); battles whose numbers were not all known have none."""
    from app.games.prophecy.engine.combat.preview import remaining_odds
    from app.games.prophecy.engine.combat.setup_from_state import build

    rolls = [row.seq for row in entries if row.type == "battle_roll"]
    found = {}
    for seq, state in log.states_before(game_id, rolls):
        battle = getattr(state, "battle", None)
        if battle is None or battle.rolls:
            continue
        try:
            built = build(state, ctx, battle)
            odds = remaining_odds(built, battle) if built.ready else None
        except Exception:  # noqa: BLE001 - odds are a bonus on the chronicle, never a reason to fail it
            odds = None
        if odds is not None:
            found[seq] = {"win": str(odds.win), "draw": str(odds.draw), "lose": str(odds.lose)}
    return found


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "game"


def filename(summary, key: str, seat: int | None) -> str:
    """A download name such as 'herald-friday-game-player-aid-anna.pdf'."""
    parts = ["herald", _slug(summary.name), _slug(DOCUMENTS[key].title)]
    if seat is not None:
        parts.append(_slug(summary.players[seat]["player"]))
    return "-".join(parts) + ".pdf"


class PrintRequestError(ValueError):
    """A print request naming an unknown document, seat or paper size."""


def _options(key: str, seat_arg: str | None, paper_arg: str | None) -> tuple[int | None, str]:
    if key not in DOCUMENTS:
        raise PrintRequestError(f"Unknown document {key!r}; Herald prints {', '.join(DOCUMENTS)}.")
    seat = None
    if seat_arg not in (None, "", "all") and DOCUMENTS[key].per_seat:
        if not str(seat_arg).isdigit():
            raise PrintRequestError("seat must be a seat number from 0, or 'all'.")
        seat = int(seat_arg)
    try:
        chosen = paper(paper_arg).key if paper_arg else paper_setting()
    except ValueError as exc:
        raise PrintRequestError(str(exc)) from None
    return seat, chosen


def _key(game_id: str, key: str, seat: int | None, paper_key: str, seq: int, head: int, seats: int, catalog) -> str:
    links = seat_link_urls(game_id, seats) if DOCUMENTS[key].per_seat else None
    return cache_key(game=game_id, seq=seq, head=head, document=key, seat=seat, paper=paper_key,
                     catalog=catalog_version(catalog), links=links)


def produce(game_id: str, key: str, seat: int | None, paper_key: str) -> tuple[object, Entry, str, bool]:
    """The PDF of a document for a game: the cache is asked first, under a key read without the log (the head
    step and its row, the seats' links, the catalog); the game is gathered only to lay the document out."""
    log = game_log()
    summary = saved.get_game(log, game_id)
    seats = len(summary.players)
    if seat is not None and not 0 <= seat < seats:
        raise PrintRequestError(f"There is no seat {seat} in this game (seats 0 to {seats - 1}).")
    catalog = current_catalog()
    cache = print_cache()
    seq, head = log.head(game_id)
    key_hex = _key(game_id, key, seat, paper_key, seq, head, seats, catalog)
    entry = cache.get(key_hex)
    if entry is not None:
        return summary, entry, key_hex, True
    if key == "chronicle":  # the whole log read and folded: in a print worker, away from the server's taps
        rendered, shown = chronicle_job.chronicle(game_id, seat_link_urls(game_id, seats), PAPERS[paper_key])
    else:
        game = gather(game_id)
        html = document_html(key, game, sheet=PAPERS[paper_key], catalog=catalog, seat=seat)
        rendered, shown = pool.lay_out(html, key, PAPERS[paper_key]), (game.seq, game.head_id)
    if shown != (seq, head):  # a step came in meanwhile: file the PDF under what it shows
        key_hex = _key(game_id, key, seat, paper_key, *shown, seats, catalog)
    entry = Entry(rendered.pdf, rendered.pages)
    cache.put(key_hex, entry)
    return summary, entry, key_hex, False


def pdf_response(game_id: str, key: str, seat: int | None, paper_key: str, *, inline: bool = False) -> Response:
    """The PDF as a download with its cache headers."""
    game, entry, key_hex, hit = produce(game_id, key, seat, paper_key)
    disposition = "inline" if inline else "attachment"
    return Response(
        entry.pdf,
        mimetype="application/pdf",
        headers={
            "Content-Disposition": f'{disposition}; filename="{filename(game, key, seat)}"',
            "X-Herald-Print-Key": key_hex,
            "X-Herald-Print-Cache": "hit" if hit else "miss",
            "X-Herald-Print-Pages": str(entry.pages),
            "Cache-Control": "no-store",
        },
    )


# ---- the tablet -----------------------------------------------------------------------------------------

def _page(game_id: str, *, status: int = 200, error: str | None = None):
    from app.web.phones.share import unreachable_warning

    log = game_log()
    summary = saved.get_game(log, game_id)
    seq, state = log.load(game_id)
    targets = {
        d.key: [(None, "All heroes, one page each" if d.per_seat else "")]
        + ([(h.seat, f"{h.player} ({character_name(current_catalog(), h.character)})") for h in state.heroes]
           if d.per_seat else [])
        for d in DOCUMENTS.values()
    }
    return render(
        "prophecy/printing/index.html",
        targets=targets,
        status=status,
        game=summary,
        seq=seq,
        state=state,
        documents=DOCUMENTS.values(),
        papers=PAPERS.values(),
        chosen_paper=paper_setting(),
        error=error,
        address_warning=unreachable_warning(),
    )


@bp.get("/<game_id>/print")
def page(game_id: str):
    """The Print page: every document, per seat where it applies, and the paper size setting."""
    return _page(game_id)


@bp.post("/<game_id>/print/paper")
def set_paper(game_id: str):
    """Change the paper size used for every print from now on."""
    try:
        save_paper_setting(request.form.get("paper", ""))
    except ValueError as exc:
        return _page(game_id, status=422, error=str(exc))
    return redirect(url_for("printing.page", game_id=game_id), 303)


@bp.post("/<game_id>/print/<key>/prepare")
def prepare(game_id: str, key: str):
    """Lay out a document now (the button shows progress meanwhile) and offer the finished PDF."""
    try:
        seat, paper_key = _options(key, request.form.get("seat"), request.form.get("paper"))
        _, entry, key_hex, hit = produce(game_id, key, seat, paper_key)
    except PrintRequestError as exc:
        return render("prophecy/printing/_error.html", status=422, message=str(exc))
    url = url_for("printing.download", game_id=game_id, key=key, seat=seat, paper=paper_key)
    if not wants_fragment():
        response = redirect(url, 303)
    else:
        ready = {"key": key, "seat": seat, "url": url, "pages": entry.pages, "kb": max(1, round(len(entry.pdf) / 1024)),
                 "paper": paper_key, "cached": hit}
        response = render("prophecy/printing/_ready.html", ready=ready, doc=DOCUMENTS[key])
    response.headers["X-Herald-Print-Key"] = key_hex
    response.headers["X-Herald-Print-Cache"] = "hit" if hit else "miss"
    return response


@bp.get("/<game_id>/print/steps.csv")
def steps(game_id: str):
    """Every step of the game as a table (the chronicle's appendix): step, time, action, chance, what happened."""
    log = game_log()
    summary = saved.get_game(log, game_id)

    def lines():
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["step", "time (UTC)", "action", "chance", "what happened"])
        for row in log.stream_rows(game_id):
            writer.writerow([row.seq, row.recorded_at.strftime("%Y-%m-%d %H:%M:%S") if row.recorded_at else "",
                             row.type, "yes" if row.chance else "", " ".join(row.story)])
            if out.tell() > 64_000:
                yield out.getvalue()
                out.seek(0)
                out.truncate()
        yield out.getvalue()

    name = f"herald-{_slug(summary.name)}-steps.csv"
    return Response(lines(), mimetype="text/csv", headers={"Content-Disposition": f'attachment; filename="{name}"'})


@bp.get("/<game_id>/print/<key>.pdf")
def download(game_id: str, key: str):
    """A document as a PDF download (?seat=N for one hero's aid, ?paper=A4|Letter to override the setting)."""
    try:
        seat, paper_key = _options(key, request.args.get("seat"), request.args.get("paper"))
        return pdf_response(game_id, key, seat, paper_key, inline=request.args.get("inline") == "1")
    except PrintRequestError as exc:
        return Response(str(exc), status=422, mimetype="text/plain")


# ---- the JSON API -------------------------------------------------------------------------------------

@api_route(
    api_bp, "/games/<game_id>/print/<document>", "get",
    summary="A printable document of a game as a PDF: rules, aid (per seat), reference or chronicle.",
    errors=(404, 422), produces="application/pdf",
    query=(
        ("seat", "For the player aid: one seat (0-based); all seats when left out."),
        ("paper", "A4 or Letter; the installation's paper setting when left out."),
    ),
)
def print_document(game_id: str, document: str):
    try:
        seat, paper_key = _options(document, request.args.get("seat"), request.args.get("paper"))
        return pdf_response(game_id, document, seat, paper_key)
    except PrintRequestError as exc:
        return problem(422, "invalid_input", str(exc))
