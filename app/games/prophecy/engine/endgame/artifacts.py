"""Artifacts: who holds them, what they cannot suffer (damage, discarding, selling), and the Banner of Hope."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, guard, offers
from ..events import DiceRolled, Event
from ..rules import flow, lookup
from ..rules import zones as Z
from ..rules.events import CardUsed
from ..rules.tx import Tx
from ..state import GameState

R_ARTIFACT_PROOF = rulebook.rule(
    "artifact_proof", "Artifacts are never discarded, sold, damaged or destroyed, nor taken by a Creature.", "000:L487"
)
R_BANNER = rulebook.rule(
    "banner_of_hope",
    "The Banner of Hope comes first in its holder's turn, before moving: a 1 gives +1 in battles this turn.",
    "000:L513",
)


def is_artifact(ctx, card: str) -> bool:
    """Whether a card instance is an Artifact."""
    return lookup.home_deck(ctx, card) == "artifact"


def held_by(state: GameState, ctx, seat: int) -> tuple[str, ...]:
    """The Artifacts a hero carries."""
    return tuple(c for c in state.zone(Z.items(seat)) if is_artifact(ctx, c))


def every_artifact(ctx) -> tuple[str, ...]:
    """Every Artifact of the catalog."""
    return lookup.deck_instances(ctx, "artifact")


def all_held(state: GameState, ctx) -> bool:
    """Whether every Artifact is in a hero's hands (none left in a plane or on a space)."""
    total = every_artifact(ctx)
    return bool(total) and sum(len(held_by(state, ctx, h.seat)) for h in state.heroes) == len(total)


def champions(state: GameState, ctx) -> tuple[int, ...]:
    """The seats still in the game holding at least one Artifact."""
    return tuple(h.seat for h in state.heroes if h.status != "out" and held_by(state, ctx, h.seat))


def holder_of_hook(state: GameState, ctx, hook: str) -> int | None:
    """The seat carrying an Artifact with this rule hook, if any."""
    for h in state.heroes:
        if any(hook in lookup.hooks_of(ctx, c) for c in held_by(state, ctx, h.seat)):
            return h.seat
    return None


@guard
def artifacts_stay_whole(state: GameState, kind: str, fields: dict, ctx: Context) -> None:
    """No battle damages an Artifact (selling and discarding one are refused where they happen)."""
    if kind == "battle_roll" and any(is_artifact(ctx, c) for c in fields.get("damaged") or ()):
        raise rulebook.refuse(R_ARTIFACT_PROOF, "An Artifact cannot be damaged.")


@action
class UseBanner(Action):
    """Roll the Banner of Hope before moving: a 1 gives +1 in every battle this turn; a 6 the table applies."""

    kind: Literal["use_banner"] = "use_banner"
    seat: int = Field(ge=0, le=4)
    face: int = Field(ge=1, le=6)
    by_herald: bool = False

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "move")
        banner = banner_of(state, ctx, self.seat)
        if banner is None:
            raise rulebook.refuse(R_BANNER, "The hero does not carry the Banner of Hope.")
        if "turn:banner" in state.flow.marks:
            raise rulebook.refuse(R_BANNER, "The Banner was already rolled this turn.")
        tx = Tx(state, ctx)
        tx.emit(DiceRolled(purpose="the Banner of Hope", faces=(self.face,), by_herald=self.by_herald))
        marks = {"turn:banner"}
        if self.face == 1:
            marks |= {f"turn:stat:strength:1:{banner}", f"turn:stat:willpower:1:{banner}"}
            tx.emit(CardUsed(seat=self.seat, card=banner, how="and rolled a 1: +1 Strength and +1 Willpower this turn"))
        elif self.face == 6:
            tx.emit(CardUsed(seat=self.seat, card=banner, how="and rolled a 6: the table applies it to everyone"))
        flow.mark(tx, *marks)
        return tx.done()


def banner_of(state: GameState, ctx, seat: int) -> str | None:
    """The Banner of Hope the hero carries, if she does."""
    if state.battle is not None:
        return None
    return next((c for c in held_by(state, ctx, seat) if "banner_of_hope" in lookup.hooks_of(ctx, c)), None)


@offers
def banner_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Banner of Hope, first in the turn, before moving (000:L513)."""
    f = state.flow
    if f.stage != "move" or f.active is None or "turn:banner" in f.marks:
        return []
    banner = banner_of(state, ctx, f.active)
    if banner is None:
        return []
    return [Offer(kind="use_banner", label="Roll the Banner of Hope", seat=f.active, params={"seat": f.active},
                  needs=("face",), choices={"face": list(range(1, 7))})]

