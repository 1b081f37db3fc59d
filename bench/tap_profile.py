"""Profile: where a tablet tap's time goes at 2,000 steps, in process (no HTTP), and the SQL statements it runs.

The same tap as bench/screen_times.py (Gold up, then down, posted as htmx posts it from the game screen: answered
with the panels it changed), through Flask's test client on a copy of the bench database. Prints the SQL statements
of one tap, the CPU of a static file, the screen and a tap timed side by side, and cProfile's top lines over many taps.

    python bench/tap_profile.py [--taps 200] [--top 25] [--steps 2000]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import re
import tempfile
import time
import uuid
from pathlib import Path

from games import PIN, copy_database, game_ids
from sqlalchemy import event


def cpu_ms(calls: dict, rounds: int) -> dict[str, float]:
    """CPU milliseconds of each call, the median over rounds that time every call once, in turn (side by side)."""
    times: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(rounds):
        for name, call in calls.items():
            start = time.process_time()
            call()
            times[name].append(time.process_time() - start)
    return {name: sorted(t)[rounds // 2] * 1000 for name, t in times.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=200)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=200, help="side-by-side CPU rounds (static, screen, tap)")
    parser.add_argument("--dump", help="also write the profile to this file (for pstats)")
    args = parser.parse_args()
    from app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        database = copy_database(Path(tmp))
        game_id = game_ids(database)[args.steps]
        app = create_app({"SECRET_KEY": "bench", "DATABASE": str(database)})
        client = app.test_client()
        page = client.get(f"/games/{game_id}/pin").get_data(as_text=True)
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        assert client.post(f"/games/{game_id}/pin", data={"pin": PIN, "csrf_token": token}).status_code == 303
        game = client.get(f"/api/v1/games/{game_id}").get_json()
        seat = next(h["seat"] for h in game["state"]["heroes"] if h["status"] == "active")  # a hero may be out
        state = {"seq": game["seq"], "n": 0}

        def tap():
            state["n"] += 1
            data = {"seq": state["seq"], "action_id": uuid.uuid4().hex, "kind": "adjust_hero", "seat": seat,
                    "gold": 1 if state["n"] % 2 else -1, "panels": "1"}
            r = client.post(f"/games/{game_id}/act", data=data, headers={"HX-Request": "true", "X-CSRFToken": token})
            assert f'data-seq="{state["seq"] + 1}"' in r.get_data(as_text=True), r.status_code
            state["seq"] += 1

        for _ in range(5):
            tap()
        statements: list[str] = []
        engine = app.extensions["herald.log"].engine
        listen = lambda *a: statements.append(" ".join(a[2].split())[:150])  # noqa: E731
        event.listen(engine, "before_cursor_execute", listen)
        tap()
        event.remove(engine, "before_cursor_execute", listen)
        print(f"SQL statements in one tap at {args.steps} steps: {len(statements)}")
        for s in statements:
            print("  ", s)
        cpu = cpu_ms({"static": lambda: client.get("/static/css/app.css").close(),
                      "screen": lambda: client.get(f"/games/{game_id}").close(), "tap": tap}, args.rounds)
        print(f"CPU in process (median of {args.rounds} side by side): " + ", ".join(
            f"{name} {ms:.2f} ms" + (f" ({ms / cpu['static']:.2f}x)" if name != "static" else "") for name, ms in cpu.items()))
        profile = cProfile.Profile()
        start = time.perf_counter()
        profile.enable()
        for _ in range(args.taps):
            tap()
        profile.disable()
        print(f"{args.taps} taps in process: {(time.perf_counter() - start) / args.taps * 1000:.2f} ms each (profiled)")
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("cumulative").print_stats(args.top)
        print(out.getvalue())
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(args.top)
        print(out.getvalue())
        if args.dump:
            profile.dump_stats(args.dump)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
