"""How much of each deck the catalog knows: named, complete, still to register at the table."""

from __future__ import annotations

from .parts import Parts
from .provenance import parse_provenance
from .vocab import Expansion, Frozen


class DeckCoverage(Frozen):
    """One deck part, counted in physical cards; named + placeholders = size when the size is known."""

    deck: str
    expansion: Expansion
    title: str
    size: int | None
    size_source: str | None
    named_cards: int
    named: int
    complete: int
    incomplete: int
    placeholders: int
    needing_registration: int
    incomplete_ids: tuple[str, ...]
    placeholder_ids: tuple[str, ...]


class BoxCoverage(Frozen):
    """The base box: its total, the decks whose size is still unknown, and the cards not yet accounted for."""

    total: int | None
    known_sizes: int
    open_decks: tuple[str, ...]
    named_in_open_decks: int
    unallocated: int | None


class BoardCoverage(Frozen):
    """The ring: how many spaces are complete, which are not, and how many values rest on MED sources."""

    spaces: int
    complete: int
    incomplete_ids: tuple[str, ...]
    med_values: int


class Coverage(Frozen):
    """The whole catalog's coverage, as data for a web page or a JSON API."""

    decks: tuple[DeckCoverage, ...]
    unplaced: tuple[str, ...]
    box: BoxCoverage
    board: BoardCoverage


def compute_coverage(parts: Parts) -> Coverage:
    """Count named, complete and placeholder cards per deck part, plus the box and the board."""
    decks = []
    for (deck_id, exp), ids in sorted(parts.part_cards.items()):
        spec = parts.decks[deck_id]
        cards = [parts.entities[i] for i in ids]
        named = [c for c in cards if c.kind != "unregistered"]
        holes = [c for c in cards if c.kind == "unregistered"]
        incomplete = [c for c in named if c.missing_fields()]
        count = sum(c.instance_count for c in named)  # type: ignore[attr-defined]
        missing = sum(c.instance_count for c in incomplete)  # type: ignore[attr-defined]
        src = spec.source_of(f"size_{exp}")
        decks.append(DeckCoverage(
            deck=deck_id, expansion=exp, title=spec.title, size=spec.size(exp),  # type: ignore[arg-type]
            size_source=str(src) if src else None, named_cards=len(named), named=count, complete=count - missing,
            incomplete=missing, placeholders=len(holes), needing_registration=missing + len(holes),
            incomplete_ids=tuple(c.id for c in incomplete), placeholder_ids=tuple(c.id for c in holes),
        ))
    unplaced = tuple(
        eid for eid, e in parts.entities.items()
        if getattr(e, "deck", "x") is None and e.kind not in ("certificate", "unregistered")
    )
    open_decks = tuple(d.id for d in parts.decks.values() if d.in_box and not d.alias_of and d.size_base is None)
    known = sum(d.size_base or 0 for d in parts.decks.values() if d.in_box and not d.alias_of)
    named_open = sum(c.named for c in decks if c.deck in open_decks and c.expansion == "base")
    total = parts.box.base_total if parts.box else None
    box = BoxCoverage(
        total=total, known_sizes=known, open_decks=open_decks, named_in_open_decks=named_open,
        unallocated=None if total is None else total - known - named_open,
    )
    gaps = [s.id for s in parts.spaces if s.missing_fields()]
    med = sum(1 for s in parts.spaces for _, text in s.source if parse_provenance(text).confidence == "MED")
    board = BoardCoverage(spaces=len(parts.spaces), complete=len(parts.spaces) - len(gaps),
                          incomplete_ids=tuple(gaps), med_values=med)
    return Coverage(decks=tuple(decks), unplaced=unplaced, box=box, board=board)
