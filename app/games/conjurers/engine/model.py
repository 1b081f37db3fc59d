"""The base for every Conjurers engine value, and the names the rules use for resources and figures."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """An immutable engine value; unknown fields are refused."""

    model_config = ConfigDict(frozen=True, extra="forbid")


Myth = Literal["egyptian", "greek", "japanese", "norse", "biblical"]
MYTHS: tuple[Myth, ...] = ("egyptian", "greek", "japanese", "norse", "biblical")  # 001:L70-90

Resource = Literal["wood", "stone", "iron", "bronze", "sapphire", "diamond"]
RESOURCES: tuple[Resource, ...] = ("wood", "stone", "iron", "bronze", "sapphire", "diamond")  # 001:L150
# A player's stock: the six resources and food (001:L150-154); a duel may take from any of the seven (001:L427).
Category = Literal["wood", "stone", "iron", "bronze", "sapphire", "diamond", "food"]
CATEGORIES: tuple[Category, ...] = (*RESOURCES, "food")

AssistantKind = Literal["worker", "merchant", "warrior", "recruiter"]
ASSISTANT_KINDS: tuple[AssistantKind, ...] = ("worker", "merchant", "warrior", "recruiter")  # 001:L237
Figure = Literal["conjurer", "worker", "merchant", "warrior", "recruiter"]


def add_counts(base: dict[str, int], delta: dict[str, int]) -> dict[str, int]:
    """A copy of a count dict with delta added key by key (keys with zero kept)."""
    out = dict(base)
    for key, value in delta.items():
        out[key] = out.get(key, 0) + value
    return out
