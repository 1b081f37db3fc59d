"""The game told by rounds for the chronicle: one line per player's round (its steps, battles and dice) and
the turning points (a hero eliminated or leaving, a new character, an Artifact claimed, the Final Battle,
the end), read from the log in one pass. Its length follows the rounds played, not the steps recorded."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.printing import GameData

from . import realm_story
from .chronicle import BattleRecord

# Action kinds and event kinds that turn a game; the step's own sentences tell what happened.
TURNING_ACTIONS = frozenset({"claim_artifact", "new_character", "choose_battleground"})
TURNING_EVENTS = frozenset({"game_ended", "final_battle_began", "apocalypse_strikes", "battleground_chosen"})
MAX_TURNING = 40  # turning points listed; the rest are counted
MAX_LINES = 120  # lines of the round-by-round list: longer games are told a few rounds a line


@dataclass
class RoundRecord:
    """One player's round: its steps, battles and dice."""

    number: int
    player: str
    first: int
    last: int
    battles: list[str] = field(default_factory=list)
    dice: int = 0

    @property
    def steps(self) -> int:
        """How many steps the round took."""
        return self.last - self.first + 1


@dataclass(frozen=True)
class RoundLine:
    """One line of the round-by-round list: a round (or a few, in a long game) and what happened in it."""

    first_round: int
    last_round: int
    players: tuple[str, ...]
    first: int
    last: int
    won: int
    drawn: int
    lost: int
    dice: int

    @property
    def steps(self) -> int:
        """How many steps the rounds took."""
        return self.last - self.first + 1


def lines(rounds: list[RoundRecord], limit: int = MAX_LINES) -> list[RoundLine]:
    """The rounds as at most `limit` lines, each telling one round or a run of consecutive rounds."""
    setup, played = ([rounds[0]], rounds[1:]) if rounds and rounds[0].number == 0 else ([], rounds)
    per_line = max(1, -(-len(played) // limit))
    groups = [setup] if setup else []
    groups += [played[i:i + per_line] for i in range(0, len(played), per_line)]
    out = []
    for group in groups:
        outcomes = [o for r in group for o in r.battles]
        out.append(RoundLine(
            group[0].number, group[-1].number, tuple(dict.fromkeys(r.player for r in group if r.player)), group[0].first,
            group[-1].last, outcomes.count("win"), outcomes.count("draw"), outcomes.count("lose"),
            sum(r.dice for r in group),
        ))
    return out


@dataclass(frozen=True)
class TurningPoint:
    """A step that turned the game, with the round it fell in and what the log says of it."""

    seq: int
    round: int
    text: str


@dataclass
class Story:
    """The game by rounds and its turning points."""

    rounds: list[RoundRecord]
    lines: list[RoundLine]
    turning: list[TurningPoint]
    more_turning: int
    steps: int


def _turning(entry) -> bool:
    if entry.type in TURNING_ACTIONS or realm_story.turning(entry):
        return True
    for event in entry.events:
        kind = event.get("kind")
        if kind in TURNING_EVENTS or kind == "hero_updated" and event.get("status") in ("dead", "out"):
            return True
    return False


def story(game: GameData, battles: list[BattleRecord], labels: dict[int, str]) -> Story:
    """The rounds of a game (from the flow changes in its log) and its turning points."""
    names = {h.seat: h.player for h in getattr(game.state, "heroes", ())}
    by_step: dict[int, list[str]] = {}
    for b in battles:
        by_step.setdefault(b.seq, []).append(b.outcome)
    rounds: list[RoundRecord] = []
    current = RoundRecord(0, "", 1, 1)
    turning: list[TurningPoint] = []
    more = steps = 0
    for entry in game.log:
        steps += 1
        for event in entry.events:
            if event.get("kind") == "flow_changed":
                flow = event.get("flow") or {}
                number, active = flow.get("round", 0), flow.get("active")
                if number != current.number and flow.get("stage") == "chance":
                    if current.last >= current.first and (current.number or current.steps > 0):
                        rounds.append(current)
                    current = RoundRecord(number, names.get(active, "—"), entry.seq, entry.seq)
            elif event.get("kind") == "dice_rolled":
                current.dice += 1
        current.last = entry.seq
        current.battles.extend(by_step.get(entry.seq, ()))
        if _turning(entry):
            if len(turning) < MAX_TURNING:
                text = " ".join(entry.story) if entry.story else entry.type.replace("_", " ")
                turning.append(TurningPoint(entry.seq, current.number, text))
            else:
                more += 1
    rounds.append(current)
    return Story(rounds, lines(rounds), turning, more, steps)
