"""Movement: one kind of movement, once, at the start of each turn.

Kinds: stay, walk (1 space), horse (1 Gold, 2 spaces), boat (1 Gold, nearest port either way), gate
(2 Gold, any other gate), card (a movement Ability or Item, as its catalog spec says), labor (instead
of moving: City 1 Magic for 2 Gold, Thieves' Guild 1 Health for 3 Gold, Fortress 1 Health for 2
Experience) and astral (attack an adjacent Astral Plane; the battle itself is part 2).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import Event, HeroUpdated
from ..seams import Seam
from ..slots.realm import in_realm
from ..state import GameState
from ..tokens import token_change
from . import board, decks, discounts, encounter, flow, lookup
from . import zones as Z
from .card_spells import R_FLEET, SECOND_MOVE
from .events import CardUsed
from .tx import Tx

# Extension point (seams.py): a move on the ring refused for a hero elsewhere (realm/: she moves on the Realm's
# paths, 003:L315): (state, seat) -> None or IllegalAction.
REFUSE_MOVE = Seam("movement: a ring move refused", lambda state, seat: None)

How = Literal["stay", "walk", "horse", "boat", "gate", "card", "labor", "astral"]

R_STAY = rulebook.rule("stay", "A hero may stay where she is.", "000:L257")
R_WALK = rulebook.rule("walk", "Walking takes a hero one space left or right.", "000:L258")
R_HORSE = rulebook.rule("horse", "A horse costs 1 Gold and carries the hero exactly two spaces left or right.", "000:L259")
R_BOAT = rulebook.rule("boat", "A boat costs 1 Gold and sails from a port to the nearest port either way.", "000:L260")
R_GATE = rulebook.rule("gate", "A Magic Gate costs 2 Gold and leads to any other Magic Gate.", "000:L261")
R_CARD_MOVE = rulebook.rule(
    "card_move", "Movement Abilities and Items move the hero as their card says.", "000:L262"
)
R_LABOR = rulebook.rule(
    "labor",
    "Instead of moving: in the City 1 Magic earns 2 Gold, in the Thieves' Guild 1 Health earns 3 Gold, in the "
    "Fortress 1 Health earns 2 Experience.",
    "000:L263",
)
R_ASTRAL = rulebook.rule(
    "astral_attack", "Instead of moving, a hero next to an open Astral Plane may attack it.", "000:L475"
)
R_INSTEAD = rulebook.rule(
    "instead_of_moving", "Abilities and Items used instead of moving take the turn's movement.", "000:L263"
)
R_ONE_MOVE = rulebook.rule("one_move", "One kind of movement per turn, and only once.", "000:L273")

LABOR = {
    "city": ({"magic": -1, "gold": 2}, "skilled labor"),
    "thieves_guild": ({"health": -1, "gold": 3}, "dirty labor"),
    "fortress": ({"health": -1, "experience": 2}, "training"),
}
COST = {"horse": 1, "boat": 1, "gate": 2}
VERB = {"stay": "stayed in", "walk": "walked to", "horse": "rode a horse to", "boat": "sailed to",
        "gate": "stepped through a Magic Gate to", "card": "travelled to"}


def destinations(state: GameState, ctx, seat: int, how: str, card: str | None = None) -> tuple[int, ...]:
    """Where a kind of movement can take the hero from her space."""
    i = state.hero(seat).space
    if i is None:
        return ()
    if how == "stay":
        return (i,)
    if how == "card":
        spec = lookup.card(ctx, card).movement if card else None
        return board.by_card(ctx, i, spec) if spec else ()
    return {"walk": board.walk, "horse": board.horse, "boat": board.boat, "gate": board.gate}[how](ctx, i)


def movement_cards(state: GameState, ctx, seat: int) -> tuple[str, ...]:
    """The hero's Abilities and working Items that carry a movement spec, not yet used if once a round."""
    held = state.zone(Z.abilities(seat)) + tuple(c for c in state.zone(Z.items(seat)) if c not in state.damaged)
    ids = {Z.base_id(c) for c in held}
    return tuple(c for c in held if lookup.card(ctx, c).movement
                 and lookup.card(ctx, c).movement.get("together_with", Z.base_id(c)) in ids
                 and f"round:card:{Z.base_id(c)}" not in state.flow.marks)


