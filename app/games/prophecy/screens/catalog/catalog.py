"""The Catalog page and registration at the table: browse and search cards, enter the group's values.

Pages: /catalog (coverage, search-as-you-type, export and import), /catalog/cards/<id> (values with
provenance, the group's entries, the card form). At the table: the game screen's prompt opens the card
form for a card in play when the group chooses to fill in its values (/games/<id>/register/<card>);
"later" closes it. Herald never queues these forms: the game asks for a value when it needs it. Saving applies at once: the effective catalog is rebuilt and the screen re-renders.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from flask import Blueprint, Flask, Response, g, redirect, request, url_for

from app.games.prophecy.catalog import entries as stored
from app.games.prophecy.screens.catalog import carddata, cardform, cardform_read
from app.games.prophecy.screens.catalog import catalog_facts as facts
from app.games.prophecy.screens.catalog import catalog_state as cs
from app.games.prophecy.screens.catalog.registration import registration_needs, visible_cards, where_label
from app.games.prophecy.screens.play.memo import derived
from app.store import bounds
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render, wants_fragment
from app.web.rendering.recent import Same
from app.web.sessions.access import mark

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import CatalogError

bp = Blueprint("catalog", __name__)
MAX_IMPORT_BYTES = 2 * 1024 * 1024


def init(app: Flask) -> None:
    """Register the blueprint and the template helpers the card form and the game prompt use."""

    app.register_blueprint(bp)
    app.jinja_env.globals["cardform"] = cardform
    app.jinja_env.globals["catalog_facts"] = facts
    app.jinja_env.globals["card_title"] = carddata.title
    app.jinja_env.globals["registration"] = registration_view


# --- shared --------------------------------------------------------------------------------------------


def refusal(exc: CatalogError) -> dict:
    """An OverrideError as a message naming the card and the field, for a page or a JSON problem."""
    from app.games.prophecy.engine.cards import CatalogError

    card = exc.entity
    try:
        name = carddata.title(cs.base().card(card)) if card else ""
    except CatalogError:
        name = facts.title_of(cs.base(), card) or ""
    who = f"{name} ({card})" if name and name != card else card or "the file"
    field = exc.field or ("card id" if "no card" in exc.detail else "")
    message = f"{who}, {field}: {exc.detail}" if field else f"{who}: {exc.detail}"
    return {"card": card, "field": field, "message": message + ". Nothing was changed."}


def card_or_none(card_id: str):
    """A card of the effective catalog, or None."""
    from app.games.prophecy.engine.cards import CatalogError

    try:
        return cs.effective().card(card_id)
    except CatalogError:
        return None


def registration_view(game_id: str, state) -> dict:
    """What the game screen shows of the cards: the cards in play (with a "Fill in" link where Herald lacks a
    printed value) and the card form when the group opened it. No queue: the game asks when it needs a value."""
    catalog = cs.effective()
    numbers = derived("key_values", catalog, catalog, dict)  # a card's numbers, worked out once per catalog

    def shown() -> list:
        lacking = {n.card_id for n in registration_needs(state, catalog)}
        in_play = []
        for cid, where in visible_cards(state, catalog):
            card = card_or_none(cid)
            if card is None:
                continue
            if cid not in numbers:
                numbers[cid] = _key_values(catalog, card)
            in_play.append({"card": card, "where": where_label(where, catalog, {h.seat: h.player for h in state.heroes}), "values": numbers[cid],
                            "unknown": cid in lacking})
        return in_play

    # What it reads of the state (the zones, the hidden cards, who plays which character) is kept across a step
    # that changed none of them (a fold shares unchanged parts), so a tap that moves Gold does not work it out again.
    players = tuple((h.seat, h.player, h.character) for h in state.heroes)
    in_play = derived("registration", state.zones, catalog, shown, extra=(players, Same(state.hidden)))
    return {"open": getattr(g, "register_open", None), "in_play": in_play, "catalog": catalog}


def _key_values(catalog, card) -> list[tuple[str, str, bool]]:
    """The numbers a card panel shows: (label, value, entered by the group)."""
    out = []
    for spec in cardform.layout(card):
        if spec.area not in ("corner", "stats"):
            continue
        value = getattr(card, spec.field, None)
        prov = catalog.provenance(card.id, spec.field)
        out.append((spec.label, cardform.display(value), bool(prov and prov.confidence == "TABLE")))
    return out


# --- the Catalog page ------------------------------------------------------------------------------------


def _filters() -> dict:
    args = request.values
    return {"q": args.get("q", "").strip()[:80], "deck": args.get("deck", ""), "kind": args.get("kind", ""),
            "missing": args.get("missing") == "1"}


# The parts of the Catalog page an htmx request may ask for alone (by HX-Target).
FRAGMENTS = {"results": "prophecy/catalog/_results.html", "coverage-panel": "prophecy/catalog/_coverage.html",
             "board-panel": "prophecy/catalog/_board.html"}


def index_page(status: int = 200, **extra):
    """The Catalog page, or the part of it an htmx request targets (search results, coverage, board)."""
    from app.games.prophecy.printing import content as rules_content

    catalog = cs.effective()
    filters = _filters()
    cards = carddata.search(catalog, **filters)
    entries = stored.current_entries(game_log().engine)
    extra = {"panel": None, "editing": None, "submitted": {}, **extra}
    return render(
        "prophecy/catalog/index.html", FRAGMENTS.get(request.headers.get("HX-Target", "")),
        status=status, coverage=catalog.coverage(), cards=cards, catalog=catalog, filters=filters,
        decks=catalog.physical_decks(), kinds=list(carddata.KIND_TITLES), refused=cs.refused_entries(),
        entries=entries, deck_rows=facts.coverage_rows(catalog, entries), board=facts.board_rows(catalog, entries),
        planes=facts.plane_rows(catalog, entries), board_facts=facts.board_facts(catalog, entries),
        conventions=rules_content.conventions(), **extra,
    )


@bp.get("/catalog")
def index():
    """Coverage per deck, search, the group's entries, export and import."""
    return index_page()


