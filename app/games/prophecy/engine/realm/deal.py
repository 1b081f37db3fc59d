"""The Realm's cards at game creation, read from the catalog: the Dragon cards dealt on the group's board (or
waiting in their decks until the board is typed), one Dragon Heart per player, the Gate among the Lesser
Guardians, and what the Dragonslayer variant leaves out (003:L229-261, 003:L655-657)."""

from __future__ import annotations

from collections.abc import Sequence

from .. import rulebook
from ..actions import guard
from ..rules import lookup
from ..rules import zones as Z
from .board import LEFT_OVER, RealmBoard
from .gate import LAKE_GREATER, gate_plane
from .options import R_LAKE_DRAGONS, RealmOptions
from .setup import GATE_CARD, HEARTS, LESSERS_WITH_GATE, deal_realm

REALM = ("base", "dragon_realm")
DECK_POSITIVE = "realm:deck:positive"
DECK_NEGATIVE = "realm:deck:negative"
HEARTS_UNUSED = "realm:aside:hearts"
DRAGON_QUEEN = "dragon-queen"
LEGENDS = "legends_of_dragons"

R_GATE_AMONG_LESSERS = rulebook.rule(
    "gate_among_lessers",
    "With the Dragon Realm the Gate lies among the five Lesser Guardians dealt to the planes.",
    "003:L255",
)


def board_of(ctx) -> RealmBoard | None:
    """The group's Realm board from the catalog, or None while a path is untyped."""
    try:
        return ctx.catalog.entity("realm").board()
    except Exception:  # noqa: BLE001 - a catalog without the entity lacks the board
        return None


def gate_instance(ctx) -> str:
    """The Gate card's instance id in this catalog."""
    found = (i for i in ctx.catalog.deck_instances("lesser", expansions=REALM) if Z.base_id(i) == GATE_CARD)
    return next(found, f"{GATE_CARD}#1")


def lessers_for(ctx, others: Sequence[str]) -> tuple[str, ...]:
    """The Lesser Guardians pile with the Realm: the others and the Gate, sorted."""
    return tuple(sorted({*others, gate_instance(ctx)}))


def default_lessers(ctx, pile: Sequence[str]) -> tuple[str, ...]:
    """The Lessers a table deal takes when no one named them: the Gate and the first four others (003:L255)."""
    gate = gate_instance(ctx)
    others = [c for c in pile if c != gate]
    return (gate, *others[:LESSERS_WITH_GATE], *others[LESSERS_WITH_GATE:])


def check_gate_dealt(ctx, lessers: Sequence[str]) -> None:
    """Refuse a deal that leaves the Gate out of the planes (003:L255)."""
    if gate_instance(ctx) not in lessers:
        raise rulebook.refuse(R_GATE_AMONG_LESSERS, "With the Dragon Realm one of the five Lesser Guardians "
                                                    "dealt to the planes is the Gate to the Dragon Realm.")


def _named_lesser(state, kind: str, fields: dict) -> str | None:
    """The card a reveal names for a face-down Lesser Guardian: a plane attacked, or a Prophetic Dream's plane."""
    from ..rules.chance.inputs import dream_slots

    if kind == "reveal_guardian":
        return fields.get("card")
    plane, cards = fields.get("plane"), fields.get("cards") or ()
    if kind in ("draw_chance", "resolve_chance") and isinstance(plane, int) and 0 <= plane < len(Z.PLANES) and cards:
        return cards[0] if dream_slots(state)[plane].endswith(":lesser") else None
    return None


@guard
def gate_stays_among_the_lessers(state, kind: str, fields: dict, ctx) -> None:
    """The last face-down Lesser Guardian on the planes is the Gate when it has not come up yet (003:L255)."""
    named = _named_lesser(state, kind, fields) if state.options.realm is not None else None
    if not isinstance(named, str) or gate_plane(state.zones, state.hidden) is not None:
        return
    face_down = [c for p in Z.PLANES for c in state.zone(Z.plane(p, "lesser")) if c in state.hidden]
    if len(face_down) == 1 and lookup.home_deck(ctx, named) == "lesser" and named != gate_instance(ctx):
        raise rulebook.refuse(R_GATE_AMONG_LESSERS, "The Gate has not come up yet, so this last Lesser Guardian is "
                                                    "the Gate to the Dragon Realm.")


