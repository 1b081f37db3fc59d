"""The base for every engine value: frozen, strict pydantic models that round-trip through JSON."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, PlainSerializer


class Frozen(BaseModel):
    """An immutable engine value; unknown fields are refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


# A set of names that serialises as a sorted list: the same state gives the same JSON in every process
# (a frozenset's iteration order follows string hashing, which differs between processes).
NameSet = Annotated[frozenset[str], PlainSerializer(sorted, return_type=list[str], when_used="always")]


def replace_at(items: tuple, index: int, value) -> tuple:
    """A copy of a tuple with one element replaced."""
    return items[:index] + (value,) + items[index + 1 :]
