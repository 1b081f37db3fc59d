"""API models of access control and phones: PIN → GM token, seat links, a player's own view."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class PinRequest(_Model):
    """The game master's PIN."""

    pin: str = Field(min_length=1, max_length=16)


class PinChangeRequest(_Model):
    """The current PIN and the new one (4 to 8 digits)."""

    current: str = Field(min_length=1, max_length=16)
    pin: str = Field(min_length=1, max_length=16)


class SessionOut(_Model):
    """A GM API token: send it as 'Authorization: Bearer <token>' on the game's GM routes."""

    game_id: str
    token: str


class SeatLinkOut(_Model):
    """A seat's current link (its QR code carries `url`)."""

    seat: int
    player: str
    character: str | None = None  # a game whose seats have no character (Conjurers) has none
    revision: int
    url: str


class DisplayLinkOut(_Model):
    """The table display's current link (its QR code carries `url`): the whole table, read-only, for a TV."""

    revision: int
    url: str


class PlayerViewOut(_Model):
    """What a seat link shows: its own hero in full, and the public board (no other hero's private data)."""

    game_id: str
    name: str
    seq: int
    seat: int
    you: dict[str, Any]
    board: dict[str, Any]
    battle: dict[str, Any] | None = None
