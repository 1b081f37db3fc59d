"""The possibilities of a space, once its Creatures are beaten: training, repair, trade, healing,
recharging, lodging and taking an Artifact. Each may be used again unless it says once a turn.
Which of them the active hero's space offers is listed in space_offers.py.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, action
from ..errors import InvalidInput
from ..events import CardDamaged, CardMoved, Event
from ..state import GameState
from ..tokens import token_change
from . import death, decks, discounts, encounter, flow, lookup
from . import zones as Z
from .tx import Tx

R_TRAINING = rulebook.rule(
    "training", "A hero learns a face-up Ability in a guild for its Experience cost, plus as much Gold outside "
    "her two guilds.", "000:L309")
R_REPAIR = rulebook.rule("repair", "In any civilization space a damaged Item is repaired for 1 Gold.", "000:L313")
R_TRADE = rulebook.rule(
    "trade", "Items on offer in the City and the Village are bought at their price; Items are sold there for half, "
    "rounded up, repaired first; Artifacts are never sold.", "000:L317")
R_HEAL = rulebook.rule(
    "heal", "The Monastery heals 1 Health free once a turn; the Forest Camp heals any Health at 1 Gold each.",
    "000:L321")
R_RECHARGE = rulebook.rule(
    "recharge", "The Enchanted Wilderness recharges 3 Magic free once a turn; the Magic Tower recharges Magic at 1 "
    "Gold for every 2.", "000:L325")
R_MAGIC_TOWER_ROUND = rulebook.rule(
    "magic_tower_round", "At the Magic Tower two Magic cost one Gold, rounded up: an odd Magic costs a whole Gold.",
    "004:L218")
R_LODGING = rulebook.rule(
    "lodging", "In the Village 1 Gold buys a night: heal 1, recharge 1, and safety until the next turn.", "000:L329")
R_TAKE_ARTIFACT = rulebook.rule("take_artifact", "An Artifact lying on the space may be taken.", "000:L333")


def here(state: GameState, ctx, seat: int) -> str | None:
    """The kind of the space the hero stands on (None off the ring)."""
    hero = state.hero(seat)
    return lookup.space_kind(ctx, hero.space) if hero.space is not None else None


def _ready(state: GameState, ctx, seat: int) -> str | None:
    """Checks shared by every possibility; the kind of the hero's space."""
    encounter.require_turn(state, seat)
    encounter.require_clear(state, ctx, seat)
    return here(state, ctx, seat)


@action
class Learn(Action):
    """Learn a face-up Ability in the guild the hero stands in."""

    kind: Literal["learn"] = "learn"
    seat: int = Field(ge=0, le=4)
    card: str
    cost: int | None = Field(default=None, ge=0, le=30)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        kind = _ready(state, ctx, self.seat)
        if kind not in Z.GUILDS or self.card not in state.zone(Z.guild(kind)):
            raise rulebook.refuse(R_TRAINING, "That Ability is not on offer in this space.")
        cost = lookup.card(ctx, self.card).cost
        cost = cost if cost is not None else self.cost
        if cost is None:
            raise InvalidInput("Herald does not know this Ability's cost: type it in.", "cost")
        hero = state.hero(self.seat)
        member = kind in hero.guilds
        # A Race counts the printed cost higher or lower (Human -1, Troll +2), in Gold too (003:L137, 003:L149).
        cost = hero.sheet.learning_cost(cost)
        tx = Tx(state, ctx)
        tx.emit(token_change(hero, experience=-cost, gold=0 if member else -cost, reason=f"learned {lookup.name(ctx, self.card)}"))
        tx.emit(CardMoved(card=self.card, to=Z.abilities(self.seat)))
        return tx.done()


@action
class Repair(Action):
    """Repair a damaged Item for 1 Gold in a civilization space."""

    kind: Literal["repair"] = "repair"
    seat: int = Field(ge=0, le=4)
    card: str
    discount: str | None = None  # Counterfeiting

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        kind = _ready(state, ctx, self.seat)
        if kind not in lookup.CIVILIZATION:
            raise rulebook.refuse(R_REPAIR, "Items are repaired only in civilization spaces.")
        if self.card not in state.zone(Z.items(self.seat)) or self.card not in state.damaged:
            raise rulebook.refuse(R_REPAIR, "That is not a damaged Item of this hero.")
        tx = Tx(state, ctx)
        gold = discounts.gold_price(tx, self.seat, self.discount, 1)
        tx.emit(token_change(state.hero(self.seat), gold=-gold, reason=f"repaired {lookup.name(ctx, self.card)}"))
        tx.emit(CardDamaged(card=self.card, damaged=False))
        return tx.done()


def price_of(ctx, card: str, typed: int | None) -> int:
    """An Item's price: the catalog's, else the one the table typed."""
    price = lookup.card(ctx, card).price
    price = price if price is not None else typed
    if price is None:
        raise InvalidInput("Herald does not know this Item's price: type it in.", "price")
    return price


@action
class Buy(Action):
    """Buy an Item on offer in the City or the Village."""

    kind: Literal["buy"] = "buy"
    seat: int = Field(ge=0, le=4)
    card: str
    price: int | None = Field(default=None, ge=0, le=50)
    discount: str | None = None  # Counterfeiting or Haggling, named for this payment
    discount_amount: int | None = Field(default=None, ge=0, le=10)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        kind = _ready(state, ctx, self.seat)
        if kind not in ("city", "village") or self.card not in state.zone(Z.goods(kind)):
            raise rulebook.refuse(R_TRADE, "That Item is not for sale here.")
        tx = Tx(state, ctx)
        price = discounts.gold_price(tx, self.seat, self.discount, price_of(ctx, self.card, self.price), shop=True,
                                     typed=self.discount_amount)
        tx.emit(token_change(tx.state.hero(self.seat), gold=-price, reason=f"bought {lookup.name(ctx, self.card)}"))
        tx.emit(CardMoved(card=self.card, to=Z.items(self.seat)))
        return tx.done()


