"""The unknown values inside a card's effect lines, and what the card form offers for each: a number, or the
words the effect's type allows."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Literal, get_args, get_origin

if TYPE_CHECKING:
    from app.games.prophecy.engine.cards import Card, Catalog


def effect_gaps(card: Card, catalog: Catalog, field: str) -> dict[int, list[str]]:
    """Unknown values inside one effect list, by effect index: {0: ['reward[0].amount']}."""
    out: dict[int, list[str]] = {}
    for path in catalog.missing_fields(card.id):
        m = re.match(rf"^{field}\[(\d+)\]\.", path)
        if m:
            out.setdefault(int(m[1]), []).append(path)
    return out


def _words(annotation) -> tuple[Any, ...]:
    """The values a Literal type allows, through unions, optionals and Annotated (none for a list of them)."""
    if get_origin(annotation) is Literal:
        return get_args(annotation)
    if get_origin(annotation) in (tuple, list):
        return ()
    return tuple(w for arg in get_args(annotation) for w in _words(arg))


def gap_choices(card: Card, path: str) -> tuple[Any, ...]:
    """The choices of an unknown effect field ('effects[0].battle': strength, wills, both) from the effect's
    type; () for a number or a path that is not one effect's own field."""
    m = re.fullmatch(r"(\w+)\[(\d+)\]\.(\w+)", path)
    effects = (getattr(card, m[1], None) or ()) if m else ()
    if not m or int(m[2]) >= len(effects):
        return ()
    info = type(effects[int(m[2])]).model_fields.get(m[3])
    return _words(info.annotation) if info is not None else ()
