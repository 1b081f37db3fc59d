"""A seat's Races as the setup and the draft take them: the Race and what its card shows that the catalog lacks."""

from __future__ import annotations

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
