"""The JSON API's request and response models; they validate requests and generate the OpenAPI document."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, RootModel, create_model

from app.games import registry
from app.store.transfer import NoControl
from app.web.jsonapi.later import later


def _actions_of(kind: registry.GameKind) -> type[RootModel]:
    """One game's action union as a named model, so the OpenAPI document lists its actions under its name. Declared
    with a `root` field rather than as RootModel[union], which pydantic would build at import, and the union is asked
    of the kind when the model is built: asking imports the game's engine (issue 42: a start)."""
    return type(f"{kind.title}Action", (RootModel,),
                {"__doc__": f"Any action of {kind.title}, chosen by its 'kind'.", "__module__": __name__,
                 "__annotations__": {"root": later(lambda: kind.action_union())},
                 "model_config": ConfigDict(defer_build=True)})


def _setups() -> Any:
    """The action that creates a game of each kind, told apart by its 'kind' (imports every engine)."""
    return Annotated[Union[tuple(k.first_action for k in registry.KINDS.values())], Field(discriminator="kind")]  # noqa: UP007


# Each game's actions under its own name: ProphecyAction, ConjurersAction.
ACTIONS: dict[str, type[RootModel]] = {name: _actions_of(kind) for name, kind in registry.KINDS.items()}
# The action that creates a game of each kind (create_game, start_game), once a model holding it is built.
Setup = later(_setups)
GameName = Literal[tuple(registry.KINDS)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


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
    missing: list[dict[str, str]] | None = Field(
        default=None, description="The card values Herald lacks for the refused action, each its card, field and "
        "words ('Potion of Healing (effect 1: how much)'): send the action again with them in `values` "
        "({card: {field: number}}).")
    shape: bool | None = Field(default=None, description="True when the request breaks the shape this document "
                               "gives it (a refusal by the game's rules or the store leaves it out).")


class CreateGameRequest(_Model):
    """A new game: its kind, its name, the action that sets it up and the game master's PIN."""

    game: GameName | None = Field(default=None, description="The game's kind; the setup's kind says it if omitted.")
    name: Annotated[str, NoControl] = Field(min_length=1, max_length=80)
    setup: Setup = Field(description="Prophecy: a create_game action; Conjurers: a start_game action.")
    pin: str = Field(pattern=r"^[0-9]{4,8}$", description="The game master's PIN, 4 to 8 digits; stored hashed.")
    action_id: str | None = Field(default=None, min_length=8, max_length=64)


class RenameRequest(_Model):
    """A new name for a game."""

    name: Annotated[str, NoControl] = Field(min_length=1, max_length=80)


class ActionRequest(_Model):
    """One action of the game's own kind, with the step the client last saw and a unique id so a retry is applied
    once. The action is validated against the actions of the game it is sent to."""

    expected_seq: int = Field(ge=0)
    action_id: str = Field(min_length=8, max_length=64)
    action: Union[tuple(ACTIONS.values())] = Field(description="An action of the game's kind, chosen by its 'kind'.")  # noqa: UP007
    one_off: bool = Field(default=False, description="The card values typed in the action held only this once: "
                          "do not keep them as the group's entries.")


# What the actions endpoint validates a body with, for a game of each kind.
ACTION_REQUESTS: dict[str, type[BaseModel]] = {
    name: create_model(f"{registry.kind(name).title}ActionRequest", __base__=ActionRequest,
                       action=(model, Field(description=f"An action of {registry.kind(name).title}.")))
    for name, model in ACTIONS.items()
}


class UndoRequest(_Model):
    """Undo or redo at the step the client last saw; confirm=true to take back dice or a drawn card."""

    expected_seq: int = Field(ge=0)
    confirm: bool = False


class GameSummaryOut(_Model):
    """A saved game in a list."""

    id: str
    name: str
    game: str
    players: list[dict[str, str | None]]  # player, and character where the game has one
    seq: int
    created_at: datetime
    updated_at: datetime


class GameOut(_Model):
    """A game's full state at its head step, with the legal actions of the moment."""

    id: str
    name: str
    game: str = Field(description="The game's kind (prophecy, conjurers).")
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
