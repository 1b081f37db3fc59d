"""Bench: a cold load (a fresh GameLog, as after a restart: the newest snapshot, then the steps after it) and an
action at 20, 2,000 and 20,000 steps (the bench games of bench/games.py), and an imported 2,000-step game.

Goal (issue 17): flat in game length, the 20,000-step load within 1.3x of the 20-step one; each figure is
the median of many tries taken in turn (20, 2,000, 20,000, 20, ...), so load on the machine weighs alike.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
import uuid
from pathlib import Path

from games import SIZES, copy_database, game_ids
from harness import load_note

from app.games.prophecy.engine import parse_action
from app.store import GameLog
from app.store.transfer import export_game, import_game

REPEAT = 60
GOAL = 1.3


def main() -> int:
    from app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        database = copy_database(Path(tmp))
        ids = game_ids(database)
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE": str(database)})
        app.instance_path = tmp
        log: GameLog = app.extensions["herald.log"]
        games = {f"{size} steps": ids[size] for size in SIZES}
        games["2000 steps, imported"] = import_game(log, json.dumps(export_game(log, ids[2000]), default=str))
        # A bench game may have put a hero out of the game: the table adjusts the Gold of one still in play.
        seats = {name: next(h.seat for h in log.load(game_id)[1].heroes if h.status == "active")
                 for name, game_id in games.items()}
        loads: dict[str, list[float]] = {name: [] for name in games}
        acts: dict[str, list[float]] = {name: [] for name in games}
        for i in range(REPEAT):
            for name, game_id in games.items():
                fresh = GameLog(log.engine, log.context)  # no state cache: as after a restart
                start = time.perf_counter()
                seq, _ = fresh.load(game_id)
                loads[name].append(time.perf_counter() - start)
                act = parse_action({"kind": "adjust_hero", "seat": seats[name], "gold": 1 if i % 2 == 0 else -1})
                start = time.perf_counter()
                log.append(game_id, act, expected_seq=seq, action_id=uuid.uuid4().hex)
                acts[name].append(time.perf_counter() - start)
    print(load_note())
    for name in games:
        print(f"{name:<22} cold load median {statistics.median(loads[name]) * 1000:6.2f} ms   "
              f"action median {statistics.median(acts[name]) * 1000:6.2f} ms")
    ratio = statistics.median(loads["20000 steps"]) / statistics.median(loads["20 steps"])
    print(f"cold load 20,000 / 20 steps: {ratio:.2f}x (goal <= {GOAL}x: {'met' if ratio <= GOAL else 'MISSED'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
