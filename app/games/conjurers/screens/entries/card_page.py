"""A Conjurers card's catalog page (/conjurers/catalog/cards/<id>; the battle dice at `battle-die`): its values with
their provenance, a form to correct them, the group's entries to withdraw (asked again the next time a game needs
them) and its history, where a withdrawal can be undone. A refused value is named and nothing changes."""

from __future__ import annotations

from typing import Any

from flask import request

from app.games.conjurers import entries, entry_edits
from app.games.conjurers.kind import base_catalog
from app.games.conjurers.screens.entries import card_values as cv
from app.games.conjurers.screens.entries.catalog_view import ORIGINS, bp, game_name
from app.games.conjurers.screens.table.read_forms import FormError
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render
from app.web.sessions.access import mark


class UnknownCard(LookupError):
    """No Conjurers card (nor the battle dice) has this id."""


def card_context(card_id: str) -> dict[str, Any]:
    """The card's title, values with provenance, and history, as data for the page and the API."""
    engine = game_log().engine
    catalog = entries.effective_catalog(engine, base_catalog())
    name = cv.title(catalog, card_id)
    if name is None:
        raise UnknownCard(card_id)
    names: dict = {}
    current = entries.current_entries(engine, card_id)
    fields = []
    for f in cv.fields_of(catalog, card_id, current):
        e = f.pop("entry")
        f["entry"] = None if e is None else {"id": e.id, "when": e.entered_at.strftime("%Y-%m-%d %H:%M"),
                                             "entered_at": e.entered_at.isoformat(), "origin": e.origin,
                                             "origin_words": ORIGINS.get(e.origin, e.origin),
                                             "game_id": e.game_id, "game": game_name(e.game_id, names)}
        fields.append(f)
    rows = []
    for e in entry_edits.history(engine, card_id):
        state = "withdrawn" if e.origin == entry_edits.WITHDRAWN else "replaced" if e.replaced else "in force"
        rows.append({"id": e.id, "field": e.field, "field_words": cv.upper_first(cv.FIELDS.get(e.field, e.field)),
                     "value": e.value, "value_words": cv.value_words(e.field, e.value), "state": state,
                     "when": e.entered_at.strftime("%Y-%m-%d %H:%M"), "entered_at": e.entered_at.isoformat(),
                     "origin": e.origin, "origin_words": ORIGINS.get(e.origin, e.origin), "game_id": e.game_id,
                     "game": game_name(e.game_id, names)})
    return {"card_id": card_id, "title": name, "fields": fields, "history": rows,
            "elements": cv.ELEMENTS, "is_die": card_id == entries.DIE}


def save(card_id: str, values: dict[str, Any]) -> str:
    """Store corrected values (checked with every entry in force); EntryError changes nothing. The notice."""
    engine = game_log().engine
    entry_edits.record(engine, base_catalog(), {card_id: values})
    catalog = entries.effective_catalog(engine, base_catalog())
    said = ", ".join(f"{cv.FIELDS.get(f, f)} {cv.value_words(f, v)}" for f, v in values.items())
    return f"Saved for {cv.title(catalog, card_id)}: {said}. Games started from now on use it."


def withdraw(card_id: str, field: str) -> str:
    """Withdraw the group's value (with those stored beside it); EntryError when it has none. The notice."""
    from app.games.conjurers.engine.cards import EntryError

    if field not in cv.FIELDS:
        raise EntryError("there is no such value to withdraw", entity=card_id, field=field or "field")
    fields = entry_edits.withdraw(game_log().engine, base_catalog(), card_id, field)
    words = ", ".join(cv.FIELDS[f] for f in fields)
    return (f"Your group's {words} withdrawn: Herald asks for {'them' if len(fields) > 1 else 'it'} again the next "
            "time a game needs it. The history below keeps the old value; it can be restored.")


def restore(card_id: str, entry_id: int) -> str:
    """Undo a withdrawal; EntryError when there is none to undo. The notice."""
    values = entry_edits.restore(game_log().engine, base_catalog(), card_id, entry_id)
    return f"Restored: {', '.join(cv.FIELDS.get(f, f) for f in values)}."


def _page(card_id: str, status: int = 200, **extra):
    try:
        context = card_context(card_id)
    except UnknownCard:
        return render("errors/404.html", status=404)
    return render("conjurers/catalog/card.html", status=status, **context, **extra)


@bp.get("/catalog/cards/<card_id>")
def card(card_id: str):
    """One card (or the battle dice): values with provenance, the correction form, the group's entries."""
    return _page(card_id)


@mark("gm_any")  # the group's entries change what every game reads: a game master's device only
@bp.post("/catalog/cards/<card_id>")
def save_card(card_id: str):
    """Save corrections typed on the card's page; a value Herald cannot read or the card refuses is named."""
    from app.games.conjurers.engine.cards import EntryError

    engine = game_log().engine
    catalog = entries.effective_catalog(engine, base_catalog())
    if cv.title(catalog, card_id) is None:
        return render("errors/404.html", status=404)
    try:
        values = cv.read_form(catalog, card_id, request.form, entries.group_die(engine)[0])
        if not values:
            return _page(card_id, notice="Nothing to save: no value was changed.")
        notice = save(card_id, values)
    except FormError as exc:
        return _page(card_id, status=422, error=f"{cv.title(catalog, card_id)}: {exc} Nothing was changed.",
                     submitted=request.form)
    except EntryError as exc:
        return _page(card_id, status=422, error=cv.refusal(catalog, exc), submitted=request.form)
    return _page(card_id, notice=notice)


@mark("gm_any")
@bp.post("/catalog/cards/<card_id>/withdraw")
def withdraw_entry(card_id: str):
    """Withdraw one of the group's values of this card."""
    from app.games.conjurers.engine.cards import EntryError

    catalog = entries.effective_catalog(game_log().engine, base_catalog())
    if cv.title(catalog, card_id) is None:
        return render("errors/404.html", status=404)
    try:
        notice = withdraw(card_id, request.form.get("field", ""))
    except EntryError as exc:
        return _page(card_id, status=422, error=cv.refusal(catalog, exc))
    return _page(card_id, notice=notice)


@mark("gm_any")
@bp.post("/catalog/cards/<card_id>/restore")
def restore_entry(card_id: str):
    """Undo a withdrawal: the values it took back are the group's again."""
    from app.games.conjurers.engine.cards import EntryError

    catalog = entries.effective_catalog(game_log().engine, base_catalog())
    if cv.title(catalog, card_id) is None:
        return render("errors/404.html", status=404)
    raw = request.form.get("entry", "")
    try:
        notice = restore(card_id, int(raw) if raw.isdigit() else -1)
    except EntryError as exc:
        return _page(card_id, status=422, error=cv.refusal(catalog, exc))
    return _page(card_id, notice=notice)