@action
class Move(Action):
    """The turn's movement: its kind, the destination, and the cards turned up on arrival (table mode)."""

    kind: Literal["move"] = "move"
    seat: int = Field(ge=0, le=4)
    how: How
    to: int | None = Field(default=None, ge=0, le=19)
    card: str | None = None
    plane: int | None = Field(default=None, ge=0, le=4)
    revealed: tuple[str, ...] = ()
    # A movement card's price when the catalog does not give it.
    magic: int | None = Field(default=None, ge=0, le=10)
    gold: int | None = Field(default=None, ge=0, le=10)
    # A card named for the payment: Counterfeiting for the Gold, Effective Spellcasting for a movement Spell.
    discount: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if state.flow.stage == "turn":
            raise rulebook.refuse(R_ONE_MOVE)
        flow.require_stage(state, "move")
        REFUSE_MOVE(state, self.seat)
        if self.how == "labor" and SECOND_MOVE in state.flow.marks:
            raise rulebook.refuse(R_FLEET, "Work instead of moving is not a movement.")
        tx = Tx(state, ctx)
        if self.how == "labor":
            self._labor(tx)
        elif self.how == "astral":
            self._astral(tx)
            return tx.done()
        else:
            self._travel(tx)
        flow.with_flow(tx, stage="turn", marks=tx.state.flow.marks | {f"turn:moved:{self.how}"})
        encounter.arrive(tx, self.seat, self.revealed)  # labor too: the hero did not move (000:L279, 004:L116)
        return tx.done()

    def _travel(self, tx: Tx) -> None:
        state, ctx = tx.state, tx.ctx
        hero = state.hero(self.seat)
        to = hero.space if self.how == "stay" else self.to
        if to is None:
            raise InvalidInput("Say where the hero goes.", "to")
        rule = {"stay": R_STAY, "walk": R_WALK, "horse": R_HORSE, "boat": R_BOAT, "gate": R_GATE,
                "card": R_CARD_MOVE}[self.how]
        if self.how == "card" and self.card not in movement_cards(state, ctx, self.seat):
            if self.card and f"round:card:{Z.base_id(self.card)}" in state.flow.marks:
                raise rulebook.refuse(flow.R_ONCE_A_ROUND, f"{lookup.name(ctx, self.card)} was already used this round.")
            raise rulebook.refuse(R_CARD_MOVE, "The hero has no such working movement card to use now.")
        if to not in destinations(state, ctx, self.seat, self.how, self.card):
            raise rulebook.refuse(rule, f"That kind of movement cannot reach {lookup.space_name(ctx, to)}.")
        gold, magic = COST.get(self.how, 0), 0
        if self.how == "card":
            spec = lookup.card(ctx, self.card).movement or {}
            gold, magic = _price(spec, "gold", self.gold), _price(spec, "magic", self.magic)
            if spec.get("once_per_round"):
                flow.mark(tx, f"round:card:{Z.base_id(self.card)}")
        if discounts.cuts_spells(ctx, self.discount):
            magic = discounts.spell_price(tx, self.seat, self.discount, magic)
        elif self.discount:
            gold = discounts.gold_price(tx, self.seat, self.discount, gold)
        gold -= _companion_gold(state, ctx, self.seat, self.card) if self.how == "card" else 0
        if gold or magic:
            tx.emit(token_change(hero, gold=-gold, magic=-magic, reason=self.how if self.how != "card"
                                 else lookup.name(ctx, self.card)))
        tx.emit(HeroUpdated(seat=self.seat, space=to, moved=True, via=VERB[self.how],
                            place=lookup.space_name(ctx, to)))

    def _labor(self, tx: Tx) -> None:
        hero = tx.state.hero(self.seat)
        kind = lookup.space_kind(tx.ctx, hero.space) if hero.space is not None else None
        if kind not in LABOR:
            raise rulebook.refuse(R_LABOR, "There is no work to do instead of moving here.")
        deltas, what = LABOR[kind]
        if deltas.get("health") and hero.health < 1:
            raise rulebook.refuse(R_LABOR, "The hero has no Health left to pay.")
        tx.emit(token_change(hero, **deltas, reason=what))

    def _astral(self, tx: Tx) -> None:
        hero = tx.state.hero(self.seat)
        if self.plane is None or hero.space is None or self.plane not in board.open_planes(tx.state, tx.ctx, hero.space):
            raise rulebook.refuse(R_ASTRAL, "The hero is not next to that Astral Plane, or it is closed.")
        flow.with_flow(tx, stage="astral", marks=tx.state.flow.marks | {"turn:moved:astral", f"turn:plane:{self.plane}"})


