"""A real server process: killed mid-stream it loses no acknowledged action; concurrent writers never collide."""

from __future__ import annotations

import threading
import uuid

import pytest
import requests

from tests.helpers import GM_PIN, setup_action

from .server import WAIT, ServerProcess

pytestmark = pytest.mark.slow


@pytest.fixture(params=["sqlite", "postgresql"])
def server(tmp_path, request):
    database = tmp_path / "crash.sqlite" if request.param == "sqlite" else request.getfixturevalue("pg_cluster").database()
    srv = ServerProcess(database, layout_workers=False).start()
    yield srv
    srv.stop()


def _create(url: str) -> tuple[str, dict]:
    """A new game and the Authorization header of its GM API token (the clients here are scripts)."""
    r = requests.post(url + "/api/v1/games", json={"name": "Crash", "setup": setup_action(2), "pin": GM_PIN}, timeout=WAIT)
    assert r.status_code == 201
    return r.json()["id"], {"Authorization": f"Bearer {r.json()['gm_token']}"}


def test_sigkill_while_posting_loses_no_acknowledged_action(server, tmp_path):
    game_id, auth = _create(server.url)
    acked: list[tuple[int, str, dict]] = []
    stop = threading.Event()

    def post_stream():
        seq = 1
        with requests.Session() as http:
            http.headers.update(auth)
            while not stop.is_set():
                action_id = uuid.uuid4().hex
                body = {"expected_seq": seq, "action_id": action_id, "action": {"kind": "adjust_hero", "seat": 0, "gold": 1}}
                try:
                    r = http.post(f"{server.url}/api/v1/games/{game_id}/actions", json=body, timeout=WAIT)
                except requests.RequestException:
                    return
                if r.status_code != 200:
                    return
                seq = r.json()["seq"]
                acked.append((seq, action_id, r.json()["state"]))
                if seq >= 2 and seq % 25 == 0:
                    # Undo and redo in the stream too, so the kill can land on any kind of write.
                    r = http.post(f"{server.url}/api/v1/games/{game_id}/undo", json={"expected_seq": seq}, timeout=WAIT)
                    if r.status_code != 200:
                        return
                    r = http.post(f"{server.url}/api/v1/games/{game_id}/redo", json={"expected_seq": seq - 1}, timeout=WAIT)
                    if r.status_code != 200:
                        return

    client = threading.Thread(target=post_stream)
    client.start()
    while len(acked) < 60 and client.is_alive():
        client.join(timeout=0.05)
    server.kill()
    stop.set()
    client.join(timeout=WAIT)
    assert len(acked) >= 60

    restarted = ServerProcess(server.database, server.port, layout_workers=False).start()
    try:
        game = requests.get(f"{restarted.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()
        log = requests.get(f"{restarted.url}/api/v1/games/{game_id}/log", headers=auth, timeout=WAIT).json()
    finally:
        restarted.stop()
    last_seq, _, last_state = acked[-1]
    assert game["seq"] in (last_seq, last_seq + 1)  # a write in flight at the kill may have committed
    active = {entry["seq"]: entry for entry in log if entry["status"] == "active"}
    assert sorted(active) == list(range(1, game["seq"] + 1))
    assert game["state"]["heroes"][0]["gold"] == 3 + game["seq"] - 1
    if game["seq"] == last_seq:
        assert game["state"] == last_state


def test_two_clients_at_the_same_step_exactly_one_wins(server):
    game_id, auth = _create(server.url)
    for round_ in range(15):
        seq = requests.get(f"{server.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()["seq"]
        barrier = threading.Barrier(2)
        results: dict[int, requests.Response] = {}

        def post(seat: int, seq=seq, barrier=barrier, results=results):
            body = {"expected_seq": seq, "action_id": uuid.uuid4().hex, "action": {"kind": "adjust_hero", "seat": seat, "gold": 1}}
            barrier.wait()
            results[seat] = requests.post(f"{server.url}/api/v1/games/{game_id}/actions", json=body, headers=auth, timeout=WAIT)

        threads = [threading.Thread(target=post, args=(seat,)) for seat in (0, 1)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        codes = sorted(r.status_code for r in results.values())
        assert codes == [200, 409], (round_, codes, [r.text for r in results.values()])
    game = requests.get(f"{server.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()
    heroes = game["state"]["heroes"]
    assert game["seq"] == 16
    assert heroes[0]["gold"] + heroes[1]["gold"] == 6 + 15  # nothing lost, nothing doubled
