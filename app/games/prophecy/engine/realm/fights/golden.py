"""The Golden Dragon Lord's ruling (003:L767): right after beating it, once and in that turn only, the hero may trade
one of her Items for an Item of the same class carried by another hero (Common for Common, Rare for Rare, Artifact
for Artifact). Declining is carrying on: the chance ends with the turn. An Item whose class Herald cannot tell (a
Realm Item, 003:L373; an unsorted one) is traded with the class the table types once (`item_class.py`)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from ... import rulebook
from ...actions import Action, Context, Offer, action, offers
from ...events import CardMoved, Event, who
from ...rules import flow, lookup
from ...rules import zones as Z
from ...rules.tx import Tx
from ...state import GameState
from .dragon_rulings import GOLDEN, ruling
from .item_class import ASKED, CLASS_WORDS, R_ITEM_CLASS, ask_words, class_path, classes, known_class

R_GOLDEN = rulebook.rule(
    "realm_golden_dragon_lord",
    "Golden Dragon Lord: once beaten, the hero may trade one of her Items for one of the same class another hero "
    "carries (Common for Common, Rare for Rare, Artifact for Artifact), then and there.",
    "003:L767",
)


def swap_mark(seat: int) -> str:
    """The flow mark that keeps the trade open until the end of the winner's turn."""
    return f"turn:golden_swap:{seat}"


def offer_swap(tx: Tx, battle, outcome: str) -> None:
    """After a win over the Golden Dragon Lord, open its trade for this turn (called where a Realm battle ends)."""
    if outcome == "win":
        open_trade(tx, battle.seat, battle.opponent.card)


def open_trade(tx: Tx, seat: int, card: str | None) -> None:
    """Open the trade for this turn if `card`, just beaten by the hero, is the Golden Dragon Lord (a battle fought
    here, or one the table tells with the outcome entry)."""
    if ruling(tx.ctx, card) != GOLDEN or tx.state.hero(seat).status != "active":
        return
    flow.mark(tx, swap_mark(seat), note=f"{who(tx.state.hero(seat))} may now trade one of her Items for one of the "
                                        "same class another hero carries (the Golden Dragon Lord's reward).")


def _may_match(mine: str | None, theirs: str | None) -> bool:
    """Whether two Items may be of one class: the same known class, or an unknown one (Common or Rare) beside
    another unknown, Common or Rare Item."""
    if mine is None or theirs is None:
        return (mine or "common") in ASKED and (theirs or "common") in ASKED
    return mine == theirs


def _partners(state: GameState, ctx, seat: int) -> dict[str, list[str]]:
    """For each Item of hers, the other heroes' Items that may be of the same class."""
    theirs = [(c, known_class(ctx, c)) for h in state.heroes if h.seat != seat and h.status == "active"
              for c in state.zone(Z.items(h.seat))]
    out = {}
    for mine in state.zone(Z.items(seat)):
        cls = known_class(ctx, mine)
        match = [c for c, k in theirs if _may_match(cls, k)]
        if match:
            out[mine] = match
    return out


@action
class GoldenSwap(Action):
    """Trade one of her Items for one of the same class held by another hero (003:L767)."""

    kind: Literal["golden_swap"] = "golden_swap"
    seat: int = Field(ge=0, le=4)
    target: int = Field(ge=0, le=4)
    item: str = Field(min_length=1, max_length=80)
    take: str = Field(min_length=1, max_length=80)
    # The class of an Item Herald cannot tell, typed from the card: {card id: {"item_deck": "common" | "rare"}}.
    values: dict[str, dict[str, Any]] = Field(default_factory=dict, max_length=12)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        mark = swap_mark(self.seat)
        if mark not in state.flow.marks:
            raise rulebook.refuse(R_GOLDEN, "The trade is open only right after beating the Golden Dragon Lord, "
                                            "once, in that turn.")
        me = state.hero(self.seat)
        if self.target == self.seat or self.target >= len(state.heroes) or \
                state.hero(self.target).status != "active":
            raise rulebook.refuse(R_GOLDEN, f"There is no other hero at seat {self.target + 1} to trade with.")
        other = state.hero(self.target)
        if self.item not in state.zone(Z.items(self.seat)):
            raise rulebook.refuse(R_GOLDEN, f"{lookup.name(ctx, self.item)} is not one of {who(me)}'s Items.")
        if self.take not in state.zone(Z.items(self.target)):
            raise rulebook.refuse(R_GOLDEN, f"{who(other)} does not carry {lookup.name(ctx, self.take)}.")
        askable = set(state.zone(Z.items(self.seat))) | set(state.zone(Z.items(self.target)))
        got = classes(ctx, self.values, (self.item, self.take), askable)
        unknown = [c for c, k in got.items() if k is None]
        if unknown:
            raise rulebook.refuse(R_ITEM_CLASS, "Herald cannot tell the class of " + " or ".join(
                f"{lookup.name(ctx, c)} (values: {class_path(c)})" for c in unknown) + ": type Common or Rare from "
                "the card's front side.")
        mine, theirs = got[self.item], got[self.take]
        if mine != theirs:
            said = " and ".join(f"{lookup.name(ctx, c)} is {CLASS_WORDS[k]}" for c, k in got.items())
            raise rulebook.refuse(R_GOLDEN, f"Only Items of the same class are traded: {said}.")
        tx = Tx(state, ctx)
        tx.emit(CardMoved(card=self.item, to=Z.items(self.target)))
        tx.emit(CardMoved(card=self.take, to=Z.items(self.seat)))
        flow.with_flow(tx, marks=tx.state.flow.marks - {mark},
                       note=f"The Golden Dragon Lord's reward: {who(me)} trades {lookup.name(ctx, self.item)} for "
                            f"{who(other)}'s {lookup.name(ctx, self.take)} ({CLASS_WORDS[mine]} for {CLASS_WORDS[mine]}).")
        return tx.done()


@offers
def golden_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The trade, while it is open and some Item of hers may have a partner of the same class; an Item whose class
    Herald cannot tell is offered too, its class asked with the trade (`values`, Common or Rare)."""
    seat = state.flow.active
    if state.battle is not None or seat is None or swap_mark(seat) not in state.flow.marks:
        return []
    pairs = _partners(state, ctx, seat)
    if not pairs:
        return []
    holders = {c: h.seat for h in state.heroes for c in state.zone(Z.items(h.seat))}
    targets = sorted({holders[c] for cs in pairs.values() for c in cs})
    take = sorted({c for cs in pairs.values() for c in cs})
    choices = {"item": sorted(pairs), "target": targets, "take": take, "pairs": pairs,
               "holders": {c: holders[c] for c in take}}
    known = {c: known_class(ctx, c) for c in [*pairs, *take]}  # None: Herald cannot tell, the table types it
    choices["classes"] = known
    unknown = sorted((c for c, k in known.items() if k is None), key=class_path)
    if unknown:  # asked once, from the card, where the trade needs it; every other is kept for the next time
        choices |= {"class_unknown": unknown, "values": list(dict.fromkeys(class_path(c) for c in unknown)),
                    "value_choices": {class_path(c): {"label": ask_words(ctx, c),
                                                      "pool": [[k, CLASS_WORDS[k]] for k in ASKED]} for c in unknown}}
    return [Offer(kind="golden_swap", label="Trade an Item with another hero (Golden Dragon Lord)", seat=seat,
                  params={"seat": seat}, needs=("item", "target", "take") + (("values",) if unknown else ()),
                  choices=choices)]
