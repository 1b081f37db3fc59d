"""The character draft: deal two characters to each seat; keep one and pass the other left, twice; then
keep one and set the other aside. A kept character becomes the seat's hero at the third pick.
With 2 or 3 players the table may deal three instead: keep one, pass two left, then the final pick among the
three in hand (003:L115). With the Ancient Races the Race cards are dealt and drafted alongside (races/draft.py).

Zones: draft:<seat> (the two in hand), draft:<seat>:in (the one passed to the seat, until all have picked).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event
from ..ruleset import ruleset_of
from ..seams import Seam
from ..setup import character_needs, start_space, start_values
from ..slots.races import RacePick
from ..state import BLUE_CAP, RED_CAP, GameState
from . import flow, lookup
from . import zones as Z
from .events import HeroReady
from .tx import Tx

# Extension points of the draft (seams.py): the Race cards drafted with the characters (races/, 003:L111-115). The
# events of dealing them, keeping one, passing the rest and the hero taking hers; a seat's Race hand and a card's Race.
RACES_DEALT = Seam("draft: Races dealt", lambda state, ctx, races, size, per_hero: [])
RACE_KEPT = Seam("draft: a Race kept", lambda state, seat, keep, final: [])
RACES_PASSED = Seam("draft: Races passed on", lambda state: [])
RACES_TAKEN = Seam("draft: a hero takes her Races", lambda state, ctx, seat, picks, per_hero: [])
RACE_HAND = Seam("draft: a seat's Race hand", lambda state, seat: ())
RACE_OF = Seam("draft: the Race of a card dealt", lambda token: token)
RACE_IDS = Seam("draft: the Races the catalog knows", lambda ctx: ())

R_DRAFT = rulebook.rule(
    "draft", "Each player gets two characters, keeps one and passes the other left twice, then keeps one.", "000:L119"
)
R_SMALL_DRAFT = rulebook.rule(
    "small_draft", "Only with 2 or 3 players may three characters (and three Races) be dealt to each player.",
    "003:L115",
)


def _final(pick: int, size: int) -> bool:
    """Whether this pick is the last: the third with two cards in hand, the second with three (003:L115)."""
    return pick == (3 if size == 2 else 2)


@action
class DraftDeal(Action):
    """The two characters dealt face down to each seat (the shuffle is the table's or Herald's picker's)."""

    kind: Literal["draft_deal"] = "draft_deal"
    hands: tuple[tuple[str, ...], ...]
    # With the Ancient Races: the Race cards dealt to each seat, as many as its characters (003:L113).
    races: tuple[tuple[str, ...], ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "draft")
        if state.flow.turn != 0:
            raise rulebook.refuse(R_DRAFT, "The characters have already been dealt.")
        size = len(self.hands[0]) if self.hands else 2
        if len(self.hands) != len(state.heroes) or any(len(h) != size for h in self.hands) or size not in (2, 3):
            raise InvalidInput("Deal two characters (or three, with 2 or 3 players) to every seat.", "hands")
        if size == 3 and len(state.heroes) > 3:
            raise rulebook.refuse(R_SMALL_DRAFT, f"With {len(state.heroes)} players each gets two characters.")
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
        tx.emit(*RACES_DEALT(state, ctx, self.races, size, ruleset_of(state).races_per_hero))
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
    # The Race card kept with the character (a drafted game with the Ancient Races).
    race: str | None = Field(default=None, max_length=80)
    # For the last pick: the hero's Races' values the catalog lacks (with Hybrids, the two Races chosen).
    races: tuple[RacePick, ...] = Field(default=(), max_length=2)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_stage(state, "draft")
        pick = state.flow.turn
        if pick == 0:
            raise rulebook.refuse(R_DRAFT, "Deal the characters first.")
        if not 0 <= self.seat < len(state.heroes):
            raise InvalidInput(f"There is no seat {self.seat + 1}.", "seat")
        hand = state.zone(f"draft:{self.seat}")
        size = _hand_size(state)
        if len(hand) != size:
            raise rulebook.refuse(R_DRAFT, "This seat has already picked; the others pick now.")
        if self.keep not in hand:
            raise rulebook.refuse(R_DRAFT, "Keep one of the characters in hand.")
        others = [c for c in hand if c != self.keep]
        tx = Tx(state, ctx)
        n = len(state.heroes)
        final = _final(pick, size)
        tx.emit(*RACE_KEPT(state, self.seat, self.race, final))
        if not final:
            for other in others:
                tx.emit(CardMoved(card=other, to=f"draft:{(self.seat + 1) % n}:in", face_up=False))
        else:
            strength, willpower, guilds = start_values(ctx, self.keep, self.strength, self.willpower, self.guilds)
            for other in others:
                tx.emit(CardMoved(card=other, to="characters:box"))
            tx.emit(CardMoved(card=self.keep, to=Z.character(self.seat)))
            tx.emit(HeroReady(seat=self.seat, character=self.keep, strength=strength, willpower=willpower,
                              guilds=guilds, space=start_space(ctx, guilds)))
            tx.emit(*RACES_TAKEN(tx.state, ctx, self.seat, self.races, ruleset_of(state).races_per_hero))
        if all(len(tx.state.zone(f"draft:{s}")) < size for s in range(n)):
            _next_pass(tx, pick, final, ctx)
        return tx.done()


def _hand_size(state: GameState) -> int:
    """Cards each seat holds when it picks: two, or three in the small draft (003:L115)."""
    # While a pass is under way some seat has not picked yet and still holds them all.
    return max((len(state.zone(f"draft:{s}")) for s in range(len(state.heroes))), default=2) or 2


def _next_pass(tx: Tx, pick: int, final: bool, ctx) -> None:
    if not final:
        for s in range(len(tx.state.heroes)):
            for c in tx.state.zone(f"draft:{s}:in"):
                tx.emit(CardMoved(card=c, to=f"draft:{s}", face_up=False))
        tx.emit(*RACES_PASSED(tx.state))
        flow.with_flow(tx, turn=pick + 1)
    else:
        flow.with_flow(tx, stage="situation" if lookup.has_catalog(ctx) else "first_player", turn=0)


@offers
def draft_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Deal, then each seat's pick."""
    if state.flow.stage != "draft":
        return []
    per_hero = ruleset_of(state).races_per_hero
    if state.flow.turn == 0:
        needs = ("hands", "races") if per_hero == 1 else ("hands",)
        return [Offer(kind="draft_deal", label="Deal two characters to each player", needs=needs,
                      choices={"hands": list(state.zone("characters:box")), "races": list(RACE_IDS(ctx))})]
    found = []
    size = _hand_size(state)
    final = _final(state.flow.turn, size)
    for s in range(len(state.heroes)):
        hand = state.zone(f"draft:{s}")
        if len(hand) == size:
            races = RACE_HAND(state, s)
            for c in hand:
                label = f"{state.hero(s).player} keeps {lookup.name(ctx, c)}"
                needs = character_needs(ctx, c) if final else ()
                if races:
                    needs += ("race",)
                if final and per_hero:
                    needs += ("races",)
                found.append(Offer(kind="draft_pick", label=label, seat=s, params={"seat": s, "keep": c},
                                   needs=needs, choices={"race": [RACE_OF(t) for t in races]}
                                   if races else {}))
    return found
