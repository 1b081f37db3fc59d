"""Bench: importing a game file over HTTP (waitress), at 20, 2,000 and 20,000 steps: time and the server's peak
memory. The files are seeded real-catalog playouts (bench/gamefile.py); each size gets a fresh server, so its peak
memory (VmHWM) is the import's own. Import re-decides every step and writes a snapshot every 50 steps.

Goal: an import costs time in proportion to its steps (no worse than linear: the per-step time at 20,000 within 1.5x
of that at 2,000), 20,000 steps within a minute, and the peak memory stays within a few hundred MB.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamefile import game_file  # noqa: E402 - bench/ is the script's own folder

from tests.system.server import ServerProcess  # noqa: E402

SIZES = (20, 2000, 20000)
REPEAT = {20: 5, 2000: 3, 20000: 1}
PIN = {"X-Herald-Pin": "2468", "Content-Type": "application/json"}


def _kib(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def measure(size: int, raw: bytes) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(Path(tmp) / "bench.sqlite", startup_seconds=120).start()
        try:
            pid = server.proc.pid
            before = _kib(pid, "VmRSS")
            times, game_id = [], None
            for _ in range(REPEAT[size]):
                t = time.perf_counter()
                r = requests.post(server.url + "/api/v1/games/import", data=raw, headers=PIN, timeout=600)
                times.append(time.perf_counter() - t)
                assert r.status_code == 201, r.text[:300]
                game_id = r.json()["id"]
            token = {"Authorization": f"Bearer {r.json()['gm_token']}"}
            t = time.perf_counter()
            requests.get(f"{server.url}/api/v1/games/{game_id}", headers=token, timeout=60).raise_for_status()
            first_load = time.perf_counter() - t
            return {"size": size, "mb": len(raw) / 2**20, "median_s": statistics.median(times),
                    "rss_before_mib": before / 1024, "peak_mib": _kib(pid, "VmHWM") / 1024,
                    "after_mib": _kib(pid, "VmRSS") / 1024, "first_load_ms": first_load * 1000}
        finally:
            server.stop()


def main() -> None:
    sizes = tuple(int(a) for a in sys.argv[1:]) or SIZES
    rows = []
    for size in sizes:
        t = time.perf_counter()
        data = game_file(size)
        raw = json.dumps(data).encode()
        padded = sum(1 for s in data["log"] if s["action"].get("purpose") == "a die for the table")
        print(f"built a {size}-step file ({len(raw) / 2**20:.1f} MB) in {time.perf_counter() - t:.0f} s; "
              f"{padded} of its steps are dice recorded where nothing else could be played", flush=True)
        rows.append(measure(size, raw))
        r = rows[-1]
        print(f"import {size:>6} steps: {r['median_s'] * 1000:9.0f} ms median ({r['median_s'] / size * 1000:.2f} ms a step), "
              f"server memory {r['rss_before_mib']:.0f} MiB before, peak {r['peak_mib']:.0f} MiB, "
              f"{r['after_mib']:.0f} MiB after; first load of the game {r['first_load_ms']:.0f} ms", flush=True)
    by = {r["size"]: r for r in rows}
    if 2000 in by and 20000 in by:
        per = (by[20000]["median_s"] / 20000) / (by[2000]["median_s"] / 2000)
        ok = per <= 1.5 and by[20000]["median_s"] <= 60 and by[20000]["peak_mib"] <= 500
        print(f"per-step time at 20,000 / at 2,000: {per:.2f} (goal ≤ 1.5); 20,000 steps in "
              f"{by[20000]['median_s']:.0f} s (goal ≤ 60 s); peak {by[20000]['peak_mib']:.0f} MiB (goal ≤ 500 MiB):",
              "met" if ok else "NOT met")


if __name__ == "__main__":
    main()
