"""Bench: an action's round trip over HTTP on SQLite and on PostgreSQL, and one process against two, in one run.

Real waitress servers (tests/system/server.py) on 127.0.0.1; PostgreSQL is a throwaway cluster (tests/pg.py, needs
Debian's postgresql). Games of 20, 2,000 and 20,000 steps (BENCH_STEPS) are built once on SQLite through the store,
then moved to PostgreSQL with a backup, so both databases hold the same games. Round trip: the median of
BENCH_REPEAT sequential action POSTs. Two processes: two clients posting at once to their own games, both to one
process, then each to its own process on the same PostgreSQL; the figure is actions per second over both.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.games import registry  # noqa: E402
from app.games.prophecy.engine import parse_action  # noqa: E402
from app.store import GameLog, backup  # noqa: E402
from app.store import games as saved  # noqa: E402
from app.store.db import make_engine  # noqa: E402
from tests.helpers import GM_PIN, setup_action  # noqa: E402
from tests.pg import Cluster  # noqa: E402
from tests.system.server import ServerProcess  # noqa: E402

STEPS = [int(s) for s in os.environ.get("BENCH_STEPS", "20,2000,20000").split(",")]
REPEAT = int(os.environ.get("BENCH_REPEAT", "100"))
GOLD = ({"kind": "adjust_hero", "seat": 0, "gold": 1}, {"kind": "adjust_hero", "seat": 0, "gold": -1})


def build(path: Path) -> dict[int, str]:
    """Games of each length in a SQLite file, by length."""
    engine = make_engine(path)
    # The card catalog a real game is decided with (an empty Context() gives a game the backup cannot decide again).
    kind = registry.kind("prophecy")
    context = kind.context(kind.base_catalog())
    log = GameLog(engine, lambda: context)
    games = {}
    for steps in STEPS + [2, 2]:  # and two short games for the two-client runs
        game_id, applied = saved.create_game(log, name=f"bench {steps}", act=parse_action(setup_action(3)))
        seq = applied.seq
        for i in range(steps - 1):
            seq = log.append(game_id, parse_action(GOLD[i % 2]), expected_seq=seq, action_id=uuid.uuid4().hex).seq
        games.setdefault(steps, []).append(game_id)
    engine.dispose()
    return games


def token(url: str, game_id: str) -> dict:
    """A GM API token's header for a game (its PIN set through the store first)."""
    r = requests.post(f"{url}/api/v1/games/{game_id}/session", json={"pin": GM_PIN}, timeout=5)
    return {"Authorization": f"Bearer {r.json()['token']}"}


def post_actions(http: requests.Session, url: str, game_id: str, n: int) -> list[float]:
    seq = http.get(f"{url}/api/v1/games/{game_id}", timeout=10).json()["seq"]
    took = []
    for i in range(n):
        body = {"expected_seq": seq, "action_id": uuid.uuid4().hex, "action": GOLD[i % 2]}
        t = time.perf_counter()
        r = http.post(f"{url}/api/v1/games/{game_id}/actions", json=body, timeout=30)
        took.append(time.perf_counter() - t)
        assert r.status_code == 200, r.text
        seq = r.json()["seq"]
    return took


def round_trips(url: str, games: dict[int, list[str]]) -> dict[int, float]:
    out = {}
    for steps in STEPS:
        game_id = games[steps][0]
        with requests.Session() as http:
            http.headers.update(token(url, game_id))
            post_actions(http, url, game_id, 5)  # warm the cache and the connection
            out[steps] = statistics.median(post_actions(http, url, game_id, REPEAT)) * 1000
    return out


def throughput(urls: list[str], games: list[str]) -> float:
    """Actions per second of two clients posting at once, client i to urls[i]."""
    done = []

    def client(url, game_id):
        with requests.Session() as http:
            http.headers.update(token(url, game_id))
            done.append(len(post_actions(http, url, game_id, REPEAT)))

    threads = [threading.Thread(target=client, args=(url, g)) for url, g in zip(urls, games, strict=True)]
    t = time.perf_counter()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    return sum(done) / (time.perf_counter() - t)


def with_pins(target, games: dict[int, list[str]]) -> None:
    from app.store import gmauth

    engine = make_engine(target)
    for ids in games.values():
        for game_id in ids:
            gmauth.set_pin(engine, game_id, GM_PIN, method="pbkdf2:sha256:1000")
    engine.dispose()


def main() -> None:
    print(f"load: {os.getloadavg()[0]:.2f} (2 cores shared); steps {STEPS}; {REPEAT} actions per figure")
    cluster = Cluster()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            sqlite = Path(tmp) / "bench.sqlite"
            t = time.perf_counter()
            games = build(sqlite)
            with_pins(sqlite, games)
            pg = cluster.database()
            engine = make_engine(pg)
            backup.restore(engine, backup.to_bytes(backup.create(make_engine(sqlite), secrets=True)))
            engine.dispose()
            print(f"built the games in {time.perf_counter() - t:.0f} s (moved to PostgreSQL by backup)")
            results = {}
            for name, database in (("SQLite", sqlite), ("PostgreSQL", pg)):
                server = ServerProcess(database, startup_seconds=60).start()
                try:
                    results[name] = round_trips(server.url, games)
                finally:
                    server.stop()
            for steps in STEPS:
                s, p = results["SQLite"][steps], results["PostgreSQL"][steps]
                print(f"action round trip at {steps:>6} steps: SQLite {s:6.2f} ms, PostgreSQL {p:6.2f} ms, ratio {p / s:.2f}")
            two = games[2]
            one = ServerProcess(pg, startup_seconds=60).start()
            try:
                single = throughput([one.url, one.url], two)
                other = ServerProcess(pg, startup_seconds=60).start()
                try:
                    double = throughput([one.url, other.url], two)
                finally:
                    other.stop()
            finally:
                one.stop()
            print(f"two clients at once on PostgreSQL: one process {single:.0f} actions/s, two processes "
                  f"{double:.0f} actions/s, ratio {double / single:.2f}")
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
