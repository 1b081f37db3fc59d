"""The allocation phase: one figure at a time, clockwise from the round's starting player (the Button's
holder), players with figures left going on after the others run out; which figure may stand where."""

from __future__ import annotations

from typing import Literal

from . import board, rulebook
from .actions import Action, Context, action, follow_up
from .errors import IllegalAction, InvalidInput
from .events import Event, FigurePlaced, StageChanged
from .model import Figure, space_words
from .state import State
from .tables import LAST_NUMERAL


def unplaced(state: State, seat: int) -> list[Figure]:
    """The figures of a seat not yet placed this round."""
    used = {p.figure for p in state.placements if p.seat == seat}
    return [f for f in state.players[seat].figures if f not in used]


def next_placer(state: State) -> int | None:
    """The seat that places the next figure, or None when every figure is out."""
    first = state.start if not state.placements else (state.placements[-1].seat + 1) % state.n
    return next((s for s in state.clockwise(first) if unplaced(state, s)), None)


def numeral(state: State, s: board.Space) -> int:
    """The phase a space opens in: the group's typed numeral, else the seed's, else I (research Q-38)."""
    return state.options.numerals.get(s.id, s.numeral or 1)


def placement_refusal(state: State, seat: int, figure: Figure, space_id: str) -> IllegalAction | None:
    """Why this figure may not stand on this space now, or None when it may."""
    s = board.space(space_id)
    if s is None:
        raise InvalidInput("there is no such action space on the board", "space")
    if not board.in_game(s, state.n, state.options.locked):
        rule = rulebook.MYTH_CLOSED if s.myth else rulebook.SPACE_CLOSED
        return rulebook.refuse(rule, f"{space_words(space_id)} is out of this {state.n}-player game.")
    if figure != "conjurer" and figure not in s.assistants:
        return rulebook.refuse(rulebook.FIGURE_KIND, f"A {figure} cannot take {space_words(space_id)}.")
    if numeral(state, s) > min(state.phase, LAST_NUMERAL):
        return rulebook.refuse(rulebook.ACTION_LOCKED, f"{space_words(space_id)} opens in phase {numeral(state, s)}.")
    if s.group == "house":
        if s.seat == seat:
            return rulebook.refuse(rulebook.DUEL_SELF)
        if not state.players[seat].army:
            return rulebook.refuse(rulebook.DUEL_NO_ARMY)
        return None
    if any(p.space == space_id for p in state.placements):
        return rulebook.refuse(rulebook.SPACE_TAKEN, f"A figure already stands on {space_words(space_id)}.")
    if s.group == "tavern" and seat == state.button:
        return rulebook.refuse(rulebook.TAVERN_HOLDER)
    if s.group == "battleground" and not state.piles.get(s.myth or ""):
        return rulebook.refuse(rulebook.BATTLEGROUND_PILE, f"The {s.myth} pile is empty.")
    return None


def open_spaces(state: State, seat: int, figure: Figure) -> list[str]:
    """Every space this figure may take now."""
    return [s.id for s in board.SPACES if placement_refusal(state, seat, figure, s.id) is None]


@action
class Place(Action):
    """Put one figure on an action space; `space` None keeps it home when no open space takes it."""

    kind: Literal["place"] = "place"
    seat: int
    figure: Figure
    space: str | None

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        if state.stage != "allocation":
            raise rulebook.refuse(rulebook.NOT_ALLOCATION)
        if not 0 <= self.seat < state.n:
            raise InvalidInput(f"there is no seat {self.seat + 1} in this game", "seat")
        if self.figure not in state.players[self.seat].figures:
            raise rulebook.refuse(rulebook.NO_SUCH_FIGURE, f"{state.players[self.seat].name} has no {self.figure}.")
        if self.figure not in unplaced(state, self.seat):
            raise rulebook.refuse(rulebook.FIGURE_USED, f"The {self.figure} is already placed this round.")
        turn = next_placer(state)
        if turn != self.seat:
            raise rulebook.refuse(rulebook.NOT_YOUR_PLACEMENT, f"{state.players[turn].name} places next.")
        if self.space is None:
            if open_spaces(state, self.seat, self.figure):
                raise rulebook.refuse(rulebook.STAY_HOME)
        elif (refusal := placement_refusal(state, self.seat, self.figure, self.space)) is not None:
            raise refusal
        return (FigurePlaced(seat=self.seat, figure=self.figure, space=self.space),)


@follow_up
def _all_placed(state: State) -> tuple[Event, ...]:
    if state.stage == "allocation" and state.players and next_placer(state) is None:
        return (StageChanged(stage="resolving"),)
    return ()
