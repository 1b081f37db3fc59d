"""An Item's class (Common, Rare or Artifact) for the Golden Dragon Lord's trade (003:L767).

Herald reads it from the deck the Item came from; a Realm Item taken from a positive Dragon card is used as a Common
or Rare Item, told by its front side (003:L373), and an Item the group registered without its deck is unsorted.
Where Herald cannot tell, the table types the class once (`values: {card: {"item_deck": "common"|"rare"}}`, the
same shape as a battle's card values) and the web layer keeps it as the group's entry for that card. An Artifact's
class is always known: it has its own deck.
"""

from __future__ import annotations

from typing import Any

from ... import rulebook
from ...rules import lookup
from ...rules.zones import base_id

CLASSES = ("common", "rare", "artifact")
ASKED = ("common", "rare")  # what an Item of unknown class can be: never an Artifact
CLASS_WORDS = {"common": "Common", "rare": "Rare", "artifact": "Artifact"}
FIELD = "item_deck"  # the card field the class is kept in (an Item's deck; a Realm Item's class as used)
R_ITEM_CLASS = rulebook.rule(
    "realm_item_class",
    "An Item traded for the Golden Dragon Lord is Common or Rare as its card says (a Realm Item as its front side "
    "tells); Herald asks the table once where it cannot tell, and an Artifact is always known.",
    "003:L373",
)


def known_class(ctx, card: str) -> str | None:
    """Common, Rare or Artifact as Herald knows it: the Item's home deck, else a Realm Item's class as used."""
    deck = lookup.home_deck(ctx, card)
    if deck in CLASSES:
        return deck
    used = getattr(lookup.raw(ctx, card), FIELD, None)
    return used if used in ASKED else None


def class_path(card: str) -> str:
    """Where the table types an Item's class in `values`: '<card id>.item_deck'."""
    return f"{base_id(card)}.{FIELD}"


def classes(ctx, values: dict[str, dict[str, Any]], cards: tuple[str, ...], askable: set[str]) -> dict[str, str | None]:
    """The class of each card, Herald's or the one the table typed in `values` (by card id). Refuses by name a
    value for a card not among `askable`, a field other than the class, a class other than Common or Rare, and one
    contradicting the class Herald knows; the result is None where the class is still unknown."""
    ids = {base_id(c): c for c in askable}
    for cid, fields in values.items():
        if cid not in ids:
            raise rulebook.refuse(R_ITEM_CLASS, f"{lookup.name(ctx, cid)} is not an Item of either hero trading: "
                                                "Herald asks the class only of their Items.")
        for field, typed in (fields or {}).items():
            name = lookup.name(ctx, ids[cid])
            if field != FIELD:
                raise rulebook.refuse(R_ITEM_CLASS, f"{name}: only the Item's class is typed here, not {field!r}.")
            if typed not in ASKED:
                raise rulebook.refuse(R_ITEM_CLASS, f"{name}: an Item's class is Common or Rare (an Artifact's is "
                                                    f"always known), not {typed!r}.")
            known = known_class(ctx, ids[cid])
            if known is not None and known != typed:
                raise rulebook.refuse(R_ITEM_CLASS, f"{name} is {CLASS_WORDS[known]}, as Herald knows it: it cannot "
                                                    f"be traded as {CLASS_WORDS[typed]}.")
    return {c: known_class(ctx, c) or (values.get(base_id(c)) or {}).get(FIELD) for c in cards}


def ask_words(ctx, card: str) -> str:
    """How the form asks for one Item's class."""
    return f"{lookup.name(ctx, card)}: Common or Rare? (its front side tells)"
