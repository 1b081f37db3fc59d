"""Variants: the Apocalypse (once the Chance deck runs dry after the fifth Artifact, every round opens with a
blow to every hero) and trading Gold and Items between heroes on one space, instead of moving."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, consequence, guard, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event, TokensChanged
from ..rules import death, flow
from ..rules import zones as Z
from ..rules.movement import R_ONE_MOVE
from ..rules.tx import Tx
from ..ruleset import ruleset_of
from ..state import GameState
from .events import ApocalypseStrikes, Traded

R_APOCALYPSE = rulebook.rule(
    "apocalypse",
    "Apocalypse: after the fifth Artifact the Chance deck is not reshuffled again; once it is spent every round "
    "opens, without a Chance card, with every hero losing 1 Health and 1 Magic.",
    "000:L539",
)
R_TRADING = rulebook.rule(
    "trading",
    "Trading: instead of moving, a hero may trade Gold and Items (nothing else) with one hero on her space; the "
    "movement is used only if something changes hands.",
    "000:L557",
)


def apocalypse_now(state: GameState) -> bool:
    """Whether the Apocalypse has begun: the countdown is on and the Chance deck is spent."""
    return "apocalypse" in state.flow.marks and not state.zone(Z.deck("chance"))


@consequence
def apocalypse_round(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """During the Apocalypse a round opens with the blow instead of a Chance card."""
    f = state.flow
    if state.result is not None or f.stage != "chance" or f.active is None or not apocalypse_now(state):
        return ()
    if state.hero(f.active).status != "active":
        return ()
    tx = Tx(state, ctx)
    tx.emit(ApocalypseStrikes())
    active = f.active
    for seat in [h.seat for h in state.heroes if h.seat != active] + [active]:
        h = tx.state.hero(seat)
        if h.status != "active":
            continue
        if h.magic:
            tx.emit(TokensChanged(seat=seat, magic=-1, reason="the Apocalypse"))
        died = death.hurt(tx, seat, 1, reason="the Apocalypse", ability_order=tx.state.zone(Z.abilities(seat)))
        if died and seat == active:
            return tx.done()
    flow.begin_turn(tx)
    return tx.done()


@guard
def no_chance_in_apocalypse(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """The spent Chance deck is not reshuffled once the countdown runs."""
    if kind == "draw_chance" and apocalypse_now(state):
        raise rulebook.refuse(R_APOCALYPSE)


@action
class Trade(Action):
    """A trade between the active hero and one hero on her space, instead of moving: Items and Gold each way."""

    kind: Literal["trade"] = "trade"
    seat: int = Field(ge=0, le=4)
    partner: int = Field(ge=0, le=4)
    give_items: tuple[str, ...] = ()
    take_items: tuple[str, ...] = ()
    give_gold: int = Field(default=0, ge=0, le=200)
    take_gold: int = Field(default=0, ge=0, le=200)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if not ruleset_of(state).trading:
            raise rulebook.refuse(R_TRADING, "This game is played without trading.")
        flow.require_active(state, self.seat)
        if state.flow.stage == "turn":
            raise rulebook.refuse(R_ONE_MOVE)
        flow.require_stage(state, "move")
        me = state.hero(self.seat)
        if not 0 <= self.partner < len(state.heroes) or self.partner == self.seat:
            raise InvalidInput("Trade with another seat.", "partner")
        other = state.hero(self.partner)
        if other.status != "active" or other.space != me.space:
            raise rulebook.refuse(R_TRADING, f"{other.player}'s hero is not on this space.")
        for cards, seat in ((self.give_items, self.seat), (self.take_items, self.partner)):
            held = state.zone(Z.items(seat))
            if len(set(cards)) != len(cards) or any(c not in held for c in cards):
                raise rulebook.refuse(R_TRADING, "Only Items the hero holds change hands (never Abilities).")
        if self.give_gold > me.gold or self.take_gold > other.gold:
            raise rulebook.refuse(R_TRADING, "Nobody pays more Gold than she has.")
        if not (self.give_items or self.take_items or self.give_gold or self.take_gold):
            raise rulebook.refuse(R_TRADING, "Nothing changes hands, so the movement is kept.")
        tx = Tx(state, ctx)
        exchange(tx, self)
        flow.with_flow(tx, stage="turn", marks=tx.state.flow.marks | {"turn:moved:trade"})
        return tx.done()


def exchange(tx: Tx, act) -> None:
    """What a trade moves: the Items each way and the Gold's balance (the action has checked both sides hold them)."""
    me, other = tx.state.hero(act.seat), tx.state.hero(act.partner)
    tx.emit(Traded(seat=act.seat, partner=act.partner, given=act.give_items, taken=act.take_items,
                   gold_given=act.give_gold, gold_taken=act.take_gold))
    for c in act.give_items:
        tx.emit(CardMoved(card=c, to=Z.items(act.partner)))
    for c in act.take_items:
        tx.emit(CardMoved(card=c, to=Z.items(act.seat)))
    gold = act.take_gold - act.give_gold
    if gold:
        tx.emit(TokensChanged(seat=act.seat, gold=gold, reason=f"trade with {other.player}"))
        tx.emit(TokensChanged(seat=act.partner, gold=-gold, reason=f"trade with {me.player}"))


@offers
def trade_offers(state: GameState, ctx: Context) -> list[Offer]:
    """A trade with each hero on the active hero's space, when the game allows trading."""
    f = state.flow
    if f.stage != "move" or f.active is None or not ruleset_of(state).trading or state.battle is not None:
        return []
    me = state.hero(f.active)
    return [Offer(kind="trade", label=f"Trade with {h.player}", seat=f.active,
                  params={"seat": f.active, "partner": h.seat},
                  needs=("give_items", "take_items", "give_gold", "take_gold"),
                  choices={"give_items": list(state.zone(Z.items(f.active))),
                           "take_items": list(state.zone(Z.items(h.seat))),
                           "give_gold": me.gold, "take_gold": h.gold})
            for h in state.heroes if h.seat != f.active and h.status == "active" and h.space == me.space]