@bp.get("/catalog/search")
def search():
    """Search results (the list alone for htmx's search-as-you-type)."""
    return index_page()


def _card_page(card_id: str, status: int = 200, **extra):
    card = card_or_none(card_id)
    if card is None:
        return render("errors/404.html", status=404)
    catalog = cs.effective()
    engine = game_log().engine
    info = carddata.detail(catalog, card, stored.current_entries(engine, card_id), stored.history(engine, card_id))
    return render("prophecy/catalog/card.html", status=status, card=card, info=info, catalog=catalog, **extra)


@bp.get("/catalog/cards/<card_id>")
def card(card_id: str):
    """One card: its values with provenance, the group's entries, and the card form."""
    return _card_page(card_id)


@mark("gm_any")  # the group's entries change what every game reads: a game master's device only
@bp.post("/catalog/cards/<card_id>")
def save_card(card_id: str):
    """Save the card form from the Catalog page; a refused value changes nothing and is named."""
    from app.games.prophecy.engine.cards import OverrideError

    card = card_or_none(card_id)
    if card is None:
        return render("errors/404.html", status=404)
    changes = cardform_read.read_form(card, cs.effective(), request.form)
    if not changes:
        return _card_page(card_id, notice="Nothing to save: no value was changed.")
    try:
        cs.record({card_id: changes})
    except OverrideError as exc:
        return _card_page(card_id, status=422, error=refusal(exc), submitted=request.form)
    return _card_page(card_id, notice=f"Saved {len(changes)} value(s) for {carddata.title(cs.effective().card(card_id))}.")


@mark("gm_any")
@bp.post("/catalog/cards/<card_id>/forget")
def forget(card_id: str):
    """Withdraw one of the group's entries."""
    from app.games.prophecy.engine.cards import OverrideError

    try:
        cs.forget(card_id, request.form.get("field", ""))
    except OverrideError as exc:
        return _card_page(card_id, status=422, error=refusal(exc))
    return _card_page(card_id, notice="Your group's entry was withdrawn.")


