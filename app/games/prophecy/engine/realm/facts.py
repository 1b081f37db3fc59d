"""The catalog's Realm board: the three paths as the group typed them (L light, D dark, S split, from the Gate up),
unknown until typed, checked against what the rulebook says of the paths (003:L217, 003:L229)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ..cards.base import Entity, field_error
from .board import PATH_PATTERN, PATHS, RealmBoard, RealmPath, board_problem, colours


class RealmFacts(Entity):
    """The catalog's Realm board: each path typed by the group as letters, unknown until typed."""

    kind: Literal["realm"] = "realm"
    path_left: str | None = Field(default=None, pattern=PATH_PATTERN)
    path_middle: str | None = Field(default=None, pattern=PATH_PATTERN)
    path_right: str | None = Field(default=None, pattern=PATH_PATTERN)
    summary: str | None = None

    @model_validator(mode="after")
    def _board_fits(self) -> RealmFacts:
        typed = {n: getattr(self, f"path_{n}") for n in PATHS}
        if all(typed.values()):
            problem = board_problem({n: colours(t) for n, t in typed.items()})
            if problem:
                raise field_error(f"path_{problem[0]}", problem[1])
        return self

    def required_fields(self) -> tuple[str, ...]:
        """The three paths."""
        return tuple(f"path_{n}" for n in PATHS)

    def board(self) -> RealmBoard | None:
        """The board these facts describe, or None while a path is still untyped."""
        typed = {n: getattr(self, f"path_{n}") for n in PATHS}
        if not all(typed.values()):
            return None
        return RealmBoard(paths=tuple(RealmPath(name=n, spaces=colours(typed[n])) for n in PATHS))
