"""Dates in a game file: one without a UTC offset is read as UTC (as every Herald wrote them), never a server error,
through the API and the import form, for both games, on both databases; an unreadable date is refused naming it."""

from __future__ import annotations

import io
import json

import pytest

from app.store.transfer import _checksum
from tests.helpers import GM_PIN, api_create, as_tablet, csrf_token, gm_headers
from tests.web.conjurers.kit import create_game as create_conjurers

PIN = {"X-Herald-Pin": GM_PIN}


def _naive(text: str) -> str:
    return text.replace("+00:00", "")


def _file_without_offsets(client, game_id: str) -> bytes:
    """The game's export with every date written without its offset, resealed as an editor would."""
    data = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    data["exported_at"] = _naive(data["exported_at"])
    data["game"]["created_at"] = _naive(data["game"]["created_at"])
    for step in data["log"]:
        step["recorded_at"] = _naive(step["recorded_at"])
    for e in data["catalog_entries"]:
        e["entered_at"] = _naive(e["entered_at"])
    assert data["catalog_entries"], "the file must carry an entry with a date"
    body = {k: v for k, v in data.items() if k != "checksum"}
    return json.dumps({**body, "checksum": _checksum(body)}).encode()


def _game(client, kind: str) -> str:
    if kind == "prophecy":
        client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": 3}})
        return api_create(client, seats=2)
    level1 = "level1-01"
    client.post(f"/api/v1/conjurers/catalog/cards/{level1}/values",
                json={"values": {"hp": 7, "bd": 2, "abilities": {}, "element": None}})
    return create_conjurers(client, players=("Ada", "Bo"))


@pytest.mark.parametrize("kind", ["prophecy", "conjurers"])
def test_dates_without_an_offset_are_read_as_utc_through_the_api(app, kind):
    client = as_tablet(app.test_client())
    game_id = _game(client, kind)
    r = client.post("/api/v1/games/import", data=_file_without_offsets(client, game_id),
                    content_type="application/json", headers=PIN)
    assert r.status_code == 201, r.get_json()
    assert (client.get(f"/api/v1/games/{r.get_json()['id']}").get_json()["state"]
            == client.get(f"/api/v1/games/{game_id}").get_json()["state"])


@pytest.mark.parametrize("kind", ["prophecy", "conjurers"])
def test_dates_without_an_offset_are_read_as_utc_through_the_form(app, kind):
    client = as_tablet(app.test_client())
    game_id = _game(client, kind)
    raw = _file_without_offsets(client, game_id)
    assert client.delete(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).status_code == 204  # not here twice
    before = len(client.get("/api/v1/games").get_json())
    r = client.post("/games/import", data={"file": (io.BytesIO(raw), "g.json"), "pin": GM_PIN,
                                           "csrf_token": csrf_token(client)})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    assert len(client.get("/api/v1/games").get_json()) == before + 1


def test_an_unreadable_date_is_refused_naming_it(app):
    client = as_tablet(app.test_client())
    game_id = _game(client, "prophecy")
    data = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    data["catalog_entries"][0]["entered_at"] = "the day after"
    body = {k: v for k, v in data.items() if k != "checksum"}
    r = client.post("/api/v1/games/import", data=json.dumps({**body, "checksum": _checksum(body)}),
                    content_type="application/json", headers=PIN)
    assert r.status_code == 422 and "catalog_entries.0.entered_at" in r.get_json()["message"]
