"""What may be revealed in the Realm (003:L285-289) and what a hero faces on arriving (003:L325, 003:L367).

The Realm's cards lie in zones per space and kind (setup.space_zone); a card is face down while in `hidden`.
"""

from __future__ import annotations

from collections.abc import Mapping

from .. import rulebook
from .board import PATHS, PathName, RealmBoard
from .setup import space_zone

Zones = Mapping[str, tuple[str, ...]]

R_REALM_REVEAL = rulebook.rule(
    "realm_reveal",
    "Legends of Dragons reveals the nearest face-down negative card of a path, or a positive card before a "
    "path's first face-down negative; nothing under or beyond a face-down negative.",
    "003:L285",
)


def cards_on(zones: Zones, path: PathName, step: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The negative and the positive cards still on a path's space."""
    return zones.get(space_zone(path, step, "negative"), ()), zones.get(space_zone(path, step, "positive"), ())


def revealable(board: RealmBoard, zones: Zones, hidden: frozenset[str]) -> tuple[str, ...]:
    """The cards Legends of Dragons may reveal now, path by path from the Gate (003:L285-287)."""
    out: list[str] = []
    for path in PATHS:
        for step in range(1, board.length(path) + 1):
            negative, positive = cards_on(zones, path, step)
            face_down_negative = [c for c in negative if c in hidden]
            if face_down_negative:
                out.extend(face_down_negative)
                break  # the positive under it and everything beyond stay unseen
            out.extend(c for c in positive if c in hidden)
    return tuple(out)


def check_reveal(board: RealmBoard, zones: Zones, hidden: frozenset[str], card: str, what: str | None = None) -> None:
    """Refuse a Legends of Dragons reveal the rule does not reach (`what`: its place in words; a card outside the
    Realm is 'that card', its id never shown)."""
    if card not in revealable(board, zones, hidden):
        raise rulebook.refuse(R_REALM_REVEAL, f"{what or 'That card'} cannot be revealed now: it is face up, not in the Realm, "
                                              "or lies under or beyond a face-down negative card.")


def within_two(board: RealmBoard, zones: Zones, hidden: frozenset[str]) -> tuple[tuple[str, ...], int]:
    """The face-down cards two reveals in a row can reach (the second may be one the first opened), and how many
    reveals can be made (at most two)."""
    first = revealable(board, zones, hidden)
    reach = dict.fromkeys(first)
    longest = 1 if first else 0
    for card in first:
        after = revealable(board, zones, hidden - {card})
        reach.update(dict.fromkeys(after))
        longest = max(longest, 2 if after else 1)
    return tuple(reach), longest


def face_on_arrival(zones: Zones, path: PathName, step: int) -> tuple[str, str] | None:
    """What a hero arriving on a space faces first, as (kind, card): the negative card if one is there (the
    positive under it stays hidden until the negative is overcome, 003:L325), else the positive one; None when
    the space is empty."""
    negative, positive = cards_on(zones, path, step)
    if negative:
        return "negative", negative[0]
    if positive:
        return "positive", positive[0]
    return None


def passable(zones: Zones, hidden: frozenset[str], path: PathName, step: int) -> bool:
    """Whether a space counts as empty for the two-space step: no card, or only a face-up positive card the hero
    declines (003:L323, 003:L369)."""
    negative, positive = cards_on(zones, path, step)
    return not negative and all(c not in hidden for c in positive)
