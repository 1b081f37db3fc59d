"""Creating a game: options, 2 to 5 seats, each with a player, a character and its starting cubes."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from . import rulebook
from .actions import Action, Context, action
from .errors import InvalidInput
from .events import Event, GameCreated
from .model import Frozen
from .state import BLUE_CAP, RED_CAP, START_EXPERIENCE, START_GOLD, GameOptions, GameState, Hero

PlayerName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
CardId = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]


class SeatSpec(Frozen):
    """One seat as the group sets it up: who plays which character with what starting cubes."""

    player: PlayerName
    character: CardId
    strength: int = Field(ge=1, le=RED_CAP)
    willpower: int = Field(ge=1, le=BLUE_CAP)
    start_space: int | None = Field(default=None, ge=0, le=19)


@action
class CreateGame(Action):
    """Start a game: options and seats in clockwise order."""

    kind: Literal["create_game"] = "create_game"
    options: GameOptions = GameOptions()
    seats: tuple[SeatSpec, ...]

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if state.heroes:
            raise InvalidInput("This game already has its seats; create a new game instead.", "seats")
        if not 2 <= len(self.seats) <= 5:
            raise rulebook.refuse(rulebook.SEATS, f"A game needs 2 to 5 seats, not {len(self.seats)}.")
        _unique([s.player.casefold() for s in self.seats], "player", "Two seats have the same player name.")
        _unique([s.character for s in self.seats], "character", "Two seats chose the same character.")
        heroes = tuple(
            Hero(
                seat=i,
                player=s.player,
                character=s.character,
                red=s.strength,
                health=s.strength,
                blue=s.willpower,
                magic=s.willpower,
                gold=START_GOLD,
                experience=START_EXPERIENCE,
                space=s.start_space,
            )
            for i, s in enumerate(self.seats)
        )
        return (GameCreated(options=self.options, heroes=heroes),)


def _unique(values: list[str], field: str, message: str) -> None:
    if len(set(values)) != len(values):
        raise InvalidInput(message, field)
