"""The PIN lock under a burst through the test client: threads in one process, each its own client, all at once."""

from __future__ import annotations

import threading
from collections import Counter

from app.store import gmauth
from tests.helpers import GM_PIN, api_create


def test_a_burst_of_wrong_pins_checks_no_more_than_the_allowed_tries(app, client, monkeypatch):
    game_id = api_create(client)
    checked = Counter()
    real_check, lock = gmauth.check_password_hash, threading.Lock()

    def counting(pin_hash, pin):
        with lock:
            checked["n"] += 1
        return real_check(pin_hash, pin)

    monkeypatch.setattr(gmauth, "check_password_hash", counting)
    barrier = threading.Barrier(40)
    statuses: list[int] = []

    def guess(i: int) -> None:
        own = app.test_client()
        barrier.wait()
        pin = f"{5000 + i}"
        statuses.append(own.post(f"/api/v1/games/{game_id}/session", json={"pin": pin}).status_code)

    threads = [threading.Thread(target=guess, args=(i,)) for i in range(40)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    got = Counter(statuses)
    assert sum(got.values()) == 40 and not [s for s in got if s >= 500], got
    # Five PINs checked: four answered "wrong", the fifth locked the address; the others found the lock.
    assert checked["n"] == gmauth.FREE_FAILURES and got[401] == gmauth.FREE_FAILURES - 1, (checked, got)
    assert got[429] == 40 - got[401]
    # The right PIN after the burst waits for the lock like any other.
    assert client.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).status_code == 429
