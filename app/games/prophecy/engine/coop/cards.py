"""The cooperative Abilities Herald runs: Time Freeze (003:L805-811) and Secret Hideouts (003:L797-801).

Secret Hideouts' own text is not in the rulebook; our reading (LOW): its holder trades Items and Gold with a
hero on her space without spending her movement, only just before or just after moving, and never with an Item
she did not hold when her round began (one gained as a reward or from an Opportunity this round).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .. import rulebook
from ..actions import Action, Context, Offer, action, consequence, offers
from ..endgame.variants import exchange
from ..errors import IllegalAction, InvalidInput
from ..events import Event, TokensChanged
from ..rules import decks, discounts, flow, lookup
from ..rules import zones as Z
from ..rules.tx import Tx
from ..state import GameState
from .events import RoundItemsUsed, TimeFrozen

R_TIME_FREEZE = rulebook.rule(
    "time_freeze",
    "Time Freeze costs 1 Magic per other player and is cast by the player who just revealed a Chance card; it is "
    "not cast again before the Chance deck is reshuffled, nor after the last Power Up token.",
    "003:L807",
)
R_SECRET_HIDEOUTS = rulebook.rule(
    "secret_hideouts",
    "Secret Hideouts is used just before or just after moving, never with an Item used in battle or gained this "
    "round.",
    "003:L797",
)


def held_with_hook(state: GameState, ctx, seat: int, hook: str) -> str | None:
    """The hero's Ability carrying a rule hook, or None."""
    return next((c for c in state.zone(Z.abilities(seat)) if hook in lookup.hooks_of(ctx, c)), None)


def freeze_cost(state: GameState) -> int:
    """Time Freeze's Magic: the number of other players (003:L805)."""
    return len(state.heroes) - 1


def freeze_refusal(state: GameState, ctx, seat: int, price: int | None = None) -> str | None:
    """Why the hero cannot cast Time Freeze now (at its full price, or at `price` once discounts are taken), or
    None."""
    coop = state.coop
    if coop is None or held_with_hook(state, ctx, seat, "time_freeze") is None:
        return "Only a hero holding Time Freeze in a cooperative game casts it."
    if coop.collapse is not None or not coop.stack:
        return "The last Power Up token is out: Time Freeze cannot be cast any more."
    if coop.freeze is not None:
        return "Time is frozen already."
    if coop.freeze_shuffle is not None and coop.freeze_shuffle == state.reshuffles.get("chance", 0):
        return "Time Freeze waits for the Chance deck to be reshuffled before it is cast again."
    price = freeze_cost(state) if price is None else price
    if state.hero(seat).magic < price:
        return f"Time Freeze costs {price} Magic here."
    return None


@action
class CastTimeFreeze(Action):
    """Time Freeze on the Chance card just revealed (named here when it is revealed with the cast)."""

    kind: Literal["time_freeze"] = "time_freeze"
    seat: int = Field(ge=0, le=4)
    card: str | None = None
    # A card named for the Spell's price, as for any Spell: Effective Spellcasting, the Ring, an Elf's Race.
    discount: str | None = None

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        flow.require_stage(state, "chance", "chance_resolve")
        why = freeze_refusal(state, ctx, self.seat, price=0)
        if why:
            raise rulebook.refuse(R_TIME_FREEZE, why)
        tx = Tx(state, ctx)
        price = discounts.spell_price(tx, self.seat, self.discount, freeze_cost(state))
        why = freeze_refusal(state, ctx, self.seat, price=price)
        if why:
            raise rulebook.refuse(R_TIME_FREEZE, why)
        if state.flow.stage == "chance":
            if self.card is None:
                raise InvalidInput("Name the Chance card that came up.", "card")
            decks.draw(tx, "chance", self.card, "chance:current")
        if price:
            tx.emit(TokensChanged(seat=self.seat, magic=-price, reason="Time Freeze"))
        tx.emit(TimeFrozen(seat=self.seat, round=state.flow.round, shuffle=state.reshuffles.get("chance", 0)))
        flow.begin_turn(tx)
        return tx.done()


