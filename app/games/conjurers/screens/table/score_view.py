"""Feeding and scoring as the tablet and phones show them (pure): the food each player owes at the next feeding,
what past feedings took and the shortfall, the score so far by category, and the final breakdown line by line with
the tie-break the game needed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.conjurers.screens.table import board_view

if TYPE_CHECKING:
    from app.games.conjurers.engine import State

TIE_BREAK_WORDS = {
    "total": "the highest total",
    "combinations": "a tie on the total, broken by mythological combination points",
    "artifacts": "a tie on the total and combinations, broken by artifact points",
    "creatures": "a tie on the total, combinations and artifacts, broken by creature points",
    "resources": "a tie on everything before, broken by resource points",
    "shared": "a tie that survives every step of the tie-break: the victory is shared",
}


def next_feeding(state: State) -> list[dict]:
    """Each player's food owed at the next feeding, the food held, and the minus points a shortfall would cost;
    nothing when no feeding is left to come."""
    from app.games.conjurers.engine.endphase import food_needed
    from app.games.conjurers.engine.tables import SHORT_FOOD_PENALTY

    if board_view.next_feeding(state) is None:
        return []
    out = []
    for p in state.players:
        owed, held = food_needed(p), p.stock["food"]
        short = max(0, owed - held)
        out.append({"player": p.name, "army": sum(c.level for c in p.army), "upkeep": owed - sum(c.level for c in p.army),
                    "owed": owed, "held": held, "short": short, "minus": short * SHORT_FOOD_PENALTY})
    return out


def just_fed(state: State) -> dict | None:
    """This round's feeding once it is paid (during the tournament that follows, or at the end): each player's
    food owed, paid, short and the minus points it cost."""
    if not board_view.fed_now(state):
        return None
    return {"round": state.fed.after_round,
            "lines": [{"player": state.players[f.seat].name, "seat": f.seat, "owed": f.owed, "paid": f.paid,
                       "short": f.short, "minus": f.minus} for f in state.fed.lines]}


def past_feedings(state: State, rows) -> list[dict]:
    """What each feeding took, from the log's events: per round, each player's food owed, paid and short."""
    from app.games.conjurers.engine.tables import SHORT_FOOD_PENALTY

    rounds: dict[int, dict[int, dict]] = {}
    current = 1
    for events in rows:
        for e in events:
            kind = e.get("kind")
            if kind == "round_ended":
                current = e["next_round"]
            elif kind == "stock_changed" and e.get("reason") == "feeding":
                _seat(rounds, current, e["seat"])["paid"] -= e["delta"].get("food", 0)
            elif kind == "minus_points" and e.get("reason", "").endswith("food short"):
                line = _seat(rounds, current, e["seat"])
                line["short"] += e["amount"] // SHORT_FOOD_PENALTY
                line["minus"] += e["amount"]
    out = []
    for r, seats in sorted(rounds.items(), reverse=True):
        lines = []
        for p in state.players:
            line = seats.get(p.seat, {"paid": 0, "short": 0, "minus": 0})
            lines.append({"player": p.name, "owed": line["paid"] + line["short"], **line})
        out.append({"round": r, "lines": lines})
    return out


def _seat(rounds, round_, seat):
    return rounds.setdefault(round_, {}).setdefault(seat, {"paid": 0, "short": 0, "minus": 0})


def so_far(state: State, seat: int) -> dict:
    """One player's score if the game ended now, by category."""
    from app.games.conjurers.engine.scoring import score

    s = score(state.players[seat], state.n)
    return {"creatures": s.creatures, "artifacts": s.artifacts, "combinations": s.combination,
            "resources": s.resources, "minus": s.minus, "total": s.total}


def _line_words(what: str) -> str:
    head, _, myth = what.partition(", ")
    return f"{head[0].upper()}{head[1:]}" + (f", {myth.capitalize()}" if myth else "")


def final(state: State) -> dict | None:
    """The final score: each player's lines (what, points, rule), total, place; the winners and the tie-break."""
    from app.games.conjurers.engine.scoring import breakdown

    if state.result is None:
        return None
    players = []
    ranked = sorted(state.result.scores, key=lambda s: -s.total)
    for s in state.result.scores:
        players.append({"seat": s.seat, "player": state.players[s.seat].name, "total": s.total,
                        "won": s.seat in state.result.winners,
                        "lines": [{"what": _line_words(w), "points": v, "ref": ref} for w, v, ref in breakdown(s)],
                        "categories": {"creatures": s.creatures, "artifacts": s.artifacts,
                                       "combinations": s.combination, "resources": s.resources, "minus": s.minus}})
    players.sort(key=lambda p: (not p["won"], [r.seat for r in ranked].index(p["seat"])))
    return {"players": players, "winners": [state.players[s].name for s in state.result.winners],
            "decided_by": state.result.decided_by, "tie_break": TIE_BREAK_WORDS[state.result.decided_by]}


def ranking(state: State) -> list[dict]:
    """The final ranking, first place first (the winners, then by total), with each total; [] before the end."""
    done = final(state)
    if done is None:
        return []
    return [{"place": i + 1, "player": p["player"], "seat": p["seat"], "total": p["total"], "won": p["won"]}
            for i, p in enumerate(done["players"])]
