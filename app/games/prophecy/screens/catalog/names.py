"""Display names for card ids, from the catalog the group plays with."""

from __future__ import annotations

from flask import current_app

from app.games.prophecy.screens.play.board_view import card_name as catalog_card_name


def card_name(card: str | None) -> str:
    """The printed name of a card or character id ("old-pirate#2" → "Old Pirate"), for templates."""
    return catalog_card_name(current_app.extensions.get("herald.catalog"), card) if card else ""
