"""Adventure cards whose effect moves cards or the hero, recorded as real steps: the Ruin's search for a Creature,
the Master Wizard's paid move, what the Imp and the Highwayman take, and the Mummy's cursed treasure thrown away.

Cards are recognised by the rule hooks the catalog gives them (`lookup.card_hooks`), never by their ids.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, offers
from ..errors import InvalidInput
from ..events import CardMoved, Event, HeroUpdated
from ..state import GameState
from ..tokens import token_change
from . import card_reading, death, decks, encounter, flow, lookup, spoils
from . import zones as Z
from .events import CardUsed, CreatureTookItem
from .tx import Tx

R_RUIN = rulebook.rule(
    "ruin", "The Ruin: search the Adventure deck for a Creature and shuffle it; a Creature found and not destroyed "
    "stays in the Ruin's place.", "000:L884",
)
R_WIZARD = rulebook.rule(
    "master_wizard", "The Master Wizard's move is an arrival: the hero fights and uses Opportunities where she lands, "
    "as on another turn.", "000:L888",
)
R_IMP = rulebook.rule(
    "imp", "The Imp makes the hero discard her most valuable Item; among equally valuable ones she chooses.",
    "000:L818",
)
R_HIGHWAYMAN = rulebook.rule(
    "highwayman", "The Highwayman, newly revealed, takes an Item of the hero's choice (never an Artifact), or 1 Health "
    "if she has none; the Items lie under his card for whoever beats him.", "000:L774",
)
R_MUMMY = rulebook.rule(
    "mummy", "The Mummy's treasure is cursed: a hero who does not want the Item discards it.", "000:L807",
)


def face_up_here(state: GameState, ctx, seat: int, hook: str) -> tuple[str, ...]:
    """Face-up cards with a rule hook on the hero's space."""
    space = state.hero(seat).space
    cards = state.zone(Z.space(space)) if space is not None else ()
    return tuple(c for c in cards if c not in state.hidden and hook in lookup.card_hooks(ctx, c))


def _require_card(state: GameState, ctx, seat: int, card: str, hook: str, rule) -> None:
    if card not in face_up_here(state, ctx, seat, hook):
        raise rulebook.refuse(rule, f"{lookup.name(ctx, card)} does not lie face up on this space.")


@action
class SearchRuin(Action):
    """Use the Ruin: the Creature found in the Adventure deck takes its place on the space (None: none found)."""

    kind: Literal["search_ruin"] = "search_ruin"
    seat: int = Field(ge=0, le=4)
    card: str
    creature: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        encounter.require_turn(state, self.seat)
        encounter.require_clear(state, ctx, self.seat)
        _require_card(state, ctx, self.seat, self.card, "search_deck_for_creature", R_RUIN)
        if self.creature is not None and not encounter.is_creature(ctx, self.creature):
            raise rulebook.refuse(R_RUIN, f"{lookup.name(ctx, self.creature)} is not a Creature.")
        tx = Tx(state, ctx)
        zone = state.where(self.card) or ""
        first = state.zone(zone)[0] == self.card
        tx.emit(CardUsed(seat=self.seat, card=self.card, how="to search the Adventure deck"))
        tx.emit(CardMoved(card=self.card, to=Z.discard("adventure")))
        if self.creature is not None:
            decks.draw(tx, "adventure", self.creature, zone, at="start" if first else "end")
        return tx.done()


