"""Decks, the board and the Astral Planes as the Catalog page shows them: each value with its source, and the
form the group corrects them with (entries on `deck:<id>`, `space-NN`, `plane-…`, `board` and `box`)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, get_args

from flask import url_for
from werkzeug.datastructures import MultiDict

from app.games.prophecy.catalog.entries import Entry
from app.games.prophecy.screens.catalog.cardform import Spec, display, provenance_text
from app.games.prophecy.screens.catalog.cardform_read import parse_input

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog, Entity

_SIZE = {"low": 0, "high": 300}
_DECK = (
    Spec("size_base", "Cards in the base game", "int", "body", **_SIZE),
    Spec("size_dragon_realm", "Cards the Dragon Realm adds", "int", "body", **_SIZE),
    Spec("in_box", "Counted in the base box", "bool", "body"),
)
_REALM = tuple(Spec(f"path_{p}", f"The {p} path (L light, D dark, S split, from the Gate up)", "text", "body")
               for p in ("left", "middle", "right"))
_BOARD = (
    Spec("spaces_total", "Spaces on the ring", "int", "body", low=1, high=60),
    Spec("planes_total", "Astral Planes", "int", "body", low=1, high=10),
    Spec("gates_total", "Magic Gates", "int", "body", low=0, high=20),
    Spec("ports_total", "Ports", "int", "body", low=0, high=20),
    Spec("clockwise", "Clockwise runs toward", "choice", "body", ("up", "down")),
)
_BOX = (Spec("base_total", "Cards in the base box", "int", "body", **_SIZE),)
BOARD_COLUMNS = ("name", "space_kind", "terrain", "guild", "port", "gate", "safe", "attacks")


@cache
def plane_specs() -> tuple[Spec, ...]:
    """The values of an Astral Plane."""
    from app.games.prophecy.engine.cards.vocab import GUILDS

    return Spec("name", "Name", "text", "body"), Spec("closest_guild", "Guild it lies beyond", "choice", "body", GUILDS)


def space_specs(catalog: Catalog) -> tuple[Spec, ...]:
    """The values of a ring space, in the order of the Board table."""
    from app.games.prophecy.engine.cards.vocab import GUILDS, Safety, SpaceKind, Terrain

    planes = tuple(p.id for p in catalog.planes())
    return (
        Spec("name", "Name", "text", "body"),
        Spec("space_kind", "Kind of space", "choice", "body", get_args(SpaceKind)),
        Spec("terrain", "Terrain", "choice", "body", get_args(Terrain)),
        Spec("guild", "Guild", "choice", "body", GUILDS),
        Spec("port", "Port", "bool", "body"),
        Spec("gate", "Magic Gate", "bool", "body"),
        Spec("safe", "Safe from other characters", "choice", "body", get_args(Safety)),
        Spec("attacks", "Astral Plane it attacks", "choice", "body", ("none", *planes)),
    )


def fact(catalog: Catalog, entity_id: str) -> Entity | None:
    """A deck, space, plane, the board or the box of the effective catalog; None for anything else."""
    from app.games.prophecy.engine.cards import BoardFacts, BoxFacts, CatalogError, DeckSpec, Plane, Space
    from app.games.prophecy.engine.realm.facts import RealmFacts

    try:
        entity = catalog.entity(entity_id)
    except CatalogError:
        return None
    if isinstance(entity, DeckSpec) and entity.alias_of:
        return None  # a view of other decks: nothing of its own to count
    return entity if isinstance(entity, (DeckSpec, Space, Plane, BoardFacts, BoxFacts, RealmFacts)) else None


def entity_key(entity: Entity) -> str:
    """The catalog-wide id entries use: 'deck:rare', 'space-03', 'plane-fortress', 'board', 'box'."""
    from app.games.prophecy.engine.cards import DeckSpec

    return f"deck:{entity.id}" if isinstance(entity, DeckSpec) else entity.id


def specs(catalog: Catalog, entity: Entity) -> tuple[Spec, ...]:
    """The values the group may correct on this entity."""
    from app.games.prophecy.engine.cards import BoardFacts, DeckSpec, Plane, Space
    from app.games.prophecy.engine.realm.facts import RealmFacts

    if isinstance(entity, Space):
        return space_specs(catalog)
    if isinstance(entity, DeckSpec):
        return _DECK
    if isinstance(entity, Plane):
        return plane_specs()
    if isinstance(entity, RealmFacts):
        return _REALM
    return _BOARD if isinstance(entity, BoardFacts) else _BOX


def title(entity: Entity) -> str:
    """How the page names it: 'Rare Items deck', 'Space 1, Mountains', the plane's name, 'The board'."""
    from app.games.prophecy.engine.cards import BoardFacts, DeckSpec, Plane, Space
    from app.games.prophecy.engine.realm.facts import RealmFacts

    if isinstance(entity, DeckSpec):
        return f"{entity.title} deck"
    if isinstance(entity, Space):
        name = entity.name or ("a wilderness space" if entity.space_kind == "terrain" else "not named yet")
        return f"Space {entity.index}, {name}"
    if isinstance(entity, Plane):
        return entity.name or entity.id
    if isinstance(entity, RealmFacts):
        return "The Dragon Realm board"
    return "The board" if isinstance(entity, BoardFacts) else "The base box"


