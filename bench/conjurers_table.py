"""Bench: Conjurers' game screen and an action round trip over HTTP against waitress, beside a static file, at the
end of a 12-round four-player game (tournaments on).

The game is set up with the tablet's wizard, then played to round 12's allocation through the JSON API by the
engine tests' random legal player. In round 12 each round of the bench fetches the static file, the game screen
(GET, full page) and makes one round trip: a placement posted from the screen's form as the tablet's script posts
it (`panels=1`), answered with the panels it changed, then its undo the next time (so the game keeps its length); the three in turn. Exits 1 when a goal is missed.

    python bench/conjurers_table.py [--rounds 60] [--seconds 40] [--seed 3]
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import uuid
from pathlib import Path
from random import Random

import requests
from harness import STATIC, line, load_note, median_ms, server, side_by_side

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
engine = importlib.import_module("app.games.conjurers.engine")
kit = importlib.import_module("tests.games.conjurers.kit")

PIN = "2468"
HX = {"HX-Request": "true"}  # what htmx sends with a form's hx-post: the new screen comes back as the answer
SCREEN_GOAL, TRIP_GOAL = 1.5, 3.0  # issue 42: the screen within 1.5x a static file, a tap within 3x


def create(base: str) -> tuple[requests.Session, str]:
    """A GM browser session and a four-player game made with the setup wizard."""
    session = requests.Session()
    token = re.search(r'name="csrf_token" value="([^"]+)"', session.get(f"{base}/conjurers/new", timeout=30).text)[1]
    form = {"csrf_token": token, "name": "Bench", "pin": PIN, "start": "0", "tournaments": "1"}
    for i, (name, kind) in enumerate(zip(("Ada", "Bo", "Cy", "Di"), ("worker", "merchant", "warrior", "recruiter"),
                                         strict=True)):
        form |= {f"seat{i}_player": name, f"seat{i}_assistant": kind}
    r = session.post(f"{base}/conjurers/new", data=form, allow_redirects=False, timeout=30)
    if r.status_code != 303:
        raise SystemExit(f"the wizard refused: {r.status_code} {r.text[:300]}")
    session.headers["X-CSRFToken"] = token
    return session, r.headers["Location"].rstrip("/").split("/")[-1]


def play_to_round_12(base: str, session: requests.Session, game_id: str, seed: int) -> int:
    """Random legal steps through the JSON API until round 12's allocation; the step reached."""
    api = requests.Session()
    api.headers["Authorization"] = "Bearer " + session.post(f"{base}/api/v1/games/{game_id}/session",
                                                            json={"pin": PIN}, timeout=30).json()["token"]
    rng = Random(seed)
    while True:
        game = api.get(f"{base}/api/v1/games/{game_id}", timeout=30).json()
        state = engine.State.model_validate(game["state"])
        if state.round == 12 and state.stage == "allocation":
            return game["seq"]
        raw, _ = kit.play_step(state, rng)  # decided locally first, so only accepted actions are posted
        r = api.post(f"{base}/api/v1/games/{game_id}/actions", timeout=30,
                     json={"expected_seq": game["seq"], "action_id": uuid.uuid4().hex, "action": raw})
        if r.status_code != 200:
            raise SystemExit(f"step {game['seq']} was refused: {r.text[:300]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    with server() as (base, _pid):
        session, game_id = create(base)
        seq = play_to_round_12(base, session, game_id, args.seed)
        screen = session.get(f"{base}/games/{game_id}", timeout=30).text
        form = re.search(r'<form method="post" action="([^"]+)"[^>]* class="offer offer-place".*?</form>', screen, re.S)
        hidden = dict(re.findall(r'type="hidden" name="(seat|figure|kind)" value="([^"]+)"', form[0]))
        space = re.search(r'name="space" value="([^"]*)"', form[0])[1]
        state = {"seq": seq, "placed": False}

        def trip():
            if state["placed"]:
                r = session.post(f"{base}/conjurers/{game_id}/undo", data={"seq": state["seq"], "panels": "1"}, headers=HX,
                                 timeout=30)
                state["seq"] -= 1
            else:
                r = session.post(base + form[1], timeout=30, headers=HX, data={**hidden, "space": space, "seq": state["seq"],
                                                                   "action_id": uuid.uuid4().hex, "panels": "1"})
                state["seq"] += 1
            state["placed"] = not state["placed"]
            if f'data-seq="{state["seq"]}"' not in r.text:
                raise SystemExit(f"the round trip did not land on the new screen: {r.status_code} {r.text[:300]}")
            return r

        calls = {"static": lambda: session.get(base + STATIC, timeout=30),
                 "screen": lambda: session.get(f"{base}/games/{game_id}", timeout=30), "trip": trip}
        side_by_side(calls, 3, 30)
        samples = side_by_side(calls, args.rounds, args.seconds)
        print(load_note())
        print(f"-- Conjurers, 4 players with tournaments, round 12 at step {seq} ({len(samples['trip'])} rounds)")
        print(line("static file " + STATIC, samples["static"]))
        print(line("game screen (GET, full page)", samples["screen"], samples["static"], SCREEN_GOAL))
        print(line("round trip (htmx POST act/undo -> changed panels)", samples["trip"], samples["static"], TRIP_GOAL))
        met = (median_ms(samples["screen"]) <= SCREEN_GOAL * median_ms(samples["static"])
               and median_ms(samples["trip"]) <= TRIP_GOAL * median_ms(samples["static"]))
    print(f"Conjurers goals (tap <= {TRIP_GOAL:g}x static, screen <= {SCREEN_GOAL:g}x static):", "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
