"""The Realm as a game option: played or not, and in which form (its own small model on GameOptions)."""

from __future__ import annotations

from typing import Literal

from ..model import Frozen

RealmVariant = Literal["standard", "dragonslayer"]
# With the Realm a hero keeps one more Item and one more Ability at the end of her round (003:L269).
EXTRA_CARD_SLOTS = 1


class RealmOptions(Frozen):
    """The Dragon Realm in play: the standard game with the Realm, or the Dragonslayer variant (003:L651)."""

    variant: RealmVariant = "standard"


def extra_card_slots(realm: RealmOptions | None) -> int:
    """How many Items (and as many Abilities) beyond the base limit a hero keeps: 1 with the Realm (003:L269)."""
    return EXTRA_CARD_SLOTS if realm is not None else 0
