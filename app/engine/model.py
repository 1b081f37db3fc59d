"""The base for every engine value: frozen, strict pydantic models that round-trip through JSON."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """An immutable engine value; unknown fields are refused."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def replace_at(items: tuple, index: int, value) -> tuple:
    """A copy of a tuple with one element replaced."""
    return items[:index] + (value,) + items[index + 1 :]
