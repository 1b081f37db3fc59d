"""Events of part 2: the Final Battle beginning and its field, the Apocalypse, a trade between heroes."""

from __future__ import annotations

from typing import Literal

from ..events import Event, card_name, event, who
from ..state import GameState


def _drop(marks: frozenset[str], *prefixes: str) -> frozenset[str]:
    return frozenset(m for m in marks if not m.startswith(prefixes))


@event
class FinalBattleBegan(Event):
    """All five Artifacts are held and nobody has won: the others leave, the Cape's holder picks the field."""

    kind: Literal["final_battle_began"] = "final_battle_began"
    collector: int
    chooser: int
    champions: tuple[int, ...]

    def apply_to(self, state: GameState) -> GameState:
        heroes = tuple(h if h.seat in self.champions else h.model_copy(update={"status": "out"}) for h in state.heroes)
        marks = _drop(state.flow.marks, "turn:", "round:") | {"final_battle", f"final:after:{self.collector}"}
        flow = state.flow.model_copy(update={"stage": "battleground", "active": self.chooser, "marks": marks,
                                             "extra_turns": 0})
        return state.model_copy(update={"heroes": heroes, "flow": flow})

    def describe(self, state: GameState) -> str:
        names = ", ".join(who(state.hero(s)) for s in self.champions)
        return (f"Every Artifact has an owner: the Final Battle begins between {names}; "
                f"{state.hero(self.chooser).player} picks where it is fought.")


@event
class BattlegroundChosen(Event):
    """The space where the Champions meet; they cannot leave it."""

    kind: Literal["battleground_chosen"] = "battleground_chosen"
    space: int
    place: str = ""

    def apply_to(self, state: GameState) -> GameState:
        flow = state.flow.model_copy(update={"marks": state.flow.marks | {f"final:field:{self.space}"}})
        return state.model_copy(update={"flow": flow})

    def describe(self, state: GameState) -> str:
        return f"The Champions will fight it out in {self.place or f'space {self.space}'}."


@event
class ApocalypseLooms(Event):
    """Apocalypse variant: the fifth Artifact is out; only its holders play on and the Chance deck counts down."""

    kind: Literal["apocalypse_looms"] = "apocalypse_looms"
    champions: tuple[int, ...]

    def apply_to(self, state: GameState) -> GameState:
        heroes = tuple(h if h.seat in self.champions else h.model_copy(update={"status": "out"}) for h in state.heroes)
        flow = state.flow.model_copy(update={"marks": state.flow.marks | {"apocalypse"}})
        return state.model_copy(update={"heroes": heroes, "flow": flow})

    def describe(self, state: GameState) -> str:
        names = ", ".join(who(state.hero(s)) for s in self.champions)
        return f"The last Artifact has left the Astral Planes; the world trembles. Still in the game: {names}."


@event
class ApocalypseStrikes(Event):
    """Apocalypse variant: the Chance deck is spent, so this round opens with a blow to every hero."""

    kind: Literal["apocalypse_strikes"] = "apocalypse_strikes"

    def apply_to(self, state: GameState) -> GameState:
        flow = state.flow.model_copy(update={"marks": state.flow.marks | {"round:apocalypse"}})
        return state.model_copy(update={"flow": flow})

    def describe(self, state: GameState) -> str:
        return "The Apocalypse rages: no Chance card, and every hero loses 1 Health and 1 Magic."


@event
class Traded(Event):
    """Two heroes on one space agreed a trade of Gold and Items (the Items and Gold move in their own events)."""

    kind: Literal["traded"] = "traded"
    seat: int
    partner: int
    given: tuple[str, ...] = ()
    taken: tuple[str, ...] = ()
    gold_given: int = 0
    gold_taken: int = 0

    def apply_to(self, state: GameState) -> GameState:
        return state

    def describe(self, state: GameState) -> str:
        def side(cards, gold):
            parts = [card_name(state, c) for c in cards] + ([f"{gold} Gold"] if gold else [])
            return ", ".join(parts) or "nothing"
        return (f"{who(state.hero(self.seat))} trades with {who(state.hero(self.partner))}: gives "
                f"{side(self.given, self.gold_given)}, gets {side(self.taken, self.gold_taken)}.")
