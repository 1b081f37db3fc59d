"""What each kind of Chance card does once its inputs are in (what it needs is in inputs.py)."""

from __future__ import annotations

from ... import rulebook
from ...errors import InvalidInput
from ...slots.realm import in_realm
from ...tokens import token_change
from .. import decks, flow
from .. import zones as Z
from ..tx import Tx
from .inputs import (
    LAKE_PLANE,
    MORE_CHOICES,
    MORE_NEEDS,
    box_has_more,
    can_come_up,
    drawer,
    dream_deck,
    dream_slots,
    lookup_amounts,
    restock_count,
    shop_of,
    terrain_plan,
)

R_TERRAIN = rulebook.rule(
    "terrain_refill",
    "A terrain card puts an Adventure card on each space of that terrain, clockwise from the drawer: face up on an "
    "empty space, face down under a lone card, none where two lie; the extra cards are discarded.",
    "000:L153",
)
R_GUILD = rulebook.rule(
    "guild_ability", "A guild card turns up an Ability there; a third replaces the oldest, which goes under its deck.",
    "000:L157",
)
R_OPEN_TRAINING = rulebook.rule("open_training", "Open Training lets the drawer pick the guild.", "000:L161")
R_GOODS = rulebook.rule(
    "goods", "City Merchant and Tradesman replace the goods of the space they state: two Rare Items (City Merchant) or "
    "three Common Items (Tradesman).",
    "000:L165",
)
R_PEACEFUL = rulebook.rule("peaceful_times", "Peaceful Times gives the drawer one more turn this round.", "000:L169")
R_DREAM = rulebook.rule(
    "prophetic_dream",
    "Prophetic Dream turns up an Astral card, in order within a plane: Lesser Guardian, Greater Guardian, Artifact.",
    "000:L173",
)
R_SHARE = rulebook.rule(
    "share", "The winds and Good Times give something to every hero, the most to the drawer.", "000:L179"
)
R_CHARITY = rulebook.rule(
    "charity", "Charity gives Gold, Health and Magic to whoever has the least of each; ties share.", "000:L183"
)
R_CRISIS = rulebook.rule("economic_crisis", "Economic Crisis takes half of each hero's Gold, rounded down.", "000:L189")


def _terrain(tx: Tx, arg: str, inputs) -> None:
    plan = terrain_plan(tx.state, tx.ctx, arg)
    if len(inputs.cards) > len(plan):
        raise InvalidInput(f"This Chance card places {len(plan)} cards; {len(inputs.cards)} were named.", "cards")
    cards = list(inputs.cards) + [None] * (len(plan) - len(inputs.cards))
    for (i, how), card in zip(plan, cards, strict=True):
        if decks.exhausted(tx.state, "adventure"):
            break
        if how == "up":
            decks.draw(tx, "adventure", card, Z.space(i))
        elif how == "down":
            decks.draw(tx, "adventure", card, Z.space(i), face_up=False)
        else:
            decks.draw(tx, "adventure", card, Z.discard("adventure"))


def place_ability(tx: Tx, guild: str, card: str | None, deck: str = "") -> None:
    """Turn up an Ability in a guild (from its deck, or from `deck`: the Dragonslayer deck, 003:L277); a third
    pushes the oldest under its own deck."""
    deck = deck or f"ability:{guild}"
    if not can_come_up(tx.state, tx.ctx, deck):
        return
    if card is None:
        raise InvalidInput("Name the Ability that came up.", "cards")
    on_offer = tx.state.zone(Z.guild(guild))
    decks.draw(tx, deck, card, Z.guild(guild))
    if len(on_offer) >= 2:
        decks.put_back_ability(tx, on_offer[0], guild)


def _guild(tx: Tx, arg: str, inputs) -> None:
    place_ability(tx, arg, inputs.cards[0] if inputs.cards else None)


def _open_training(tx: Tx, arg: str, inputs) -> None:
    place_ability(tx, inputs.guild, inputs.cards[0] if inputs.cards else None)


