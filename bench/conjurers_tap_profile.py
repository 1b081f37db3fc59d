"""Profile: where a Conjurers tap's time goes at round 12 of a four-player game, in process (no HTTP), and the SQL
statements it runs.

The same game and tap as bench/conjurers_table.py (set up with the wizard, played to round 12's allocation by the
engine tests' random legal player, then a placement posted as the tablet's script posts it, `panels=1`, answered with
the panels it changed, and its undo the next time), through Flask's test client on a throw-away database. Prints the SQL statements of a placement and of an undo, the CPU of a
placement, an undo and the screen beside a static file, and cProfile's top lines over many taps.

    python bench/conjurers_tap_profile.py [--taps 100] [--top 25] [--seed 3] [--dump FILE]
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import tempfile
import uuid
from pathlib import Path
from random import Random

from profiling import cpu_line, cpu_ms, print_profile, statements

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
PIN = "2468"
HX = {"HX-Request": "true"}
STATIC = "/static/css/app.css"


def create(client) -> tuple[str, str]:
    """A four-player game with tournaments made with the setup wizard, mastered by this client; (game id, token)."""
    page = client.get("/conjurers/new").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page)[1]
    form = {"csrf_token": token, "name": "Bench", "pin": PIN, "start": "0", "tournaments": "1"}
    for i, (name, kind) in enumerate(zip(("Ada", "Bo", "Cy", "Di"), ("worker", "merchant", "warrior", "recruiter"),
                                         strict=True)):
        form |= {f"seat{i}_player": name, f"seat{i}_assistant": kind}
    r = client.post("/conjurers/new", data=form)
    assert r.status_code == 303, r.status_code
    return r.headers["Location"].rstrip("/").split("/")[-1], token


def play_to_round_12(client, game_id: str, seed: int) -> int:
    """Random legal steps through the JSON API until round 12's allocation; the step reached."""
    engine = importlib.import_module("app.games.conjurers.engine")
    kit = importlib.import_module("tests.games.conjurers.kit")
    bearer = client.post(f"/api/v1/games/{game_id}/session", json={"pin": PIN}).get_json()["token"]
    auth = {"Authorization": "Bearer " + bearer}
    rng = Random(seed)
    while True:
        game = client.get(f"/api/v1/games/{game_id}", headers=auth).get_json()
        state = engine.State.model_validate(game["state"])
        if state.round == 12 and state.stage == "allocation":
            return game["seq"]
        raw, _ = kit.play_step(state, rng)
        r = client.post(f"/api/v1/games/{game_id}/actions", headers=auth,
                        json={"expected_seq": game["seq"], "action_id": uuid.uuid4().hex, "action": raw})
        assert r.status_code == 200, r.get_data(as_text=True)[:300]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=100)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--dump", help="also write the profile to this file (for pstats)")
    args = parser.parse_args()
    from app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"SECRET_KEY": "bench", "DATABASE": str(Path(tmp) / "herald.sqlite")})
        client = app.test_client()
        game_id, token = create(client)
        seq = play_to_round_12(client, game_id, args.seed)
        screen = client.get(f"/games/{game_id}").get_data(as_text=True)
        form = re.search(r'<form method="post" action="([^"]+)"[^>]* class="offer offer-place".*?</form>', screen, re.S)
        hidden = dict(re.findall(r'type="hidden" name="(seat|figure|kind)" value="([^"]+)"', form[0]))
        space = re.search(r'name="space" value="([^"]*)"', form[0])[1]
        state = {"seq": seq, "placed": False}
        headers = HX | {"X-CSRFToken": token}

        def tap():
            if state["placed"]:
                r = client.post(f"/conjurers/{game_id}/undo", data={"seq": state["seq"], "panels": "1"}, headers=headers)
                state["seq"] -= 1
            else:
                r = client.post(form[1], headers=headers, data={**hidden, "space": space, "seq": state["seq"],
                                                                "action_id": uuid.uuid4().hex, "panels": "1"})
                state["seq"] += 1
            state["placed"] = not state["placed"]
            assert f'data-seq="{state["seq"]}"' in r.get_data(as_text=True), r.status_code

        for _ in range(6):
            tap()
        engine = app.extensions["herald.log"].engine
        for which in ("placement", "undo"):
            seen = statements(engine, tap)
            print(f"SQL statements in one {which} at step {seq}: {len(seen)}")
            for s in seen:
                print("  ", s)
        cpu = cpu_ms({"static": lambda: client.get(STATIC).close(), "screen": lambda: client.get(f"/games/{game_id}").close(),
                      "placement": tap, "undo": tap}, 200)
        print(cpu_line(cpu, 200))
        print_profile(tap, args.taps, args.top, args.dump)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
