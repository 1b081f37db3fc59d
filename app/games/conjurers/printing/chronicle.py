"""The chronicle's story: the game told by rounds from the log's own sentences, with every battle in one line.

A battle's moves are many steps; the chronicle counts them and keeps the sentences that say how it ended.
Placing figures is counted, not told (the resolution tells what each figure did).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.printing import GameData

QUIET = ("place",)  # steps counted, not told
MOVES = ("battle",)  # a battle's moves: told only where the battle ends


@dataclass
class Round:
    """One round of the game as the chronicle prints it."""

    number: int
    placed: int = 0
    battles: int = 0
    lines: list[str] = field(default_factory=list)


SIDE = re.compile(r"^Side (\d) wins")


def _ending(story: tuple[str, ...], sides: list[str]) -> list[str]:
    """A battle's last step: how it ended (the sentence naming the winning side, by who played it) and what followed."""
    first, rest = (story[0] if story else ""), list(story[1:])
    verdict = next((part.strip() for part in first.split(". ") if " wins" in part), "")
    verdict = SIDE.sub(lambda m: f"{sides[int(m[1]) - 1]} wins" if int(m[1]) <= len(sides) else m[0], verdict)
    return ([f"Battle over: {verdict.rstrip('.')}."] if verdict else []) + rest


def _sides(event: dict, names: dict[int, str]) -> list[str]:
    """Who plays each side of a battle that begins: a player, or the minion side (played by a neighbour)."""
    return ["the minion side" if side.get("minion") else names.get(side.get("seat"), "a player")
            for side in event.get("fight", {}).get("battle", {}).get("sides", ())]


def rounds(game: GameData) -> list[Round]:
    """The rounds played, each with its steps told."""
    names = {p.seat: p.name for p in game.state.players}
    found, sides = [Round(1)], []
    for entry in game.log:
        now = found[-1]
        kinds = [e.get("kind") for e in entry.events]
        sides = next((_sides(e, names) for e in entry.events if e.get("kind") == "battle_began"), sides)
        if entry.type in QUIET:
            now.placed += 1
            now.lines += [s for s in entry.story[1:]]  # what followed the last figure (the actions resolve)
        elif entry.type in MOVES:
            if "battle_ended" in kinds:
                now.battles += 1
                now.lines += _ending(entry.story, sides)
        else:
            now.lines += list(entry.story)
        for event in entry.events:
            if event.get("kind") == "round_ended":
                found.append(Round(event["next_round"]))
    return [r for r in found if r.lines or r.placed]
