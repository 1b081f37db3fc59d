"""The game master's PIN: chosen at creation, stored hashed, asked of other devices, rate-limited."""

from __future__ import annotations

import re

from sqlmodel import Session, select

from app import create_app
from app.store import gmauth
from app.store.access_tables import GameAccess
from tests.helpers import GM_PIN, api_create, csrf_token, gm_headers, setup_action, ui_create


def _pin(client, game_id: str, pin: str, **environ):
    return client.post(
        f"/games/{game_id}/pin", data={"pin": pin, "next": f"/games/{game_id}", "csrf_token": csrf_token(client)},
        environ_base=environ,
    )


def test_the_creating_device_masters_the_game_and_another_device_is_asked_for_the_pin(app, client):
    game_id = ui_create(client)
    assert client.get(f"/games/{game_id}").status_code == 200
    other = app.test_client()
    r = other.get(f"/games/{game_id}")
    assert r.status_code == 303 and r.headers["Location"] == f"/games/{game_id}/pin?next=/games/{game_id}"
    page = other.get(r.headers["Location"]).get_data(as_text=True)
    assert 'name="pin"' in page and "game master" in page
    r = _pin(other, game_id, GM_PIN)
    assert r.status_code == 303 and r.headers["Location"] == f"/games/{game_id}"
    assert other.get(f"/games/{game_id}").status_code == 200


def test_the_pin_is_stored_hashed_with_scrypt_by_default(tmp_path, log):
    app = create_app({"TESTING": True, "SECRET_KEY": "k", "DATABASE": str(tmp_path / "h.sqlite")})
    assert app.config["PIN_HASH_METHOD"] == "scrypt:4096:8:1"
    game_id = api_create(app.test_client(), pin="73519")
    with Session(app.extensions["herald.log"].engine) as session:
        stored = session.exec(select(GameAccess.pin_hash).where(GameAccess.game_id == game_id)).one()
    assert stored.startswith("scrypt:4096:8:1$") and "73519" not in stored


def test_creating_a_game_needs_a_pin_of_4_to_8_digits(client):
    for pin in ("", "123", "123456789", "12a4"):
        r = client.post("/api/v1/games", json={"name": "x", "setup": setup_action(2), "pin": pin})
        assert r.status_code == 422 and r.get_json()["field"] == "pin"
        form = {"name": "x", "pin": pin, "csrf_token": csrf_token(client), "seat0_player": "A", "seat0_character": "Druid",
                "seat0_strength": "3", "seat0_willpower": "3", "seat1_player": "B", "seat1_character": "Scout",
                "seat1_strength": "3", "seat1_willpower": "3"}
        r = client.post("/games", data=form)
        assert r.status_code == 422 and "PIN of 4 to 8 digits" in r.get_data(as_text=True)
    assert client.get("/api/v1/games").get_json() == []


def test_a_wrong_pin_is_refused_and_five_lock_the_address_out_for_a_growing_delay(app, client):
    game_id = ui_create(client)
    stranger = app.test_client()
    for tries_left in (4, 3, 2, 1):
        r = _pin(stranger, game_id, "0000")
        assert r.status_code == 401 and f"{tries_left} more tr" in r.get_data(as_text=True)
    r = _pin(stranger, game_id, "0000")
    assert r.status_code == 429 and "Wait 30 seconds" in r.get_data(as_text=True)
    # locked: even the right PIN is refused now, and the game stays closed to this device
    r = _pin(stranger, game_id, GM_PIN)
    assert r.status_code == 429 and "Too many wrong PINs" in r.get_data(as_text=True)
    assert stranger.get(f"/games/{game_id}").status_code == 303
    # another address is not locked out
    assert _pin(app.test_client(), game_id, GM_PIN, REMOTE_ADDR="10.9.8.7").status_code == 303


def test_lockout_grows_and_a_correct_pin_clears_the_count(log, client):
    game_id = api_create(client)
    engine = log.engine
    for _ in range(4):
        assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1000).locked_for == 0
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1000).locked_for == 30
    assert gmauth.check_pin(engine, game_id, "ip", GM_PIN, now=1029).ok is False
    assert gmauth.lock_remaining(engine, game_id, "ip", now=1029) == 1
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1031).locked_for == 60
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1092).locked_for == 120
    assert gmauth.check_pin(engine, game_id, "ip", GM_PIN, now=1300).ok
    assert gmauth.check_pin(engine, game_id, "ip", "1111", now=1300) == gmauth.PinCheck(False, 0, 4)


def test_the_api_trades_the_pin_for_a_token_and_rate_limits_wrong_pins(app, client):
    game_id = api_create(client)
    script = app.test_client()
    r = script.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN})
    assert r.status_code == 201
    token = r.get_json()["token"]
    headers = {"Authorization": f"Bearer {token}"}
    assert script.get(f"/api/v1/games/{game_id}", headers=headers).status_code == 200
    for _ in range(4):
        r = script.post(f"/api/v1/games/{game_id}/session", json={"pin": "9999"})
        assert r.status_code == 401 and r.get_json()["error"] == "wrong_pin"
    r = script.post(f"/api/v1/games/{game_id}/session", json={"pin": "9999"})
    assert r.status_code == 429 and r.headers["Retry-After"] == "30" and r.get_json()["retry_after"] == 30
    assert script.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).status_code == 429
    # revoking the token closes it
    assert script.delete(f"/api/v1/games/{game_id}/session", headers=headers).status_code == 204
    assert script.get(f"/api/v1/games/{game_id}", headers=headers).status_code == 401
    assert client.get(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).status_code == 200


