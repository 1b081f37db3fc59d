"""Bursts against a real waitress server: sixty PIN guesses at once get at most the allowed tries checked (a right
PIN at the end stays locked out) and never a 500; the same action id posted twice at once answers the first result."""

from __future__ import annotations

import threading
import uuid
from collections import Counter

import pytest
import requests

from app.store.gmauth import FREE_FAILURES
from tests.helpers import GM_PIN, setup_action

from .server import WAIT, ServerProcess

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("bursts")]  # one worker starts the module's servers


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = ServerProcess(tmp_path_factory.mktemp("bursts") / "bursts.sqlite", layout_workers=False).start()
    yield srv
    srv.stop()


def _create(url: str) -> tuple[str, dict]:
    r = requests.post(url + "/api/v1/games", json={"name": "Burst", "setup": setup_action(2), "pin": GM_PIN}, timeout=WAIT)
    assert r.status_code == 201
    return r.json()["id"], {"Authorization": f"Bearer {r.json()['gm_token']}"}


def _at_once(n: int, send) -> list:
    """Call send(i) from n threads released together; their results in order."""
    barrier = threading.Barrier(n)
    results: list = [None] * n

    def run(i: int) -> None:
        barrier.wait()
        results[i] = send(i)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return results


def test_sixty_pin_guesses_at_once_get_no_more_than_the_allowed_tries(server):
    game_id, _ = _create(server.url)
    url = f"{server.url}/api/v1/games/{game_id}/session"

    def guess(i: int):
        pin = f"{1000 + i:04d}"
        r = requests.post(url, json={"pin": pin}, timeout=WAIT)
        return r.status_code, r.headers.get("Content-Type", "")

    answers = _at_once(60, guess)
    statuses = Counter(status for status, _ in answers)
    assert not [s for s in statuses if s >= 500], statuses
    # Four answered "wrong PIN", the fifth wrong one locked the address; no other guess was checked.
    assert statuses[401] == FREE_FAILURES - 1 and statuses[429] == 60 - statuses[401], statuses
    assert all("application/problem+json" in ctype for status, ctype in answers if status != 200)
    # The lock holds after the burst: the right PIN at its end waits too.
    assert requests.post(url, json={"pin": GM_PIN}, timeout=WAIT).status_code == 429


def test_the_same_action_id_posted_twice_at_once_answers_the_first_result(server):
    game_id, auth = _create(server.url)
    url = f"{server.url}/api/v1/games/{game_id}/actions"
    seq = 1
    for trial in range(40):
        body = {"expected_seq": seq, "action_id": uuid.uuid4().hex,
                "action": {"kind": "adjust_hero", "seat": trial % 2, "gold": 1}}
        answers = _at_once(2, lambda _i, body=body: requests.post(url, json=body, headers=auth, timeout=WAIT))
        assert [a.status_code for a in answers] == [200, 200], [a.text[:200] for a in answers]
        first, second = (a.json() for a in answers)
        assert first["seq"] == second["seq"] == seq + 1
        assert first["events"] == second["events"] and first["log"] == second["log"]
        assert sorted([first["duplicate"], second["duplicate"]]) == [False, True]
        seq += 1
    log = requests.get(f"{server.url}/api/v1/games/{game_id}/log", headers=auth, timeout=WAIT).json()
    assert len(log) == 41  # one step per trial, none twice
