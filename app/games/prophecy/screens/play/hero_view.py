"""Pure view models of the hero panels: cubes on both sides of the card, tokens, cards in hand and where each hero
stands (a ring space by its name, or her place in the Dragon Realm in words)."""

from __future__ import annotations

from dataclasses import dataclass

from app.games.prophecy.screens.play.board_view import (
    SEAT_COLOURS,
    CardView,
    build_spaces,
    card_name,
    zone_cards,
)
from app.games.prophecy.screens.play.race_view import RaceView, race_view


@dataclass(frozen=True)
class HeroView:
    """One hero's panel: cubes on both sides of the card, tokens and cards in hand."""

    seat: int
    player: str
    character: str
    colour: str
    red: int
    health: int
    blue: int
    magic: int
    gold: int
    experience: int
    status: str
    space: str
    items: tuple[CardView, ...]
    abilities: tuple[CardView, ...]
    artifacts: tuple[CardView, ...]
    active: bool = False
    heart: tuple[CardView, ...] = ()  # her Dragon Heart, never an Item (003:L411)
    race: RaceView | None = None


def _is_artifact(catalog, card_id: str) -> bool:
    if catalog is None:
        return "artifact" in card_id
    try:
        card = catalog.instance(card_id)
    except Exception:  # noqa: BLE001
        return "artifact" in card_id
    return "artifact" in str(getattr(card, "kind", "")) or "artifact" in str(getattr(card, "item_kind", "")) \
        or getattr(card, "deck", None) == "artifact"  # an Artifact whose card is not registered yet


def build_heroes(state, catalog=None, spaces=None) -> tuple[HeroView, ...]:
    """The hero panels, in seat order (the board's spaces when already built, else built here)."""
    from app.games.prophecy.engine.realm.options import extra_card_slots
    from app.games.prophecy.engine.realm.position import where_words

    spaces = {s.index: s.name for s in (spaces if spaces is not None else build_spaces(state, catalog))}
    out = []
    for h in state.heroes:
        items = zone_cards(state, catalog, f"hero:{h.seat}:items")
        artifacts = tuple(c for c in items if _is_artifact(catalog, c.id))
        out.append(HeroView(
            seat=h.seat, player=h.player, character=card_name(catalog, h.character), colour=SEAT_COLOURS[h.seat % len(SEAT_COLOURS)],
            red=h.red, health=h.health, blue=h.blue, magic=h.magic, gold=h.gold, experience=h.experience,
            status=h.status, space=where_words(h, spaces) or "not on the board",
            items=tuple(c for c in items if c not in artifacts), abilities=zone_cards(state, catalog, f"hero:{h.seat}:abilities"),
            artifacts=artifacts, active=state.flow.active == h.seat, race=race_view(h, catalog, state.names, extra_card_slots(state.options.realm)),
            heart=zone_cards(state, catalog, f"hero:{h.seat}:heart"),
        ))
    return tuple(out)
