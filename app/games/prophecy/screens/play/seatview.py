"""A seat's view of a game: its own hero in full and the public board; never another hero's private data.

This projection is the privacy boundary of the phone pages and the player API: everything a player
link shows comes from `seat_view`. Other heroes appear only with who they are, where they stand and
whether they are still in the game.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from app.games.prophecy.engine import GameState
from app.games.prophecy.engine.combat.facts import value_words
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.realm.lake import lake_words
from app.games.prophecy.engine.realm.options import extra_card_slots
from app.games.prophecy.engine.realm.position import where_words
from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.screens.play.board_view import build_spaces, card_name, humanize
from app.games.prophecy.screens.play.coop_view import coop_panel
from app.games.prophecy.screens.play.race_view import race_view

# Zones of a hero's cards, as the engine names them: hero:<seat>:<kind>. Known kinds first, in this order.
HERO_ZONE_KINDS = ("items", "abilities", "spells", "artifacts")
ALWAYS_SHOWN = ("items", "abilities", "artifacts")  # shown even when empty ("None."); spells only when held
ZONE_TITLES = {"items": "Items", "abilities": "Abilities", "spells": "Spells", "artifacts": "Artifacts",
               "heart": "Dragon Heart"}
# Zones whose face-up cards everyone sees on the board (decks and hands are never shown).
PUBLIC_ZONE_PREFIXES = ("space:",)


def seat_view(state: GameState, seat: int, catalog: Any = None, ctx: Any = None) -> dict:
    """The private view of one seat plus the public board, as plain data for a page or JSON."""
    hero = state.hero(seat)
    names = space_names(state, catalog)
    you = {
        "seat": hero.seat,
        "player": hero.player,
        "character": hero.character,
        "status": hero.status,
        "space": hero.space,
        "space_name": where_words(hero, names),
        "strength": hero.red,
        "health": hero.health,
        "wounds": hero.wounds,
        "willpower": hero.blue,
        "magic": hero.magic,
        "spent": hero.spent,
        "gold": hero.gold,
        "experience": hero.experience,
        "cards": hero_cards(state, seat, catalog),
        "race": _race(hero, catalog, state),
    }
    board = public_board(state, catalog, names)
    board["lake"] = lake_words(state, lambda c: card_name(catalog, c))  # the variant's dragons (003:L657)
    board["coop"] = coop_panel(state, ctx)  # the cooperative clock everyone sees (None in a competitive game)
    return {"you": you, "board": board, "battle": battle_for(state, seat, ctx)}


def _race(hero, catalog, state) -> dict | None:
    """The hero's Race as plain data (names, caps, limits, Ability cost, bank, Rage token), or None."""
    view = race_view(hero, catalog, state.names, extra_card_slots(state.options.realm))  # 003:L269
    if view is None:
        return None
    return {"names": view.names, "red_cap": view.red_cap, "blue_cap": view.blue_cap, "item_limit": view.item_limit,
            "ability_limit": view.ability_limit, "cost": view.cost_words, "bank": view.bank, "bank_cap": view.bank_cap,
            "rage": view.rage}


def space_names(state: GameState, catalog: Any = None) -> dict[int, str]:
    """The names of the board's spaces by index, as the log names them ('the Forest Camp', 'the Forest (space 5)')."""
    ctx = SimpleNamespace(catalog=catalog)
    return {space.index: lookup.space_name(ctx, space.index) if catalog is not None else space.name
            for space in build_spaces(state, catalog)}


