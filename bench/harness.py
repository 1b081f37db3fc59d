"""What the HTTP benches share: Herald under waitress in a child process, a tablet's session, timings.

The server is started the way `app.serve` serves (its waitress options), on loopback, with a copy of the
cached bench database (bench/games.py) and a throw-away instance folder. Timings are taken side by side
in one run: every round times each request once, in turn, so a burst of load on this shared machine
weighs on all of them alike, and each figure is given as a ratio to a static file fetched in the same rounds.
"""

from __future__ import annotations

import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

HOST = "127.0.0.1"
STATIC = "/static/css/app.css"


def load_note() -> str:
    """The machine's load, to print with every figure."""
    one, five, _ = os.getloadavg()
    return f"{os.cpu_count()} CPUs, load average {one:.2f} (1 min) {five:.2f} (5 min)"


def free_port() -> int:
    """A free TCP port on loopback."""
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def serve_child(port: int, folder: str) -> None:
    """Child process: Herald on loopback under waitress with app.serve's options."""
    import logging

    from waitress import serve

    from app import create_app

    try:
        from app.serve import waitress_options

        options = waitress_options()
    except ImportError:  # the code before issue 17, measured for comparison
        options = {"threads": 8, "ident": "Herald"}

    app = create_app({"SECRET_KEY": "bench", "DATABASE": str(Path(folder) / "herald.sqlite"),
                      "SERVER_HOST": HOST, "SERVER_PORT": port})
    app.instance_path = folder
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    try:
        from app.printing import pool

        pool.warm()
    except ImportError:
        pass
    serve(app, host=HOST, port=port, **options)


@contextmanager
def server(database: Path | None = None):
    """Herald serving a copy of database (or an empty one): yields (base URL, server pid)."""
    with tempfile.TemporaryDirectory(prefix="herald-bench-run-") as folder:
        if database is not None:
            import shutil

            shutil.copyfile(database, Path(folder) / "herald.sqlite")
        port = free_port()
        child = subprocess.Popen([sys.executable, str(Path(__file__)), "--serve", str(port), folder], cwd=ROOT)
        base = f"http://{HOST}:{port}"
        try:
            wait_up(base, child)
            yield base, child.pid
        finally:
            child.terminate()
            child.wait(timeout=20)


def wait_up(base: str, child: subprocess.Popen, seconds: float = 60) -> None:
    """Wait until the server answers its static file."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise SystemExit("the bench server exited")
        try:
            if requests.get(base + STATIC, timeout=10).ok:
                return
        except (requests.ConnectionError, requests.Timeout):  # not up yet, or a busy machine
            time.sleep(0.1)
    raise SystemExit("the bench server did not start")


def tablet(base: str, game_id: str, pin: str) -> requests.Session:
    """A browser that gave the game's PIN: the GM session cookie, and the CSRF token htmx sends."""
    session = requests.Session()
    page = session.get(f"{base}/games/{game_id}/pin", timeout=10).text
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    r = session.post(f"{base}/games/{game_id}/pin", data={"pin": pin, "csrf_token": token}, allow_redirects=False, timeout=10)
    if r.status_code != 303:
        raise SystemExit(f"the PIN was refused: {r.status_code}")
    session.headers["X-CSRFToken"] = token
    return session


def tap_seat(session: requests.Session, base: str, game_id: str) -> tuple[int, int]:
    """The game's step and the first seat still in play (the table adjusts its Gold on each tap): a bench game
    may have put a hero out of the game."""
    game = session.get(f"{base}/api/v1/games/{game_id}", timeout=60).json()
    return int(game["seq"]), next(h["seat"] for h in game["state"]["heroes"] if h["status"] == "active")


def import_game(base: str, session: requests.Session, game_id: str, pin: str) -> str:
    """Export a game and import it again over the API; the new game's id."""
    blob = session.get(f"{base}/api/v1/games/{game_id}/export", timeout=60).content
    r = requests.post(f"{base}/api/v1/games/import", data=blob, timeout=300,
                      headers={"Content-Type": "application/json", "X-Herald-Pin": pin})
    if r.status_code != 201:
        raise SystemExit(f"the import was refused: {r.status_code} {r.text[:300]}")
    return r.json()["id"]


def timed(call: Callable[[], requests.Response]) -> float:
    """Seconds one request took (its body read)."""
    start = time.perf_counter()
    r = call()
    elapsed = time.perf_counter() - start
    if r.status_code >= 400:
        raise SystemExit(f"{r.request.method} {r.url} answered {r.status_code}: {r.text[:300]}")
    return elapsed


def side_by_side(calls: dict[str, Callable[[], requests.Response]], rounds: int, seconds: float) -> dict[str, list[float]]:
    """Time every call once per round, in turn, for `rounds` rounds or `seconds`, whichever ends first."""
    samples: dict[str, list[float]] = {name: [] for name in calls}
    stop = time.monotonic() + seconds
    for _ in range(rounds):
        for name, call in calls.items():
            samples[name].append(timed(call))
        if time.monotonic() > stop:
            break
    return samples


def median_ms(samples: list[float]) -> float:
    """The median in milliseconds."""
    return statistics.median(samples) * 1000


def p95_ms(samples: list[float]) -> float:
    """The 95th percentile in milliseconds."""
    ordered = sorted(samples)
    return ordered[max(0, round(0.95 * (len(ordered) - 1)))] * 1000


def line(name: str, samples: list[float], static: list[float] | None = None, goal: float | None = None) -> str:
    """One row of figures: median, p95, and the ratio to the static file with its goal."""
    text = f"{name:<40} median {median_ms(samples):7.1f} ms  p95 {p95_ms(samples):7.1f} ms"
    if static:
        ratio = median_ms(samples) / median_ms(static)
        text += f"  {ratio:5.2f}x static"
        if goal is not None:
            text += f" (goal <= {goal:g}x: {'met' if ratio <= goal else 'MISSED'})"
    return text


def rss_mib(pid: int, children: bool = True) -> float:
    """Resident memory of a process (and its children), in MiB."""
    total = 0
    pids = [pid]
    while pids:
        p = pids.pop()
        try:
            total += int(re.search(r"VmRSS:\s+(\d+)", Path(f"/proc/{p}/status").read_text())[1])
            kids = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except (OSError, TypeError):
            continue
        if children:
            pids.extend(int(c) for c in kids)
    return total / 1024


def cpu_seconds(pid: int) -> dict[int, float]:
    """CPU time (user and system) used so far by a process and each of its living children, in seconds, by pid."""
    found, pids, tick = {}, [pid], os.sysconf("SC_CLK_TCK")
    while pids:
        p = pids.pop()
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(") ", 1)[1].split()
            kids = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except (OSError, IndexError):
            continue
        found[p] = (int(fields[11]) + int(fields[12])) / tick  # utime, stime (fields 14 and 15 of proc(5))
        pids.extend(int(c) for c in kids)
    return found


def cpu_spent(before: dict[int, float], after: dict[int, float]) -> float:
    """The CPU seconds spent between two `cpu_seconds` readings by the processes living at both (a worker started
    meanwhile is warming up for later prints, one retired meanwhile took its last job before)."""
    return sum(after[pid] - before[pid] for pid in after.keys() & before.keys())


if __name__ == "__main__" and sys.argv[1:2] == ["--serve"]:
    serve_child(int(sys.argv[2]), sys.argv[3])
