"""The resolving phase: seat by seat from the round's starting player, each player's assistants before her
conjurer, battles after every other action; and the simple actions (mines, storages, food, tavern, guild)."""

from __future__ import annotations

from typing import Literal

from . import board, rulebook
from .actions import Action, Context, action
from .errors import InvalidInput
from .events import ButtonTaken, Event, MineTaken, Resolved
from .holdings import AssistantHired, StockChanged
from .model import ASSISTANT_KINDS, AssistantKind, Figure, at_space, space_words
from .state import Placement, State
from .tables import FOOD_OUTPUT, HIRE_COST, STORAGE_OUTPUT


def resolvable(state: State) -> list[Placement]:
    """The placements that may be resolved next (the player picks among her assistants, Q-5)."""
    if state.stage != "resolving":
        return []
    pending = [p for p in state.placements if not p.resolved and p.space is not None]
    others = [p for p in pending if not board.BY_ID[p.space].battle]
    pool = others or pending
    for seat in state.clockwise(state.start):
        mine = [p for p in pool if p.seat == seat]
        if mine:
            return [p for p in mine if p.figure != "conjurer"] or mine
    return []


def take_turn(state: State, seat: int, figure: Figure, groups: tuple[str, ...]) -> board.Space:
    """The space this figure resolves now, or the refusal saying why it may not."""
    if state.stage != "resolving":
        raise rulebook.refuse(rulebook.NOT_RESOLVING)
    placement = next((p for p in state.placements if (p.seat, p.figure) == (seat, figure)), None)
    if placement is None or placement.space is None or placement.resolved:
        if not 0 <= seat < state.n:
            raise InvalidInput(f"there is no seat {seat + 1} in this game", "seat")
        raise InvalidInput(f"{state.players[seat].name}'s {figure} has no action waiting", "figure")
    space = board.BY_ID[placement.space]
    if space.group not in groups:
        raise rulebook.refuse(rulebook.WRONG_RESOLUTION, f"{space_words(space.id)} is not resolved this way.")
    if placement not in resolvable(state):
        waiting_others = any(not p.resolved and p.space and not board.BY_ID[p.space].battle for p in state.placements)
        rule = rulebook.BATTLES_LAST if space.battle and waiting_others else rulebook.RESOLVE_ORDER
        raise rulebook.refuse(rule)
    return space


def can_pay(stock: dict[str, int], cost: dict[str, int], what: str) -> None:
    """Refuse unless the stock holds the whole cost."""
    short = {k: v - stock.get(k, 0) for k, v in cost.items() if v > stock.get(k, 0)}
    if short:
        lacks = ", ".join(f"{v} {k}" for k, v in short.items())
        raise rulebook.refuse(rulebook.CANNOT_PAY, f"{what} lacks {lacks}.")


@action
class Collect(Action):
    """Resolve a mine (take control), a storage or a food space (gain at once), or the tavern (the Button)."""

    kind: Literal["collect"] = "collect"
    seat: int
    figure: Figure

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        space = take_turn(state, self.seat, self.figure, ("mine", "storage", "food", "tavern"))
        done = Resolved(seat=self.seat, figure=self.figure)
        if space.group == "mine":
            # A mine already held by this player stays hers.
            if state.mines.get(space.id) == self.seat:
                name = state.players[self.seat].name
                return (done.model_copy(update={"note": f"{name} already controls {at_space(space.id)}."}),)
            return (MineTaken(mine=space.id, seat=self.seat), done)
        if space.group == "tavern":
            return (ButtonTaken(seat=self.seat), done)
        if space.group == "storage":
            resource, output = STORAGE_OUTPUT[space.id]
            gain = {resource: output[state.phase]}
        else:
            gain = {"food": FOOD_OUTPUT[state.phase]}
        return (StockChanged(seat=self.seat, delta=gain, reason=space_words(space.id)), done)


@action
class Hire(Action):
    """Resolve the guild house: hire an assistant of a kind the player lacks, paying its cost, or decline."""

    kind: Literal["hire"] = "hire"
    seat: int
    figure: Figure
    assistant: AssistantKind | None

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        take_turn(state, self.seat, self.figure, ("guild",))
        done = Resolved(seat=self.seat, figure=self.figure)
        if self.assistant is None:
            return (done.model_copy(update={"note": f"{state.players[self.seat].name} hires nobody."}),)
        have = state.players[self.seat].assistants
        if len(have) >= 3:
            raise rulebook.refuse(rulebook.GUILD_FULL)
        if self.assistant in have:
            raise rulebook.refuse(rulebook.GUILD_KIND, f"{state.players[self.seat].name} already has a {self.assistant}.")
        cost = HIRE_COST[len(have) + 1]
        can_pay(state.players[self.seat].stock, cost, f"Assistant number {len(have) + 1}")
        return (StockChanged(seat=self.seat, delta={k: -v for k, v in cost.items()}, reason="guild house"),
                AssistantHired(seat=self.seat, assistant=self.assistant), done)


def hireable(state: State, seat: int) -> list[str]:
    """The assistant kinds this seat could hire now (none when it has three)."""
    have = state.players[seat].assistants
    return [] if len(have) >= 3 else [k for k in ASSISTANT_KINDS if k not in have]
