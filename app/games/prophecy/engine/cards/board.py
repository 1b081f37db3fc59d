"""The board: a ring of 20 spaces and the 5 Astral Planes, each attacked from two spaces."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .base import Entity, field_error
from .vocab import Flag, Guild, Name, Safety, Slug, SpaceKind, Terrain, Text

RING_SIZE = 20


class Space(Entity):
    """One space of the ring; index 0 is the Village, numbered toward the Magic Tower."""

    kind: Literal["space"] = "space"
    index: int = Field(ge=0, lt=RING_SIZE, strict=True)
    name: Name | None = None
    space_kind: SpaceKind | None = None
    terrain: Terrain | None = None
    guild: Guild | None = None
    port: Flag | None = None
    gate: Flag | None = None
    safe: Safety | None = None
    attacks: Slug | Literal["none"] | None = None
    summary: Text | None = None
    notes: Text | None = None

    @model_validator(mode="after")
    def _kind_fits(self) -> Space:
        if self.terrain is not None and self.space_kind not in (None, "terrain"):
            raise field_error("terrain", f"a {self.space_kind!r} space has no terrain")
        if self.guild is not None and self.space_kind not in (None, "guild"):
            raise field_error("guild", f"a {self.space_kind!r} space is not a guild")
        return self

    def required_fields(self) -> tuple[str, ...]:
        """Kind, terrain or guild as the kind needs, the three flags and the Astral Plane attacked."""
        need = ["name", "space_kind"]
        if self.space_kind == "terrain":
            need.append("terrain")
        if self.space_kind == "guild":
            need.append("guild")
        return (*need, "port", "gate", "safe", "attacks")

    @property
    def civilization(self) -> bool | None:
        """Guilds, the City and the Village are the blue civilization spaces."""
        return None if self.space_kind is None else self.space_kind in ("guild", "city", "village")


class Plane(Entity):
    """An Astral Plane, known by the guild it lies beyond."""

    kind: Literal["plane"] = "plane"
    name: Name | None = None
    closest_guild: Guild | None = None
    summary: Text | None = None

    def required_fields(self) -> tuple[str, ...]:
        """A plane needs its name and the guild it lies next to."""
        return ("name", "closest_guild")


class BoardFacts(Entity):
    """Facts about the whole board."""

    kind: Literal["board"] = "board"
    spaces_total: int | None = Field(default=None, strict=True, ge=1, le=60)
    planes_total: int | None = Field(default=None, strict=True, ge=1, le=10)
    gates_total: int | None = Field(default=None, strict=True, ge=0, le=20)
    ports_total: int | None = Field(default=None, strict=True, ge=0, le=20)
    # Which way clockwise runs on the printed board: toward higher space numbers ("up") or lower ("down").
    clockwise: Literal["up", "down"] | None = None
