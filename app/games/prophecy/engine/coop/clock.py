"""The cooperative clock: each Prophetic Dream's Power Up token, placed by its drawer alone (003:L533-548,
L619), and the collapse after the last one: three more rounds (five in Solo) without Chance cards
(003:L575-577, L625), counted as the research note reads them (Q-1, Q-2): the drawer's round in which the last
token fell is the first; the planes collapse when her round would begin once more after the last."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, consequence, guard, offers
from ..events import Event, GameEnded
from ..rules import flow
from ..rules import zones as Z
from ..rules.chance import effects as chance_effects
from ..rules.tx import Tx
from ..state import GameResult, GameState
from .events import ClockTicked, PowerUpDrawn, PowerUpDue, PowerUpPlaced, RoundItemsNoted, TimeThawed

R_TOKEN = rulebook.rule(
    "power_up_token",
    "After a Prophetic Dream its drawer turns up the next Power Up token and lays it, alone and unadvised, on a "
    "plane whose Greater Guardian and Artifact are still there; play goes on only then.",
    "003:L537",
)
R_UNCONQUERED = rulebook.rule(
    "power_up_plane", "A Power Up token goes only on an unconquered plane (its Greater Guardian and Artifact there).",
    "003:L537",
)
R_COLLAPSE = rulebook.rule(
    "collapse",
    "After the last Power Up token the group has three more rounds (five in Solo) without Chance cards; then the "
    "planes collapse and the game is lost.",
    "003:L575",
)
# Kinds that may still be taken while a Dream waits for its token: the token itself and the table's corrections.
WHILE_DREAMING = {"draw_power_up", "place_power_up", "correct"}


def unconquered(state: GameState) -> list[int]:
    """The planes a token may go on: their Greater Guardian and Artifact still there (research note Q-16)."""
    return [p for p in Z.PLANES if state.zone(Z.plane(p, "greater")) and state.zone(Z.plane(p, "artifact"))]


def rounds_left(state: GameState) -> int | None:
    """Rounds of the drawer still to begin before the collapse, the current one not counted; None before it."""
    coop = state.coop
    if coop is None or coop.collapse is None or state.options.coop is None:
        return None
    return state.options.coop.collapse_rounds - coop.collapse.rounds


_plain_dream = chance_effects.EFFECTS["prophetic_dream"]


def _dream(tx: Tx, arg: str, inputs) -> None:
    """The standard Dream's reveal, then, in a cooperative game with tokens left, the token waits to be placed."""
    _plain_dream(tx, arg, inputs)
    coop = tx.state.coop
    if coop is not None and coop.stack and coop.collapse is None:
        tx.emit(PowerUpDue(seat=tx.state.flow.active))


chance_effects.EFFECTS["prophetic_dream"] = _dream


@action
class DrawPowerUp(Action):
    """The dreamer turns up the next Power Up token (typed from the table, or drawn by Herald) before she chooses
    its plane (003:L537)."""

    kind: Literal["draw_power_up"] = "draw_power_up"
    seat: int = Field(ge=0, le=4)
    token: int = Field(ge=1, le=5)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        coop = _dreaming(state, self.seat)
        if coop.drawn is not None:
            raise rulebook.refuse(R_TOKEN, f"The +{coop.drawn} token is turned up already: lay it on a plane.")
        _in_stack(coop, self.token)
        return (PowerUpDrawn(seat=self.seat, token=self.token),)


@action
class PlacePowerUp(Action):
    """The dreamer lays the token she turned up on a plane (a token given here too is drawn and laid at once, as
    games recorded before the two steps were split did)."""

    kind: Literal["place_power_up"] = "place_power_up"
    seat: int = Field(ge=0, le=4)
    plane: int = Field(ge=0, le=4)
    token: int | None = Field(default=None, ge=1, le=5)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        coop = _dreaming(state, self.seat)
        token = coop.drawn if coop.drawn is not None else self.token
        if token is None:
            raise rulebook.refuse(R_TOKEN, "Turn up the Power Up token first.")
        if self.token is not None and self.token != token:
            raise rulebook.refuse(R_TOKEN, f"The token turned up is +{token}, not +{self.token}.")
        if coop.drawn is None:
            _in_stack(coop, token)
        if self.plane not in unconquered(state):
            raise rulebook.refuse(R_UNCONQUERED, f"Astral Plane {self.plane + 1} is conquered already.")
        return (PowerUpPlaced(seat=self.seat, plane=self.plane, token=token),)


