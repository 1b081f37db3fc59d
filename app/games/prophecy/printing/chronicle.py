"""A game's log as a report: who won, Artifacts, battles, dice, and the odds taken against the dice.

Battles are read from whatever the log holds:
- combat battles (app/games/prophecy/engine/combat): followed through their `battle_changed` events, each ending at
  a `battle_roll` step; their odds come from `GameData.battle_odds`, which the web layer works out;
- a step whose action (the rules engine's `resolve_fight`, `fight_hero`) or event carries an `outcome`
  ("win", "draw" or "lose", from the hero's side), with `odds` (`win`, `draw`, `lose` as "5/12"
  strings or numbers: the battle engine's `Odds`) when the log recorded them;
- the battle screen's dice, whose purpose reads "Battle of Strength vs Ghost: 7 against 5, won";
- a Realm battle entered as its outcome (`realm_settle` against a Creature, `realm_lake`'s battle: realm_story.py).
Dice come from `dice_rolled` events. Without battle odds in the log the chart gives way to an explanation.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from app.printing import GameData

from .realm_story import realm_battle

OUTCOMES = ("win", "draw", "lose")
# The purpose the battle screen gives the dice of a whole battle (app/games/prophecy/screens/battle/battle.py).
SCREEN_BATTLE = re.compile(r"^Battle of (?:Strength|Wills) vs (?P<foe>.+): \d+ against \d+, (?P<verdict>won|drew|lost)$")
VERDICTS = {"won": "win", "drew": "draw", "lost": "lose"}


@dataclass(frozen=True)
class BattleRecord:
    """One battle with the odds the hero took and what the dice decided."""

    number: int
    seq: int
    seat: int | None
    who: str
    foe: str
    win: float | None
    draw: float | None
    lose: float | None
    outcome: str

    @property
    def has_odds(self) -> bool:
        """Whether the log recorded the odds of this battle."""
        return self.win is not None


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


def battle_of(event: dict) -> tuple[dict | None, str, dict] | None:
    """The odds (win/draw/lose floats, or None if not recorded), outcome and payload of a finished battle
    in an event, or None if the event holds none."""
    if event.get("kind") == "battle_changed":
        return None  # combat battles are followed step by step in battles()
    payload = event
    outcome = payload.get("outcome")
    if isinstance(outcome, dict):
        outcome = outcome.get("value") or outcome.get("outcome")
    if outcome not in OUTCOMES:
        return None
    odds = payload.get("odds", event.get("odds"))
    values = None
    if isinstance(odds, dict):
        values = {k: _probability(odds.get(k)) for k in OUTCOMES}
        if any(v is None for v in values.values()):
            values = None
    return values, outcome, payload


def _screen_battle(event: dict) -> tuple[None, str, dict] | None:
    """A battle the battle screen recorded as dice with its purpose: no odds, no seat, the foe's name."""
    if event.get("kind") != "dice_rolled":
        return None
    match = SCREEN_BATTLE.match(str(event.get("purpose", "")))
    if match is None:
        return None
    return None, VERDICTS[match["verdict"]], {"foe_name": match["foe"]}


def _foe(payload: dict, labels: dict[int, str], name_of) -> str:
    for key in ("foe", "foe_name", "creature"):
        if name := _name(payload.get(key)):
            return name_of(name) if "#" in name else name  # a card instance id: its card's name
    if payload.get("target") in labels:  # fight_hero: the seat attacked
        return labels[payload["target"]]
    if payload.get("card"):  # resolve_fight: the Creature's card instance
        return name_of(str(payload["card"]))
    opponent = payload.get("opponent")
    if isinstance(opponent, dict):
        if opponent.get("seat") in labels:
            return labels[opponent["seat"]]
        if opponent.get("card"):
            return name_of(str(opponent["card"]))
    return _name(opponent) or "a foe"


def hero_labels(game: GameData, character_name=lambda value: value) -> dict[int, str]:
    """Each seat as 'Player (Character)'."""
    return {h.seat: f"{h.player} ({character_name(h.character)})" for h in getattr(game.state, "heroes", ())}


ROLL_PURPOSE = re.compile(r"^battle roll \d+: .*, (?P<outcome>win|draw|lose)$")


