"""Bench: the game screen and a tablet tap over HTTP against waitress, beside a static file, at 20, 2,000
and 20,000 steps and for an imported 2,000-step game.

A tap is what htmx posts when a button is pressed: the form to /games/<id>/act with HX-Request, answered
with the new screen (the fragment, or only the panels the tap changed). The screen is the full page a browser GETs.
Goals (issue 42) at every length: the tap within 3x the static file, the screen within 1.5x. Each round fetches the
static file, the screen and posts a tap (Gold up, then down, so the game keeps its length), in turn. Exits 1 when a
goal is missed. The server's CPU per request of each kind is printed beside them (each kind sent many times in a
row, twice, the server's CPU read before and after): on a loaded machine wall times wander, CPU times much less.

    python bench/screen_times.py [--rounds 60] [--seconds 40] [--sizes 20] [--cpu-block 150]
"""

from __future__ import annotations

import argparse
import uuid

from games import PIN, SIZES, cached_database, game_ids
from harness import (
    STATIC,
    cpu_seconds,
    import_game,
    line,
    load_note,
    median_ms,
    server,
    side_by_side,
    tablet,
    tap_seat,
    timed,
)

TAP_GOAL, SCREEN_GOAL = 3.0, 1.5


def server_cpu_ms(pid: int, calls: dict, block: int) -> dict[str, float]:
    """The server's CPU per request of each call, in milliseconds: each call `block` times in a row, in two passes
    (the clock counts CPU in ticks of 10 ms: a block makes a tick a small part of it). The server process alone: its
    layout workers warming up after the start are no request's."""
    spent = dict.fromkeys(calls, 0.0)
    for _ in range(2):
        for name, call in calls.items():
            before = cpu_seconds(pid)[pid]
            for _ in range(block):
                timed(call)  # refuses an error answer
            spent[name] += cpu_seconds(pid)[pid] - before
    return {name: seconds / (2 * block) * 1000 for name, seconds in spent.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=40.0, help="at most this long per game")
    parser.add_argument("--sizes", type=int, nargs="*", default=list(SIZES), help="the lengths to measure (while developing)")
    parser.add_argument("--cpu-block", type=int, default=150, help="requests of a kind in a row for the server's CPU")
    args = parser.parse_args()
    database = cached_database()
    ids = game_ids(database)
    met = True
    with server(database) as (base, pid):
        games = [(f"{size} steps", ids[size]) for size in args.sizes]
        if 2000 in args.sizes:
            first = tablet(base, ids[2000], PIN)
            games.insert(args.sizes.index(2000) + 1, ("2000 steps, imported", import_game(base, first, ids[2000], PIN)))
        print(load_note())
        for label, game_id in games:
            session = tablet(base, game_id, PIN)
            seq, seat = tap_seat(session, base, game_id)
            state = {"seq": seq, "n": 0}

            def tap(session=session, game_id=game_id, state=state, seat=seat):
                state["n"] += 1
                data = {"seq": state["seq"], "action_id": uuid.uuid4().hex, "kind": "adjust_hero", "seat": seat,
                        "gold": 1 if state["n"] % 2 else -1, "panels": "1"}
                r = session.post(f"{base}/games/{game_id}/act", data=data, headers={"HX-Request": "true"}, timeout=30)
                if f'data-seq="{state["seq"] + 1}"' not in r.text:
                    raise SystemExit(f"the tap did not answer the screen: {r.text[:300]}")
                state["seq"] += 1
                return r

            calls = {
                "static": lambda session=session: session.get(base + STATIC, timeout=30),
                "screen": lambda session=session, game_id=game_id: session.get(f"{base}/games/{game_id}", timeout=30),
                "tap": tap,
            }
            side_by_side(calls, 3, 30)  # warm: the first load folds from a snapshot, templates compile
            samples = side_by_side(calls, args.rounds, args.seconds)
            after = int(session.get(f"{base}/api/v1/games/{game_id}", timeout=30).json()["seq"])
            if after != state["seq"]:
                raise SystemExit(f"{label}: a tap was refused (step {after}, {state['seq']} expected)")
            print(f"-- {label} ({len(samples['tap'])} rounds)")
            print(line("static file " + STATIC, samples["static"]))
            print(line("game screen (GET, full page)", samples["screen"], samples["static"], SCREEN_GOAL))
            print(line("tap (POST act -> new screen)", samples["tap"], samples["static"], TAP_GOAL))
            cpu = server_cpu_ms(pid, calls, args.cpu_block)
            print(f"server CPU per request ({args.cpu_block} in a row, twice): static {cpu['static']:.2f} ms, "
                  f"screen {cpu['screen']:.2f} ms ({cpu['screen'] / cpu['static']:.2f}x), "
                  f"tap {cpu['tap']:.2f} ms ({cpu['tap'] / cpu['static']:.2f}x)")
            met &= median_ms(samples["tap"]) <= TAP_GOAL * median_ms(samples["static"])
            met &= median_ms(samples["screen"]) <= SCREEN_GOAL * median_ms(samples["static"])
    print(f"Prophecy goals at every length (tap <= {TAP_GOAL:g}x static, screen <= {SCREEN_GOAL:g}x static):",
          "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