def _shop(tx: Tx, arg: str, inputs) -> None:
    where, deck, _ = shop_of(arg)
    count, named = restock_count(tx.state, tx.ctx, arg), [c for c in inputs.cards if c]
    known = set(decks.drawable(tx.state, deck))
    if box_has_more(tx.state, tx.ctx, deck) and len(named) < count and known <= set(named):
        count = len(named)  # every card Herald knows of the deck came up; the table names no other
    if len(named) != count:
        raise rulebook.refuse(R_GOODS, f"This card lays out {count} card{'s' * (count != 1)} in the {where} now, "
                                       f"not {len(named)}.")
    left = tx.state.zone(Z.deck(deck))
    for card in tx.state.zone(Z.goods(where)):
        decks.discard(tx, card)
    # The goods lie side by side, so the order they were named in does not matter: the deck's own cards come first.
    for card in sorted(named, key=lambda c: c not in left):
        decks.draw(tx, deck, card, Z.goods(where))


def _peaceful(tx: Tx, arg: str, inputs) -> None:
    flow.with_flow(tx, extra_turns=tx.state.flow.extra_turns + 1)


def _dream(tx: Tx, arg: str, inputs) -> None:
    slots = dream_slots(tx.state)
    if not any(slots):
        return
    zone = slots[inputs.plane] if inputs.plane < len(slots) else ""
    if not zone:
        where = "The Lake of Fire's plane" if inputs.plane == LAKE_PLANE else f"Astral Plane {inputs.plane + 1}"
        raise rulebook.refuse(R_DREAM, f"{where} has nothing face down left.")
    decks.reveal(tx, tx.state.zone(zone)[0], inputs.cards[0] if inputs.cards else None, dream_deck(zone))


FIELD = {"health": "health", "magic": "magic", "gold": "gold", "experience": "experience"}


def _gain(tx: Tx, seat: int, what: str, n: int, reason: str) -> None:
    """Give a hero n of something, healing or recharging only what is missing."""
    hero = tx.state.hero(seat)
    if what == "health":
        n = min(n, hero.wounds)
    elif what == "magic":
        n = min(n, hero.spent)
    if n > 0:
        tx.emit(token_change(hero, **{FIELD[what]: n}, reason=reason))


def _share(tx: Tx, arg: str, inputs) -> None:
    drawer_gets, others_get = lookup_amounts(tx.ctx, tx.state) or inputs.amounts
    what = arg or inputs.resource
    for hero in tx.state.heroes:
        if hero.status == "active" and not in_realm(hero):  # Chance cards pass the Realm by (003:L309)
            n = drawer_gets if hero.seat == drawer(tx.state) else others_get
            _gain(tx, hero.seat, what, n, "the Chance card")


def _charity(tx: Tx, arg: str, inputs) -> None:
    amounts = lookup_amounts(tx.ctx, tx.state) or inputs.charity
    living = [h for h in tx.state.heroes if h.status == "active" and not in_realm(h)]  # 003:L309-311
    for what in ("gold", "health", "magic"):
        n = amounts.get(what, 0)
        if not n or not living:
            continue
        least = min(getattr(h, what) for h in living)
        for h in living:
            if getattr(h, what) == least:
                _gain(tx, h.seat, what, n, "Charity")


def _crisis(tx: Tx, arg: str, inputs) -> None:
    for hero in tx.state.heroes:
        if hero.status == "active" and hero.gold // 2 and not in_realm(hero):  # 003:L309
            tx.emit(token_change(hero, gold=-(hero.gold // 2), reason="Economic Crisis"))


EFFECTS = {
    "terrain": _terrain,
    "guild": _guild,
    "open_training": _open_training,
    "shop": _shop,
    "peaceful_times": _peaceful,
    "prophetic_dream": _dream,
    "share": _share,
    "charity": _charity,
    "economic_crisis": _crisis,
}


def chance_effect(name: str, effect, needs, choices) -> None:
    """Register a Chance effect the base game lacks (the expansion's): what it does, needs and lets the table pick."""
    EFFECTS[name] = effect
    MORE_NEEDS[name] = needs
    MORE_CHOICES[name] = choices