@action
class MasterWizardMove(Action):
    """Pay the Master Wizard and go to any space: an arrival there, with its fights and Opportunities."""

    kind: Literal["master_wizard_move"] = "master_wizard_move"
    seat: int = Field(ge=0, le=4)
    card: str
    to: int | None = Field(default=None, ge=0, le=19)
    revealed: tuple[str, ...] = ()
    gold: int | None = Field(default=None, ge=0, le=20)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        encounter.require_turn(state, self.seat)
        encounter.require_clear(state, ctx, self.seat)
        _require_card(state, ctx, self.seat, self.card, "act_after_teleport", R_WIZARD)
        price = card_reading.gold_cost(ctx, self.card)
        price = price if price is not None else self.gold
        if price is None:
            raise InvalidInput("Herald does not know the Master Wizard's price: type it in.", "gold")
        hero = state.hero(self.seat)
        if self.to is None:
            raise InvalidInput("Say where the Master Wizard sends the hero.", "to")
        if self.to == hero.space:
            raise rulebook.refuse(R_WIZARD, "Choose another space to go to.")
        tx = Tx(state, ctx)
        if price:
            tx.emit(token_change(hero, gold=-price, reason=lookup.name(ctx, self.card)))
        tx.emit(CardMoved(card=self.card, to=Z.discard("adventure")))
        tx.emit(HeroUpdated(seat=self.seat, space=self.to, moved=True, via="was sent by the Master Wizard to",
                            place=lookup.space_name(ctx, self.to)))
        # Like another turn on the new space (000:L888): this turn's fight with a hero and once-a-turn uses reset.
        marks = frozenset(m for m in tx.state.flow.marks if not m.startswith("turn:") or m.startswith("turn:moved:"))
        flow.with_flow(tx, marks=marks)
        encounter.arrive(tx, self.seat, self.revealed)
        return tx.done()


@action
class CreatureTakesItem(Action):
    """The Imp makes the hero discard her most valuable Item; the Highwayman takes one (or 1 Health) under his card."""

    kind: Literal["creature_takes_item"] = "creature_takes_item"
    seat: int = Field(ge=0, le=4)
    creature: str
    item: str | None = None
    ability_order: tuple[str, ...] = ()

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        hooks = lookup.card_hooks(ctx, self.creature)
        imp = "discard_most_valuable_item" in hooks
        rule = R_IMP if imp else R_HIGHWAYMAN
        hook = "discard_most_valuable_item" if imp else "steals_item_on_reveal"
        _require_card(state, ctx, self.seat, self.creature, hook, rule)
        mark = f"turn:took:{self.creature}" if imp else f"round:took:{self.creature}:{self.seat}"
        if mark in state.flow.marks:
            raise rulebook.refuse(rule, f"{lookup.name(ctx, self.creature)} already took its due.")
        choices = takeable(state, ctx, self.seat, imp)
        tx = Tx(state, ctx)
        flow.mark(tx, mark)
        if not choices:
            if self.item is not None:
                raise rulebook.refuse(rule, "The hero has no Item it could take.")
            if imp:
                raise rulebook.refuse(rule, "The hero has no Item to discard.")
            death.hurt(tx, self.seat, 1, reason=f"robbed by {lookup.name(ctx, self.creature)}",
                       ability_order=self.ability_order)
            return tx.done()
        if self.item not in choices:
            raise rulebook.refuse(rule, "Choose among: " + ", ".join(lookup.name(ctx, c) for c in choices) + ".")
        tx.emit(CreatureTookItem(seat=self.seat, creature=self.creature, discarded=imp))
        if imp:
            decks.discard(tx, self.item)
        else:
            tx.emit(CardMoved(card=self.item, to=spoils.under(self.creature)))
        return tx.done()


def takeable(state: GameState, ctx, seat: int, most_valuable: bool) -> tuple[str, ...]:
    """The Items a Creature may take: any but Artifacts; for the Imp only the dearest (all, if a price is unknown)."""
    items = tuple(c for c in state.zone(Z.items(seat)) if not death.is_artifact(ctx, c))
    if not most_valuable or not items:
        return items
    prices = {c: lookup.card(ctx, c).price for c in items}
    if None in prices.values():
        return items
    top = max(prices.values())
    return tuple(c for c in items if prices[c] == top)


