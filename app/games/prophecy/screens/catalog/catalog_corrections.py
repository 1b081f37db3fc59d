"""The group's corrections of deck sizes, the ring's spaces, the Astral Planes and the board's totals.

Routes on the catalog blueprint: /catalog/facts/<id> (one deck, space, plane, the board or the box: each
value with its source, the form, the group's entries and their history), its edit row for the Board table
(htmx), saving and withdrawing. A save from the Catalog page's coverage or Board table re-renders that
part of the page; every value is checked like the card files and a refusal changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from flask import redirect, request, url_for

from app.games.prophecy.catalog import entries as stored
from app.games.prophecy.screens.catalog import catalog_facts as facts
from app.games.prophecy.screens.catalog import catalog_state as cs
from app.games.prophecy.screens.catalog.cardform import display
from app.games.prophecy.screens.catalog.catalog import bp, index_page, refusal
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render, wants_fragment
from app.web.sessions.access import mark

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import OverrideError

PANELS = {"coverage": "coverage-panel", "board": "board-panel"}


def correction_refusal(key: str, fields, exc: OverrideError) -> dict:
    """A refusal naming what was typed; when the whole catalog refuses it elsewhere (the box total), that too."""
    info = refusal(exc)
    if exc.entity == key:
        return info
    what = facts.title_of(cs.effective(), key) or key
    typed = ", ".join(fields)
    return {**info, "card": key, "field": typed,
            "message": f"{what} ({key}), {typed}: this does not fit the rest of the catalog. {info['message']}"}


def _fact_page(entity_id: str, status: int = 200, **extra):
    catalog = cs.effective()
    entity = facts.fact(catalog, entity_id)
    if entity is None:
        return render("errors/404.html", status=404)
    engine = game_log().engine
    info = facts.detail(catalog, entity, stored.current_entries(engine, entity_id), stored.history(engine, entity_id))
    return render("prophecy/catalog/facts.html", status=status, entity=entity, info=info, catalog=catalog,
                  specs=facts.specs(catalog, entity), **extra)


def _after(panel: str, entity_id: str, status: int = 200, **extra):
    """The answer to a save or a withdrawal: the part of the Catalog page it came from, or the entity's page."""
    if panel in PANELS:
        if wants_fragment() or status != 200:
            return index_page(status=status, panel=panel, **extra)
        return redirect(url_for("catalog.index", _anchor=PANELS[panel]), 303)
    return _fact_page(entity_id, status=status, **extra)


@bp.get("/catalog/facts/<entity_id>")
def fact(entity_id: str):
    """One deck, space, plane, the board or the box: values with their sources, the form, the entries."""
    return _fact_page(entity_id)


@bp.get("/catalog/facts/<entity_id>/edit")
def edit_fact(entity_id: str):
    """The Board table's row of a space or plane opened for correction (the whole page without htmx)."""
    catalog = cs.effective()
    entity = facts.fact(catalog, entity_id)
    if entity is None:
        return render("errors/404.html", status=404)
    if not wants_fragment():
        return _fact_page(entity_id)
    return index_page(panel="board", editing=entity_id)


@mark("gm_any")  # like card entries, corrections change what every game reads
@bp.post("/catalog/facts/<entity_id>")
def save_fact(entity_id: str):
    """Save corrections typed on the Catalog page; a refused value is named and nothing changes."""
    from app.games.prophecy.engine.cards import OverrideError

    catalog = cs.effective()
    entity = facts.fact(catalog, entity_id)
    if entity is None:
        return render("errors/404.html", status=404)
    panel = request.form.get("panel", "")
    changes = facts.read_form(catalog, entity, request.form)
    if not changes:
        return _after(panel, entity_id, notice="Nothing to save: no value was changed.")
    try:
        cs.record({entity_id: changes})
    except OverrideError as exc:
        return _after(panel, entity_id, status=422, error=correction_refusal(entity_id, changes, exc),
                      submitted=request.form, editing=entity_id)
    labels = {s.field: s.label for s in facts.specs(catalog, entity)}
    named = ", ".join(f"{labels[f].lower()} → {display(v) if v is not None else 'unknown'}" for f, v in changes.items())
    saved = facts.title_of(cs.effective(), entity_id)
    return _after(panel, entity_id, notice=f"Saved for {saved}: {named}. Every game now uses it.")


@mark("gm_any")
@bp.post("/catalog/facts/<entity_id>/forget")
def forget_fact(entity_id: str):
    """Withdraw one of the group's corrections: the value from Herald's card files (or unknown) returns."""
    from app.games.prophecy.engine.cards import OverrideError

    if facts.fact(cs.effective(), entity_id) is None:
        return render("errors/404.html", status=404)
    panel = request.form.get("panel", "")
    field = request.form.get("field", "")
    try:
        cs.forget(entity_id, field)
    except OverrideError as exc:
        return _after(panel, entity_id, status=422, error=correction_refusal(entity_id, [field], exc))
    return _after(panel, entity_id, notice=f"Your group's {field.replace('_', ' ')} of "
                                          f"{facts.title_of(cs.effective(), entity_id)} was withdrawn.")
