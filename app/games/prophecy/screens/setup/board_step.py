"""The wizard's board step: the facts of the group's own board Herald lacks, asked once with a picture of the ring.

Herald's ring is a reconstruction: a few wilderness spaces have no known terrain, the third Magic Gate is not
placed, and whether the space numbers run clockwise is unknown. The first game of a group asks for what is still
missing; the answers become the group's entries on `space-NN` and `board` (origin "setup") and are never asked
again. Pure functions of a catalog and a form.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Catalog

TERRAINS = (("forest", "Forest"), ("mountains", "Mountains"), ("plains", "Plains"))
TERRAIN_FIELD = "board_terrain_{}"
GATE_FIELD = "board_gate"
CLOCKWISE_FIELD = "board_clockwise"
FIELDS = (*(TERRAIN_FIELD.format(i) for i in range(20)), GATE_FIELD, CLOCKWISE_FIELD)
KIND_WORDS = {"guild": None, "city": "City", "village": "Village", "enchanted_wilderness": "Enchanted Wilderness"}


@dataclass(frozen=True)
class Spot:
    """One space as the picture draws it."""

    index: int
    label: str
    css: str
    x: float
    y: float
    asked: bool
    gate: bool | None


def _spaces(catalog: Catalog) -> list:
    from app.games.prophecy.engine.cards import CatalogError

    try:
        return sorted(catalog.spaces(), key=lambda s: s.index)
    except (CatalogError, AttributeError):
        return []


def space_label(space) -> str:
    """A space in words: its name, its guild, or 'Wilderness' while its terrain is unknown."""
    if space.name:
        return str(space.name)
    if space.space_kind == "terrain":
        return dict(TERRAINS).get(space.terrain or "", "Wilderness")
    return str(space.space_kind or "Space").replace("_", " ").title()


def questions(catalog: Catalog) -> dict[str, Any]:
    """What the board step asks: the wilderness spaces without a terrain, where the missing Magic Gates may be
    (with how many are missing) and which way clockwise runs; empty lists and False when Herald knows it all."""
    from app.games.prophecy.engine.cards import CatalogError

    spaces = _spaces(catalog)
    try:
        board = catalog.entity("board")
    except CatalogError:
        board = None
    gates_total = getattr(board, "gates_total", None) or 0
    known_gates = sum(1 for s in spaces if s.gate)
    open_gate = [s for s in spaces if s.gate is None]
    by_index = {s.index: s for s in spaces}
    return {
        "terrains": [(s.index, TERRAIN_FIELD.format(s.index)) for s in spaces
                     if s.space_kind == "terrain" and s.terrain is None],
        "gates_missing": max(0, gates_total - known_gates) if open_gate else 0,
        "known_gates": [s.index for s in spaces if s.gate],
        "gate_choices": [(s.index, f"{s.index}: {space_label(s)}") for s in open_gate],
        "clockwise": board is not None and getattr(board, "clockwise", None) is None and len(spaces) == 20,
        "neighbours": (space_label(by_index[1]), space_label(by_index[19])) if {1, 19} <= set(by_index) else ("", ""),
    }


def asks_anything(q: dict[str, Any]) -> bool:
    """Whether the step has a question left."""
    return bool(q["terrains"] or q["gates_missing"] == 1 or q["clockwise"])


def ring(catalog: Catalog, form=None, size: int = 360) -> list[Spot]:
    """The 20 spaces placed around a circle as the group sees its board: the Village at the top, the numbers
    going clockwise (or the other way once the group said so), coloured by kind or terrain (answers so far
    included)."""
    from app.games.prophecy.engine.cards import CatalogError

    form = form or {}
    spaces = _spaces(catalog)
    n = max(1, len(spaces))
    centre, radius = size / 2, size / 2 - 28
    try:
        known = getattr(catalog.entity("board"), "clockwise", None)
    except CatalogError:
        known = None
    way = -1 if (known or (form.get(CLOCKWISE_FIELD) if hasattr(form, "get") else None)) == "down" else 1
    out = []
    for s in spaces:
        angle = -math.pi / 2 + way * 2 * math.pi * s.index / n
        typed = form.get(TERRAIN_FIELD.format(s.index)) if hasattr(form, "get") else None
        terrain = s.terrain or (typed if typed in dict(TERRAINS) else None)
        asked = s.space_kind == "terrain" and s.terrain is None
        css = terrain or ("unknown" if s.space_kind == "terrain" else (s.space_kind or "unknown"))
        gate = s.gate if s.gate is not None or not hasattr(form, "get") or not form.get(GATE_FIELD) \
            else str(s.index) == form.get(GATE_FIELD)
        out.append(Spot(s.index, space_label(s) if not asked or not terrain else dict(TERRAINS)[terrain], css,
                        round(centre + radius * math.cos(angle), 1), round(centre + radius * math.sin(angle), 1),
                        asked, gate))
    return out


def check(form, catalog: Catalog) -> str | None:
    """What is wrong with the board answers, or None; every answer may be left open ("not sure")."""
    q = questions(catalog)
    for _, field in q["terrains"]:
        if form.get(field) and form.get(field) not in dict(TERRAINS):
            return "Choose Forest, Mountains or Plains for each wilderness space, or leave it as not sure."
    gate = form.get(GATE_FIELD) or ""
    if gate and gate not in {str(i) for i, _ in q["gate_choices"]}:
        return "Choose the space of the third Magic Gate from the list, or leave it as not sure."
    if form.get(CLOCKWISE_FIELD) not in (None, "", "up", "down"):
        return "Say which space comes next after the Village going clockwise, or leave it as not sure."
    return None


def entries(form, catalog: Catalog) -> dict[str, dict[str, Any]]:
    """The group's board entries the answers make: terrains, the last Magic Gate (the other open spaces then
    have none) and the direction of the numbers."""
    q = questions(catalog)
    out: dict[str, dict[str, Any]] = {}
    for index, field in q["terrains"]:
        if form.get(field) in dict(TERRAINS):
            out[f"space-{index:02d}"] = {"terrain": form.get(field)}
    gate = form.get(GATE_FIELD) or ""
    if gate and q["gates_missing"] == 1:
        for index, _ in q["gate_choices"]:
            out.setdefault(f"space-{index:02d}", {})["gate"] = str(index) == gate
    if q["clockwise"] and form.get(CLOCKWISE_FIELD) in ("up", "down"):
        out["board"] = {"clockwise": form.get(CLOCKWISE_FIELD)}
    return out