def public_board(state: GameState, catalog: Any = None, names: dict[int, str] | None = None) -> dict:
    """What everyone at the table sees: seats, positions, whose turn it is, face-up cards on spaces."""
    flow = state.flow
    names = space_names(state, catalog) if names is None else names
    heroes = [
        {
            "seat": h.seat, "player": h.player, "character": h.character, "space": h.space,
            "space_name": where_words(h, names), "status": h.status, "active": flow.active == h.seat,
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
    groups = {kind: [card_info(c, catalog, state) for c in state.zone(prefix + kind)] for kind in ordered}
    # Artifacts may lie among the Items (the engine keeps what a hero carries together): show them apart.
    groups["artifacts"] = [c for c in groups.get("items", []) if c["kind"] == "artifact"] + groups.get("artifacts", [])
    groups["items"] = [c for c in groups.get("items", []) if c["kind"] != "artifact"]
    return [
        {"kind": kind, "title": ZONE_TITLES.get(kind, kind.replace("_", " ").capitalize()), "cards": groups[kind]}
        for kind in ordered
    ]


def card_info(instance: str, catalog: Any, state: GameState) -> dict:
    """A card instance as shown: its name, kind, effect summary and cost, as far as the catalog knows them."""
    card = _catalog_card(catalog, instance)
    return {
        "id": instance,
        "name": str(getattr(card, "name", None) or humanize(instance) or instance),
        "kind": getattr(card, "kind", None),
        "summary": getattr(card, "summary", None),
        "cost": card_cost(card),
        "damaged": instance in state.damaged,
        "face_down": instance in state.hidden,
    }


def _catalog_card(catalog: Any, instance: str):
    """The catalog's definition of a card instance ('<id>#<n>'), or None when it has none."""
    getter = getattr(catalog, "instance", None)
    if not callable(getter):
        return None
    try:
        return getter(instance)
    except Exception:  # noqa: BLE001 - an unknown id is shown by its own words
        return None


def card_cost(card: Any) -> str | None:
    """What using a card costs, in words ('1 Magic'), from its Magic cost and its effects' costs."""
    if card is None:
        return None
    parts = [f"{card.magic_cost} Magic"] if getattr(card, "magic_cost", None) else []
    for effect in getattr(card, "effects", None) or ():
        parts += [f"{c.amount} {c.resource.capitalize()}" for c in getattr(effect, "cost", ()) if c.amount]
    return ", ".join(dict.fromkeys(parts)) or None


def battle_for(state: GameState, seat: int, ctx: Any = None) -> dict | None:
    """The battle this seat's hero fights (as attacker or attacked hero), from the engine's own view of it.

    Lines, totals and exact odds come from app.games.prophecy.engine.combat.preview.in_progress; nothing is computed or
    guessed here. Odds are given from this hero's side; None while the table still owes Herald a value.
    """
    battle = getattr(state, "battle", None)
    if battle is None:
        return None
    opponent = getattr(battle, "opponent", None)
    foe_seat = opponent.seat if getattr(opponent, "kind", None) == "hero" else None
    if seat not in (battle.seat, foe_seat):
        return None
    side, other = ("hero", "foe") if seat == battle.seat else ("foe", "hero")
    view = in_progress(state, ctx) or {}
    names = view.get("names") or {}
    segment = getattr(battle, "segment", 0)
    next_roll = view.get("next_roll")

    def lines(who: str) -> dict:
        rows = [b for b in (view.get("breakdown") or {}).get(who, []) if b.get("segment") == segment]
        row = rows[0] if rows else {}
        totals = row.get("roll_totals") or []
        total = totals[next_roll - 1] if next_roll and 0 < next_roll <= len(totals) else None
        return {"name": names.get(who, who), "kind": row.get("kind"), "lines": row.get("lines") or [], "total": total}

    odds = view.get("odds")
    percent = None
    if odds and odds.get("percent"):
        p = odds["percent"]
        percent = p if side == "hero" else {"win": p["lose"], "draw": p["draw"], "lose": p["win"]}
    return {
        "title": f"{names.get(side, 'You')} against {names.get(other, 'the foe')}",
        "step": battle.step, "next_roll": next_roll, "you": lines(side), "them": lines(other),
        "odds": percent, "waiting_for": [value_words(ctx, view["blocking"])] if view.get("blocking") else [],
    }
