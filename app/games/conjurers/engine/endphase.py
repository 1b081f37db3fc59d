"""The end phase: mine output at the current phase's rate, feeding after rounds 3, 6, 9 and 12, then the
turn figure moves on (the new phase's outputs apply from the next round, 001:L327) or the game is scored."""

from __future__ import annotations

from typing import Literal

from .actions import follow_up
from .events import Event, GameScored, RoundEnded, event, player_name
from .holdings import MinusPoints, StockChanged
from .model import space_words
from .scoring import result
from .state import FedLine, Feeding, Player, State
from .tables import FEEDING_ROUNDS, MINE_OUTPUT, ROUNDS, SHORT_FOOD_PENALTY, TOURNAMENT_ROUNDS, UPKEEP
from .tournament import TournamentBegan


def food_needed(player: Player) -> int:
    """The sum of the army's levels plus each hired assistant's upkeep (001:L435-443)."""
    upkeep = sum(UPKEEP[i + 1] for i in range(len(player.assistants)))
    return sum(c.level for c in player.army) + upkeep


def mine_output(state: State) -> list[Event]:
    """What each controlled mine pays its controller at the start of this end phase (001:L293, L331-337)."""
    events: list[Event] = []
    for mine, seat in sorted(state.mines.items()):
        resource, output = MINE_OUTPUT[mine]
        if output.get(state.phase):
            events.append(StockChanged(seat=seat, delta={resource: output[state.phase]}, reason=space_words(mine)))
    return events


@event
class FeedingHeld(Event):
    """A feeding, as the table is told it: what each player owed, paid and lacked, and the minus points."""

    kind: Literal["feeding_held"] = "feeding_held"
    feeding: Feeding

    def apply_to(self, state: State) -> State:
        return state.model_copy(update={"fed": self.feeding})

    def describe(self, state: State) -> str:
        parts = []
        for line in self.feeding.lines:
            who = player_name(state, line.seat)
            if not line.owed:
                parts.append(f"{who} owes nothing")
            elif not line.short:
                parts.append(f"{who} pays all {line.owed} food")
            else:
                parts.append(f"{who} pays {line.paid} of {line.owed} food, {line.short} short: −{line.minus} points")
        return f"Feeding after round {self.feeding.after_round}: " + "; ".join(parts) + "."


def feeding(state: State) -> list[Event]:
    """Each player pays the food she can; each food short is one -2 token (001:L445). The table is told it in
    one line (the stock and minus-point changes that follow say nothing more)."""
    lines = []
    for p in state.players:
        need = food_needed(p)
        paid = min(need, p.stock["food"])
        lines.append(FedLine(seat=p.seat, owed=need, paid=paid, short=need - paid,
                             minus=SHORT_FOOD_PENALTY * (need - paid)))
    events: list[Event] = [FeedingHeld(feeding=Feeding(after_round=state.round, lines=tuple(lines)))]
    for p in state.players:
        need = food_needed(p)
        paid = min(need, p.stock["food"])
        if paid:
            events.append(StockChanged(seat=p.seat, delta={"food": -paid}, reason="feeding"))
        if need > paid:
            events.append(MinusPoints(seat=p.seat, amount=SHORT_FOOD_PENALTY * (need - paid),
                                      reason=f"{need - paid} food short"))
    return events


@follow_up
def _end_phase(state: State) -> tuple[Event, ...]:
    if state.stage != "resolving" or any(not p.resolved for p in state.placements):
        return ()
    events = mine_output(state)
    state_after = state
    for e in events:
        state_after = e.apply_to(state_after)
    if state.round in FEEDING_ROUNDS:
        feed = feeding(state_after)
        events += feed
        for e in feed:
            state_after = e.apply_to(state_after)
    if state.options.tournaments and state.round in TOURNAMENT_ROUNDS:
        return (*events, TournamentBegan(after_round=state.round))  # after feeding, before what follows (001:L451)
    if state.round == ROUNDS:
        return (*events, GameScored(result=result(state_after.players)))
    return (*events, RoundEnded(next_round=state.round + 1))
