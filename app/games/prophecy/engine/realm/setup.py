"""Setting up with the Realm (003:L209-269): the Dragon cards dealt to the paths, the Gate among four Lesser
Guardians, one Dragon Heart per player and the +1 on every plane but the Gate's. Shuffles are inputs.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import InvalidInput
from .board import LEFT_OVER, PATHS, CardKind, PathName, RealmBoard, holds_negative, holds_positive

UNSEEN_POSITIVE = "realm:unseen-positive"
UNSEEN_NEGATIVE = "realm:unseen-negative"
HEARTS = "realm:hearts"
DRAGON_HEARTS = 5  # 003:L235
GATE_CARD = "gate-to-the-dragon-realm"
LESSERS_WITH_GATE = 4  # 003:L255


def space_zone(path: PathName, step: int, kind: CardKind) -> str:
    """The zone of a path space's positive or negative card (on a split space the negative lies on top)."""
    return f"realm:{path}:{step}:{kind}"


def slots(board: RealmBoard) -> tuple[list[str], list[str]]:
    """The zones that take a positive card and those that take a negative one, path by path from the Gate."""
    positive, negative = [], []
    for name in PATHS:
        for step, colour in enumerate(board.path(name).spaces, start=1):
            if holds_positive(colour):
                positive.append(space_zone(name, step, "positive"))
            if holds_negative(colour):
                negative.append(space_zone(name, step, "negative"))
    return positive, negative


def deal_realm(board: RealmBoard, positives: Sequence[str], negatives: Sequence[str],
               negatives_over: int = LEFT_OVER) -> dict[str, tuple[str, ...]]:
    """The Realm's zones from the two shuffled Dragon decks (003:L229): one card face down on each light or dark
    space, both on a split space with the negative on top, and three of each kind set aside unseen (fewer
    negatives when a dragon waits on the Lake, 003:L657)."""
    pos_zones, neg_zones = slots(board)
    for kind, cards, zones, over in (("positive", positives, pos_zones, LEFT_OVER),
                                     ("negative", negatives, neg_zones, negatives_over)):
        if len(cards) != len(zones) + over:
            raise InvalidInput(f"the board takes {len(zones)} {kind} Dragon cards and leaves {over} over; "
                               f"{len(cards)} were given", field=f"{kind}_cards")
        if len(set(cards)) != len(cards):
            raise InvalidInput(f"a {kind} Dragon card was given twice", field=f"{kind}_cards")
    dealt = {zone: (card,) for zone, card in zip(neg_zones + pos_zones, [*negatives[:len(neg_zones)],
                                                                       *positives[:len(pos_zones)]], strict=True)}
    dealt[UNSEEN_POSITIVE] = tuple(positives[len(pos_zones):])
    dealt[UNSEEN_NEGATIVE] = tuple(negatives[len(neg_zones):])
    return dealt


def lessers_with_gate(others: Sequence[str], gate_at: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The five Lesser Guardians (four of the shuffled others with the Gate at `gate_at`) and those boxed
    unseen (003:L255)."""
    if not 0 <= gate_at <= LESSERS_WITH_GATE:
        raise InvalidInput(f"the Gate lies among {LESSERS_WITH_GATE + 1} cards: position 0 to {LESSERS_WITH_GATE}",
                           field="gate_at")
    if len(others) < LESSERS_WITH_GATE or GATE_CARD in others:
        raise InvalidInput(f"the Gate needs {LESSERS_WITH_GATE} other Lesser Guardians beside it", field="lessers")
    four = list(others[:LESSERS_WITH_GATE])
    return (*four[:gate_at], GATE_CARD, *four[gate_at:]), tuple(others[LESSERS_WITH_GATE:])


def dragon_hearts(players: int) -> tuple[str, ...]:
    """One Dragon Heart per player, face up on the Realm's plane (003:L235)."""
    if not 1 <= players <= DRAGON_HEARTS:
        raise InvalidInput(f"the box holds {DRAGON_HEARTS} Dragon Hearts, one per player", field="players")
    return tuple(f"dragon-heart-{i + 1}" for i in range(players))


def realm_zones(board: RealmBoard, positives: Sequence[str], negatives: Sequence[str],
                players: int) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """Every Realm zone at the start and the cards in them lying face down (all the Dragon cards)."""
    zones = deal_realm(board, positives, negatives)
    zones[HEARTS] = dragon_hearts(players)
    return zones, frozenset(positives) | frozenset(negatives)


def plane_bonus(plane: str, gate_plane: str | None) -> int:
    """The +1 to Strength and Willpower of the Guardians on every plane but the revealed Gate's (003:L261,
    003:L297)."""
    return 0 if plane == gate_plane else 1
