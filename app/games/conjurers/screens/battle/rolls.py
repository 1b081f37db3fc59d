"""Which dice a battle turn asks for, found by playing it on a copy: rolls the table entered are used as they
fell; any other roll is listed and taken as all zeros, so the list holds every roll the fight could still need.
After the dice are in, only the rolls the fight really asked for are sent (a creature killed by a first
strike does not answer)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.turns import Move


def needed_rolls(battle: Battle, move: Move, dice: Mapping[str, list[int]]) -> list[tuple[str, int]]:
    """(label, number of dice) of each roll this move asks for, in the order the fight rolls them."""
    from app.games.conjurers.engine import IllegalAction, InvalidInput
    from app.games.conjurers.engine.battle.turns import play

    asked: list[tuple[str, int]] = []

    def roll(label: str, n: int) -> tuple[tuple[int, ...], int]:
        if n == 0:
            return (), 0
        asked.append((label, n))
        if battle.die.no_dice:
            return (), n  # each die deals 1 (001:L544): nothing to enter
        faces = tuple(dice.get(label) or ()) if len(dice.get(label) or ()) == n else (0,) * n
        return faces, sum(faces)

    try:
        play(battle, move, roll)
    except (InvalidInput, IllegalAction, KeyError):
        return asked  # the move itself is refused when it is sent; the rolls found so far stand
    return [] if battle.die.no_dice else asked


def only_asked(battle: Battle, move: Move, dice: Mapping[str, list[int]]) -> dict[str, list[int]]:
    """The entered rolls the fight really asks for once the entered faces are counted."""
    labels = {label for label, _ in needed_rolls(battle, move, dice)}
    return {k: list(v) for k, v in dice.items() if k in labels}
