"""An imported game is decided again by the rules: an edited file with a recomputed checksum is refused naming the
step, story lines come from the events, snapshots are written, and the file's size, steps, depth and seed are bounded."""

from __future__ import annotations

import json
from io import BytesIO

from sqlmodel import Session, select

from app.store import bounds
from app.store.gamelog import HERALD_DEALT
from app.store.models import SnapshotRecord
from app.store.transfer import _checksum
from tests.helpers import GM_PIN, api_act, api_create, as_tablet, gm_headers, new_id

PIN = {"X-Herald-Pin": GM_PIN}


def _game(client, steps: int = 4) -> str:
    game_id = api_create(client, seats=3)
    for seq in range(1, steps):
        r = api_act(client, game_id, seq, {"kind": "adjust_hero", "seat": seq % 3, "gold": 1 if seq % 2 else -1})
        assert r.status_code == 200, r.get_json()
    return game_id


def _exported(client, game_id: str) -> dict:
    return client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()


def _resealed(data: dict) -> bytes:
    """The file with its checksum computed again, as someone editing it on purpose would do."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    return json.dumps({**body, "checksum": _checksum(body)}).encode()


def _import(client, raw: bytes):
    return client.post("/api/v1/games/import", data=raw, content_type="application/json", headers=PIN)


def test_an_edited_event_with_a_recomputed_checksum_is_refused_naming_the_step(client):
    data = _exported(client, _game(client))
    data["log"][2]["events"][0]["gold"] = 3  # a legal amount, but not what the action decided
    before = client.get("/api/v1/games").get_json()
    r = _import(client, _resealed(data))
    assert r.status_code == 422 and r.mimetype == "application/problem+json"
    assert "Step 3 (adjust_hero)" in r.get_json()["message"] and "gold" in r.get_json()["message"]
    assert client.get("/api/v1/games").get_json() == before


def test_an_added_event_is_refused(client):
    data = _exported(client, _game(client))
    data["log"][1]["events"].append(dict(data["log"][1]["events"][0]))
    assert "Step 2" in _import(client, _resealed(data)).get_json()["message"]


def test_an_edited_action_is_refused(client):
    data = _exported(client, _game(client))
    data["log"][1]["action"]["seat"] = 2
    assert "Step 2" in _import(client, _resealed(data)).get_json()["message"]


def test_story_lines_are_told_from_the_events_not_read_from_the_file(client):
    game_id = _game(client)
    data = _exported(client, game_id)
    told = data["log"][1]["story"]
    data["log"][1]["story"] = ["Anna wins the game."]
    r = _import(client, _resealed(data))
    assert r.status_code == 201, r.get_json()
    log = client.get(f"/api/v1/games/{r.get_json()['id']}/log", headers={"Authorization": f"Bearer {r.get_json()['gm_token']}"})
    assert log.get_json()[1]["text"] == told


def test_an_imported_game_has_its_snapshots(client, app, log):
    game_id = _game(client, steps=120)
    r = _import(client, json.dumps(_exported(client, game_id)).encode())
    assert r.status_code == 201, r.get_json()
    copy = r.get_json()["id"]
    with Session(log.engine) as session:
        snaps = session.exec(select(SnapshotRecord).where(SnapshotRecord.game_id == copy)).all()
    assert sorted(s.seq for s in snaps) == [50, 100]
    assert log.load(copy)[1] == log.load(game_id)[1]
    original = {s.seq: s.state for s in Session(log.engine).exec(
        select(SnapshotRecord).where(SnapshotRecord.game_id == game_id)).all()}
    assert {s.seq: s.state for s in snaps} == original  # the same states play wrote


def test_dice_herald_rolled_and_cards_it_dealt_import_as_recorded(client, log):
    game_id = _game(client)
    r = api_act(client, game_id, 4, {"kind": "record_dice", "purpose": "a test", "faces": [4], "by_herald": True})
    assert r.status_code == 200
    from app.games.prophecy.engine import parse_action

    log.append(game_id, parse_action({"kind": "adjust_hero", "seat": 0, "gold": 1}), expected_seq=5,
               action_id=new_id(), herald_dealt=True)
    data = _exported(client, game_id)
    r = _import(client, json.dumps(data).encode())
    assert r.status_code == 201, r.get_json()
    rows = log.rows(r.get_json()["id"])
    assert rows[4].action["by_herald"] is True and "Herald rolled" in " ".join(rows[4].story)
    assert rows[5].story[-1] == HERALD_DEALT


def test_the_form_import_has_the_api_size_limit(app, client):
    assert app.config["MAX_CONTENT_LENGTH"] == bounds.MAX_BODY_BYTES == 20 * 2**20
    app.config["MAX_CONTENT_LENGTH"] = 20_000  # the same check, with a file the test can hold in memory
    as_tablet(client, make_game=False)
    big = b"{" + b" " * 30_000 + b"}"
    r = client.post("/games/import", data={"pin": GM_PIN, "file": (BytesIO(big), "big.json")},
                    content_type="multipart/form-data")
    assert r.status_code == 413 and "larger than 19 kB" in r.get_data(as_text=True)
    assert client.get("/api/v1/games").get_json() == []
    r = client.post("/api/v1/games/import", data=big, content_type="application/json", headers=PIN)
    assert r.status_code == 413 and r.mimetype == "application/problem+json"


def test_too_many_steps_are_refused_before_any_work(client, monkeypatch):
    data = _exported(client, _game(client, steps=6))
    monkeypatch.setattr(bounds, "MAX_IMPORT_STEPS", 5)
    r = _import(client, json.dumps(data).encode())
    assert r.status_code == 422 and "at most 5" in r.get_json()["message"] and r.get_json()["field"] == "log"


def test_deep_nesting_is_refused_without_a_server_error(client):
    game_id = _game(client)
    deep = "[" * 100_000 + "]" * 100_000
    r = _import(client, deep.encode())
    assert r.status_code == 422 and "levels deep" in r.get_json()["message"]
    data = _exported(client, game_id)
    nested: list = []
    for _ in range(bounds.MAX_JSON_DEPTH + 5):
        nested = [nested]
    data["log"][1]["action"]["reason"] = nested
    assert "levels deep" in _import(client, _resealed(data)).get_json()["message"]
    r = client.post(f"/api/v1/games/{game_id}/actions", data=deep, content_type="application/json",
                    headers=gm_headers(game_id))
    assert r.status_code == 400 and r.mimetype == "application/problem+json"


def test_a_seed_too_large_for_the_database_is_named(client):
    data = _exported(client, _game(client))
    data["game"]["seed"] = 2**70
    r = _import(client, _resealed(data))
    assert r.status_code == 422 and r.get_json()["field"] == "game.seed"


def test_a_deeply_nested_catalog_file_is_refused_by_name(client):
    game_id = api_create(client)
    deep = ("[" * 5000 + "]" * 5000).encode()
    r = client.post("/api/v1/catalog/entries/import", data=deep, content_type="application/json", headers=gm_headers(game_id))
    assert r.status_code == 422 and "levels deep" in r.get_json()["message"]