def title_of(catalog: Catalog, entity_id: str) -> str | None:
    """The title of a deck, space, plane, board or box by id (None for a card or an unknown id)."""
    entity = fact(catalog, entity_id)
    return title(entity) if entity is not None else None


def page_url(catalog: Catalog, entity_id: str) -> str:
    """Where an entry's id leads: the page of a deck, space, plane, board or box, or the card page."""
    if fact(catalog, entity_id) is not None:
        return url_for("catalog.fact", entity_id=entity_id)
    return url_for("catalog.card", card_id=entity_id)


def _entry(entries: list[Entry], field: str) -> Entry | None:
    found = [e for e in entries if e.field == field]
    return found[-1] if found else None


def value_of(catalog: Catalog, entity: Entity, field: str, entries: list[Entry]) -> dict[str, Any]:
    """One value with its source in words: a rulebook line, the research note with its confidence, or the group."""
    value = getattr(entity, field)
    prov = catalog.provenance(entity_key(entity), field)
    entry = _entry(entries, field)
    return {
        "field": field, "value": list(value) if isinstance(value, tuple) else value, "display": display(value),
        "source": str(prov) if prov else None, "confidence": prov.confidence if prov else None,
        "provenance": provenance_text(prov, entry) if value is not None else "unknown",
        "entered": entry is not None,
    }


def detail(catalog: Catalog, entity: Entity, current: list[Entry], history: list[Entry]) -> dict[str, Any]:
    """Everything about a deck, space, plane, board or box: values with provenance, what is missing, the entries."""
    key = entity_key(entity)
    return {
        "id": key, "kind": entity.kind, "title": title(entity),
        "summary": getattr(entity, "summary", None), "notes": getattr(entity, "notes", None),
        "missing_fields": list(catalog.missing_fields(key)),
        "values": [{**value_of(catalog, entity, s.field, current), "label": s.label} for s in specs(catalog, entity)],
        "entries": [e.as_dict() for e in current], "history": [e.as_dict() for e in history],
    }


def read_form(catalog: Catalog, entity: Entity, form: MultiDict) -> dict[str, Any]:
    """The values a submitted correction changes, as {field: value}; an empty input changes nothing."""
    changes: dict[str, Any] = {}
    for spec in specs(catalog, entity):
        raw = form.get(f"f:{spec.field}", "").strip()
        if raw == "":
            continue
        value = parse_input(spec, raw)
        if value != getattr(entity, spec.field):
            changes[spec.field] = value
    return changes


def coverage_rows(catalog: Catalog, entries: list[Entry]) -> list[dict[str, Any]]:
    """The coverage table: per deck part its counts, the size with its source, and whether the group typed it."""
    from app.games.prophecy.engine.cards import parse_provenance

    rows = []
    for d in catalog.coverage().decks:
        field = f"size_{d.expansion}"
        key = f"deck:{d.deck}"
        entry = _entry([e for e in entries if e.card_id == key], field)
        prov = parse_provenance(d.size_source) if d.size_source else None
        rows.append({**d.model_dump(), "entity": key, "field": field, "entered": entry is not None,
                     "provenance": provenance_text(prov, entry) if d.size is not None else "unknown: count your deck"})
    return rows


def board_rows(catalog: Catalog, entries: list[Entry]) -> list[dict[str, Any]]:
    """The 20 spaces for the Board table: each value with its source; '—' where a value does not apply."""
    rows = []
    for space in catalog.spaces():
        mine = [e for e in entries if e.card_id == space.id]
        needed = space.required_fields()
        cells = []
        for field in BOARD_COLUMNS:
            cell = value_of(catalog, space, field, mine)
            cell["applies"] = field in needed or cell["value"] is not None
            cells.append(cell)
        rows.append({"id": space.id, "index": space.index, "title": title(space), "cells": cells,
                     "complete": not space.missing_fields()})
    return rows


def plane_rows(catalog: Catalog, entries: list[Entry]) -> list[dict[str, Any]]:
    """The Astral Planes with their values and sources, and the spaces that attack each."""
    return [{"id": p.id, "title": title(p), "attack_spaces": catalog.attack_spaces(p.id),
             "cells": [value_of(catalog, p, s.field, [e for e in entries if e.card_id == p.id]) for s in plane_specs()]}
            for p in catalog.planes()]


def board_facts(catalog: Catalog, entries: list[Entry]) -> list[dict[str, Any]]:
    """The board's totals with their sources."""
    from app.games.prophecy.engine.cards import CatalogError

    try:
        board = catalog.entity("board")
    except CatalogError:
        return []
    mine = [e for e in entries if e.card_id == "board"]
    return [{**value_of(catalog, board, s.field, mine), "label": s.label} for s in _BOARD]
