"""Bench: how soon a change reaches ten phones and the table display, and the server's CPU while they poll.

Starts Herald under waitress on 127.0.0.1 (a free port, a throw-away database) in a child process, creates a
five-seat game, opens each seat link on two phones (ten phones) and the table display's link, which poll their
fragment (/p/<token>/sheet, /d/<token>/table) with If-None-Match like htmx does, every so often as the page says
(its hx-trigger), and has the "tablet" post an action every few seconds through the API. Traffic stays on loopback
and every loop is bounded in time. Reports the server process's CPU time (user + system, from /proc/<pid>/stat) as
a share of one core over the polling window, and how long each change took to reach each page.
Goals (issue 42): a change on every phone and the display within 0.5 s (median), at most 5 % of one core.
Exits 1 when a goal is missed.

    python bench/phone_polling.py [--seconds 30] [--tablet-every 3]
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests
from harness import load_note

ROOT = Path(__file__).resolve().parents[1]
HOST = "127.0.0.1"  # loopback only
SEATS = [  # as the rules engine wants them: character ids and the two guilds printed on each card
    {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
    {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
    {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
    {"player": "Dan", "character": "scout", "strength": 4, "willpower": 4, "guilds": ["thieves_guild", "forest_camp"]},
    {"player": "Eve", "character": "mystic", "strength": 2, "willpower": 7, "guilds": ["magic_tower", "monastery"]},
]


def serve(port: int, database: str) -> None:
    """Child process: Herald under waitress on loopback (what app.serve runs, minus the LAN)."""
    sys.path.insert(0, str(ROOT))
    import logging

    from waitress import serve as waitress_serve

    from app import create_app

    def make():
        return create_app({"SECRET_KEY": "bench", "DATABASE": database, "SERVER_HOST": HOST, "SERVER_PORT": port})

    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    try:
        from app.serve import waitress_options

        options = waitress_options()
    except ImportError:
        options = {"threads": 8, "ident": "Herald"}
    try:  # built as app.serve builds it: the start's objects frozen, out of the collector's way
        from app.serve import built

        app = built(make)
    except ImportError:
        app = make()
    waitress_serve(app, host=HOST, port=port, **options)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def wait_up(base: str, deadline: float) -> None:
    while time.monotonic() < deadline:
        try:
            if requests.get(base + "/api/v1/games", timeout=1).ok:
                return
        except requests.ConnectionError:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


LAG_GOAL_S, CPU_GOAL = 0.5, 5.0  # seconds (median), % of one core


class Phone(threading.Thread):
    """Polls one page's fragment like htmx: If-None-Match with the last ETag, as often as the page's hx-trigger says."""

    def __init__(self, url: str, fragment: str, stop: float, offset: float):
        super().__init__(daemon=True)
        self.url, self.fragment, self.stop, self.offset = url, fragment, stop, offset
        self.interval = 0.0
        self.codes: dict[int, int] = {}
        self.latencies: list[float] = []
        self.seen: dict[int, float] = {}  # step -> when this phone first showed it

    def run(self) -> None:
        session = requests.Session()
        page = session.get(self.url, timeout=5)
        etag = page.headers["ETag"]
        self.interval = float(re.search(r'hx-trigger="every ([0-9.]+)s', page.text)[1])
        tick = time.monotonic() + self.offset * self.interval  # phones were opened at different moments
        while tick < self.stop:
            started = time.monotonic()
            r = session.get(self.url + self.fragment, headers={"HX-Request": "true", "If-None-Match": etag}, timeout=5)
            self.latencies.append(time.monotonic() - started)
            self.codes[r.status_code] = self.codes.get(r.status_code, 0) + 1
            if r.status_code == 200:
                etag = r.headers["ETag"]
                seq = int(re.search(r'data-seq="(\d+)"', r.text).group(1))
                self.seen.setdefault(seq, time.monotonic())
            tick += self.interval
            time.sleep(max(0.0, tick - time.monotonic()))


def tablet(base: str, game_id: str, token: str, every: float, stop: float, changes: dict) -> None:
    """Posts an action every `every` seconds as the game master (GM API token)."""
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {token}"
    seq, n = 1, 0
    while time.monotonic() + every < stop:
        time.sleep(every)
        n += 1
        body = {"expected_seq": seq, "action_id": f"bench-{n:06d}", "action": {"kind": "adjust_hero", "seat": n % 5, "gold": 1}}
        r = session.post(f"{base}/api/v1/games/{game_id}/actions", json=body, timeout=5)
        r.raise_for_status()
        seq = r.json()["seq"]
        changes[seq] = time.monotonic()


def main() -> int:
    """Run the bench and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--tablet-every", type=float, default=3.0, help="seconds between the tablet's actions")
    parser.add_argument("--serve", nargs=2, metavar=("PORT", "DB"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), args.serve[1])
        return 0
    seconds = min(max(args.seconds, 5.0), 120.0)  # bounded
    port = free_port()
    base = f"http://{HOST}:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen([sys.executable, __file__, "--serve", str(port), str(Path(tmp) / "bench.sqlite")], cwd=ROOT)
        try:
            wait_up(base, time.monotonic() + 60)  # a loaded machine starts slowly
            created = requests.post(
                base + "/api/v1/games", timeout=10,
                json={"name": "Bench", "pin": "2468", "setup": {"kind": "create_game", "seats": SEATS}},
            ).json()
            if "id" not in created:
                raise SystemExit(f"the game was refused: {created}")
            game_id, token = created["id"], created["gm_token"]
            links = requests.get(f"{base}/api/v1/games/{game_id}/links", headers={"Authorization": f"Bearer {token}"}, timeout=5).json()
            urls = [(base + "/p/" + link["url"].split("/p/", 1)[1], "/sheet") for link in links] * 2  # two phones a seat
            shown = requests.get(f"{base}/api/v1/games/{game_id}/display-link", headers={"Authorization": f"Bearer {token}"},
                                 timeout=5).json()
            urls.append((base + "/d/" + shown["url"].split("/d/", 1)[1], "/table"))
            changes: dict[int, float] = {}
            time.sleep(1.0)  # let the server settle after start-up and creation
            cpu_start, wall_start = cpu_seconds(server.pid), time.monotonic()
            stop = wall_start + seconds
            phones = [Phone(url, fragment, stop, i / len(urls)) for i, (url, fragment) in enumerate(urls)]
            for phone in phones:
                phone.start()
            tablet(base, game_id, token, args.tablet_every, stop, changes)
            for phone in phones:
                phone.join(timeout=seconds + 10)
            cpu, wall = cpu_seconds(server.pid) - cpu_start, time.monotonic() - wall_start
        finally:
            server.terminate()
            server.wait(timeout=10)
    return report(phones, changes, cpu, wall, args)


