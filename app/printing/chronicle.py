"""A game's log as a report: who won, Artifacts, battles, dice, and the odds taken against the dice.

Battles are read from whatever the log holds. An event counts as a battle when it carries an
`outcome` ("win", "draw" or "lose", from the hero's side) and `odds` with `win`, `draw` and `lose`
(fractions as "5/12" strings or numbers), the shape of the battle engine's `Odds`. Dice come from
`dice_rolled` events. With no battle odds in the log the chart gives way to an explanation.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .model import GameData

OUTCOMES = ("win", "draw", "lose")


@dataclass(frozen=True)
class BattleRecord:
    """One battle with the odds the hero took and what the dice decided."""

    number: int
    seq: int
    seat: int | None
    who: str
    foe: str
    win: float
    draw: float
    lose: float
    outcome: str


@dataclass(frozen=True)
class DiceSummary:
    """Every die recorded in the log."""

    rolls: int
    dice: int
    by_herald: int
    faces: dict[int, int]

    @property
    def mean(self) -> float | None:
        """The average face, or None without dice (a fair die averages 3.5)."""
        return sum(f * n for f, n in self.faces.items()) / self.dice if self.dice else None


def _probability(value: Any) -> float | None:
    try:
        if isinstance(value, dict) and "numerator" in value:
            return float(Fraction(int(value["numerator"]), int(value["denominator"])))
        return float(Fraction(str(value)))
    except (ValueError, ZeroDivisionError, TypeError, KeyError):
        return None


def _name(value: Any) -> str | None:
    if isinstance(value, dict):
        value = value.get("name") or value.get("id")
    return str(value) if value not in (None, "") else None


def battle_of(event: dict) -> tuple[dict, str] | None:
    """The odds (win/draw/lose floats) and outcome of a battle event, or None if it is not one."""
    outcome = event.get("outcome")
    if isinstance(outcome, dict):
        outcome = outcome.get("value") or outcome.get("outcome")
    odds = event.get("odds")
    if outcome not in OUTCOMES or not isinstance(odds, dict):
        return None
    values = {k: _probability(odds.get(k)) for k in OUTCOMES}
    if any(v is None for v in values.values()):
        return None
    return values, outcome


def battles(game: GameData) -> list[BattleRecord]:
    """Every battle with odds in the log, in order."""
    heroes = {h.seat: h for h in getattr(game.state, "heroes", ())}
    found: list[BattleRecord] = []
    for entry in game.log:
        for event in entry.events:
            parsed = battle_of(event)
            if parsed is None:
                continue
            odds, outcome = parsed
            seat = event.get("seat", event.get("hero_seat"))
            hero = heroes.get(seat)
            foe = next((n for n in (_name(event.get(k)) for k in ("foe", "foe_name", "creature", "opponent")) if n), "a foe")
            found.append(BattleRecord(
                number=len(found) + 1, seq=entry.seq, seat=seat,
                who=f"{hero.player} ({hero.character})" if hero else "A hero",
                foe=foe, win=odds["win"], draw=odds["draw"], lose=odds["lose"], outcome=outcome,
            ))
    return found


def dice(game: GameData) -> DiceSummary:
    """All dice recorded in the log."""
    faces: Counter[int] = Counter()
    rolls = by_herald = 0
    for entry in game.log:
        for event in entry.events:
            if event.get("kind") != "dice_rolled":
                continue
            rolls += 1
            by_herald += bool(event.get("by_herald"))
            faces.update(int(f) for f in event.get("faces", ()) if 1 <= int(f) <= 6)
    return DiceSummary(rolls=rolls, dice=sum(faces.values()), by_herald=by_herald, faces={f: faces.get(f, 0) for f in range(1, 7)})


def winners(game: GameData) -> tuple[list[str], str | None]:
    """The winning heroes' names and the reason, or ([], None) while nobody has won."""
    result = getattr(game.state, "result", None)
    if result is None:
        return [], None
    heroes = {h.seat: h for h in game.state.heroes}
    names = [f"{heroes[s].player} ({heroes[s].character})" for s in result.winners if s in heroes]
    return names, result.reason


def battle_tally(records: list[BattleRecord]) -> dict:
    """Battles won, drawn and lost, and the wins the odds promised."""
    count = Counter(r.outcome for r in records)
    return {
        "won": count["win"], "drawn": count["draw"], "lost": count["lose"],
        "expected_wins": sum(r.win for r in records),
    }
