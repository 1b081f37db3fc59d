"""The tablet pages: saved games, new game, acting with refusals and stale notices, undo, import, delete."""

from __future__ import annotations

import io
import json
import re

from tests.helpers import GM_PIN, api_act, api_create, csrf_token, guild_fields


def _form_fields(html: str, button_title: str) -> dict:
    form = re.search(r'<form class="act"[^>]*>(?:(?!</form>).)*title="' + re.escape(button_title) + r'"', html, re.S)
    assert form, f"no button titled {button_title}"
    return dict(re.findall(r'name="([^"]+)" value="([^"]*)"', form.group(0)))


def test_home_lists_games_with_players_and_activity(client):
    api_create(client, seats=3, name="Friday")
    html = client.get("/").get_data(as_text=True)
    assert "Friday" in html and "Anna" in html and "Mercenary" in html and "UTC" in html


def test_home_empty_state(client):
    assert "No saved games yet" in client.get("/").get_data(as_text=True)


def test_new_game_from_the_form(client):
    form = {"name": "Night", "mode": "standard", "deck_mode": "table", "pin": GM_PIN, "csrf_token": csrf_token(client)}
    for i, (p, c, s, w) in enumerate([("Anna", "Druid", 3, 6), ("Ben", "Paladin", 4, 4)]):
        form |= {f"seat{i}_player": p, f"seat{i}_character": c, f"seat{i}_strength": s, f"seat{i}_willpower": w}
        form |= guild_fields(i, c)
    r = client.post("/games", data=form)
    assert r.status_code == 303
    html = client.get(r.headers["Location"]).get_data(as_text=True)
    assert "Anna" in html and "Paladin" in html


def test_new_game_with_one_seat_names_the_rule(client):
    form = {"name": "Solo", "seat0_player": "Anna", "seat0_character": "Druid", "seat0_strength": 3, "seat0_willpower": 6}
    form |= {"pin": GM_PIN, "csrf_token": csrf_token(client)}
    r = client.post("/games", data=form)
    assert r.status_code == 422
    assert "2 to 5 seats" in r.get_data(as_text=True)
    assert client.get("/api/v1/games").get_json() == []


def test_new_game_with_bad_strength_names_the_field(client):
    form = {"name": "X", "pin": GM_PIN, "csrf_token": csrf_token(client)}
    for i in range(2):
        form |= {f"seat{i}_player": f"P{i}", f"seat{i}_character": f"C{i}", f"seat{i}_strength": 9, f"seat{i}_willpower": 3}
    r = client.post("/games", data=form)
    assert r.status_code == 422
    # the alert itself, not the form's hidden fields (which every re-render carries): the seat's Strength, at most 8
    alert = re.search(r'id="form-error">(.*?)</', r.get_data(as_text=True), flags=re.S)
    assert alert, "no error shown"
    assert "strength" in alert[1].lower() and "8" in alert[1], alert[1]
    assert client.get("/api/v1/games").get_json() == []


def test_act_from_the_screen_then_undo(client):
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    fields = _form_fields(html, "Gain Gold")
    r = client.post(f"/games/{game_id}/act", data=fields, headers={"HX-Request": "true"})
    assert r.status_code == 200 and 'data-stat="gold">4<' in r.get_data(as_text=True)
    assert "gained 1 Gold" in r.get_data(as_text=True)
    r = client.post(f"/games/{game_id}/undo", data={"seq": 2, "csrf_token": csrf_token(client)}, headers={"HX-Request": "true"})
    assert 'data-stat="gold">3<' in r.get_data(as_text=True)


def test_refusal_is_shown_with_its_rule_and_changes_nothing(client):
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    fields = _form_fields(html, "Spend Magic")
    for _ in range(7):  # Druid: 6 Magic; the seventh has nothing left to pay with
        fields["action_id"] += "x"
        r = client.post(f"/games/{game_id}/act", data=fields, headers={"HX-Request": "true"})
        fields["seq"] = str(int(fields["seq"]) + 1)
    text = r.get_data(as_text=True)
    assert "Not allowed" in text and "000:L143" in text
    assert client.get(f"/api/v1/games/{game_id}").get_json()["state"]["heroes"][0]["magic"] == 0


