"""Who may change the group's catalog on a shared server: with an owner PIN set (HERALD_OWNER_PIN), catalog edits
and withdrawals need it, through the API and the tablet's forms, and creating a game does not grant them; without
one (a home tablet), any game master's device edits the catalog as before."""

from __future__ import annotations

import re

import pytest

from app import create_app
from tests.conftest import FAST_PIN_HASH
from tests.helpers import as_tablet, csrf_token

OWNER = "97531"
ENTRY = "/api/v1/catalog/cards/ghost/entries"
CONJURERS = "/api/v1/conjurers/catalog/cards/level1-01/values"
PRINTED = {"hp": 7, "bd": 2, "abilities": {}, "element": None}


@pytest.fixture
def shared(tmp_path):
    """A server's app with an owner PIN."""
    return create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE": str(tmp_path / "shared.sqlite"),
                       "PIN_HASH_METHOD": FAST_PIN_HASH, "OWNER_PIN": OWNER})


def _entries(app) -> dict:
    """The group's entries of the Ghost (creating a game records the characters' values typed at setup)."""
    from app.games.prophecy.catalog import entries

    return entries.as_overrides(entries.current_entries(app.extensions["herald.log"].engine, "ghost"))


def test_a_game_master_without_the_owner_pin_cannot_change_the_catalog_through_the_api(shared):
    client = as_tablet(shared.test_client())  # made a game: a game master
    assert client.post(ENTRY, json={"values": {"copies": 3}}).status_code == 401
    assert client.post(CONJURERS, json={"values": PRINTED}).status_code == 401
    r = client.post(ENTRY, json={"values": {"copies": 3}}, headers={"X-Herald-Owner-Pin": "11111"})
    assert r.status_code == 401 and "owner PIN" in r.get_json()["message"]
    assert _entries(shared) == {}


def test_the_owner_pin_lets_the_api_change_and_withdraw_catalog_values(shared):
    client = shared.test_client()  # no game made: the owner PIN alone is enough
    owner = {"X-Herald-Owner-Pin": OWNER}
    assert client.post(ENTRY, json={"values": {"copies": 3}}, headers=owner).status_code == 201
    assert client.post(CONJURERS, json={"values": PRINTED}, headers=owner).status_code == 201
    assert _entries(shared) == {"ghost": {"copies": 3}}
    r = client.delete("/api/v1/catalog/facts/deck:rare/entries/size", headers=owner)
    assert r.status_code in (404, 422), "a withdrawal passes the guard with the owner PIN"


def test_wrong_owner_pins_are_locked_out(shared):
    client = shared.test_client()
    for _ in range(5):
        assert client.post(ENTRY, json={"values": {"copies": 3}},
                           headers={"X-Herald-Owner-Pin": "11111"}).status_code == 401
    r = client.post(ENTRY, json={"values": {"copies": 3}}, headers={"X-Herald-Owner-Pin": OWNER})
    assert r.status_code == 429
    assert _entries(shared) == {}


def test_the_tablet_s_forms_ask_for_the_owner_pin_then_change_the_catalog(shared):
    client = as_tablet(shared.test_client())
    r = client.post("/catalog/cards/ghost", data={"f:copies": "2", "csrf_token": csrf_token(client)})
    assert r.status_code == 303 and "/owner" in r.headers["Location"]
    assert _entries(shared) == {}
    page = client.get(r.headers["Location"]).get_data(as_text=True)
    assert "owner PIN" in page
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    wrong = client.post("/owner", data={"pin": "11111", "next": "/catalog", "csrf_token": token})
    assert wrong.status_code == 401
    right = client.post("/owner", data={"pin": OWNER, "next": "/catalog", "csrf_token": token})
    assert right.status_code == 303 and right.headers["Location"].endswith("/catalog")
    r = client.post("/catalog/cards/ghost", data={"f:copies": "2", "csrf_token": csrf_token(client)})
    assert r.status_code in (200, 303)
    assert _entries(shared) == {"ghost": {"copies": 2}}
    r = client.post("/catalog/cards/ghost/forget", data={"field": "copies", "csrf_token": csrf_token(client)})
    assert _entries(shared) == {}


def test_without_an_owner_pin_a_game_master_s_device_edits_the_catalog(app):
    client = as_tablet(app.test_client())
    assert client.post(ENTRY, json={"values": {"copies": 3}}).status_code == 201
    assert client.post("/catalog/cards/ghost/forget", data={"field": "copies"}).status_code in (200, 303)
    assert _entries(app) == {}


def test_an_owner_pin_chosen_on_the_first_run_guards_the_catalog(app):
    from app.store import backup

    client = app.test_client()
    page = client.get("/owner").get_data(as_text=True)
    assert "Set the owner PIN" in page
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    r = client.post("/owner", data={"pin": "2222", "pin2": "2223", "csrf_token": token})
    assert r.status_code == 422
    r = client.post("/owner", data={"pin": OWNER, "pin2": OWNER, "next": "/catalog", "csrf_token": token})
    assert r.status_code == 303
    other = as_tablet(app.test_client())  # another device, a game master: not the owner
    assert other.post(ENTRY, json={"values": {"copies": 3}}).status_code == 401
    assert other.post(ENTRY, json={"values": {"copies": 3}}, headers={"X-Herald-Owner-Pin": OWNER}).status_code == 201
    engine = app.extensions["herald.log"].engine
    assert not [r for r in backup.dump(engine)["setting"] if r["key"].startswith("secret:")]
    assert [r for r in backup.dump(engine, secrets=True)["setting"] if r["key"].startswith("secret:")]


def test_no_owner_pin_can_be_chosen_once_the_instance_holds_a_game(app):
    client = as_tablet(app.test_client())
    page = client.get("/owner").get_data(as_text=True)
    assert "Set the owner PIN" not in page
    client.post("/owner", data={"pin": OWNER, "pin2": OWNER, "csrf_token": csrf_token(client)})
    assert client.post(ENTRY, json={"values": {"copies": 3}}).status_code == 201  # still a home tablet
