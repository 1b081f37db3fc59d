"""The Realm's actions in a round: enter from the Gate's spaces, then step forward, stay or return, and settle
what a forward step met (003:L299-363). Built on realm.movement's checks; the reveal on arrival is logged.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, action
from ..errors import InvalidInput
from ..events import Event
from ..rules import encounter, flow
from ..rules.tx import Tx
from ..state import GameState
from ..tokens import token_change
from . import movement
from .board import PathName, RealmBoard
from .events import RealmMoved
from .gate import gate_plane, gate_spaces
from .naming import name_and_reveal
from .position import on_path
from .reveal import face_on_arrival

ENTERED = "turn:realm:entered"
R_REALM_IN_PLAY = rulebook.rule("realm_in_play", "The Dragon Realm is played only when the group chose it.", "003:L203")


def stepped_to(path: str | None, step: int | None) -> str:
    """The turn's mark of the space a forward step went to (what the hero meets there is dealt with on it)."""
    return f"turn:realm:to:{path}:{step}"


def realm_board(state: GameState, ctx: Context) -> RealmBoard:
    """The group's Realm board; refused when the Realm is not played, asked for while untyped."""
    if state.options.realm is None:
        raise rulebook.refuse(R_REALM_IN_PLAY, "This game is played without the Dragon Realm.")
    try:
        board = ctx.catalog.entity("realm").board()
    except Exception:  # noqa: BLE001 - a catalog without the entity is a catalog that lacks it
        board = None
    if board is None:
        raise InvalidInput("Type the Realm board's three paths first (the catalog's Realm entry).", "realm")
    return board


def _spaces(state: GameState, ctx: Context) -> tuple[int, ...] | None:
    return gate_spaces(ctx, gate_plane(state.zones, state.hidden))


@action
class EnterRealm(Action):
    """Enter the Realm instead of moving: 3 Gold, onto the Gate; the round goes on in the Realm (003:L301)."""

    kind: Literal["realm_enter"] = "realm_enter"
    seat: int = Field(ge=0, le=4)
    movement_card: bool = False

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        at_once = entering_at_once(state, ctx)
        if not at_once:
            flow.require_stage(state, "move")
        realm_board(state, ctx)
        hero = state.hero(self.seat)
        place = movement.enter(hero.space, hero.gold, _spaces(state, ctx), self.movement_card)
        tx = Tx(state, ctx)
        tx.emit(token_change(hero, gold=-movement.ENTRY_GOLD, reason="a drake to the Dragon Realm"))
        tx.emit(RealmMoved(seat=self.seat, place=place))
        if at_once:  # the attack is over: her round goes on with the Realm's movement (003:L299-301)
            marks = frozenset(m for m in tx.state.flow.marks if not m.startswith("turn:plane:"))
            flow.with_flow(tx, stage="move", marks=marks)
        flow.mark(tx, ENTERED)
        return tx.done()


def entering_at_once(state: GameState, ctx: Context) -> bool:
    """Whether the active hero's attack this turn turned up the Gate, so she may enter now (003:L299): she attacks
    the Gate's plane, which no hero can attack once its Artifact has gone to the Lake."""
    from ..endgame.astral import attacked_plane

    f = state.flow
    if f.stage != "astral" or f.active is None or state.hero(f.active).realm is not None:
        return False
    p = attacked_plane(state, ctx)
    return p is not None and p == gate_plane(state.zones, state.hidden)


@action
class RealmStep(Action):
    """A round's move in the Realm: forward to a space (revealing it), stay, or return to a Gate space."""

    kind: Literal["realm_step"] = "realm_step"
    seat: int = Field(ge=0, le=4)
    how: Literal["forward", "stay", "return"]
    # The space stepped onto (flat fields, so a form can carry them).
    path: PathName | None = None
    step: int | None = Field(default=None, ge=1, le=20)
    space: int | None = Field(default=None, ge=0, le=19)
    movement_card: bool = False
    # Forward, the Dragon card turned up; back on the ring, the face-down cards turned up on arrival there (003:L339):
    # named where the table draws.
    revealed: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "move")
        board = realm_board(state, ctx)
        hero = state.hero(self.seat)
        if hero.realm is None:
            raise rulebook.refuse(movement.R_REALM_FORWARD, "The hero is not in the Realm.")
        tx = Tx(state, ctx)
        if self.how == "return":
            spaces = _spaces(state, ctx) or ()
            tx.emit(RealmMoved(seat=self.seat, place=None, space=movement.leave(spaces, self.space if self.space is not None else -1)))
            encounter.arrive(tx, self.seat, self.revealed)  # an arrival like any move on the ring (003:L339)
        elif self.how == "forward":
            if self.path is None or self.step is None:
                raise InvalidInput("Say which path and space the hero steps onto.", "step")
            to = on_path(self.path, self.step)
            movement.check_forward(board, state.zones, state.hidden, hero.realm, to, self.movement_card)
            tx.emit(RealmMoved(seat=self.seat, place=to))
            faced = face_on_arrival(state.zones, self.path, self.step)
            if faced is not None and faced[1] in state.hidden:  # named by the table where it draws (naming.py)
                name_and_reveal(tx, faced[1], self.revealed)
        marks = {f"turn:moved:realm-{self.how}"} | ({stepped_to(self.path, self.step)} if self.how == "forward" else set())
        flow.with_flow(tx, stage="turn", marks=tx.state.flow.marks | marks)
        return tx.done()
