"""Settling what a forward step in the Realm met, as the table saw it happen (003:L349-363): an Obstacle passed
or failed, a Creature beaten, lost to or drawn with. Herald applies what the rules fix (where the hero stands,
the Experience the table names, the Health of a lost fight, the Creature leaving the game); the card's own
penalty stays the table's to record.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from ... import rulebook
from ...actions import Action, Context, action
from ...events import CardMoved, Event
from ...rules import flow
from ...rules.tx import Tx
from ...state import GameState
from ...tokens import token_change
from .. import movement, words
from ..actions import realm_board
from ..events import RealmMoved
from ..fights.golden import open_trade
from ..gate import gate_plane, gate_spaces
from ..setup import space_zone
from .rulings import SETTLED, TURN_OVER  # noqa: F401 - the marks, named where a Realm card is met

REMOVED = "realm:removed"
# Card kinds met by their own action instead (met/obstacle.py registers the Obstacle's): (this action, state, ctx,
# card) -> events.
MET_ELSEWHERE: dict[str, Callable] = {}
R_REALM_SETTLE = rulebook.rule(
    "realm_settle",
    "A Realm card is overcome or failed once, right after the hero stepped forward onto its face-up negative card.",
    "003:L349",
)


@action
class RealmSettle(Action):
    """What the hero's forward step met and how it went; `experience` as the card gives, `space` for a loss."""

    kind: Literal["realm_settle"] = "realm_settle"
    seat: int = Field(ge=0, le=4)
    faced: Literal["obstacle", "creature"]
    outcome: Literal["passed", "failed", "won", "lost", "draw"]
    experience: int = Field(default=0, ge=0, le=10)
    space: int | None = Field(default=None, ge=0, le=19)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        realm_board(state, ctx)
        hero = state.hero(self.seat)
        place = hero.realm
        marks = state.flow.marks
        if place is None or place.where != "path" or "turn:moved:realm-forward" not in marks or SETTLED in marks:
            raise rulebook.refuse(R_REALM_SETTLE, "The hero did not just step onto a Realm card.")
        card = state.zone(space_zone(place.path, place.step, "negative"))  # type: ignore[arg-type]
        if not card or card[0] in state.hidden:
            raise rulebook.refuse(R_REALM_SETTLE, "There is no face-up negative card on the hero's space.")
        try:
            settled = movement.settle(place, self.faced, self.outcome)
        except ValueError as exc:
            raise rulebook.refuse(R_REALM_SETTLE, str(exc)) from None
        if self.faced in MET_ELSEWHERE:  # one way to resolve an Obstacle (realm/met/obstacle.py)
            return MET_ELSEWHERE[self.faced](self, state, ctx, card[0])
        tx = Tx(state, ctx)
        gained = self.experience if self.outcome in ("passed", "won") else 0
        if gained or settled.health_lost:
            tx.emit(token_change(hero, experience=gained, health=-min(settled.health_lost, hero.health),
                                 reason=words.settle_reason(self.faced, self.outcome)))
        if self.outcome == "won":
            tx.emit(CardMoved(card=card[0], to=REMOVED))  # 003:L363: a beaten Creature leaves the game
            open_trade(tx, self.seat, card[0])  # the Golden Dragon Lord's trade (003:L767)
        if settled.place is None:
            spaces = gate_spaces(ctx, gate_plane(state.zones, state.hidden)) or ()
            chosen = movement.leave(spaces, self.space if self.space is not None else -1)
            tx.emit(RealmMoved(seat=self.seat, place=None, space=chosen))
        elif settled.place != place:
            tx.emit(RealmMoved(seat=self.seat, place=settled.place))
        flow.mark(tx, SETTLED, *((TURN_OVER,) if settled.turn_ends else ()))
        return tx.done()
