"""Two Herald server processes on one PostgreSQL database give the guarantees of one."""

from __future__ import annotations

import threading
import uuid

import pytest
import requests

from tests.helpers import GM_PIN, setup_action

from .server import WAIT, ServerProcess

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("processes")]  # one worker starts the module's servers


@pytest.fixture(scope="module")
def servers(pg_cluster):
    """Two servers on one database, started side by side and shared by the module (each test makes its own game)."""
    database = pg_cluster.database()
    pair = [ServerProcess(database, layout_workers=False).launch() for _ in range(2)]
    try:
        for server in pair:
            server.wait_ready()
    except BaseException:
        for server in pair:
            server.stop()
        raise
    yield pair
    for server in pair:
        server.stop()


def _create(url: str) -> tuple[str, dict]:
    r = requests.post(url + "/api/v1/games", json={"name": "Club", "setup": setup_action(2), "pin": GM_PIN}, timeout=WAIT)
    assert r.status_code == 201
    return r.json()["id"], {"Authorization": f"Bearer {r.json()['gm_token']}"}


def _gold(seat: int) -> dict:
    return {"kind": "adjust_hero", "seat": seat, "gold": 1}


def test_two_writers_on_two_processes_at_the_same_step_exactly_one_wins(servers):
    a, b = servers
    game_id, auth = _create(a.url)
    for round_ in range(12):
        seq = requests.get(f"{b.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()["seq"]
        barrier = threading.Barrier(2)
        results = {}

        def post(seat, server, seq=seq, barrier=barrier, results=results):
            body = {"expected_seq": seq, "action_id": uuid.uuid4().hex, "action": _gold(seat)}
            barrier.wait()
            results[seat] = requests.post(f"{server.url}/api/v1/games/{game_id}/actions", json=body, headers=auth,
                                          timeout=WAIT)

        threads = [threading.Thread(target=post, args=(seat, server)) for seat, server in ((0, a), (1, b))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(r.status_code for r in results.values()) == [200, 409], round_
    for server in servers:  # both processes agree, caches included
        game = requests.get(f"{server.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()
        assert game["seq"] == 13
        assert game["state"]["heroes"][0]["gold"] + game["state"]["heroes"][1]["gold"] == 6 + 12


def test_the_same_action_id_sent_to_both_processes_at_once_applies_once(servers):
    a, b = servers
    game_id, auth = _create(a.url)
    for seq in range(1, 9):
        body = {"expected_seq": seq, "action_id": uuid.uuid4().hex, "action": _gold(0)}
        barrier = threading.Barrier(2)
        answers = {}

        def post(server, body=body, barrier=barrier, answers=answers):
            barrier.wait()
            answers[server.port] = requests.post(f"{server.url}/api/v1/games/{game_id}/actions", json=body,
                                                 headers=auth, timeout=WAIT)

        threads = [threading.Thread(target=post, args=(s,)) for s in (a, b)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert [r.status_code for r in answers.values()] == [200, 200], [r.text for r in answers.values()]
        assert {r.json()["seq"] for r in answers.values()} == {seq + 1}
    game = requests.get(f"{b.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()
    assert game["seq"] == 9 and game["state"]["heroes"][0]["gold"] == 3 + 8


def test_a_phone_on_one_process_sees_a_change_made_through_the_other_within_its_poll(servers):
    a, b = servers
    game_id, auth = _create(a.url)
    path = requests.get(f"{a.url}/api/v1/games/{game_id}/links", headers=auth, timeout=WAIT).json()[0]["url"]
    sheet = "/p/" + path.split("/p/", 1)[1] + "/sheet"
    first = requests.get(b.url + sheet, timeout=WAIT)
    assert first.status_code == 200
    etag = first.headers["ETag"]
    assert requests.get(a.url + sheet, timeout=WAIT).headers["ETag"] == etag  # the processes agree on ETags
    assert requests.get(a.url + sheet, headers={"If-None-Match": etag}, timeout=WAIT).status_code == 304
    # Warm process b's cache at this step, then move the game through a.
    requests.get(f"{b.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT)
    r = requests.post(f"{a.url}/api/v1/games/{game_id}/actions", headers=auth, timeout=WAIT,
                      json={"expected_seq": 1, "action_id": uuid.uuid4().hex, "action": _gold(0)})
    assert r.status_code == 200
    # The phone's very next poll through b (made every POLL_SECONDS) sees the change: no cache makes it wait.
    poll = requests.get(b.url + sheet, headers={"If-None-Match": etag}, timeout=WAIT)
    assert poll.status_code == 200 and poll.headers["ETag"] != etag
    game = requests.get(f"{b.url}/api/v1/games/{game_id}", headers=auth, timeout=WAIT).json()
    assert game["seq"] == 2 and game["state"]["heroes"][0]["gold"] == 4


def test_the_pin_lock_counts_wrong_pins_on_every_process(servers):
    a, b = servers
    game_id, _ = _create(a.url)
    codes = []
    for attempt in range(5):
        server = (a, b)[attempt % 2]
        codes.append(requests.post(f"{server.url}/api/v1/games/{game_id}/session", json={"pin": "0000"},
                                   timeout=WAIT).status_code)
    assert codes == [401, 401, 401, 401, 429]
    right = requests.post(f"{b.url}/api/v1/games/{game_id}/session", json={"pin": GM_PIN}, timeout=WAIT)
    assert right.status_code == 429  # locked on the other process too, even with the right PIN


def test_a_card_entry_made_on_one_process_is_in_force_on_the_other(servers):
    a, b = servers
    _, auth = _create(a.url)
    before = requests.get(f"{b.url}/api/v1/catalog/cards/ghost", timeout=WAIT).json()
    r = requests.post(f"{a.url}/api/v1/catalog/cards/ghost/entries", json={"values": {"lives": 3}}, headers=auth,
                      timeout=WAIT)
    assert r.status_code == 201, r.text
    after = requests.get(f"{b.url}/api/v1/catalog/cards/ghost", timeout=WAIT).json()
    assert after != before
    assert after == requests.get(f"{a.url}/api/v1/catalog/cards/ghost", timeout=WAIT).json()