def test_a_strength_gain_at_the_cap_is_lost_and_told(client):  # 000:L135, 000:L242
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    fields = _form_fields(html, "Gain Strength")
    for _ in range(6):  # Druid 3 → 8 in five steps; the sixth gain has nothing left to heal
        fields["action_id"] += "x"
        r = client.post(f"/games/{game_id}/act", data=fields, headers={"HX-Request": "true"})
        fields["seq"] = str(int(fields["seq"]) + 1)
    text = r.get_data(as_text=True)
    assert "Not allowed" not in text and "1 Strength lost, no room for more" in text
    assert client.get(f"/api/v1/games/{game_id}").get_json()["state"]["heroes"][0]["red"] == 8


def test_stale_form_shows_a_notice_and_applies_nothing(client):
    game_id = api_create(client)
    fields = _form_fields(client.get(f"/games/{game_id}").get_data(as_text=True), "Gain Gold")
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 1, "gold": 1})
    r = client.post(f"/games/{game_id}/act", data=fields, headers={"HX-Request": "true"})
    assert "The game changed on another device" in r.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{game_id}").get_json()["state"]["heroes"][0]["gold"] == 3


def test_double_tap_applies_once(client):
    game_id = api_create(client)
    fields = _form_fields(client.get(f"/games/{game_id}").get_data(as_text=True), "Gain Gold")
    client.post(f"/games/{game_id}/act", data=fields)
    client.post(f"/games/{game_id}/act", data=fields)
    state = client.get(f"/api/v1/games/{game_id}").get_json()
    assert state["seq"] == 2 and state["state"]["heroes"][0]["gold"] == 4


def test_undo_of_a_die_roll_asks_first(client):
    game_id = api_create(client)
    api_act(client, game_id, 1, {"kind": "record_dice", "purpose": "first player", "faces": [5]})
    token = csrf_token(client)
    r = client.post(f"/games/{game_id}/undo", data={"seq": 2, "csrf_token": token}, headers={"HX-Request": "true"})
    assert "Undo anyway?" in r.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 2
    client.post(f"/games/{game_id}/undo", data={"seq": 2, "confirm": "yes", "csrf_token": token})
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 1


def test_export_import_and_a_bad_import_from_the_ui(client):
    game_id = api_create(client, name="Saved")
    exported = client.get(f"/games/{game_id}/export")
    assert exported.headers["Content-Disposition"].startswith("attachment")
    token = csrf_token(client)
    r = client.post("/games/import", data={"file": (io.BytesIO(exported.data), "g.json"), "pin": GM_PIN, "csrf_token": token})
    assert r.status_code == 409  # the game is already here: imported only when the group keeps both
    held = re.search(r'name="held" value="([^"]+)"', r.get_data(as_text=True)).group(1)
    r = client.post("/games/import", data={"held": held, "pin": GM_PIN, "csrf_token": token})
    assert r.status_code == 303
    assert len(client.get("/api/v1/games").get_json()) == 2
    broken = json.loads(exported.data)
    broken["log"][0]["events"][0]["heroes"][0]["gold"] = 99
    r = client.post("/games/import", data={"file": (io.BytesIO(json.dumps(broken).encode()), "g.json"), "pin": GM_PIN, "csrf_token": token})
    assert r.status_code == 422 and "checksum" in r.get_data(as_text=True)
    assert len(client.get("/api/v1/games").get_json()) == 2


def test_rename_and_delete_with_confirmation(client):
    game_id = api_create(client, name="Old")
    token = csrf_token(client)
    client.post(f"/games/{game_id}/rename", data={"name": "New name", "csrf_token": token})
    assert "New name" in client.get("/").get_data(as_text=True)
    page = client.get(f"/games/{game_id}/delete").get_data(as_text=True)
    assert "Delete “New name”?" in page
    assert client.post(f"/games/{game_id}/delete", data={"csrf_token": token}).status_code == 303
    assert client.get(f"/games/{game_id}").status_code == 404
