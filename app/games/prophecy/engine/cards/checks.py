"""Whole-catalog checks run after every card is placed: references, the box total, the board."""

from __future__ import annotations

from typing import Any

from .base import Card
from .board import RING_SIZE
from .parts import Parts


def check_references(parts: Parts, index: dict[str, Any], fail: Any) -> None:
    """Every id a record mentions must exist."""
    def where(eid: str) -> str:
        """The file an entry came from."""
        return index[eid].file if eid in index else "overrides"

    for space in parts.spaces:
        if space.attacks not in (None, "none") and space.attacks not in parts.planes:
            raise fail(f"unknown Astral Plane {space.attacks!r}", file=where(space.id), entity=space.id,
                       field="attacks")
    for deck in parts.decks.values():
        for other in deck.alias_of or ():
            if other not in parts.decks:
                raise fail(f"unknown deck {other!r}", file=where(f"deck:{deck.id}"), entity=f"deck:{deck.id}",
                           field="alias_of")
    for name, variant in parts.variants.items():
        eid = f"variant:{name}"
        for cid in variant.removes_cards:
            if not isinstance(parts.entities.get(cid), Card):
                raise fail(f"unknown card {cid!r}", file=where(eid), entity=eid, field="removes_cards")
        for did in variant.removes_decks:
            if did not in parts.decks:
                raise fail(f"unknown deck {did!r}", file=where(eid), entity=eid, field="removes_decks")
    for eid, ent in parts.entities.items():
        target = getattr(ent, "replaces", None)
        if target and getattr(parts.entities.get(target), "kind", None) != "ability":
            raise fail(f"unknown Ability {target!r}", file=where(eid), entity=eid, field="replaces")


def check_box(parts: Parts, index: dict[str, Any], fail: Any) -> None:
    """The base decks counted in the box must add up to the box total."""
    if parts.box is None or parts.box.base_total is None:
        return
    known = unknown_named = 0
    open_decks = []
    for deck in parts.decks.values():
        if not deck.in_box or deck.alias_of:
            continue
        if deck.size_base is None:
            open_decks.append(deck.id)
            unknown_named += sum(parts.entities[c].instance_count for c in parts.part_cards.get((deck.id, "base"), ()))
        else:
            known += deck.size_base
    total = parts.box.base_total
    if (not open_decks and known != total) or known + unknown_named > total:
        detail = f"known deck sizes {known}" + (f" plus {unknown_named} named cards in {open_decks}" if open_decks else "")
        raise fail(f"the base box holds {total} cards but {detail} do not fit", file=index["box"].file if "box" in index
                   else "", entity="box", field="base_total")


def check_board(parts: Parts, index: dict[str, Any], fail: Any) -> None:
    """Ring indices, totals and the two attack spaces per Astral Plane."""
    for space in parts.spaces:
        if space.id != f"space-{space.index:02d}":
            raise fail(f"a space with index {space.index} must have id 'space-{space.index:02d}'",
                       file=parts.files.get(space.id, ""), entity=space.id, field="index")
    board = parts.board
    if parts.spaces and len(parts.spaces) != RING_SIZE:
        raise fail(f"the ring needs {RING_SIZE} spaces, found {len(parts.spaces)}", file=parts.files.get("board", ""),
                   entity="board", field="spaces_total")
    if board is None:
        return
    checks = (
        ("spaces_total", len(parts.spaces), True),
        ("planes_total", len(parts.planes), True),
        ("gates_total", sum(1 for s in parts.spaces if s.gate), False),
        ("ports_total", sum(1 for s in parts.spaces if s.port), False),
    )
    for name, found, exact in checks:
        want = getattr(board, name)
        if want is not None and (found > want or exact and found != want):
            raise fail(f"the board declares {want} but {found} are given", file=parts.files.get("board", ""),
                       entity="board", field=name)
    for plane in parts.planes:
        attackers = [s.index for s in parts.spaces if s.attacks == plane]
        if len(attackers) > 2:
            raise fail(f"Astral Plane {plane!r} is attacked from {attackers}; a plane has two attack spaces",
                       file=parts.files.get(f"space-{attackers[-1]:02d}", ""), entity=f"space-{attackers[-1]:02d}",
                       field="attacks")
