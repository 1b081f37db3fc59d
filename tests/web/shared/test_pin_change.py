"""Changing a game's PIN: the current one is required, the new one is checked twice, and afterwards every
other device's GM session and every GM API token of the game end, while this device keeps the game."""

from __future__ import annotations

from tests.helpers import GM_PIN, api_create, csrf_token, gm_headers, ui_create

NEW_PIN = "97531"


def _change(client, game_id, current=GM_PIN, pin=NEW_PIN, pin2=NEW_PIN):
    return client.post(f"/games/{game_id}/pin/change",
                       data={"current": current, "pin": pin, "pin2": pin2, "csrf_token": csrf_token(client)})


def _become_gm(client, game_id, pin):
    r = client.post(f"/games/{game_id}/pin", data={"pin": pin, "next": f"/games/{game_id}",
                                                   "csrf_token": csrf_token(client)})
    return r.status_code == 303


def test_a_new_pin_ends_other_devices_and_tokens_but_keeps_this_one(app, client):
    game_id = ui_create(client)
    other = app.test_client()
    assert _become_gm(other, game_id, GM_PIN) and other.get(f"/games/{game_id}").status_code == 200
    old_token = gm_headers(game_id)
    assert client.get(f"/api/v1/games/{game_id}", headers=old_token).status_code == 200

    r = _change(client, game_id)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and 'id="pin-changed"' in page and "1 GM API token stopped working" in page
    assert client.get(f"/games/{game_id}").status_code == 200  # this tablet keeps running the game
    r = other.get(f"/games/{game_id}")
    assert r.status_code == 303 and r.headers["Location"].startswith(f"/games/{game_id}/pin")
    assert client.post(f"/api/v1/games/{game_id}/undo", headers=old_token, json={"expected_seq": 1}).status_code == 401
    assert not _become_gm(other, game_id, GM_PIN)
    assert _become_gm(other, game_id, NEW_PIN) and other.get(f"/games/{game_id}").status_code == 200


def test_a_refused_change_names_the_problem_and_changes_nothing(app, client):
    game_id = ui_create(client)
    for kwargs, status, text in (({"current": "0000"}, 401, "The current PIN is wrong."),
                                 ({"pin": "12"}, 422, "4 to 8 digits"),
                                 ({"pin2": "11111"}, 422, "differ")):
        r = _change(client, game_id, **kwargs)
        assert r.status_code == status and text in r.get_data(as_text=True), kwargs
    other = app.test_client()
    assert _become_gm(other, game_id, GM_PIN)  # the old PIN still works
    assert client.get(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).status_code == 200


def test_a_player_or_stranger_cannot_change_the_pin(app, client):
    game_id = ui_create(client)
    stranger = app.test_client()
    r = stranger.post(f"/games/{game_id}/pin/change", data={"current": GM_PIN, "pin": NEW_PIN, "pin2": NEW_PIN,
                                                           "csrf_token": csrf_token(stranger)})
    assert r.status_code == 303 and "/pin" in r.headers["Location"]
    assert _become_gm(app.test_client(), game_id, GM_PIN)


def test_the_api_changes_the_pin_with_the_current_one(app, client):
    game_id = api_create(client)
    headers = gm_headers(game_id)
    r = client.put(f"/api/v1/games/{game_id}/pin", json={"current": "0000", "pin": NEW_PIN}, headers=headers)
    assert r.status_code == 401 and r.get_json()["error"] == "wrong_pin"
    r = client.put(f"/api/v1/games/{game_id}/pin", json={"current": GM_PIN, "pin": "1"}, headers=headers)
    assert r.status_code == 422 and "4 to 8 digits" in r.get_json()["message"]
    assert client.put(f"/api/v1/games/{game_id}/pin", json={"current": GM_PIN, "pin": NEW_PIN}, headers=headers).status_code == 204
    assert client.get(f"/api/v1/games/{game_id}", headers=headers).status_code == 401
    r = client.post(f"/api/v1/games/{game_id}/session", json={"pin": NEW_PIN})
    assert r.status_code == 201
