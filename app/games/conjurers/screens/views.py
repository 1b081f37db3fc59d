"""What a Conjurers phone shows (pure): its own player's sheet in full (stock, army with levels and mythologies,
items, artifacts, minus points, the score so far), the public round, and a battle's secret three only to its owner."""

from __future__ import annotations

from app.games.conjurers.engine import State
from app.games.conjurers.engine.allocation import next_placer
from app.games.conjurers.engine.model import at_space
from app.games.conjurers.engine.resolving import resolvable
from app.games.conjurers.screens.table import board_view, score_view
from app.games.conjurers.screens.words import namer


def you(state: State, seat: int) -> dict:
    """Everything one player holds: stock, army, items, artifacts, assistants and minus points."""
    from app.games.conjurers.screens.words import FIGURES, myth_words

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
    done = score_view.final(state)
    board = turn | {"winners": done["winners"] if done else None, "tie_break": done["tie_break"] if done else ""}
    fed = score_view.just_fed(state)
    mine = next((f for f in fed["lines"] if f["seat"] == seat), None) if fed else None
    board |= {"fed": fed and {"round": fed["round"], **mine}, "now": happening(state),
              "ranking": score_view.ranking(state)}
    return {"you": you(state, seat) | {"so_far": score_view.so_far(state, seat)}, "board": board,
            "battle": secret_draw(state, seat)}


def happening(state: State) -> str:
    """What the table is doing now, in a line: whose turn it is and at what."""
    from app.games.conjurers.screens.words import FIGURES

    names = [p.name for p in state.players]
    if state.result is not None or not state.players:
        return ""
    if state.fight is not None:
        a, d = state.fight.battle.sides
        return f"A battle: {names[a.seat]} against {'the minions' if d.minion else names[d.seat]}."
    if state.stage == "tournament":
        return f"The tournament after round {state.tournament.after_round} is being played."
    if state.stage == "allocation":
        seat = next_placer(state)
        return f"{names[seat]} places a figure." if seat is not None else ""
    waiting = next((p for p in resolvable(state)), None)
    if waiting is not None:
        return f"{names[waiting.seat]}'s {FIGURES[waiting.figure].lower()} acts at {at_space(waiting.space, names)}."
    return ""
