"""Profile: where a tablet tap's time goes at 2,000 steps, in process (no HTTP), and the SQL statements it runs.

The same tap as bench/screen_times.py (Gold up, then down, posted as htmx posts it from the game screen: answered
with the panels it changed), through Flask's test client on a copy of the bench database. Prints the SQL statements
of one tap, the CPU of a static file, the screen and a tap timed side by side, and cProfile's top lines over many taps.
`--imported`: the game exported and imported again first, as screen_times.py measures it.

    python bench/tap_profile.py [--taps 200] [--top 25] [--steps 2000] [--imported]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from games import PIN, copy_database, game_ids
from profiling import cpu_line, cpu_ms, imported, mastered, print_profile, prophecy_tap, statements


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=200)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--imported", action="store_true", help="the game exported and imported again first")
    parser.add_argument("--rounds", type=int, default=200, help="side-by-side CPU rounds (static, screen, tap)")
    parser.add_argument("--dump", help="also write the profile to this file (for pstats)")
    args = parser.parse_args()
    from app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        database = copy_database(Path(tmp))
        game_id = game_ids(database)[args.steps]
        app = create_app({"SECRET_KEY": "bench", "DATABASE": str(database)})
        client = app.test_client()
        token = mastered(client, game_id, PIN)
        if args.imported:
            game_id = imported(client, game_id, PIN)
            token = mastered(client, game_id, PIN)
        tap = prophecy_tap(client, game_id, token)
        for _ in range(5):
            tap()
        seen = statements(app.extensions["herald.log"].engine, tap)
        print(f"SQL statements in one tap at {args.steps} steps{', imported' if args.imported else ''}: {len(seen)}")
        for s in seen:
            print("  ", s)
        cpu = cpu_ms({"static": lambda: client.get("/static/css/app.css").close(),
                      "screen": lambda: client.get(f"/games/{game_id}").close(), "tap": tap}, args.rounds)
        print(cpu_line(cpu, args.rounds))
        print_profile(tap, args.taps, args.top, args.dump)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
