"""A seat's view of a game: its own hero in full and the public board; never another hero's private data.

This projection is the privacy boundary of the phone pages and the player API: everything a player
link shows comes from `seat_view`. Other heroes appear only with who they are, where they stand and
whether they are still in the game.
"""

from __future__ import annotations

from typing import Any

from app.engine import GameState

# Zones of a hero's cards, as the engine names them: hero:<seat>:<kind>. Known kinds first, in this order.
HERO_ZONE_KINDS = ("items", "abilities", "spells", "artifacts")
ALWAYS_SHOWN = ("items", "abilities", "artifacts")  # shown even when empty ("None."); spells only when held
ZONE_TITLES = {"items": "Items", "abilities": "Abilities", "spells": "Spells", "artifacts": "Artifacts"}
# Zones whose face-up cards everyone sees on the board (decks and hands are never shown).
PUBLIC_ZONE_PREFIXES = ("space:",)


def seat_view(state: GameState, seat: int, catalog: Any = None) -> dict:
    """The private view of one seat plus the public board, as plain data for a page or JSON."""
    hero = state.hero(seat)
    you = {
        "seat": hero.seat,
        "player": hero.player,
        "character": hero.character,
        "status": hero.status,
        "space": hero.space,
        "strength": hero.red,
        "health": hero.health,
        "wounds": hero.wounds,
        "willpower": hero.blue,
        "magic": hero.magic,
        "spent": hero.spent,
        "gold": hero.gold,
        "experience": hero.experience,
        "cards": hero_cards(state, seat, catalog),
    }
    return {"you": you, "board": public_board(state, catalog), "battle": battle_for(state, seat)}


def public_board(state: GameState, catalog: Any = None) -> dict:
    """What everyone at the table sees: seats, positions, whose turn it is, face-up cards on spaces."""
    flow = state.flow
    heroes = [
        {
            "seat": h.seat, "player": h.player, "character": h.character, "space": h.space,
            "status": h.status, "active": flow.active == h.seat,
        }
        for h in state.heroes
    ]
    spaces = {
        name: [card_info(c, catalog, state) for c in cards if c not in state.hidden]
        for name, cards in sorted(state.zones.items())
        if name.startswith(PUBLIC_ZONE_PREFIXES)
    }
    active = state.heroes[flow.active] if flow.active is not None and flow.active < len(state.heroes) else None
    result = None
    if state.result is not None:
        result = {"winners": [state.heroes[s].player for s in state.result.winners], "reason": state.result.reason}
    return {
        "round": flow.round,
        "stage": flow.stage,
        "active_seat": flow.active,
        "active_player": active.player if active else None,
        "heroes": heroes,
        "spaces": {k: v for k, v in spaces.items() if v},
        "result": result,
    }


def hero_cards(state: GameState, seat: int, catalog: Any = None) -> list[dict]:
    """The hero's own card zones (items, abilities, spells, artifacts, then any other), each with its cards."""
    prefix = f"hero:{seat}:"
    present = {name[len(prefix):] for name in state.zones if name.startswith(prefix)}
    shown = [k for k in HERO_ZONE_KINDS if k in ALWAYS_SHOWN or k in present]
    ordered = shown + sorted(present - set(HERO_ZONE_KINDS))
    return [
        {
            "kind": kind,
            "title": ZONE_TITLES.get(kind, kind.replace("_", " ").capitalize()),
            "cards": [card_info(c, catalog, state) for c in state.zone(prefix + kind)],
        }
        for kind in ordered
    ]


def card_info(instance: str, catalog: Any, state: GameState) -> dict:
    """A card instance as shown: its name, and its effect summary and cost when the catalog offers them."""
    info: dict = {}
    describe = getattr(catalog, "describe", None)
    if callable(describe):
        # Seam for the card catalog: describe(instance_id) -> mapping with name, summary, cost (any may be absent).
        found = describe(instance) or {}
        info = {k: found.get(k) for k in ("name", "summary", "cost") if found.get(k) not in (None, "")}
    return {
        "id": instance,
        "name": info.get("name") or readable_name(instance),
        "summary": info.get("summary"),
        "cost": info.get("cost"),
        "damaged": instance in state.damaged,
        "face_down": instance in state.hidden,
    }


def readable_name(instance: str) -> str:
    """A name from a card instance id when the catalog has none: 'item:long-sword#2' gives 'Long sword'."""
    base = instance.split("#", 1)[0].rsplit(":", 1)[-1].replace("-", " ").replace("_", " ").strip()
    return base[:1].upper() + base[1:] if base else instance


def battle_for(state: GameState, seat: int) -> dict | None:
    """The battle this seat's hero is fighting, as the state offers it (None while there is none).

    The battle engine is written elsewhere; whatever it puts on the state as `battle` (a model or a
    mapping) is passed through unchanged for `phone/_battle.html`. Nothing is computed or invented here.
    """
    battle = getattr(state, "battle", None)
    if battle is None:
        return None
    data = battle.model_dump(mode="json") if hasattr(battle, "model_dump") else dict(battle)
    seats = {data.get("seat"), data.get("attacker"), data.get("defender")} | set(data.get("seats") or ())
    return data if seat in seats else None
