"""What each kind of Chance card does, and which inputs it needs from the table (or Herald's picker)."""

from __future__ import annotations

from .. import rulebook
from ..errors import InvalidInput
from ..events import CardMoved
from ..realm import legends
from ..realm.position import in_realm
from ..ruleset import ruleset_of
from ..state import GameState
from ..tokens import token_change
from . import board, decks, flow, lookup
from . import zones as Z
from .tx import Tx

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

def shop_of(arg: str) -> tuple[str, str, int]:
    """A restock's place, deck and card count from its effect argument 'city:rare:2'."""
    where, deck, n = arg.split(":")
    return where, deck, int(n)


def _restocked(state: GameState, ctx, arg: str) -> list[str]:
    """The cards a restock can draw from once the old goods are discarded: the deck, and when it holds fewer
    than the card lays out, what comes back with the reshuffle (its discard pile and those old goods)."""
    where, deck, n = shop_of(arg)
    rest = list(state.zone(Z.deck(deck)))
    if len(rest) >= n or _box_has_more(state, ctx, deck):
        return list(decks.drawable(state, deck))
    old = [c for c in state.zone(Z.goods(where)) if lookup.home_deck(ctx, c) == deck]
    return sorted(set(rest) | set(state.zone(Z.discard(deck))) | set(old))


def restock_count(state: GameState, ctx, arg: str) -> int:
    """How many cards a restock lays out: what the card says, or fewer when the deck and its discards run out
    (never while the group's box may hold cards of that deck Herald has not met: the table names them)."""
    _, deck, n = shop_of(arg)
    return n if _box_has_more(state, ctx, deck) else min(n, len(_restocked(state, ctx, arg)))


def _box_has_more(state: GameState, ctx, deck: str) -> bool:
    """At the table, a deck whose size Herald does not know never runs out: the box may hold more of it."""
    return state.options.deck_mode == "table" and not lookup.deck_size_known(ctx, deck)


def can_come_up(state: GameState, ctx, deck: str) -> bool:
    """Whether a card can come up from a deck: one Herald knows, or at the table one of the box it has not met."""
    return bool(decks.drawable(state, deck)) or _box_has_more(state, ctx, deck)


def _drawer(tx_or_state) -> int:
    state = tx_or_state.state if isinstance(tx_or_state, Tx) else tx_or_state
    return state.flow.active


def terrain_plan(state: GameState, ctx, terrain: str) -> list[tuple[int, str]]:
    """Each space of a terrain, clockwise from the drawer, with what its new card does: up, down or discard."""
    start = state.hero(_drawer(state)).space or 0
    plan = []
    room = ruleset_of(state).cards_per_space
    for i in board.clockwise_from(ctx, start):
        if lookup.space_kind(ctx, i) == terrain:
            n = len(state.zone(Z.space(i)))
            if room == 1 and n:
                continue  # the Basic version fills only empty spaces, face up (004:L88)
            plan.append((i, "up" if n == 0 else "down" if n == 1 else "discard"))
    return plan


def needs_of(state: GameState, ctx, effect: str, inputs) -> list[str]:
    """The inputs still missing for an effect (inputs None: all it would need)."""
    kind, _, arg = effect.partition(":")
    cards = tuple(inputs.cards) if inputs is not None else ()
    table = state.options.deck_mode == "table"
    missing: list[str] = []
    if kind == "terrain":
        plan = terrain_plan(state, ctx, arg)
        named = [not (table and how == "down") for _, how in plan]
        if any(named) and not cards and not decks.exhausted(state, "adventure"):
            missing.append("cards")
    elif kind in ("guild", "open_training"):
        if kind == "open_training" and (inputs is None or inputs.guild not in Z.GUILDS):
            missing.append("guild")
        guild = arg if kind == "guild" else (inputs.guild if inputs is not None else None)
        if (guild is None or can_come_up(state, ctx, f"ability:{guild}")) and not cards:
            missing.append("cards")
    elif kind == "shop":
        _, deck, _ = shop_of(arg)
        if not cards and restock_count(state, ctx, arg) and (_restocked(state, ctx, arg) or _box_has_more(state, ctx, deck)):
            missing.append("cards")
    elif kind == legends.EFFECT:
        missing += legends.legends_needs(state, ctx, cards)
    elif kind == "prophetic_dream":
        if any(dream_slots(state)):
            if inputs is None or inputs.plane is None:
                missing.append("plane")
            if table and not cards:
                missing.append("cards")
    elif kind == "share":
        if not arg and (inputs is None or inputs.resource is None):
            missing.append("resource")
        if lookup_amounts(ctx, state) is None and (inputs is None or inputs.amounts is None):
            missing.append("amounts")
    elif kind == "charity" and lookup_amounts(ctx, state) is None and (inputs is None or inputs.charity is None):
        missing.append("charity")
    return missing


