"""The battle board as the tablet shows it (pure): each side's three slots as cards with HP, damage, markers and
items; hands hidden until summoned (001:L492) except the minion side's, which is public (the creature fought for
is named, 001:L467)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.battle.names import ability_name, card_name

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle, Fighter, Side

KINDS = {"battleground": "Battleground", "duel": "Duel", "match": "Tournament match"}


def player(state: State, seat: int | None) -> str:
    """A seat's player name."""
    return state.players[seat].name if seat is not None and 0 <= seat < len(state.players) else "Nobody"


def side_title(state: State, side: Side) -> str:
    """Who a side is: the player, or the minion side and who plays it."""
    if side.minion:
        return f"The guardians (played by {player(state, side.seat)})"
    return player(state, side.seat)


def fighter_card(state: State, battle: Battle, f: Fighter, slot: int, facing: Fighter | None) -> dict:
    """One creature on the board as a card: printed numbers, damage, markers, items with absorption left."""
    stats = battle.stats.get(f.card)
    hp = stats.hp if stats else None
    markers = []
    if f.frost:
        markers.append("frost")
    if f.poison:
        markers.append(f"poison {f.poison}")
    if f.bound:
        markers.append("bound")
    if f.risen:
        markers.append("risen once")
    if f.devouring is not None:
        markers.append(f"devouring the creature in slot {f.devouring + 1}")
    items = []
    for g, absorbed in zip(f.items, f.absorbed, strict=True):
        gear = battle.gear.get(g)
        absorb = gear.abilities.get("absorption", 0) if gear else 0
        abilities = [ability_name(a, x) for a, x in gear.abilities.items()] if gear else []
        items.append({"name": card_name(state, g), "abilities": abilities,
                      "absorb_left": absorb - absorbed if absorb else None})
    return {
        "slot": slot, "name": card_name(state, f.card), "hp": hp, "dm": f.dm,
        "left": hp - f.dm if hp is not None else None, "bd": stats.bd if stats else None,
        "level": stats.level if stats else None, "myth": (stats.myth or "").capitalize() if stats else "",
        "element": stats.element if stats else None,
        "abilities": [ability_name(a, x) for a, x in stats.abilities.items()] if stats else [],
        "markers": markers, "equipped": items, "facing": card_name(state, facing.card) if facing else None,
        "wounded": bool(f.dm),
    }


def side_view(state: State, battle: Battle, i: int, viewer: int | None = None) -> dict:
    """One side: who plays it, its role, its slots as cards, its hand (hidden unless public or the viewer's own),
    its losses."""
    from app.games.conjurers.engine.battle.model import ATTACKER

    side, foe = battle.side(i), battle.side(1 - i)
    slots = [fighter_card(state, battle, f, s, foe.slots[s]) if f is not None else None
             for s, f in enumerate(side.slots)]
    public = side.minion or (viewer is not None and side.seat == viewer)
    return {
        "index": i, "title": side_title(state, side), "role": "attacking" if i == ATTACKER else "defending",
        "slots": slots, "acting": battle.turn == i and battle.winner is None,
        "hand_count": len(side.hand), "hand_public": public,
        "hand": [card_name(state, c) for c in side.hand] if public else [],
        "unequipped": [card_name(state, g) for g in side.items] if not side.minion else [],
        "lost": [card_name(state, c) for c in side.lost],
    }


def board(state: State, battle: Battle, viewer: int | None = None) -> dict:
    """The whole board: the defending side above, the attacking side below, whose turn, the result if any; a
    seat's own drawn hand shown to that seat (`viewer`) only."""
    winner = None
    if battle.winner is not None:
        winner = {"title": side_title(state, battle.side(battle.winner)), "why": battle.why}
    return {
        "kind": KINDS[battle.kind], "sides": [side_view(state, battle, 1, viewer), side_view(state, battle, 0, viewer)],
        "turn": side_title(state, battle.side(battle.turn)), "turns": battle.turns, "quiet": battle.quiet,
        "no_dice": battle.die.no_dice, "elements": battle.elements, "healing": battle.healing, "winner": winner,
    }


def seat_battle(state: State, seat: int) -> dict | None:
    """What a seat's phone shows of the battle under way: the board, and its own drawn creatures by name (the
    other sides' hands arrive hidden: 001:L492); None when no battle is under way."""
    if state.fight is None:
        return None
    from app.games.conjurers.engine.battling import battle_view

    return board(state, battle_view(state, seat).fight.battle, viewer=seat)