def _companion_gold(state: GameState, ctx, seat: int, card: str | None) -> int:
    """Gold a card move earns through the card it needs beside it (Nautical Rites: 1 Gold, 000:L680, 000:L754)."""
    partner = (lookup.card(ctx, card).movement or {}).get("together_with") if card else None
    for c in state.zone(Z.abilities(seat)) + state.zone(Z.items(seat)) if partner else ():
        if Z.base_id(c) == partner:
            return lookup.hook_amount(ctx, c, "earn_gold_on_boat_trip")
    return 0


def _price(spec: dict, key: str, typed: int | None) -> int:
    """What a movement card costs in Gold or Magic: the catalog's, else the amount the table typed."""
    if key in spec and spec[key] is not None:
        return spec[key]
    if key in spec and typed is None:
        raise InvalidInput(f"Herald does not know how much {key.title()} this card costs: type it in.", key)
    return typed or 0


def unknown_prices(spec: dict) -> tuple[str, ...]:
    """The prices of a movement card the table must type."""
    return tuple(k for k in ("magic", "gold") if k in spec and spec[k] is None)


@action
class InsteadOfMoving(Action):
    """Use an Ability or Item that works instead of moving; the amounts are the catalog's or the table's."""

    kind: Literal["instead_of_moving"] = "instead_of_moving"
    seat: int = Field(ge=0, le=4)
    card: str
    health: int | None = Field(default=None, ge=-10, le=10)
    magic: int | None = Field(default=None, ge=-12, le=12)
    gold: int | None = Field(default=None, ge=-30, le=30)
    experience: int | None = Field(default=None, ge=-30, le=30)
    revealed: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if state.flow.stage == "turn":
            raise rulebook.refuse(R_ONE_MOVE)
        flow.require_stage(state, "move")
        if SECOND_MOVE in state.flow.marks:
            raise rulebook.refuse(R_FLEET, "A second movement cannot be an 'instead of moving' use.")
        if self.card not in instead_cards(state, ctx, self.seat):
            raise rulebook.refuse(R_INSTEAD, "The hero has no such card to use instead of moving now.")
        use = lookup.instead_of_moving(ctx, self.card) or {}
        deltas = {}
        for f in INSTEAD_FIELDS:
            typed = getattr(self, f)
            known = use.get(f)
            if f in use and known is None and typed is None:
                raise InvalidInput(f"Herald does not know the {f} this card moves: type it in.", f)
            deltas[f] = typed if typed is not None else (known or 0)
        if not any(deltas.values()) and not use.get("manual"):
            raise rulebook.refuse(R_INSTEAD, "Using it would change nothing.")
        tx = Tx(state, ctx)
        tx.emit(CardUsed(seat=self.seat, card=self.card, how="instead of moving"))
        if any(deltas.values()):
            tx.emit(token_change(state.hero(self.seat), **deltas, reason=lookup.name(ctx, self.card)))
        marks = {"turn:moved:instead"} | ({f"round:card:{Z.base_id(self.card)}"} if use.get("once_per_round") else set())
        flow.with_flow(tx, stage="turn", marks=tx.state.flow.marks | marks)
        encounter.arrive(tx, self.seat, self.revealed)  # she stays, so the face-down card turns up (000:L279)
        return tx.done()


