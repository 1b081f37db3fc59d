"""A seat's Races as the setup and the draft take them: the Race and what its card shows that the catalog lacks."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import Field, StringConstraints

from ..model import Frozen

RaceId = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]


class RacePick(Frozen):
    """One Race of a seat, with the values its card shows that the catalog lacks."""

    race: RaceId
    strength: int | None = Field(default=None, ge=-5, le=5)
    willpower: int | None = Field(default=None, ge=-5, le=5)
    gold: int | None = Field(default=None, ge=0, le=20)
    experience: int | None = Field(default=None, ge=0, le=20)
    item_limit: int | None = Field(default=None, ge=-5, le=5)
    ability_limit: int | None = Field(default=None, ge=-5, le=5)


def typed_list(raw) -> tuple[str, ...] | None:
    """The Low Faith list as the table typed it: card ids or names, comma-separated; 'none' for an empty list."""
    if raw is None or isinstance(raw, (list, tuple)):
        return None if raw is None else tuple(raw)
    text = str(raw).strip()
    if text.casefold() in ("none", "-", "no"):
        return ()
    return tuple(dict.fromkeys(re.sub(r"[^a-z0-9]+", "-", p.strip().casefold()).strip("-")
                               for p in text.split(",") if p.strip()))
