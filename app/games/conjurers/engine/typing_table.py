"""What the group types from its physical game mid-play, as undoable steps: a card's printed name (where Herald
knows only its place in the box) and the faces of its battle dice (the seed says only that they show 0, 1 or 2,
001:L184). Neither is among the offers, which follow the game's flow: the screens ask for them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from .actions import Action, Context, action
from .errors import InvalidInput
from .events import Event, event
from .state import State

FaceCount = Annotated[int, Field(ge=0, le=20)]


def check_faces(weights: tuple[int, ...]) -> tuple[int, int, int]:
    """Three face counts (showing 0, 1, 2) of a die that has faces; ValueError naming the problem."""
    if len(weights) != 3 or any(isinstance(w, bool) or not isinstance(w, int) for w in weights):
        raise ValueError("give three whole numbers: the faces showing 0, 1 and 2")
    if any(w < 0 or w > 20 for w in weights):
        raise ValueError("each count of faces is between 0 and 20")
    if not any(weights):
        raise ValueError("a die needs at least one face")
    return weights[0], weights[1], weights[2]


@event
class CardNamed(Event):
    """The group typed a card's printed name."""

    kind: Literal["card_named"] = "card_named"
    card: str
    name: str

    def apply_to(self, state: State) -> State:
        facts = state.facts[self.card].model_copy(update={"name": self.name})
        return state.model_copy(update={"facts": {**state.facts, self.card: facts}})

    def describe(self, state: State) -> str:
        return f"The group typed a card's printed name: {self.name}."


@event
class DieTyped(Event):
    """The group counted the faces of its battle dice: the odds and Herald's rolls use them from now on."""

    kind: Literal["die_typed"] = "die_typed"
    weights: tuple[int, int, int]

    def apply_to(self, state: State) -> State:
        options = state.options.model_copy(update={"die": self.weights})
        update: dict = {"options": options}
        if state.fight is not None:
            battle = state.fight.battle.model_copy(update={"die": options.battle_die})
            update["fight"] = state.fight.model_copy(update={"battle": battle})
        return state.model_copy(update=update)

    def describe(self, state: State) -> str:
        zero, one, two = self.weights
        return f"The group's battle dice: {zero} faces show 0, {one} show 1, {two} show 2."


@action
class NameCard(Action):
    """Type a card's printed name, once: every screen shows it from now on."""

    kind: Literal["name_card"] = "name_card"
    card: str = Field(min_length=1, max_length=60)
    name: str = Field(min_length=1, max_length=60)

    @field_validator("name")
    @classmethod
    def _trimmed(cls, v: str) -> str:
        v = " ".join(v.split())
        if not v:
            raise ValueError("type the name printed on the card")
        return v

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.stage == "setup":
            raise InvalidInput("set the game up before naming its cards")
        facts = state.facts.get(self.card)
        if facts is None:
            raise InvalidInput(f"there is no card {self.card} in this game", "card")
        if facts.name == self.name:
            raise InvalidInput(f"{self.card} is already named {self.name}", "name")
        return (CardNamed(card=self.card, name=self.name),)


@action
class TypeDie(Action):
    """Type how many faces of the group's battle dice show 0, 1 and 2."""

    kind: Literal["type_die"] = "type_die"
    weights: tuple[FaceCount, FaceCount, FaceCount] = Field(json_schema_extra={"contains": {"minimum": 1}})

    @field_validator("weights")
    @classmethod
    def _has_faces(cls, v: tuple[int, int, int]) -> tuple[int, int, int]:
        return check_faces(v)

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.stage == "setup":
            raise InvalidInput("set the game up before typing its dice")
        if state.options.no_dice:
            raise InvalidInput("this game is played without dice (001:L544)", "weights")
        if tuple(self.weights) == tuple(state.options.die):
            raise InvalidInput("the game already uses these faces", "weights")
        return (DieTyped(weights=self.weights),)