def realm_cards(ctx, realm: RealmOptions, players: int) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """The Realm's zones at creation and the cards lying face down in them."""
    positives = tuple(sorted(lookup.deck_instances(ctx, "dragon_positive", expansions=REALM)))
    negatives = tuple(sorted(lookup.deck_instances(ctx, "dragon_negative", expansions=REALM)))
    hearts = tuple(sorted(lookup.deck_instances(ctx, "dragon_heart", expansions=REALM)))
    lake: tuple[str, ...] = ()
    if realm.variant == "dragonslayer":  # the Dragon Queen, or the group's dragons, wait on the Lake (003:L657)
        lake = lake_dragons(ctx, realm, negatives)
        negatives = tuple(c for c in negatives if c not in lake)
    board = board_of(ctx)
    if board is not None:
        zones = deal_realm(board, positives, negatives, LEFT_OVER - len(lake))
    else:  # dealt when the group types its board
        zones = {DECK_POSITIVE: positives, DECK_NEGATIVE: negatives}
    zones[LAKE_GREATER] = lake
    # Legends of Dragons joins the Chance deck (003:L251); the Dragonslayer deck lies by the board (003:L239).
    legends = tuple(c for c in ctx.catalog.deck_instances("chance", expansions=("dragon_realm",))
                    if getattr(lookup.raw(ctx, c), "event", None) == LEGENDS)
    slayers = tuple(sorted(lookup.deck_instances(ctx, "dragonslayer", expansions=REALM)))
    zones[Z.deck("chance")] = legends
    zones[Z.deck("dragonslayer")] = slayers
    used = 0 if realm.variant == "dragonslayer" else min(players, len(hearts))  # 003:L235, 003:L655
    zones[HEARTS] = hearts[:used]
    zones[HEARTS_UNUSED] = hearts[used:]
    face_down = {*positives, *negatives, *hearts[used:], *legends, *slayers, *(lake if realm.lake_face_down else ())}
    return {z: c for z, c in zones.items() if c}, frozenset(face_down)


def lake_dragons(ctx, realm: RealmOptions, negatives: Sequence[str]) -> tuple[str, ...]:
    """The dragons laid on the Lake in the Dragonslayer variant: the group's, else the Dragon Queen (003:L657)."""
    # Refused unless each is a negative Dragon card not known to be an Obstacle.
    out = []
    for name in realm.lake_dragons or (DRAGON_QUEEN,):
        found = [c for c in negatives if Z.base_id(c) == Z.base_id(name)]
        kind = getattr(lookup.raw(ctx, found[0]), "dragon_type", None) if found else None
        if not found or kind not in (None, "creature"):
            raise rulebook.refuse(R_LAKE_DRAGONS, f"{name} is not a dragon among the Realm's negative cards.")
        out.append(found[0])
    return tuple(out)


def merge_realm(zones: dict[str, tuple[str, ...]], realm: dict[str, tuple[str, ...]]) -> None:
    """Add the Realm's zones to a new game's, its cards shuffled into a deck already there (kept sorted)."""
    for zone, cards in realm.items():
        zones[zone] = tuple(sorted({*zones.get(zone, ()), *cards})) if zone.startswith("deck:") else cards


def dragonslayer_planes(zones: dict[str, tuple[str, ...]]) -> set[str]:
    """The Dragonslayer variant keeps only the Lesser Guardians on the planes: the Greater Guardians and
    Artifacts go aside unseen (003:L655). Returns the cards moved."""
    moved: set[str] = set()
    for slot in ("greater", "artifact"):
        cards = [c for p in range(len(Z.PLANES)) for c in zones.pop(Z.plane(p, slot), ())]
        if cards:
            zones[Z.aside(slot)] = (*zones.get(Z.aside(slot), ()), *cards)
            moved |= set(cards)
    return moved