def test_an_htmx_request_from_a_stranger_is_sent_to_the_pin_page(app, client):
    game_id = ui_create(client)
    stranger = app.test_client()
    r = stranger.post(
        f"/games/{game_id}/act",
        data={"seq": 1, "kind": "adjust_hero", "seat": 0, "gold": 1, "csrf_token": csrf_token(stranger)},
        headers={"HX-Request": "true", "HX-Current-URL": f"http://localhost/games/{game_id}"},
    )
    assert r.status_code == 401
    assert r.headers["HX-Redirect"] == f"/games/{game_id}/pin?next=/games/{game_id}"


def test_a_boosted_link_from_another_device_comes_back_to_the_page_asked_for(app, client):
    game_id = ui_create(client)
    r = app.test_client().get(
        f"/games/{game_id}/share", headers={"HX-Request": "true", "HX-Boosted": "true", "HX-Current-URL": "http://localhost/"}
    )
    assert r.status_code == 401 and r.headers["HX-Redirect"] == f"/games/{game_id}/pin?next=/games/{game_id}/share"


def test_the_pin_page_only_returns_to_local_pages(app, client):
    game_id = ui_create(client)
    other = app.test_client()
    for evil in ("https://evil.example/", "//evil.example/x", "/\\evil.example"):
        r = other.post(f"/games/{game_id}/pin", data={"pin": GM_PIN, "next": evil, "csrf_token": csrf_token(other)})
        assert r.status_code == 303 and r.headers["Location"] == f"/games/{game_id}"


def test_a_game_without_a_pin_asks_to_choose_one(app, client, log):
    from app.games.prophecy.engine.setup import CreateGame
    from app.store import games as saved

    game_id, _ = saved.create_game(log, name="Old game", act=CreateGame.model_validate(setup_action(2)))
    page = client.get(f"/games/{game_id}/pin").get_data(as_text=True)
    assert "no game-master PIN yet" in page and 'name="pin2"' in page
    r = client.post(f"/games/{game_id}/pin", data={"pin": "1357", "pin2": "1358", "csrf_token": csrf_token(client)})
    assert r.status_code == 422
    r = client.post(f"/games/{game_id}/pin", data={"pin": "1357", "pin2": "1357", "csrf_token": csrf_token(client)})
    assert r.status_code == 303 and gmauth.has_pin(log.engine, game_id)
    assert client.get(f"/games/{game_id}").status_code == 200
    assert app.test_client().post(f"/api/v1/games/{game_id}/session", json={"pin": "1357"}).status_code == 201


def test_leaving_gives_the_session_up(app, client):
    game_id = ui_create(client)
    assert client.post(f"/games/{game_id}/leave", data={"csrf_token": csrf_token(client)}).status_code == 303
    assert client.get(f"/games/{game_id}").status_code == 303


def test_importing_a_game_needs_a_new_pin_and_makes_the_importer_its_master(app, client):
    import io

    game_id = ui_create(client)
    exported = client.get(f"/games/{game_id}/export").data
    api = app.test_client()
    r = api.post("/api/v1/games/import", data=exported, content_type="application/json")
    assert r.status_code == 422 and r.get_json()["field"] == "X-Herald-Pin"
    r = api.post("/api/v1/games/import", data=exported, content_type="application/json", headers={"X-Herald-Pin": "8642"})
    assert r.status_code == 201
    imported, token = r.get_json()["id"], r.get_json()["gm_token"]
    assert api.get(f"/api/v1/games/{imported}", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    assert app.test_client().post(f"/api/v1/games/{imported}/session", json={"pin": "8642"}).status_code == 201
    tablet = app.test_client()
    form = {"csrf_token": csrf_token(tablet), "file": (io.BytesIO(exported), "game.json")}
    r = tablet.post("/games/import", data=form, content_type="multipart/form-data")
    assert r.status_code == 422 and "PIN of 4 to 8 digits" in r.get_data(as_text=True)
    form = {"csrf_token": csrf_token(tablet), "pin": "97531", "file": (io.BytesIO(exported), "game.json")}
    r = tablet.post("/games/import", data=form, content_type="multipart/form-data")
    assert r.status_code == 409  # already here: the tablet keeps both
    held = re.search(r'name="held" value="([^"]+)"', r.get_data(as_text=True)).group(1)
    r = tablet.post("/games/import", data={"csrf_token": csrf_token(tablet), "pin": "97531", "held": held})
    assert r.status_code == 303 and tablet.get(r.headers["Location"]).status_code == 200


def test_the_lockout_doubles_up_to_an_hour_and_stays_there(log, client):
    game_id = api_create(client)
    engine, now, locks = log.engine, 1000.0, []
    for _ in range(4):
        assert gmauth.check_pin(engine, game_id, "ip", "1111", now=now).locked_for == 0
    for _ in range(10):  # each wrong PIN just after the previous lock ran out
        locks.append(gmauth.check_pin(engine, game_id, "ip", "1111", now=now).locked_for)
        now += locks[-1] + 1
    assert locks == [30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]
