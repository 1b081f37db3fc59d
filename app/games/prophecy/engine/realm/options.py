"""The Realm as a game option: played or not, and in which form (its own small model on GameOptions)."""

from __future__ import annotations

from .. import rulebook
from ..slots.realm import RealmOptions, RealmVariant  # noqa: F401 - the shape lives in the state's slots

# With the Realm a hero keeps one more Item and one more Ability at the end of her round (003:L269).
EXTRA_CARD_SLOTS = 1


def extra_card_slots(realm: RealmOptions | None) -> int:
    """How many Items (and as many Abilities) beyond the base limit a hero keeps: 1 with the Realm (003:L269)."""
    return EXTRA_CARD_SLOTS if realm is not None else 0


R_LAKE_DRAGONS = rulebook.rule(
    "lake_dragons",
    "In the Dragonslayer variant the Dragon Queen, or one to three other dragons the group picks, wait on the Lake "
    "of Fire.",
    "003:L657",
)
LAKE_MOST = 3  # "two or three dragons" (003:L657)


def check_realm(realm: RealmOptions | None) -> None:
    """Refuse a Lake of Fire the Realm cannot hold (003:L657); which games take the Realm at all is the modes'
    declaration (engine/modes.py)."""
    if realm is None:
        return
    dragons = realm.lake_dragons
    if (dragons or realm.lake_face_down) and realm.variant != "dragonslayer":
        raise rulebook.refuse(R_LAKE_DRAGONS, "Dragons wait on the Lake of Fire only in the Dragonslayer variant.")
    if len(dragons) > LAKE_MOST or len(set(dragons)) != len(dragons):
        raise rulebook.refuse(R_LAKE_DRAGONS, f"Name one to {LAKE_MOST} different dragons for the Lake of Fire.")
