"""The tables of access control: the GM PIN, seat links for phones, GM API tokens, PIN attempts, settings.

Rows that belong to a game go with it: their foreign keys cascade when the game is deleted.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Index, text
from sqlmodel import Field, SQLModel

from .models import BUILT_LATER, utcnow
from .portable import POSTGRESQL_WHERE


class GameAccess(SQLModel, table=True):
    """A game's game-master PIN, hashed (werkzeug scrypt by default); never stored in clear."""

    model_config = BUILT_LATER

    __tablename__ = "game_access"

    game_id: str = Field(foreign_key="game.id", primary_key=True, max_length=32, ondelete="CASCADE")
    pin_hash: str = Field(max_length=200)
    updated_at: datetime = Field(default_factory=utcnow)


class SeatLink(SQLModel, table=True):
    """One issued link of a seat. Replaced links stay, so their old QR code can say it was replaced.

    The database keeps the token's SHA-256 (to look it up) and a random nonce; the token itself is
    HMAC(instance secret, nonce), so only this installation can redraw the QR code.
    """

    model_config = BUILT_LATER

    __tablename__ = "seat_link"
    __table_args__ = (
        Index("ux_seat_link_current", "game_id", "seat", unique=True, sqlite_where=text("replaced_at IS NULL"),
              info={POSTGRESQL_WHERE: "replaced_at IS NULL"}),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: str = Field(foreign_key="game.id", index=True, max_length=32, ondelete="CASCADE")
    seat: int
    revision: int
    nonce: str = Field(max_length=64)
    token_hash: str = Field(max_length=64, unique=True)
    created_at: datetime = Field(default_factory=utcnow)
    replaced_at: datetime | None = None


class GmToken(SQLModel, table=True):
    """A GM API token (Bearer) issued after a correct PIN; only its SHA-256 is kept."""

    model_config = BUILT_LATER

    __tablename__ = "gm_token"

    token_hash: str = Field(primary_key=True, max_length=64)
    game_id: str = Field(foreign_key="game.id", index=True, max_length=32, ondelete="CASCADE")
    created_at: datetime = Field(default_factory=utcnow)


class PinAttempt(SQLModel, table=True):
    """Wrong PINs in a row for one game from one client address, and until when it is locked out."""

    model_config = BUILT_LATER

    __tablename__ = "pin_attempt"

    game_id: str = Field(foreign_key="game.id", primary_key=True, max_length=32, ondelete="CASCADE")
    client: str = Field(primary_key=True, max_length=64)
    failures: int = 0
    locked_until: float = 0.0


class Setting(SQLModel, table=True):
    """An installation-wide setting, such as the LAN address the QR codes carry."""

    model_config = BUILT_LATER

    __tablename__ = "setting"

    key: str = Field(primary_key=True, max_length=40)
    value: str = Field(max_length=400)
