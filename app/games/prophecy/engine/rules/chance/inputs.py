"""What each kind of Chance card needs from the table (or Herald's picker): the inputs still missing, what the table
may pick among, the draws it makes, and how many goods a restock lays out."""

from __future__ import annotations

from collections.abc import Callable

from ...ruleset import ruleset_of
from ...seams import Seam
from ...state import GameState
from .. import board, decks, lookup
from .. import zones as Z


def shop_of(arg: str) -> tuple[str, str, int]:
    """A restock's place, deck and card count from its effect argument 'city:rare:2'."""
    where, deck, n = arg.split(":")
    return where, deck, int(n)


def restocked(state: GameState, ctx, arg: str) -> list[str]:
    """The cards a restock can draw from once the old goods are discarded: the deck, and when it holds fewer
    than the card lays out, what comes back with the reshuffle (its discard pile and those old goods)."""
    where, deck, n = shop_of(arg)
    rest = list(state.zone(Z.deck(deck)))
    if len(rest) >= n or box_has_more(state, ctx, deck):
        return list(decks.drawable(state, deck))
    old = [c for c in state.zone(Z.goods(where)) if lookup.home_deck(ctx, c) == deck]
    return sorted(set(rest) | set(state.zone(Z.discard(deck))) | set(old))


def restock_count(state: GameState, ctx, arg: str) -> int:
    """How many cards a restock lays out: what the card says, or fewer when the deck and its discards run out
    (never while the group's box may hold cards of that deck Herald has not met: the table names them)."""
    _, deck, n = shop_of(arg)
    return n if box_has_more(state, ctx, deck) else min(n, len(restocked(state, ctx, arg)))


def box_has_more(state: GameState, ctx, deck: str) -> bool:
    """At the table, a deck whose size Herald does not know never runs out: the box may hold more of it."""
    return state.options.deck_mode == "table" and not lookup.deck_size_known(ctx, deck)


def can_come_up(state: GameState, ctx, deck: str) -> bool:
    """Whether a card can come up from a deck: one Herald knows, or at the table one of the box it has not met."""
    return bool(decks.drawable(state, deck)) or box_has_more(state, ctx, deck)


def drawer(state: GameState) -> int:
    """The seat of the hero who drew the Chance card."""
    return state.flow.active


def terrain_plan(state: GameState, ctx, terrain: str) -> list[tuple[int, str]]:
    """Each space of a terrain, clockwise from the drawer, with what its new card does: up, down or discard."""
    start = state.hero(drawer(state)).space or 0
    plan = []
    room = ruleset_of(state).cards_per_space
    for i in board.clockwise_from(ctx, start):
        if lookup.space_kind(ctx, i) == terrain:
            n = len(state.zone(Z.space(i)))
            if room == 1 and n:
                continue  # the Basic version fills only empty spaces, face up (004:L88)
            plan.append((i, "up" if n == 0 else "down" if n == 1 else "discard"))
    return plan


LAKE_PLANE = len(Z.PLANES)  # the Dragon Realm's plane above the Lake of Fire, after the five of the ring
# Extension points of the Chance cards (seams.py). A plane the expansion adds to the Dream's (realm/ adds the Lake's):
# (state, the five planes' slots) -> the slots.
DREAM_SLOTS = Seam("chance: the Prophetic Dream's planes", lambda state, slots: slots)
# Chance effects the base game lacks (Legends of Dragons), by name: what each still needs, and what the table may pick.
MORE_NEEDS: dict[str, Callable] = {}
MORE_CHOICES: dict[str, Callable] = {}


def dream_slots(state: GameState) -> list[str]:
    """For each plane, its next face-down card's zone in the order Lesser, Greater, Artifact ('' if none); with the
    Realm, a sixth: the Lake's plane, treated as any other once the Gate sent its cards there (003:L289, 003:L399)."""
    out = []
    for p in Z.PLANES:
        nxt = ""
        for slot in Z.SLOTS:
            cards = state.zone(Z.plane(p, slot))
            if cards and cards[0] in state.hidden:
                nxt = Z.plane(p, slot)
                break
        out.append(nxt)
    return DREAM_SLOTS(state, out)


def dream_deck(zone: str) -> str:
    """The deck a Dream's face-down card belongs to, from its zone ('plane:2:greater', 'realm:lake:artifact')."""
    return zone.rsplit(":", 1)[1]


def lookup_amounts(ctx, state: GameState):
    """The amounts printed on the current Chance card, if the catalog has them."""
    current = state.zone("chance:current")
    return lookup.card(ctx, current[0]).amounts if current else None


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
        if not cards and restock_count(state, ctx, arg) and (restocked(state, ctx, arg) or box_has_more(state, ctx, deck)):
            missing.append("cards")
    elif kind in MORE_NEEDS:
        missing += MORE_NEEDS[kind](state, ctx, inputs)
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
        return {"cards": restocked(state, ctx, arg), "count": restock_count(state, ctx, arg), "deck": shop_of(arg)[1]}
    if kind == "share":  # what the amounts count: the card's own resource, or the one the table picks
        return {"resource": ["health", "magic", "gold", "experience"]} if not arg else {"unit": arg}
    if kind in MORE_CHOICES:
        return MORE_CHOICES[kind](state, ctx)
    if kind == "prophetic_dream":
        slots = dream_slots(state)
        return {"plane": [p for p, z in enumerate(slots) if z],
                "cards": {p: _dreamable(state, z) for p, z in enumerate(slots) if z}}
    return {}


def _dreamable(state: GameState, zone: str) -> list[str]:
    """The cards a Dream may turn up in a slot: what that deck can hold there (the Lake's own card among them)."""
    return sorted({*decks.drawable(state, dream_deck(zone)), state.zone(zone)[0]})


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
