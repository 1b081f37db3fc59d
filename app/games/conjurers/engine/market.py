"""The marketplace (table C9): trades of one resource type for one type at fixed rates, limited by phase."""

from __future__ import annotations

from typing import Literal

from . import rulebook
from .actions import Action, Context, action
from .events import Event, Resolved
from .holdings import StockChanged
from .model import Figure, Frozen, Resource, add_counts
from .resolving import can_pay, take_turn
from .state import State
from .tables import GROUP, MARKET_BARRED, MARKET_RATE


class Trade(Frozen):
    """One trade: `units` times the rate from the resource paid to the resource gained."""

    pay: Resource
    gain: Resource
    units: int = 1


def trade_terms(state: State, trade: Trade) -> tuple[int, str, int]:
    """(amount paid, resource gained, amount gained) for one trade, or the refusal."""
    if trade.units < 1:
        raise rulebook.refuse(rulebook.MARKET_RATE, "A trade is at least one unit of the rate.")
    gain = trade.gain
    if state.n == 2 and gain == "sapphire":
        gain = "diamond"  # with two players a trade into sapphire gives diamonds (001:L265)
    if gain in MARKET_BARRED[state.phase]:
        rule = rulebook.MARKET_PHASE if state.phase == 1 else rulebook.MARKET_PHASE_II
        raise rulebook.refuse(rule, f"The marketplace sells no {gain} in phase {'I' if state.phase == 1 else 'II'}.")
    paid, got = MARKET_RATE[(GROUP[trade.pay], GROUP[gain])]
    return paid * trade.units, gain, got * trade.units


@action
class TradeAtMarket(Action):
    """Resolve the marketplace: any number of trades, in order, while resources last (none is fine)."""

    kind: Literal["trade"] = "trade"
    seat: int
    figure: Figure
    trades: tuple[Trade, ...] = ()

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        take_turn(state, self.seat, self.figure, ("marketplace",))
        events: list[Event] = []
        stock = state.players[self.seat].stock
        for trade in self.trades:
            paid, gain, got = trade_terms(state, trade)
            can_pay(stock, {trade.pay: paid}, "The trade")
            delta = add_counts({trade.pay: -paid}, {gain: got})
            stock = add_counts(stock, delta)
            events.append(StockChanged(seat=self.seat, delta=delta, reason="marketplace"))
        note = "" if events else f"{state.players[self.seat].name} makes no trade."
        return (*events, Resolved(seat=self.seat, figure=self.figure, note=note))

