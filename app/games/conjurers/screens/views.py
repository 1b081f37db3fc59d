"""What a Conjurers phone shows (pure): its own player's sheet in full (stock, army with levels and mythologies,
items, artifacts, minus points, the score so far), the public round, and a battle's secret three only to its owner."""

from __future__ import annotations

from app.games.conjurers.engine import State
from app.games.conjurers.screens.table import board_view, score_view
from app.games.conjurers.screens.words import FIGURES, myth_words, namer


def you(state: State, seat: int) -> dict:
    """Everything one player holds: stock, army, items, artifacts, assistants and minus points."""
    p = state.players[seat]
    name = namer(state)
    return {
        "seat": seat, "player": p.name, "assistants": [FIGURES[a] for a in p.assistants], "stock": dict(p.stock),
        "minus": p.minus,
        "army": [{"card": c.card, "name": name(c.card), "level": c.level, "myth": myth_words(c.myth)} for c in p.army],
        "items": [name(c) for c in p.items], "artifacts": [name(a.card) for a in p.artifacts],
    }


def secret_draw(state: State, seat: int) -> dict | None:
    """The battle under way as this seat sees it: its own creatures still in hand by name (001:L492), the other
    side's hand only as a count."""
    if state.fight is None:
        return None
    name = namer(state)
    battle = state.fight.battle
    mine = next((s for s in battle.sides if s.seat == seat and not s.minion), None)
    others = [{"player": state.players[s.seat].name if not s.minion else "the minions", "count": len(s.hand)}
              for s in battle.sides if s is not mine]
    return {"in_it": mine is not None, "hand": [name(c) for c in mine.hand] if mine else [], "others": others}


def seat_view(state: State, seat: int) -> dict:
    """A phone's view: its own player in full, the score so far, the public round, its secret battle draw."""
    turn = board_view.round_view(state)
    board = turn | {"winners": score_view.final(state)["winners"] if state.result else None}
    return {"you": you(state, seat) | {"so_far": score_view.so_far(state, seat)}, "board": board,
            "battle": secret_draw(state, seat)}