def report(phones: list[Phone], changes: dict[int, float], cpu: float, wall: float, args) -> int:
    """Print the figures; 0 when both goals are met, else 1."""
    codes: dict[int, int] = {}
    for phone in phones:
        for code, n in phone.codes.items():
            codes[code] = codes.get(code, 0) + n
    latencies = sorted(t for phone in phones for t in phone.latencies)
    lags = [phone.seen[seq] - at for phone in phones for seq, at in changes.items() if seq in phone.seen]
    missed = sum(1 for phone in phones for seq in changes if seq not in phone.seen)
    print(load_note())
    print(f"window {wall:.1f} s, {len(phones) - 1} phones and the table display polling every {phones[0].interval:g} s,"
          f" tablet acting every {args.tablet_every:g} s")
    print(f"polls: {sum(codes.values())} ({', '.join(f'{n} x {c}' for c, n in sorted(codes.items()))}); tablet actions: {len(changes)}")
    print(f"poll latency: median {statistics.median(latencies) * 1000:.1f} ms, p95 {latencies[int(len(latencies) * 0.95) - 1] * 1000:.1f} ms")
    lag = statistics.median(lags) if lags else float("inf")
    share = 100 * cpu / wall
    shown = [phones[-1].seen[seq] - at for seq, at in changes.items() if seq in phones[-1].seen]
    print(f"change -> page: median {lag:.2f} s, max {max(lags, default=0):.2f} s ({missed} changes overtaken by a later"
          f" one); on the display alone median {statistics.median(shown) if shown else float('inf'):.2f} s"
          f"  goal <= {LAG_GOAL_S:g} s: {'met' if lag <= LAG_GOAL_S else 'MISSED'}")
    print(f"server CPU: {cpu:.2f} s over {wall:.1f} s = {share:.1f} % of one core"
          f"  goal <= {CPU_GOAL:g} %: {'met' if share <= CPU_GOAL else 'MISSED'}")
    met = lag <= LAG_GOAL_S and share <= CPU_GOAL
    print("phone goals:", "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
