"""The JSON API's request and response models; they validate requests and generate the OpenAPI document."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from app.engine.actions import action_union
from app.engine.setup import CreateGame, NoControl

AnyAction = action_union()


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Problem(_Model):
    """An error as problem JSON (RFC 9457): a machine code, a message for people, the field or rule it concerns."""

    status: int
    title: str
    detail: str
    error: str
    message: str
    field: str | None = None
    rule: dict[str, str] | None = None
    current_seq: int | None = None
    tries_left: int | None = None
    retry_after: int | None = None
    card: str | None = Field(default=None, description="The card a refused catalog value belongs to.")


class CreateGameRequest(_Model):
    """A new game: its name, the create_game action (options and seats) and the game master's PIN."""

    name: Annotated[str, NoControl] = Field(min_length=1, max_length=80)
    setup: CreateGame
    pin: str = Field(pattern=r"^[0-9]{4,8}$", description="The game master's PIN, 4 to 8 digits; stored hashed.")
    action_id: str | None = Field(default=None, min_length=8, max_length=64)


class RenameRequest(_Model):
    """A new name for a game."""

    name: Annotated[str, NoControl] = Field(min_length=1, max_length=80)


class ActionRequest(_Model):
    """One action, with the step the client last saw and a unique id so a retry is applied once."""

    expected_seq: int = Field(ge=0)
    action_id: str = Field(min_length=8, max_length=64)
    action: AnyAction = Field(description="Any action of the engine, chosen by its 'kind'.")
    one_off: bool = Field(default=False, description="The card values typed in the action held only this once: "
                          "do not keep them as the group's entries.")


class UndoRequest(_Model):
    """Undo or redo at the step the client last saw; confirm=true to take back dice or a drawn card."""

    expected_seq: int = Field(ge=0)
    confirm: bool = False


class GameSummaryOut(_Model):
    """A saved game in a list."""

    id: str
    name: str
    game: str
    players: list[dict[str, str]]
    seq: int
    created_at: datetime
    updated_at: datetime


class GameOut(_Model):
    """A game's full state at its head step, with the legal actions of the moment."""

    id: str
    name: str
    seq: int
    state: dict[str, Any]
    legal_actions: list[dict[str, Any]]


class AppliedOut(_Model):
    """The result of a write: the new step, the events it produced and the new state."""

    seq: int
    events: list[dict[str, Any]]
    log: list[str]
    state: dict[str, Any]
    duplicate: bool = False


class LogEntryOut(_Model):
    """One step of a game's log, told as a sentence."""

    seq: int
    type: str
    text: list[str]
    chance: bool
    status: str
    recorded_at: datetime


class CreatedOut(_Model):
    """A game that was created or imported, with a GM API token for the client that made it."""

    id: str
    seq: int
    gm_token: str | None = None
