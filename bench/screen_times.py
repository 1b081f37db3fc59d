"""Bench: server time of the game screen and of an action's round trip in a game of 2,000 events.

The game is built through the store (as the tablet would, one action per step). Times are measured
with Flask's test client, so they cover routing, loading, the view models and template rendering but
not the network. Prints median and p95 in milliseconds.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from app.games.prophecy.engine import parse_action  # noqa: E402
from app.store import games as saved  # noqa: E402
from app.store import gmauth  # noqa: E402
from tests.helpers import csrf_token  # noqa: E402

EVENTS = 2000
REPEAT = 200
SETUP = {
    "kind": "create_game",
    "seats": [
        {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
        {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
        {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
    ],
}


def build(log) -> str:
    """A saved game with EVENTS steps: gold going up and down, and a die roll every tenth step."""
    game_id, applied = saved.create_game(log, name="bench", act=parse_action(SETUP))
    seq, j = applied.seq, 0
    for i in range(EVENTS - 1):
        if i % 10 == 9:
            act = {"kind": "record_dice", "purpose": "a card's roll", "faces": [i % 6 + 1]}
        else:
            act = {"kind": "adjust_hero", "seat": j % 3, "gold": 1 if (j // 3) % 2 == 0 else -1}
            j += 1
        seq = log.append(game_id, parse_action(act), expected_seq=seq, action_id=uuid.uuid4().hex).seq
    return game_id


def stats(samples: list[float]) -> tuple[float, float]:
    """Median and 95th percentile in milliseconds."""
    ordered = sorted(samples)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.95) - 1] * 1000


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE": str(Path(tmp) / "bench.sqlite")})
        log = app.extensions["herald.log"]
        game_id = build(log)
        client = app.test_client()
        # The tablet is the game's master: it gave the PIN, and sends its page's CSRF token with each post.
        gmauth.set_pin(log.engine, game_id, "2468")
        token = csrf_token(client)
        assert client.post(f"/games/{game_id}/pin", data={"pin": "2468", "csrf_token": token}).status_code == 303
        client.environ_base["HTTP_X_CSRFTOKEN"] = token
        screen, act = [], []
        for _ in range(REPEAT):
            t = time.perf_counter()
            r = client.get(f"/games/{game_id}")
            screen.append(time.perf_counter() - t)
            assert r.status_code == 200
        seq, _ = log.load(game_id)
        for i in range(REPEAT):
            data = {"seq": seq, "action_id": uuid.uuid4().hex, "kind": "adjust_hero", "seat": 0, "gold": 1 if i % 2 == 0 else -1}
            t = time.perf_counter()
            r = client.post(f"/games/{game_id}/act", data=data, headers={"HX-Request": "true"})
            act.append(time.perf_counter() - t)
            assert r.status_code == 200 and b'id="screen"' in r.data, r.data[:200]
            seq += 1
    (sm, sp), (am, ap) = stats(screen), stats(act)
    print(f"game of {EVENTS} events, {REPEAT} samples each")
    print(f"game screen (GET, full page):          median {sm:.1f} ms   p95 {sp:.1f} ms")
    print(f"action round trip (POST act → fragment): median {am:.1f} ms   p95 {ap:.1f} ms")


if __name__ == "__main__":
    main()
