"""Bench: loading a game and applying an action at 20 and at 2,000 events (target: ratio ≤ 1.3).

Loading is measured without the in-memory cache (a fresh GameLog each time), so it reads the newest
snapshot and folds the steps after it, as a server does after a restart.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.games.prophecy.engine import Context, parse_action  # noqa: E402
from app.store import GameLog  # noqa: E402
from app.store import games as saved  # noqa: E402
from app.store.db import make_engine  # noqa: E402

SETUP = {
    "kind": "create_game",
    "seats": [
        {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
        {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
        {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
    ],
}
REPEAT = 200


def build(log: GameLog, events: int) -> str:
    game_id, applied = saved.create_game(log, name=f"bench {events}", act=parse_action(SETUP))
    seq = applied.seq
    for i in range(events - 1):
        act = {"kind": "adjust_hero", "seat": i % 3, "gold": 1 if (i // 3) % 2 == 0 else -1}
        seq = log.append(game_id, parse_action(act), expected_seq=seq, action_id=uuid.uuid4().hex).seq
    return game_id


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def measure(log: GameLog, game_id: str) -> tuple[float, float]:
    loads, acts = [], []
    for _ in range(REPEAT):
        fresh = GameLog(log.engine, log.context)
        t = time.perf_counter()
        fresh.load(game_id)
        loads.append(time.perf_counter() - t)
    seq, _ = log.load(game_id)
    for i in range(REPEAT):
        act = parse_action({"kind": "adjust_hero", "seat": 0, "gold": 1 if i % 2 == 0 else -1})
        t = time.perf_counter()
        seq = log.append(game_id, act, expected_seq=seq, action_id=uuid.uuid4().hex).seq
        acts.append(time.perf_counter() - t)
        log.undo(game_id, expected_seq=seq)  # keep the game at the same length
        seq -= 1
    return median_ms(loads), median_ms(acts)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        log = GameLog(make_engine(Path(tmp) / "bench.sqlite"), lambda: Context())
        small, large, worst = build(log, 20), build(log, 2000), build(log, 2049)
        load_s, act_s = measure(log, small)
        load_l, act_l = measure(log, large)
        load_w, act_w = measure(log, worst)
    print(f"load   20 events: {load_s:.2f} ms   2000 events: {load_l:.2f} ms   ratio {load_l / load_s:.2f}")
    print(f"action 20 events: {act_s:.2f} ms   2000 events: {act_l:.2f} ms   ratio {act_l / act_s:.2f}")
    print(f"worst case, 49 steps past a snapshot (2049 events): load {load_w:.2f} ms, action {act_w:.2f} ms")
    ok = load_l / load_s <= 1.3 and act_l / act_s <= 1.3
    print("target (2000-event time within 1.3× the 20-event time):", "met" if ok else "NOT met")


if __name__ == "__main__":
    main()