@bp.get("/catalog/export")
def export():
    """Download the group's entries as a herald-catalog-overrides JSON file."""
    from app.games.prophecy.catalog import dump_overrides

    doc = dump_overrides(stored.as_overrides(stored.current_entries(game_log().engine)))
    return Response(json.dumps(doc, indent=1, ensure_ascii=False), mimetype="application/json",
                    headers={"Content-Disposition": 'attachment; filename="herald-catalog-entries.json"'})


def import_document(raw: bytes) -> int:
    """Check a catalog entries file and apply it whole; CatalogError names the problem, nothing changes."""
    from app.games.prophecy.catalog import load_overrides
    from app.games.prophecy.engine.cards import CatalogError

    try:
        data = bounds.loads(raw)
    except bounds.TooDeep as exc:
        raise CatalogError(str(exc), file="overrides") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CatalogError(f"this is not a readable JSON file ({exc})", file="overrides") from exc
    overrides = load_overrides(data)
    if not overrides:
        raise CatalogError("the file holds no entries", file="overrides", field="overrides")
    cs.record(overrides, origin="import")
    return sum(len(f) for f in overrides.values())


@mark("gm_any")
@bp.post("/catalog/import")
def import_file():
    """Import another group's entries file: all of it, or nothing if one value is refused."""
    from app.games.prophecy.engine.cards import CatalogError

    upload = request.files.get("file")
    if upload is None or not upload.filename:
        return index_page(status=422, error={"message": "Choose a Herald catalog entries file to import."})
    raw = upload.read(MAX_IMPORT_BYTES + 1)
    if len(raw) > MAX_IMPORT_BYTES:
        return index_page(status=413, error={"message": "The file is larger than 2 MB."})
    try:
        count = import_document(raw)
    except CatalogError as exc:
        return index_page(status=422, error=refusal(exc))
    return index_page(notice=f"Imported {count} value(s).")


# --- registration at the table ------------------------------------------------------------------------------


def _game_screen(game_id: str, **kwargs):
    from app.games.prophecy.screens.play.play import _screen

    return _screen(game_id, **kwargs)


@bp.get("/games/<game_id>/register/<card_id>")
def register_form(game_id: str, card_id: str):
    """The game screen with the card form open for one card."""
    if card_or_none(card_id) is None:
        return render("errors/404.html", status=404)
    g.register_open = {"card_id": card_id, "error": None, "form": {}}
    return _game_screen(game_id)


@bp.post("/games/<game_id>/register/<card_id>")
def register(game_id: str, card_id: str):
    """Save the card form at the table; the new values apply at once and the screen re-renders."""
    from app.games.prophecy.engine.cards import OverrideError

    card = card_or_none(card_id)
    if card is None:
        return render("errors/404.html", status=404)
    game_log().load(game_id)
    changes = cardform_read.read_form(card, cs.effective(), request.form)
    if not changes:
        g.register_open = {"card_id": card_id, "error": {"message": "Type at least one value from the card."},
                           "form": request.form}
        return _game_screen(game_id, status=422)
    try:
        cs.record({card_id: changes}, game_id=game_id, origin="table")
    except OverrideError as exc:
        g.register_open = {"card_id": card_id, "error": refusal(exc), "form": request.form}
        return _game_screen(game_id, status=422)
    name = carddata.title(cs.effective().card(card_id))
    notice = f"Thank you: Herald now knows {name}'s " + ", ".join(f.replace("_", " ") for f in changes) + "."
    if wants_fragment():
        return _game_screen(game_id, notice=notice)
    return redirect(url_for("screen.show", game_id=game_id), 303)


@bp.post("/games/<game_id>/register/<card_id>/later")
def later(game_id: str, card_id: str):
    """Not now: close the card form; Herald asks for the values when the game needs them."""
    if wants_fragment():
        return _game_screen(game_id)
    return redirect(url_for("screen.show", game_id=game_id), 303)
