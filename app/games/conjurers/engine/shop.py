"""The blacksmith (items) and the artificer (artifacts): any number of cards from the limited stock, at their
printed cost, with Weapon Smith's discount on the first card of the action (001:L367-371, L583-591, L647)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from . import rulebook
from .actions import Action, Context, action
from .cards import CardFacts
from .correcting.cards import card_name
from .errors import InvalidInput
from .events import Event, Resolved
from .holdings import CardsBought, FactsTyped, StockChanged
from .model import RESOURCES, Figure, Frozen, add_counts
from .resolving import can_pay, take_turn
from .state import Artifact, State

FIELD_WORDS = {"cost": "cost", "vp": "victory points"}


class Purchase(Frozen):
    """One card bought; `cost` and `vp` are typed from the card when Herald does not know them yet."""

    card: str
    cost: dict[str, int] | None = None
    vp: int | None = Field(default=None, ge=0)


def known_facts(state: State, purchase: Purchase, deck: str) -> tuple[CardFacts, CardFacts | None]:
    """The card's facts with the typed values laid over, and the typed part to record (None if nothing new)."""
    facts = state.facts.get(purchase.card)
    if facts is None or facts.deck != deck:
        raise InvalidInput(f"{card_name(state, purchase.card)} is not a Conjurers {deck}.", "card")
    typed = {}
    for field in ("cost", "vp") if deck == "artifact" else ("cost",):
        given, known = getattr(purchase, field), getattr(facts, field)
        if known is None and given is None:
            raise InvalidInput(f"Type the {FIELD_WORDS[field]} printed on {card_name(state, purchase.card)}.", field)
        if known is not None and given is not None and given != known:
            raise InvalidInput(f"Herald knows {card_name(state, purchase.card)}'s {FIELD_WORDS[field]} as "
                               f"{_said(known)}, not {_said(given)}.", field)
        if known is None:
            typed[field] = given
    if "cost" in typed and any(k not in RESOURCES or v < 0 for k, v in typed["cost"].items()):
        raise InvalidInput("a cost names resources with amounts of 0 or more", "cost")
    new = CardFacts(id=facts.id, deck=facts.deck, **typed) if typed else None
    return facts.merged(new), new


def _said(value: int | dict[str, int]) -> str:
    return str(value) if isinstance(value, int) else ", ".join(f"{n} {k}" for k, n in value.items() if n) or "nothing"


def price(state: State, cost: dict[str, int]) -> dict[str, int]:
    """The cost as paid: with two players sapphire is paid in diamonds (001:L265)."""
    if state.n == 2 and cost.get("sapphire"):
        return add_counts({k: v for k, v in cost.items() if k != "sapphire"}, {"diamond": cost["sapphire"]})
    return dict(cost)


@action
class Buy(Action):
    """Resolve a blacksmith or an artificer: buy the cards listed (none is fine).

    `smith` names the army's Weapon Smith creature (the table vouches for the ability) and `discount`
    the resources it takes off the first card, at most its level in all."""

    kind: Literal["buy"] = "buy"
    seat: int
    figure: Figure
    purchases: tuple[Purchase, ...] = ()
    smith: str | None = None
    discount: dict[str, int] = {}

    def decide(self, state: State, ctx: Context) -> tuple[Event, ...]:
        space = take_turn(state, self.seat, self.figure, ("blacksmith", "artificer"))
        deck = "item" if space.group == "blacksmith" else "artifact"
        stock = state.items if deck == "item" else state.artifacts
        cards = [p.card for p in self.purchases]
        if len(set(cards)) != len(cards):
            raise InvalidInput("each card is bought once", "purchases")
        events: list[Event] = []
        total: dict[str, int] = {}
        bought_artifacts: list[Artifact] = []
        for i, purchase in enumerate(self.purchases):
            if purchase.card not in stock:
                other = state.facts.get(purchase.card)
                rule = rulebook.SHOP_KIND if other and other.deck != deck else rulebook.STOCK_EMPTY
                if other and other.myth in state.options.locked:
                    rule = rulebook.MYTH_CLOSED
                raise rulebook.refuse(rule, f"{purchase.card} cannot be bought here.")
            facts, typed = known_facts(state, purchase, deck)
            if typed is not None:
                events.append(FactsTyped(facts=typed))
            cost = price(state, facts.cost or {})
            if i == 0:
                cost = self._discounted(state, cost)
            total = add_counts(total, cost)
            if deck == "artifact":
                bought_artifacts.append(Artifact(card=facts.id, myth=facts.myth, vp=facts.vp))
        if self.discount and not self.purchases:
            raise rulebook.refuse(rulebook.SMITH_DISCOUNT)
        can_pay(state.players[self.seat].stock, total, "The purchase")
        if self.purchases:
            events.append(StockChanged(seat=self.seat, delta={k: -v for k, v in total.items() if v},
                                       reason=space.group))
            events.append(CardsBought(seat=self.seat, items=tuple(cards) if deck == "item" else (),
                                      artifacts=tuple(bought_artifacts)))
        note = "" if self.purchases else f"{state.players[self.seat].name} buys nothing."
        return (*events, Resolved(seat=self.seat, figure=self.figure, note=note))

    def _discounted(self, state: State, cost: dict[str, int]) -> dict[str, int]:
        if not self.discount:
            return cost
        smith = state.players[self.seat].creature(self.smith or "")
        if smith is None:
            raise rulebook.refuse(rulebook.SMITH_DISCOUNT, "Name the army's Weapon Smith creature.")
        typed = state.stats.get(smith.card)
        if typed is not None and "weapon_smith" not in typed.abilities:
            # Its numbers were typed in a battle: Herald now knows it lacks the ability (001:L591).
            raise rulebook.refuse(rulebook.SMITH_DISCOUNT, f"{smith.card} has no Weapon Smith ability.")
        if sum(self.discount.values()) > smith.level or any(v < 0 for v in self.discount.values()):
            raise rulebook.refuse(rulebook.SMITH_DISCOUNT, f"The discount is at most {smith.level}.")
        if any(v > cost.get(k, 0) for k, v in self.discount.items()):
            raise rulebook.refuse(rulebook.SMITH_DISCOUNT, "The discount only skips resources the first card costs.")
        return add_counts(cost, {k: -v for k, v in self.discount.items()})
