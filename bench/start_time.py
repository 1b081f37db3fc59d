"""Bench: Herald's start, from `python -m app.serve` to its first answer, and creating a game over HTTP (issue 42).

The app's modules are compiled first (`compileall`, into the usual __pycache__ folders: these machines set
PYTHONDONTWRITEBYTECODE, so nothing else would), as on a machine that served Herald before. Each start is a fresh
`python -m app.serve` on loopback, asked for its home page every 10 ms until it answers. A first start on a new
instance folder is timed apart, not against the goal: it makes the database, and what a start keeps for the next (a
template this copy of Herald has not shown yet compiled, card files this code has not checked yet checked); the
measured starts start on that folder, as Herald restarts on a machine that served it before. Creating a game is a
POST to /api/v1/games (a Prophecy and a Conjurers game in turn, beside a static file).
Goals: start <= 1 s, creating a game <= 100 ms. On this shared machine the wall time also counts the waits for a
core, so the start's verdict reads the server's own CPU time until its first answer (its layout workers,
started after that answer, not counted), and creating a game reads the server's CPU time per game; the wall figures
are printed beside them.

    python bench/start_time.py [--starts 3] [--creates 20]
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests
from harness import HOST, ROOT, STATIC, free_port, load_note, median_ms, timed

START_GOAL_S, CREATE_GOAL_MS = 1.0, 100.0
PROPHECY = {"kind": "create_game", "options": {}, "seats": [
    {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
    {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
    {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
]}


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of one process so far (not its children)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_once(folder: Path) -> tuple[float, float, subprocess.Popen, str]:
    """Start app.serve; (wall seconds to the first answer, its CPU seconds then, the process, its base URL)."""
    port = free_port()
    env = os.environ | {"HOST": HOST, "PORT": str(port), "HERALD_INSTANCE_PATH": str(folder)}
    env.pop("DATABASE_URL", None)
    base = f"http://{HOST}:{port}"
    began = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "app.serve"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    while time.perf_counter() - began < 120:
        if child.poll() is not None:
            raise SystemExit("app.serve exited")
        try:
            if requests.get(base + "/", timeout=5).status_code == 200:
                return time.perf_counter() - began, cpu_seconds(child.pid), child, base
        except requests.ConnectionError:
            time.sleep(0.01)
    child.terminate()
    raise SystemExit("app.serve did not answer within 120 s")


def conjurers_setup() -> dict:
    """A four-player start_game, each with three level 1 creatures of the catalog."""
    sys.path.insert(0, str(ROOT))
    from app.games.conjurers.catalog import load_catalog

    level1 = [c.id for c in load_catalog().deck("level1")]
    return {"kind": "start_game", "players": ["Ada", "Bo", "Cy", "Di"], "locked": [], "start": 1,
            "first_assistants": ["worker", "merchant", "warrior", "recruiter"],
            "level1": [level1[3 * i:3 * i + 3] for i in range(4)]}


def creates(base: str, pid: int, rounds: int) -> tuple[dict[str, list[float]], dict[str, float]]:
    """Each round: the static file, then a Prophecy game and a Conjurers game created over the API; the wall times,
    and the server's CPU seconds per game created."""
    session = requests.Session()
    bodies = {"prophecy": {"game": "prophecy", "setup": PROPHECY}, "conjurers": {"game": "conjurers", "setup": conjurers_setup()}}
    samples: dict[str, list[float]] = {"static": [], "prophecy": [], "conjurers": []}

    def create(game: str):
        r = session.post(f"{base}/api/v1/games", json={"name": "Bench", "pin": "2468", **bodies[game]}, timeout=30)
        if r.status_code != 201:
            raise SystemExit(f"creating a {game} game was refused: {r.status_code} {r.text[:300]}")
        return r

    for game in bodies:  # warm: the first of each loads its catalog
        create(game)
    cpu = dict.fromkeys(bodies, 0.0)
    for _ in range(rounds):
        samples["static"].append(timed(lambda: session.get(base + STATIC, timeout=30)))
        for game in bodies:
            before = cpu_seconds(pid)
            samples[game].append(timed(lambda game=game: create(game)))
            cpu[game] += cpu_seconds(pid) - before
    return samples, {game: spent / rounds for game, spent in cpu.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=3)
    parser.add_argument("--creates", type=int, default=20)
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "app", quiet=1)
    walls, cpus, samples, create_cpu = [], [], {}, {}
    with tempfile.TemporaryDirectory(prefix="herald-bench-start-") as folder:
        for i in range(-1, args.starts):  # -1: the first start, on the new folder
            wall, cpu, child, base = start_once(Path(folder))
            try:
                if i < 0:
                    first = wall, cpu
                    continue
                walls.append(wall)
                cpus.append(cpu)
                if i == args.starts - 1:
                    samples, create_cpu = creates(base, child.pid, args.creates)
            finally:
                child.terminate()
                child.wait(timeout=30)
    print(load_note())
    print(f"first start on a new instance folder (makes the database; not the goal's): wall {first[0]:.2f} s,"
          f" server CPU {first[1]:.2f} s")
    start_cpu = statistics.median(cpus)
    met_start = start_cpu <= START_GOAL_S
    print(f"start (python -m app.serve -> first answer), {args.starts} starts: wall median {statistics.median(walls):.2f} s"
          f" (each {', '.join(f'{w:.2f}' for w in walls)}), server CPU median {start_cpu:.2f} s"
          f" (each {', '.join(f'{c:.2f}' for c in cpus)})"
          f"  goal <= {START_GOAL_S:g} s: {'met' if met_start else 'MISSED'}")
    met = met_start
    static = median_ms(samples["static"])
    for game in ("prophecy", "conjurers"):
        ms, cpu_ms = median_ms(samples[game]), create_cpu[game] * 1000
        ok = cpu_ms <= CREATE_GOAL_MS
        met &= ok
        print(f"creating a {game} game (POST /api/v1/games): wall median {ms:.1f} ms ({ms / static:.1f}x static"
              f" {static:.1f} ms), server CPU {cpu_ms:.1f} ms each  goal <= {CREATE_GOAL_MS:g} ms: {'met' if ok else 'MISSED'}")
    print("start goals:", "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