INSTEAD_FIELDS = ("health", "magic", "gold", "experience")


def instead_cards(state: GameState, ctx, seat: int) -> tuple[str, ...]:
    """The hero's Abilities and working Items usable instead of moving now."""
    held = state.zone(Z.abilities(seat)) + tuple(c for c in state.zone(Z.items(seat)) if c not in state.damaged)
    return tuple(c for c in held if lookup.instead_of_moving(ctx, c) is not None
                 and f"round:card:{Z.base_id(c)}" not in state.flow.marks)


@offers
def movement_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Each way the active hero can move now: one offer per destination."""
    f = state.flow
    if f.stage != "move" or f.active is None or in_realm(state.hero(f.active)):
        return []  # the Realm offers its own moves (realm/offers.py)
    seat, hero = f.active, state.hero(f.active)
    found: list[Offer] = []

    def add(label: str, needs: tuple[str, ...] = (), **params) -> None:
        choices: dict = {}
        dest = hero.space if params["how"] == "stay" else params.get("to")
        hidden = [c for c in state.zone(Z.space(dest)) if c in state.hidden] if dest is not None else []
        if hidden and params["how"] != "astral" and state.options.deck_mode == "table":
            needs = needs + ("revealed",)
            pool = {c for h in hidden for c in decks.unseen(state, "adventure", state.batch.get(h, 0))}
            choices = {"revealed": sorted(pool), "count": len(hidden)}
        found.append(Offer(kind="move", label=label, seat=seat, params={"seat": seat, **params}, needs=needs,
                           choices=choices))

    add("Stay here", how="stay")
    for how in ("walk", "horse", "boat", "gate"):
        if hero.gold < COST.get(how, 0):
            continue
        price = f" ({COST[how]} Gold)" if how in COST else ""
        for to in destinations(state, ctx, seat, how):
            add(f"{how.title()} to {lookup.space_name(ctx, to)}{price}", how=how, to=to)
    for card in movement_cards(state, ctx, seat):
        spec = lookup.card(ctx, card).movement or {}
        if hero.magic < (spec.get("magic") or 0) or hero.gold < (spec.get("gold") or 0):
            continue
        start = len(found)
        for to in destinations(state, ctx, seat, "card", card):
            add(f"{lookup.name(ctx, card)} to {lookup.space_name(ctx, to)}", unknown_prices(spec), how="card",
                card=card, to=to)
        if lookup.is_spell(ctx, card) and spec.get("magic") != 0:
            # A movement Spell once more with each card that makes it 1 Magic cheaper this round (000:L742)
            found += discounts.spell_offers(state, ctx, seat, found[start:])
    kind = lookup.space_kind(ctx, hero.space) if hero.space is not None else None
    if SECOND_MOVE in f.marks:
        kind = None  # a second movement is a movement only (000:L696)
    if kind in LABOR:
        deltas, what = LABOR[kind]
        if (not deltas.get("magic") or hero.magic >= 1) and (not deltas.get("health") or hero.health >= 1):
            add(what.capitalize() + " instead of moving", how="labor")
    for p in board.open_planes(state, ctx, hero.space) if hero.space is not None else ():
        add(f"Attack Astral Plane {p + 1}", how="astral", plane=p)
    for card in instead_cards(state, ctx, seat) if SECOND_MOVE not in f.marks else ():
        use = lookup.instead_of_moving(ctx, card) or {}
        unknown = tuple(f for f in INSTEAD_FIELDS if f in use and use[f] is None)
        hidden = [c for c in state.zone(Z.space(hero.space)) if c in state.hidden] if hero.space is not None else []
        choices: dict = {}
        if hidden and state.options.deck_mode == "table":
            unknown += ("revealed",)
            pool = {c for h in hidden for c in decks.unseen(state, "adventure", state.batch.get(h, 0))}
            choices = {"revealed": sorted(pool), "count": len(hidden)}
        found.append(Offer(kind="instead_of_moving", label=f"Use {lookup.name(ctx, card)} instead of moving", seat=seat,
                           params={"seat": seat, "card": card}, needs=unknown, choices=choices))
    return found
