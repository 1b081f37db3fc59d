"""Profile: where a tablet tap's time goes at 2,000 steps, in process (no HTTP), and the SQL statements it runs.

The same tap as bench/screen_times.py (Gold up, then down, posted as htmx posts it from the game screen: answered
with the panels it changed), through Flask's test client on a copy of the bench database. Prints the SQL statements
of one tap, the CPU of a static file, the screen and a tap timed side by side, and cProfile's top lines over many taps.

    python bench/tap_profile.py [--taps 200] [--top 25] [--steps 2000]
"""

from __future__ import annotations

import argparse
import re
import tempfile
import uuid
from pathlib import Path

from games import PIN, copy_database, game_ids
from profiling import cpu_line, cpu_ms, print_profile, statements


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
        seen = statements(app.extensions["herald.log"].engine, tap)
        print(f"SQL statements in one tap at {args.steps} steps: {len(seen)}")
        for s in seen:
            print("  ", s)
        cpu = cpu_ms({"static": lambda: client.get("/static/css/app.css").close(),
                      "screen": lambda: client.get(f"/games/{game_id}").close(), "tap": tap}, args.rounds)
        print(cpu_line(cpu, args.rounds))
        print_profile(tap, args.taps, args.top, args.dump)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
