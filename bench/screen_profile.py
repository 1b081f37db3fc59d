"""Profile: where the game screen's time goes (the full page a browser GETs), in process (no HTTP), at 20 and 2,000
steps and for the 2,000-step game imported again, with the SQL statements one GET runs.

The same screen as bench/screen_times.py, through Flask's test client on a copy of the bench database, by a client
holding the GM session. For each game: the SQL statements of one GET, the CPU of a static file, the screen and a tap
timed side by side, and cProfile's top lines over many GETs.

    python bench/screen_profile.py [--games 20 2000 imported] [--gets 300] [--top 25] [--dump FILE] [--after-tap]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from games import PIN, copy_database, game_ids
from profiling import cpu_line, cpu_ms, imported, mastered, print_profile, prophecy_tap, statements


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=["20", "2000", "imported"],
                        help="the games: a length in steps, or 'imported' (the 2,000-step game imported again)")
    parser.add_argument("--gets", type=int, default=300)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--rounds", type=int, default=200, help="side-by-side CPU rounds (static, screen, tap)")
    parser.add_argument("--dump", help="also write each game's profile to FILE-<game> (for pstats)")
    parser.add_argument("--after-tap", action="store_true",
                        help="profile GETs each right after a tap (as the side-by-side rounds and screen_times.py go: "
                             "the first view of each state), not the same screen again")
    args = parser.parse_args()
    from app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        database = copy_database(Path(tmp))
        ids = game_ids(database)
        app = create_app({"SECRET_KEY": "bench", "DATABASE": str(database)})
        client = app.test_client()
        engine = app.extensions["herald.log"].engine
        games = {}
        for name in args.games:
            game_id = ids[2000] if name == "imported" else ids[int(name)]
            token = mastered(client, game_id, PIN)
            if name == "imported":
                game_id = imported(client, game_id, PIN)
                token = mastered(client, game_id, PIN)
            games[name] = game_id, token
        for name, (game_id, token) in games.items():
            tap = prophecy_tap(client, game_id, token)

            def screen(game_id=game_id):
                r = client.get(f"/games/{game_id}")
                assert r.status_code == 200, r.status_code
                r.close()

            for _ in range(3):
                tap()
                screen()
            seen = statements(engine, screen)
            label = "the 2000-step game imported" if name == "imported" else f"{name} steps"
            print(f"== {label}\nSQL statements in one screen GET: {len(seen)}")
            for s in seen:
                print("  ", s)
            cpu = cpu_ms({"static": lambda: client.get("/static/css/app.css").close(), "screen": screen, "tap": tap},
                         args.rounds)
            print(cpu_line(cpu, args.rounds))
            print_profile(screen, args.gets, args.top, f"{args.dump}-{name}" if args.dump else None,
                          "screen GETs, each after a tap" if args.after_tap else "screen GETs",
                          before=tap if args.after_tap else None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