def _dreaming(state: GameState, seat: int):
    """The cooperative state while this seat's Dream waits for its token (refused otherwise)."""
    coop = state.coop
    if coop is None or coop.pending is None:
        raise rulebook.refuse(R_TOKEN, "No Prophetic Dream is waiting for a Power Up token.")
    if coop.pending != seat:
        raise rulebook.refuse(R_TOKEN, f"{state.hero(coop.pending).player} dreamed: she places the token.")
    return coop


def _in_stack(coop, token: int) -> None:
    if token not in coop.stack:
        left = ", ".join(f"+{t}" for t in sorted(set(coop.stack)))
        raise rulebook.refuse(R_TOKEN, f"The stack holds no +{token} token now (it holds {left}).")


@guard
def token_first(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """While a Dream waits for its token, nothing else happens (the table may still correct)."""
    if state.coop is not None and state.coop.pending is not None and kind not in WHILE_DREAMING:
        raise rulebook.refuse(R_TOKEN, "First the dreamer places the Power Up token.")


@guard
def no_chance_in_collapse(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """No Chance card is turned up once the last token is out (Banner of Hope still works)."""
    if kind == "draw_chance" and state.coop is not None and state.coop.collapse is not None:
        raise rulebook.refuse(R_COLLAPSE, "The last Power Up token is out: no more Chance cards.")


@offers
def token_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The dreamer turns up the token (typed from the table, or drawn by Herald), then lays it on a plane."""
    coop = state.coop
    if coop is None or coop.pending is None:
        return []
    if coop.drawn is None:  # the token is seen first, then its plane chosen (003:L537)
        # The stack with its repeats, so that a pick at random weighs each value by how many tokens carry it.
        return [Offer(kind="draw_power_up", label="Turn up the Power Up token", seat=coop.pending,
                      params={"seat": coop.pending}, needs=("token",), choices={"token": list(coop.stack)})]
    return [Offer(kind="place_power_up", label=f"Lay the +{coop.drawn} Power Up token on a plane", seat=coop.pending,
                  params={"seat": coop.pending}, needs=("plane",), choices={"plane": unconquered(state)})]


@consequence
def round_opening(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """A round opens: note the hero's Items; thaw Time Freeze at its caster; count the collapse; skip the Chance
    card while the planes collapse or time is frozen."""
    coop, f = state.coop, state.flow
    if coop is None or state.result is not None or f.stage != "chance" or f.active is None:
        return ()
    if f"round:coop:{f.active}" not in f.marks:
        tx = Tx(state, ctx)
        tx.emit(RoundItemsNoted(seat=f.active, items=state.zone(Z.items(f.active))))
        flow.mark(tx, f"round:coop:{f.active}")
        return tx.done()
    tx = Tx(state, ctx)
    if coop.freeze is not None and coop.freeze.caster == f.active and f.round > coop.freeze.round:
        tx.emit(TimeThawed())
        flow.with_flow(tx, stage="chance_resolve")
        return tx.done()
    if coop.collapse is not None and coop.collapse.drawer == f.active:
        if rounds_left(state) <= 0:
            return (GameEnded(result=GameResult(winners=(), reason=(
                f"the Astral Planes collapsed before all five Artifacts were won ({R_COLLAPSE.ref})"))),)
        tx.emit(ClockTicked())
    if coop.collapse is not None or coop.freeze is not None:
        why = "the planes are collapsing" if coop.collapse is not None else "time is frozen"
        flow.begin_turn(tx)
        tx.events[-1] = tx.events[-1].model_copy(update={"note": f"No Chance card this round, since {why}."})
        return tx.done()
    return ()
