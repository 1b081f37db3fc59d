"""The legal moves of the side to act as groups of buttons, each with the odds of the fight it would start, so
the slots a summon or move could choose are compared before choosing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.battle.names import card_name
from app.games.conjurers.screens.battle.odds_view import fight_entry

if TYPE_CHECKING:
    from app.games.conjurers.engine import State
    from app.games.conjurers.engine.battle.model import Battle
    from app.games.conjurers.engine.battle.turns import Move

TITLES = {"summon": "Summon {}", "move": "Move {}", "attack": "{} attacks", "devour": "{} devours",
          "break_free": "{} breaks free", "bind": "Bind {}", "upkeep": "Start of turn"}


def _button(m: Move) -> str:
    if m.kind in ("summon", "move"):
        return f"Slot {m.slot + 1}"
    if m.kind == "attack":
        return "Attack the creature opposite"
    if m.kind == "upkeep":
        return "Poison and devouring"
    return {"devour": "Devour the creature opposite", "break_free": "Break free", "bind": "Bind"}[m.kind]


def _column(battle: Battle, m: Move) -> int | None:
    """The board column a move's button stands under: where it goes, or where the acting creature stands."""
    if m.slot is not None:
        return m.slot + 1
    where = battle.find(m.target if m.kind == "bind" else m.card) if (m.card or m.target) else None
    return where[1] + 1 if where else None


def move_groups(state: State, battle: Battle) -> list[dict]:
    """Moves grouped by what they do and to which creature; summons of a drawn hand marked secret."""
    from app.games.conjurers.engine.battle.turns import legal_moves

    side = battle.side(battle.turn)
    groups: dict[tuple[str, str | None], dict] = {}
    for index, m in enumerate(legal_moves(battle)):
        who = m.target if m.kind == "bind" else m.card
        key = (m.kind, who)
        if key not in groups:
            title = TITLES[m.kind].format(card_name(state, who)).strip()
            groups[key] = {"kind": m.kind, "title": title[:1].upper() + title[1:],
                           "secret": m.kind == "summon" and not side.minion, "moves": []}
        entry = fight_entry(state, battle, m)
        groups[key]["moves"].append({"index": index, "button": _button(m), "odds": entry.get("odds"),
                                     "slot": _column(battle, m),
                                     "quiet": entry.get("quiet", False), "missing": entry.get("missing"),
                                     "reason": entry.get("reason")})
    return list(groups.values())


def chosen(battle: Battle, index: str | None) -> Move | None:
    """The legal move a tap picked (by its place in the list of this step), or None."""
    from app.games.conjurers.engine.battle.turns import legal_moves

    moves = legal_moves(battle)
    try:
        i = int(index or "")
    except ValueError:
        return None
    return moves[i] if 0 <= i < len(moves) else None