@action
class Sell(Action):
    """Sell an Item in the City or the Village for half its price, rounded up; it is discarded."""

    kind: Literal["sell"] = "sell"
    seat: int = Field(ge=0, le=4)
    card: str
    price: int | None = Field(default=None, ge=0, le=50)
    discount: str | None = None  # Haggling
    discount_amount: int | None = Field(default=None, ge=0, le=10)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        kind = _ready(state, ctx, self.seat)
        if kind not in ("city", "village"):
            raise rulebook.refuse(R_TRADE, "Items are sold only in the City and the Village.")
        if self.card not in state.zone(Z.items(self.seat)) or death.is_artifact(ctx, self.card):
            raise rulebook.refuse(R_TRADE, "That is not an Item this hero can sell.")
        if self.card in state.damaged:
            raise rulebook.refuse(R_TRADE, "Repair a damaged Item before selling it.")
        price = price_of(ctx, self.card, self.price)
        tx = Tx(state, ctx)
        gain = (price + 1) // 2 + discounts.sale_bonus(tx, self.seat, self.discount, self.discount_amount)
        tx.emit(token_change(state.hero(self.seat), gold=gain, reason=f"sold {lookup.name(ctx, self.card)}"))
        decks.discard(tx, self.card)
        return tx.done()


@action
class Heal(Action):
    """Heal Health: 1 free once a turn in the Monastery, any amount at 1 Gold each in the Forest Camp."""

    kind: Literal["heal"] = "heal"
    seat: int = Field(ge=0, le=4)
    amount: int = Field(default=1, ge=1, le=8)
    discount: str | None = None  # Counterfeiting: healing many Health is one payment (000:L689)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        kind = _ready(state, ctx, self.seat)
        hero = state.hero(self.seat)
        tx = Tx(state, ctx)
        if kind == "monastery":
            if self.amount != 1 or flow.has(state, "turn:monastery"):
                raise rulebook.refuse(R_HEAL, "The Monastery heals 1 Health, once a turn.")
            tx.emit(token_change(hero, health=1, reason="the Monastery"))
            flow.mark(tx, "turn:monastery")
        elif kind == "forest_camp":
            gold = discounts.gold_price(tx, self.seat, self.discount, self.amount)
            tx.emit(token_change(hero, health=self.amount, gold=-gold, reason="the Forest Camp"))
        else:
            raise rulebook.refuse(R_HEAL, "Healing is on offer in the Monastery and the Forest Camp.")
        return tx.done()


@action
class Recharge(Action):
    """Recharge Magic: up to 3 free once a turn in the Enchanted Wilderness, or at the Magic Tower for Gold."""

    kind: Literal["recharge"] = "recharge"
    seat: int = Field(ge=0, le=4)
    amount: int = Field(default=1, ge=1, le=10)
    discount: str | None = None  # Counterfeiting

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        kind = _ready(state, ctx, self.seat)
        hero = state.hero(self.seat)
        tx = Tx(state, ctx)
        if kind == "enchanted_wilderness":
            if self.amount > 3 or flow.has(state, "turn:wilderness"):
                raise rulebook.refuse(R_RECHARGE, "The Enchanted Wilderness recharges up to 3 Magic, once a turn.")
            tx.emit(token_change(hero, magic=self.amount, reason="the Enchanted Wilderness"))
            flow.mark(tx, "turn:wilderness")
        elif kind == "magic_tower":
            price = discounts.gold_price(tx, self.seat, self.discount, (self.amount + 1) // 2)
            if hero.gold < price:
                raise rulebook.refuse(R_MAGIC_TOWER_ROUND, f"{self.amount} Magic cost {price} Gold here.")
            tx.emit(token_change(hero, magic=self.amount, gold=-price, reason="the Magic Tower"))
        else:
            raise rulebook.refuse(R_RECHARGE, "Magic is recharged in the Enchanted Wilderness and the Magic Tower.")
        return tx.done()


@action
class Lodge(Action):
    """Stay the night in the Village: 1 Gold, heal 1, recharge 1, safe until the hero's next turn."""

    kind: Literal["lodge"] = "lodge"
    seat: int = Field(ge=0, le=4)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        if _ready(state, ctx, self.seat) != "village":
            raise rulebook.refuse(R_LODGING, "Lodging is in the Village.")
        if flow.has(state, f"lodged:{self.seat}"):
            raise rulebook.refuse(R_LODGING, "The hero already has a room for the night.")
        hero = state.hero(self.seat)
        tx = Tx(state, ctx)
        tx.emit(token_change(hero, gold=-1, health=min(1, hero.wounds), magic=min(1, hero.spent), reason="lodging"))
        flow.mark(tx, f"lodged:{self.seat}")
        return tx.done()


@action
class TakeArtifact(Action):
    """Take an Artifact lying on the hero's space."""

    kind: Literal["take_artifact"] = "take_artifact"
    seat: int = Field(ge=0, le=4)
    card: str

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        _ready(state, ctx, self.seat)
        if self.card not in state.zone(Z.space_artifacts(state.hero(self.seat).space)):
            raise rulebook.refuse(R_TAKE_ARTIFACT, "No such Artifact lies here.")
        tx = Tx(state, ctx)
        tx.emit(CardMoved(card=self.card, to=Z.items(self.seat)))
        return tx.done()
