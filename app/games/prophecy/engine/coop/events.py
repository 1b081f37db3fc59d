"""The cooperative clock's events: the stack prepared, a Dream waiting for its token, a token placed, the
collapse rounds counted, Time Freeze cast and over, the Items a hero held when her round began."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from ..events import Event, event, who
from ..state import GameState
from .model import Collapse, CoopState, Freeze


def _coop(state: GameState) -> CoopState:
    return state.coop or CoopState()


def _tokens(n: int) -> str:
    return f"{n} Power Up token{'s' if n != 1 else ''}"


@event
class CoopPrepared(Event):
    """The cooperative game is set up: the shuffled stack of Power Up tokens and what the group must register."""

    kind: Literal["coop_prepared"] = "coop_prepared"
    stack: tuple[int, ...]
    unknown_swaps: tuple[str, ...] = ()

    def apply_to(self, state: GameState) -> GameState:
        coop = CoopState(stack=tuple(sorted(self.stack)), total=len(self.stack), unknown_swaps=self.unknown_swaps)
        return state.model_copy(update={"coop": coop})

    def describe(self, state: GameState) -> str:
        title = state.options.coop.title if state.options.coop else "Cooperative game"
        return f"{title}: {_tokens(len(self.stack))} are shuffled face down into the stack."


@event
class PowerUpDue(Event):
    """A Prophetic Dream was carried out: its drawer now places the next token, alone and in silence."""

    kind: Literal["power_up_due"] = "power_up_due"
    seat: int

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"coop": _coop(state).model_copy(update={"pending": self.seat})})

    def describe(self, state: GameState) -> str:
        return f"{who(state.hero(self.seat))} is dreaming: everyone else stays silent while the token is placed."


@event
class PowerUpDrawn(Event):
    """The dreamer turned up the next Power Up token; she lays it on a plane next (003:L537)."""

    kind: Literal["power_up_drawn"] = "power_up_drawn"
    # A token drawn from a shuffled stack: chance, so undoing it asks first.
    chance: ClassVar[bool] = True
    seat: int
    token: int = Field(ge=1, le=5)

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"coop": _coop(state).model_copy(update={"drawn": self.token})})

    def describe(self, state: GameState) -> str:
        return (f"{who(state.hero(self.seat))} turned up a +{self.token} Power Up token; now she chooses the plane "
                "it goes on.")


@event
class PowerUpPlaced(Event):
    """The drawer turned up the next token and laid it on an unconquered plane; the last one starts the clock."""

    kind: Literal["power_up_placed"] = "power_up_placed"
    # A token drawn from a shuffled stack: chance, so undoing it asks first.
    chance: ClassVar[bool] = True
    seat: int
    plane: int = Field(ge=0, le=4)
    token: int = Field(ge=1, le=5)

    def apply_to(self, state: GameState) -> GameState:
        coop = _coop(state)
        stack = list(coop.stack)
        stack.remove(self.token)
        planes = tuple(t + (self.token,) if p == self.plane else t for p, t in enumerate(coop.planes))
        update = {"stack": tuple(stack), "planes": planes, "pending": None, "drawn": None}
        if not stack:
            update["collapse"] = Collapse(drawer=self.seat)
        return state.model_copy(update={"coop": coop.model_copy(update=update)})

    def describe(self, state: GameState) -> str:
        after = self.apply_to(state).coop
        # Turned up by its own step first (003:L537), or, in a game recorded before, drawn and laid in one.
        did = (f"laid the +{self.token} Power Up token" if _coop(state).drawn is not None
               else f"drew a +{self.token} Power Up token and laid it")
        text = f"{who(state.hero(self.seat))} {did} on Astral Plane {self.plane + 1}: its Guardians now have " \
               f"+{after.bonus(self.plane)}"
        if after.collapse is not None:
            rounds = state.options.coop.collapse_rounds if state.options.coop else 3
            return text + (f". That was the last token: this round and {rounds - 1} more, counted at "
                           f"{state.hero(self.seat).player}'s rounds, before the planes collapse.")
        return text + f" ({_tokens(len(after.stack))} left)."


@event
class ClockTicked(Event):
    """The Dream's drawer begins another round of the collapse countdown."""

    kind: Literal["clock_ticked"] = "clock_ticked"

    def apply_to(self, state: GameState) -> GameState:
        coop = _coop(state)
        clock = coop.collapse.model_copy(update={"rounds": coop.collapse.rounds + 1})
        return state.model_copy(update={"coop": coop.model_copy(update={"collapse": clock})})

    def describe(self, state: GameState) -> str:
        coop = _coop(state)
        total = state.options.coop.collapse_rounds if state.options.coop else 3
        left = total - coop.collapse.rounds - 1
        after = "the last one" if left == 0 else f"{left} more after it"
        return f"The planes are collapsing: round {coop.collapse.rounds + 1} of {total}, {after}."


@event
class TimeFrozen(Event):
    """Time Freeze is cast: the revealed Chance card waits while everyone plays a full round."""

    kind: Literal["time_frozen"] = "time_frozen"
    seat: int
    round: int
    shuffle: int

    def apply_to(self, state: GameState) -> GameState:
        coop = _coop(state).model_copy(update={"freeze": Freeze(caster=self.seat, round=self.round),
                                               "freeze_shuffle": self.shuffle})
        return state.model_copy(update={"coop": coop})

    def describe(self, state: GameState) -> str:
        return (f"{who(state.hero(self.seat))} casts Time Freeze: the Chance card waits while every player, "
                f"{state.hero(self.seat).player} first, plays a round without one.")


@event
class TimeThawed(Event):
    """The frozen round is over: the waiting Chance card is carried out now."""

    kind: Literal["time_thawed"] = "time_thawed"

    def apply_to(self, state: GameState) -> GameState:
        return state.model_copy(update={"coop": _coop(state).model_copy(update={"freeze": None})})

    def describe(self, state: GameState) -> str:
        return "Time flows again: the waiting Chance card is carried out."


@event
class RoundItemsNoted(Event):
    """The Items a hero holds as her round begins (bookkeeping for Secret Hideouts)."""

    kind: Literal["round_items_noted"] = "round_items_noted"
    seat: int
    items: tuple[str, ...] = ()

    def apply_to(self, state: GameState) -> GameState:
        coop = _coop(state)
        noted = {**coop.round_items, str(self.seat): self.items}
        used = {k: v for k, v in coop.round_used.items() if k != str(self.seat)}  # a new round: nothing used yet
        return state.model_copy(update={"coop": coop.model_copy(update={"round_items": noted, "round_used": used})})

    def describe(self, state: GameState) -> str:
        return ""


@event
class RoundItemsUsed(Event):
    """Items a hero announced in a battle, kept until her next round begins (bookkeeping for Secret Hideouts)."""

    kind: Literal["round_items_used"] = "round_items_used"
    seat: int
    items: tuple[str, ...] = ()

    def apply_to(self, state: GameState) -> GameState:
        coop = _coop(state)
        known = coop.round_used.get(str(self.seat), ())
        used = {**coop.round_used, str(self.seat): known + tuple(i for i in self.items if i not in known)}
        return state.model_copy(update={"coop": coop.model_copy(update={"round_used": used})})

    def describe(self, state: GameState) -> str:
        return ""
