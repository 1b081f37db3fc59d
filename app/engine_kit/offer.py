"""A legal action of the moment, as a game's `legal_actions` lists it and the tablet offers it."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Offer(BaseModel):
    """A legal action of the moment, as the tablet offers it: a button, maybe waiting for inputs.

    The action is `{"kind": kind, **params}` plus a value for each field named in `needs` (dice, the
    card that came up, a battle outcome, an amount); `choices` gives the allowed values where Herald
    knows them (a list per field, or a small dict of hints documented by the offering module).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    kind: str
    label: str
    seat: int | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    needs: tuple[str, ...] = ()
    choices: dict[str, Any] = Field(default_factory=dict)