@action
class SecretHideouts(Action):
    """A trade through Secret Hideouts: Items and Gold each way with a hero on the space, movement kept."""

    kind: Literal["secret_hideouts"] = "secret_hideouts"
    seat: int = Field(ge=0, le=4)
    partner: int = Field(ge=0, le=4)
    give_items: tuple[str, ...] = ()
    take_items: tuple[str, ...] = ()
    give_gold: int = Field(default=0, ge=0, le=200)
    take_gold: int = Field(default=0, ge=0, le=200)

    def decide(self, state: GameState, ctx: Context) -> tuple[Event, ...]:
        flow.require_active(state, self.seat)
        if held_with_hook(state, ctx, self.seat, "secret_hideouts") is None:
            raise rulebook.refuse(R_SECRET_HIDEOUTS, "The hero does not hold Secret Hideouts.")
        if not hideout_moment(state):
            raise rulebook.refuse(R_SECRET_HIDEOUTS, "Secret Hideouts is used just before or just after moving.")
        if not 0 <= self.partner < len(state.heroes) or self.partner == self.seat:
            raise InvalidInput("Trade with another seat.", "partner")
        me, other = state.hero(self.seat), state.hero(self.partner)
        if other.status != "active" or other.space != me.space:
            raise InvalidInput(f"{other.player}'s hero is not on this space.", "partner")
        noted = state.coop.round_items.get(str(self.seat), ()) if state.coop else ()
        fresh = [c for c in self.give_items if c not in noted]
        if fresh:
            raise rulebook.refuse(R_SECRET_HIDEOUTS, f"{lookup.name(ctx, fresh[0])} came to the hero this round.")
        fought = [c for c in self.give_items if c in used_this_round(state, self.seat)]
        if fought:
            raise rulebook.refuse(R_SECRET_HIDEOUTS, f"{lookup.name(ctx, fought[0])} was used in a battle this "
                                                     "round.")
        for cards, seat in ((self.give_items, self.seat), (self.take_items, self.partner)):
            if len(set(cards)) != len(cards) or any(c not in state.zone(Z.items(seat)) for c in cards):
                raise InvalidInput("Only Items the heroes hold change hands.", "give_items")
        if self.give_gold > me.gold or self.take_gold > other.gold:
            raise InvalidInput("Nobody pays more Gold than she has.", "give_gold")
        tx = Tx(state, ctx)
        exchange(tx, self)
        return tx.done()


def _affordable(state: GameState, ctx, offer: Offer) -> bool:
    """Whether the caster has the Magic for Time Freeze with the discount the offer names."""
    try:
        price = discounts.spell_price(Tx(state, ctx), offer.seat, offer.params.get("discount"), freeze_cost(state))
    except (IllegalAction, InvalidInput):
        return False
    return state.hero(offer.seat).magic >= price


def used_this_round(state: GameState, seat: int) -> tuple[str, ...]:
    """The Items a hero announced in a battle since her round began."""
    return state.coop.round_used.get(str(seat), ()) if state.coop else ()


@consequence
def battle_items_noted(state: GameState, ctx: Context) -> tuple[Event, ...]:
    """Once a fighter has announced her Items, note them as used this round (003:L799)."""
    b = state.battle
    if state.coop is None or b is None:
        return ()
    sides = ((b.seat, b.hero), (b.opponent.seat, b.foe) if b.opponent.kind == "hero" else (None, None))
    return tuple(RoundItemsUsed(seat=seat, items=tuple(i for i in lo.items if i not in used_this_round(state, seat)))
                 for seat, lo in sides if lo is not None and lo.announced
                 and any(i not in used_this_round(state, seat) for i in lo.items))


def hideout_moment(state: GameState) -> bool:
    """Just before moving, or just after it with nothing else done in the turn."""
    f = state.flow
    if state.battle is not None:
        return False
    # After the move, nothing else of the turn may have happened: its only marks are the move's own.
    return f.stage == "move" or (f.stage == "turn" and all(m.startswith("turn:moved") for m in f.marks
                                                           if m.startswith("turn:")))


@offers
def coop_card_offers(state: GameState, ctx: Context) -> list[Offer]:
    """Time Freeze after the Chance card is revealed; Secret Hideouts around the move."""
    f = state.flow
    if state.coop is None or f.active is None or state.battle is not None:
        return []
    seat, found = f.active, []
    if f.stage in ("chance", "chance_resolve") and freeze_refusal(state, ctx, seat, price=0) is None:
        table = f.stage == "chance"
        cast = Offer(kind="time_freeze", label="Cast Time Freeze on this Chance card", seat=seat,
                     params={"seat": seat}, needs=("card",) if table else (),
                     choices={"card": list(decks.drawable(state, "chance"))} if table else {})
        # At full price when she has the Magic, and with each card that makes a Spell cheaper (000:L742, 003:L145).
        found += [o for o in [cast] + discounts.spell_offers(state, ctx, seat, [cast]) if _affordable(state, ctx, o)]
    if hideout_moment(state) and held_with_hook(state, ctx, seat, "secret_hideouts"):
        me = state.hero(seat)
        noted = state.coop.round_items.get(str(seat), ())
        for h in state.heroes:
            if h.seat != seat and h.status == "active" and h.space == me.space:
                found.append(Offer(
                    kind="secret_hideouts", label=f"Secret Hideouts with {h.player}", seat=seat,
                    params={"seat": seat, "partner": h.seat},
                    needs=("give_items", "take_items", "give_gold", "take_gold"),
                    choices={"give_items": [c for c in state.zone(Z.items(seat)) if c in noted
                                            and c not in used_this_round(state, seat)],
                             "take_items": list(state.zone(Z.items(h.seat))), "give_gold": me.gold,
                             "take_gold": h.gold}))
    return found