def choices_of(state: GameState, ctx, effect: str) -> dict:
    """What the table may pick for an effect: the cards that can come up, guilds, planes, the refill plan."""
    kind, _, arg = effect.partition(":")
    if kind == "terrain":
        return {"cards": list(decks.drawable(state, "adventure")),
                "plan": [[i, how] for i, how in terrain_plan(state, ctx, arg)]}
    if kind == "guild":  # the deck, for a card of the group's box Herald has not met (named by the table)
        return {"cards": list(decks.drawable(state, f"ability:{arg}")), "deck": f"ability:{arg}"}
    if kind == "open_training":
        return {"guild": list(Z.GUILDS), "cards": {g: list(decks.drawable(state, f"ability:{g}")) for g in Z.GUILDS}}
    if kind == "shop":
        return {"cards": _restocked(state, ctx, arg), "count": restock_count(state, ctx, arg), "deck": shop_of(arg)[1]}
    if kind == "share" and not arg:
        return {"resource": ["health", "magic", "gold", "experience"]}
    if kind == legends.EFFECT:
        return legends.legends_choices(state, ctx)
    if kind == "prophetic_dream":
        slots = dream_slots(state)
        return {"plane": [p for p, z in enumerate(slots) if z],
                "cards": {p: list(decks.drawable(state, z.rsplit(":", 1)[1])) for p, z in enumerate(slots) if z}}
    return {}


def draw_steps(state: GameState, ctx, effect: str, guild: str | None = None) -> list[tuple[str, str, bool]]:
    """The draws an effect makes, in order (deck, destination, face up), for `decks.pick_cards`."""
    kind, _, arg = effect.partition(":")
    if kind == "terrain":
        return [("adventure", Z.discard("adventure") if how == "discard" else Z.space(i), how != "down")
                for i, how in terrain_plan(state, ctx, arg)]
    if kind in ("guild", "open_training") and (arg or guild):
        g = arg or guild
        return [(f"ability:{g}", Z.guild(g), True)]
    if kind == "shop":
        where, deck, n = shop_of(arg)
        return [(deck, Z.goods(where), True)] * n
    return []


def lookup_amounts(ctx, state: GameState):
    """The amounts printed on the current Chance card, if the catalog has them."""
    current = state.zone("chance:current")
    return lookup.card(ctx, current[0]).amounts if current else None


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


def place_ability(tx: Tx, guild: str, card: str | None) -> None:
    """Turn up an Ability in a guild; a third pushes the oldest under its deck."""
    if not can_come_up(tx.state, tx.ctx, f"ability:{guild}"):
        return
    if card is None:
        raise InvalidInput("Name the Ability that came up.", "cards")
    on_offer = tx.state.zone(Z.guild(guild))
    decks.draw(tx, f"ability:{guild}", card, Z.guild(guild))
    if len(on_offer) >= 2:
        tx.emit(CardMoved(card=on_offer[0], to=Z.bottom(guild), face_up=False))


def _guild(tx: Tx, arg: str, inputs) -> None:
    place_ability(tx, arg, inputs.cards[0] if inputs.cards else None)


def _open_training(tx: Tx, arg: str, inputs) -> None:
    place_ability(tx, inputs.guild, inputs.cards[0] if inputs.cards else None)


def _shop(tx: Tx, arg: str, inputs) -> None:
    where, deck, _ = shop_of(arg)
    count, named = restock_count(tx.state, tx.ctx, arg), [c for c in inputs.cards if c]
    known = set(decks.drawable(tx.state, deck))
    if _box_has_more(tx.state, tx.ctx, deck) and len(named) < count and known <= set(named):
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


def dream_slots(state: GameState) -> list[str]:
    """For each plane, its next face-down card's zone in the order Lesser, Greater, Artifact ('' if none)."""
    out = []
    for p in Z.PLANES:
        nxt = ""
        for slot in Z.SLOTS:
            cards = state.zone(Z.plane(p, slot))
            if cards and cards[0] in state.hidden:
                nxt = Z.plane(p, slot)
                break
        out.append(nxt)
    return out


def _dream(tx: Tx, arg: str, inputs) -> None:
    slots = dream_slots(tx.state)
    if not any(slots):
        return
    zone = slots[inputs.plane]
    if not zone:
        raise rulebook.refuse(R_DREAM, f"Astral Plane {inputs.plane + 1} has nothing face down left.")
    slot = zone.rsplit(":", 1)[1]
    decks.reveal(tx, tx.state.zone(zone)[0], inputs.cards[0] if inputs.cards else None, slot)


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
            n = drawer_gets if hero.seat == _drawer(tx) else others_get
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
    legends.EFFECT: legends.legends,
}
