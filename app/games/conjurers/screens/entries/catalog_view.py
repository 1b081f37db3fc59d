"""The Conjurers catalog page (/conjurers/catalog) and its JSON twin: coverage per deck, the battle dice, and the
group's entries with their provenance, each linking to its card's page where it is corrected or withdrawn."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify
from pydantic import BaseModel, ConfigDict

from app.games.conjurers import entries
from app.games.conjurers.kind import base_catalog
from app.games.conjurers.screens.entries.card_values import FIELDS, title, value_words
from app.store import UnknownGame
from app.store import games as saved
from app.web.jsonapi.api import bp as api_bp
from app.web.jsonapi.apiroute import api_route
from app.web.rendering.deps import game_log
from app.web.rendering.htmx import render

bp = Blueprint("conjurers_catalog", __name__, url_prefix="/conjurers")
ORIGINS = {"game": "typed during a game", "table": "typed on the catalog", "import": "came with a game file",
           "withdrawn": "withdrawn on the catalog"}


class ConjurersCatalogOut(BaseModel):
    """Coverage per deck (cards with each value known) and every entry in force with its provenance."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    coverage: list[dict[str, Any]]
    entries: list[dict[str, Any]]
    die: dict[str, Any]


def game_name(game_id: str | None, names: dict) -> str | None:
    """A game's name for provenance ('a deleted game' once it is gone), looked up once per page."""
    if game_id is None:
        return None
    if game_id not in names:
        try:
            names[game_id] = saved.get_game(game_log(), game_id).name
        except UnknownGame:
            names[game_id] = "a deleted game"
    return names[game_id]


def catalog_context() -> dict:
    """Coverage and entries, newest first, in words and as data."""
    engine = game_log().engine
    catalog = entries.effective_catalog(engine, base_catalog())
    names: dict = {}
    rows = [{"card_id": e.card_id, "card": title(catalog, e.card_id) or e.card_id, "field": e.field,
             "field_words": FIELDS.get(e.field, e.field), "value": e.value, "value_words": value_words(e.field, e.value),
             "entered_at": e.entered_at.isoformat(), "when": e.entered_at.strftime("%Y-%m-%d %H:%M"),
             "game_id": e.game_id, "game": game_name(e.game_id, names), "origin": e.origin,
             "origin_words": ORIGINS.get(e.origin, e.origin)}
            for e in reversed(entries.current_entries(engine))]
    faces, entry = entries.group_die(engine)
    die = {"faces": list(faces), "words": value_words("faces", list(faces)), "typed": entry is not None,
           "when": entry.entered_at.strftime("%Y-%m-%d %H:%M") if entry else None}
    return {"coverage": entries.coverage(catalog), "entries": rows, "die": die}


@bp.get("/catalog")
def show():
    """What the group has typed from its Conjurers cards, and how much of each deck Herald knows."""
    return render("conjurers/catalog/show.html", **catalog_context())


@api_route(api_bp, "/conjurers/catalog", "get", response=ConjurersCatalogOut,
           summary="Conjurers: the group's card entries with their provenance, and coverage per deck.")
def conjurers_catalog():
    return jsonify(ConjurersCatalogOut(**catalog_context()).model_dump(mode="json"))