@action
class DiscardCursedItem(Action):
    """Throw away the Item just won from the Mummy, rather than keep it."""

    kind: Literal["discard_cursed_item"] = "discard_cursed_item"
    seat: int = Field(ge=0, le=4)
    item: str = ""

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "turn")
        if f"turn:cursed:{self.seat}" not in state.flow.marks:
            raise rulebook.refuse(R_MUMMY, "Only the treasure of a Mummy beaten this turn can be thrown away so.")
        if self.item not in state.zone(Z.items(self.seat)) or death.is_artifact(ctx, self.item):
            raise InvalidInput(f"{lookup.name(ctx, self.item)} is not an Item the hero holds.", "item")
        tx = Tx(state, ctx)
        flow.unmark(tx, f"turn:cursed:{self.seat}")
        tx.emit(CardUsed(seat=self.seat, card=self.item, how="no more: the cursed treasure is thrown away"))
        decks.discard(tx, self.item)
        return tx.done()


@offers
def card_effect_offers(state: GameState, ctx: Context) -> list[Offer]:
    """The Ruin, the Master Wizard, the Imp, the Highwayman and the Mummy's treasure, where they apply now."""
    f = state.flow
    if f.stage != "turn" or f.active is None or state.battle is not None:
        return []
    seat, found = f.active, []
    clear = not encounter.creatures_here(state, ctx, seat)
    for c in face_up_here(state, ctx, seat, "search_deck_for_creature") if clear else ():
        pool = [x for x in decks.drawable(state, "adventure") if encounter.is_creature(ctx, x)]
        found.append(Offer(kind="search_ruin", label=f"Search the {lookup.name(ctx, c)}", seat=seat,
                           params={"seat": seat, "card": c}, needs=("creature",), choices={"creature": pool}))
    for c in face_up_here(state, ctx, seat, "act_after_teleport") if clear else ():
        price = card_reading.gold_cost(ctx, c)
        if price is None or state.hero(seat).gold >= price:
            found += _wizard_offers(state, ctx, seat, c, price)
    for hook, imp in (("discard_most_valuable_item", True), ("steals_item_on_reveal", False)):
        for c in face_up_here(state, ctx, seat, hook):
            mark = f"turn:took:{c}" if imp else f"round:took:{c}:{seat}"
            choices = takeable(state, ctx, seat, imp)
            if mark in f.marks or (imp and not choices):
                continue
            lethal = not choices and state.hero(seat).health == 0 and len(state.zone(Z.abilities(seat))) > 1
            needs = ("item",) if choices else (("ability_order",) if lethal else ())
            label = f"{lookup.name(ctx, c)}: " + ("discard the most valuable Item" if imp else
                                                 "hand over an Item" if choices else "pay 1 Health")
            found.append(Offer(kind="creature_takes_item", label=label, seat=seat,
                               params={"seat": seat, "creature": c}, needs=needs, choices={"item": list(choices)}))
    if f"turn:cursed:{seat}" in f.marks:
        items = [c for c in state.zone(Z.items(seat)) if not death.is_artifact(ctx, c)]
        if items:
            found.append(Offer(kind="discard_cursed_item", label="Throw away the Mummy's cursed treasure", seat=seat,
                               params={"seat": seat}, needs=("item",), choices={"item": items}))
    return found


def _wizard_offers(state: GameState, ctx, seat: int, card: str, price: int | None) -> list[Offer]:
    """One offer for the spaces with nothing face down; one per space whose face-down cards the table names."""
    name, gold = lookup.name(ctx, card), (("gold",) if price is None else ())
    plain, named = [], []
    for i in range(lookup.ring_size(ctx)):
        if i == state.hero(seat).space:
            continue
        hidden = [x for x in state.zone(Z.space(i)) if x in state.hidden]
        (named if hidden and state.options.deck_mode == "table" else plain).append((i, hidden))
    out = [Offer(kind="master_wizard_move", label=f"Pay the {name} to go anywhere", seat=seat,
                 params={"seat": seat, "card": card}, needs=("to",) + gold, choices={"to": [i for i, _ in plain]})]
    for i, hidden in named:
        pool = sorted({x for h in hidden for x in decks.unseen(state, "adventure", state.batch.get(h, 0))})
        out.append(Offer(kind="master_wizard_move", label=f"Pay the {name} to go to {lookup.space_name(ctx, i)}",
                         seat=seat, params={"seat": seat, "card": card, "to": i}, needs=("revealed",) + gold,
                         choices={"revealed": pool, "count": len(hidden)}))
    return out
