"""The character draft: deal two characters to each seat; keep one and pass the other left, twice; then
keep one and set the other aside. A kept character becomes the seat's hero at the third pick.

Zones: draft:<seat> (the two in hand), draft:<seat>:in (the one passed to the seat, until all have picked).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event
from ..setup import character_needs, start_space, start_values
from ..state import BLUE_CAP, RED_CAP, GameState
from . import flow, lookup
from . import zones as Z
from .events import HeroReady
from .tx import Tx

R_DRAFT = rulebook.rule(
    "draft", "Each player gets two characters, keeps one and passes the other left twice, then keeps one.", "000:L119"
)


@action
class DraftDeal(Action):
    """The two characters dealt face down to each seat (the shuffle is the table's or Herald's picker's)."""

    kind: Literal["draft_deal"] = "draft_deal"
    hands: tuple[tuple[str, str], ...]

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "draft")
        if state.flow.turn != 0:
            raise rulebook.refuse(R_DRAFT, "The characters have already been dealt.")
        if len(self.hands) != len(state.heroes):
            raise InvalidInput("Deal two characters to every seat.", "hands")
        dealt = [c for hand in self.hands for c in hand]
        if len(set(dealt)) != len(dealt):
            raise rulebook.refuse(R_DRAFT, "A character can be dealt only once.")
        box = state.zone("characters:box")
        if lookup.characters(ctx) and any(c not in box for c in dealt):
            raise rulebook.refuse(R_DRAFT, "Deal only characters from the box.")
        tx = Tx(state, ctx)
        for seat, hand in enumerate(self.hands):
            for c in hand:
                tx.emit(CardMoved(card=c, to=f"draft:{seat}", face_up=False))
        flow.with_flow(tx, turn=1)
        return tx.done()


@action
class DraftPick(Action):
    """A seat keeps one of its two characters; the other goes left (picks 1-2) or back to the box (pick 3)."""

    kind: Literal["draft_pick"] = "draft_pick"
    seat: int = Field(ge=0, le=4)
    keep: str
    # For the third pick, when the catalog lacks the character's printed values.
    strength: int | None = Field(default=None, ge=1, le=RED_CAP)
    willpower: int | None = Field(default=None, ge=1, le=BLUE_CAP)
    guilds: tuple[str, ...] = Field(default=(), max_length=2)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "draft")
        pick = state.flow.turn
        if pick == 0:
            raise rulebook.refuse(R_DRAFT, "Deal the characters first.")
        if not 0 <= self.seat < len(state.heroes):
            raise InvalidInput(f"There is no seat {self.seat + 1}.", "seat")
        hand = state.zone(f"draft:{self.seat}")
        if len(hand) != 2:
            raise rulebook.refuse(R_DRAFT, "This seat has already picked; the others pick now.")
        if self.keep not in hand:
            raise rulebook.refuse(R_DRAFT, "Keep one of the two characters in hand.")
        other = hand[0] if hand[1] == self.keep else hand[1]
        tx = Tx(state, ctx)
        n = len(state.heroes)
        if pick < 3:
            tx.emit(CardMoved(card=other, to=f"draft:{(self.seat + 1) % n}:in", face_up=False))
        else:
            strength, willpower, guilds = start_values(ctx, self.keep, self.strength, self.willpower, self.guilds)
            tx.emit(CardMoved(card=other, to="characters:box"))
            tx.emit(CardMoved(card=self.keep, to=Z.character(self.seat)))
            tx.emit(HeroReady(seat=self.seat, character=self.keep, strength=strength, willpower=willpower,
                              guilds=guilds, space=start_space(ctx, guilds)))
        if all(len(tx.state.zone(f"draft:{s}")) < 2 for s in range(n)):
            _next_pass(tx, pick, ctx)
        return tx.done()


def _next_pass(tx: Tx, pick: int, ctx) -> None:
    if pick < 3:
        for s in range(len(tx.state.heroes)):
            for c in tx.state.zone(f"draft:{s}:in"):
                tx.emit(CardMoved(card=c, to=f"draft:{s}", face_up=False))
        flow.with_flow(tx, turn=pick + 1)
    else:
        flow.with_flow(tx, stage="situation" if lookup.has_catalog(ctx) else "first_player", turn=0)


@offers
def draft_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Deal, then each seat's pick."""
    if state.flow.stage != "draft":
        return []
    if state.flow.turn == 0:
        return [Offer(kind="draft_deal", label="Deal two characters to each player", needs=("hands",),
                      choices={"hands": list(state.zone("characters:box"))})]
    found = []
    for s in range(len(state.heroes)):
        hand = state.zone(f"draft:{s}")
        if len(hand) == 2:
            for c in hand:
                label = f"{state.hero(s).player} keeps {lookup.name(ctx, c)}"
                needs = character_needs(ctx, c) if state.flow.turn == 3 else ()
                found.append(Offer(kind="draft_pick", label=label, seat=s, params={"seat": s, "keep": c},
                                   needs=needs))
    return found