def _combat_end(entry, last: dict | None) -> str | None:
    """The outcome of a combat battle that ended at this battle_roll step, or None if it goes on.

    It goes on while the battle still has its rolls and no outcome (the next roll or segment); otherwise
    the outcome is the battle's own when it waits for a treasure or a loss choice, or the last roll's."""
    if last is not None and last.get("rolls") and not last.get("outcome"):
        return None
    if last is not None and last.get("outcome") in OUTCOMES:
        return last["outcome"]
    texts = " ".join(str(e.get("text", "")) for e in entry.events if e.get("kind") == "battle_changed")
    if "loss is turned into a draw" in texts:
        return "draw"
    rolled = [m["outcome"] for e in entry.events if e.get("kind") == "dice_rolled"
              for m in [ROLL_PURPOSE.match(str(e.get("purpose", "")))] if m]
    return rolled[-1] if rolled else None


def battles(game: GameData, name_of=lambda card: card, labels: dict[int, str] | None = None) -> list[BattleRecord]:
    """Every finished battle in the log, in order; name_of turns a card instance into its name.

    Combat battles are followed through their `battle_changed` events: a battle ends at the
    `battle_roll` step after which it no longer goes on, and its odds are those the web layer worked
    out for the step of its first roll (`GameData.battle_odds`)."""
    labels = labels if labels is not None else hero_labels(game)
    found: list[BattleRecord] = []

    def add(seq, odds, outcome, payload):
        seat = payload.get("seat", payload.get("hero_seat"))
        found.append(BattleRecord(
            number=len(found) + 1, seq=seq, seat=seat, who=labels.get(seat, "A hero"),
            foe=_foe(payload, labels, name_of),
            win=odds and odds["win"], draw=odds and odds["draw"], lose=odds and odds["lose"], outcome=outcome,
        ))

    current: dict | None = None  # the combat battle in progress, as the last battle_changed left it
    first_roll = None  # the step of its first roll
    for entry in game.log:
        action = entry.action or {}
        changes = [e for e in entry.events if e.get("kind") == "battle_changed"]
        if action.get("kind") == "battle_roll" and current is not None:
            if not current.get("rolls"):
                first_roll = entry.seq
            last = changes[-1].get("battle") if changes else current
            outcome = _combat_end(entry, last)
            if outcome is not None:
                odds = game.battle_odds.get(first_roll)
                add(entry.seq, odds and {k: _probability(odds.get(k)) for k in OUTCOMES}, outcome, current)
        if changes:
            current = changes[-1].get("battle")
            continue
        for event in ((action,) if action else ()) + tuple(entry.events):
            parsed = battle_of(event) or _screen_battle(event)
            if parsed is not None:
                odds, outcome, payload = parsed
                add(entry.seq, odds, outcome, payload)
        if (told := realm_battle(entry, game, name_of)) is not None:  # a Realm battle entered as its outcome
            add(entry.seq, *told)
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


def winners(game: GameData, labels: dict[int, str] | None = None) -> tuple[list[str], str | None]:
    """The winning heroes' names and the reason, or ([], None) while nobody has won."""
    result = getattr(game.state, "result", None)
    if result is None:
        return [], None
    labels = labels if labels is not None else hero_labels(game)
    return [labels[s] for s in result.winners if s in labels], result.reason


def shared_verdict(game: GameData) -> str | None:
    """A cooperative or solo game's one result for the whole group (003:L569-577, L623-625), or None."""
    result, coop = getattr(game.state, "result", None), getattr(game.state.options, "coop", None)
    if result is None or coop is None:
        return None
    alone = coop.mode == "solo"
    if result.winners:
        return "The planes are won back" if alone else "The group wins together"
    return "The planes win" if alone else "The group loses together"


def battle_tally(records: list[BattleRecord]) -> dict:
    """Battles won, drawn and lost, and the wins the odds promised."""
    count = Counter(r.outcome for r in records)
    with_odds = [r for r in records if r.has_odds]
    return {
        "won": count["win"], "drawn": count["draw"], "lost": count["lose"],
        "with_odds": len(with_odds),
        "won_with_odds": sum(r.outcome == "win" for r in with_odds),
        "expected_wins": sum(r.win for r in with_odds),
    }
