"""The Print page, PDF downloads and the print API, for a game of any kind.

The kind's documents come from the registry; `produce.py` gathers the game and lays them out. PDFs are cached
by everything they depend on; the key is sent in the `X-Herald-Print-Key` header, a hit in `X-Herald-Print-Cache`.
"""

from __future__ import annotations

import csv
import io
import re

from flask import Blueprint, Response, redirect, request, url_for

from app.games import registry
from app.printing import PAPERS
from app.store import games as saved
from app.web.jsonapi.api import bp as api_bp
from app.web.jsonapi.apiroute import api_route, problem
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render, wants_fragment

from .produce import (
    PrintRequestError,
    current_catalog,
    documents,
    options,
    paper_setting,
    produce,
    save_paper_setting,
)

bp = Blueprint("printing", __name__, url_prefix="/games")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "game"


def filename(summary, key: str, seat: int | None) -> str:
    """A download name such as 'herald-friday-game-player-aid-anna.pdf'."""
    parts = ["herald", _slug(summary.name), _slug(documents(summary.game)[key].title)]
    if seat is not None:
        parts.append(_slug(summary.players[seat]["player"]))
    return "-".join(parts) + ".pdf"


def _options(game_id: str, key: str, seat_arg: str | None, paper_arg: str | None) -> tuple[int | None, str]:
    return options(game_log().kind_of(game_id).name, key, seat_arg, paper_arg)


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
    screens = registry.screens(summary.game)
    catalog = current_catalog(summary.game)
    docs = {k: d for k, d in documents(summary.game).items() if d.offered_for(state)}
    targets = {
        d.key: [(None, screens.PRINT_ALL_SEATS if d.per_seat else "")]
        + ([(seat, screens.print_seat_label(player, catalog)) for seat, player in enumerate(summary.players)]
           if d.per_seat else [])
        for d in docs.values()
    }
    return render(
        "printing/index.html",
        targets=targets,
        status=status,
        game=summary,
        seq=seq,
        state=state,
        nav=screens.NAV,
        documents=docs.values(),
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
        seat, paper_key = _options(game_id, key, request.form.get("seat"), request.form.get("paper"))
        summary, entry, key_hex, hit = produce(game_id, key, seat, paper_key)
    except PrintRequestError as exc:
        return render("printing/_error.html", status=422, message=str(exc))
    url = url_for("printing.download", game_id=game_id, key=key, seat=seat, paper=paper_key)
    if not wants_fragment():
        response = redirect(url, 303)
    else:
        ready = {"key": key, "seat": seat, "url": url, "pages": entry.pages, "kb": max(1, round(len(entry.pdf) / 1024)),
                 "paper": paper_key, "cached": hit}
        response = render("printing/_ready.html", ready=ready, doc=documents(summary.game)[key])
    response.headers["X-Herald-Print-Key"] = key_hex
    response.headers["X-Herald-Print-Cache"] = "hit" if hit else "miss"
    return response


def step_words(kind: str) -> str:
    """An action's kind as the step list says it: 'Roll first player', not 'roll_first_player'."""
    return kind.replace("_", " ").capitalize()


@bp.get("/<game_id>/print/steps.csv")
def steps(game_id: str):
    """Every step of the game as a table (the chronicle's appendix): step, time, action, chance, what happened."""
    log = game_log()
    summary = saved.get_game(log, game_id)
    words = getattr(registry.screens(log.kind_of(game_id).name), "story_words", lambda _game_id: str)(game_id)

    def lines():
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["step", "time (UTC)", "action", "chance", "what happened"])
        for row in log.stream_rows(game_id):
            writer.writerow([row.seq, row.recorded_at.strftime("%Y-%m-%d %H:%M:%S") if row.recorded_at else "",
                             step_words(row.type), "yes" if row.chance else "", " ".join(map(words, row.story))])
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
        seat, paper_key = _options(game_id, key, request.args.get("seat"), request.args.get("paper"))
        return pdf_response(game_id, key, seat, paper_key, inline=request.args.get("inline") == "1")
    except PrintRequestError as exc:
        return Response(str(exc), status=422, mimetype="text/plain")


# ---- the JSON API -------------------------------------------------------------------------------------

@api_route(
    api_bp, "/games/<game_id>/print/<document>", "get",
    summary="A printable document of a game as a PDF: one its kind prints (rules, aid, reference, chronicle …).",
    errors=(404, 422), produces="application/pdf",
    query=(
        ("seat", "For the player aid: one seat (0-based); all seats when left out."),
        ("paper", "A4 or Letter; the installation's paper setting when left out."),
    ),
)
def print_document(game_id: str, document: str):
    try:
        seat, paper_key = _options(game_id, document, request.args.get("seat"), request.args.get("paper"))
        return pdf_response(game_id, document, seat, paper_key)
    except PrintRequestError as exc:
        return problem(422, "invalid_input", str(exc))
