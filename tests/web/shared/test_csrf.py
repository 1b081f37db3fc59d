"""Cross-site request forgery: every form carries a token, htmx sends it as a header, the API's cookie writes too."""

from __future__ import annotations

import re
from pathlib import Path

from tests.helpers import GM_PIN, csrf_token, new_id, ui_create

TEMPLATES = Path(__file__).resolve().parents[3] / "templates"


def test_every_post_form_in_the_templates_carries_the_csrf_field():
    missing = []
    for path in TEMPLATES.rglob("*.html"):
        text = path.read_text()
        for form in re.findall(r"<form\b.*?</form>", text, flags=re.S):
            if re.search(r'method="post"', form, flags=re.I) and "csrf_field()" not in form:
                missing.append(f"{path.relative_to(TEMPLATES)}: {form[:80]}")
    assert missing == []
    layout = (TEMPLATES / "layout.html").read_text()
    assert """hx-headers='{{ {"X-CSRFToken": csrf_token()}|tojson }}'""" in layout


def test_a_form_post_without_the_token_is_refused_and_changes_nothing(client, log):
    game_id = ui_create(client)
    act = {"seq": 1, "action_id": new_id(), "kind": "adjust_hero", "seat": 0, "gold": 1}
    r = client.post(f"/games/{game_id}/act", data=act)
    assert r.status_code == 400 and "The page had expired" in r.get_data(as_text=True)
    r = client.post(f"/games/{game_id}/act", data={**act, "csrf_token": "forged"})
    assert r.status_code == 400
    assert log.load(game_id)[0] == 1
    for path, data in ((f"/games/{game_id}/rename", {"name": "x"}), (f"/games/{game_id}/delete", {}), ("/games", {"pin": GM_PIN})):
        assert client.post(path, data=data).status_code == 400, path
    assert client.get(f"/games/{game_id}").status_code == 200
    r = client.post(f"/games/{game_id}/act", data={**act, "csrf_token": csrf_token(client)})
    assert r.status_code == 303 and log.load(game_id)[0] == 2


def test_an_htmx_post_sends_the_token_as_a_header(client, log):
    game_id = ui_create(client)
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    header = re.search(r'hx-headers=\'\{"X-CSRFToken": "([^"]+)"\}\'', page).group(1)
    act = {"seq": 1, "action_id": new_id(), "kind": "adjust_hero", "seat": 0, "gold": 1}
    r = client.post(f"/games/{game_id}/act", data=act, headers={"HX-Request": "true"})
    assert r.status_code == 400 and r.headers["HX-Refresh"] == "true"
    r = client.post(f"/games/{game_id}/act", data=act, headers={"HX-Request": "true", "X-CSRFToken": header})
    assert r.status_code == 200 and 'id="screen"' in r.get_data(as_text=True)
    assert log.load(game_id)[0] == 2


def test_a_token_from_another_session_is_refused(app, client, log):
    game_id = ui_create(client)
    foreign = csrf_token(app.test_client())
    r = client.post(f"/games/{game_id}/act", data={"seq": 1, "kind": "adjust_hero", "seat": 0, "gold": 1, "csrf_token": foreign})
    assert r.status_code == 400 and log.load(game_id)[0] == 1


def test_api_writes_with_the_session_cookie_need_the_csrf_header_bearer_ones_do_not(client, log):
    game_id = ui_create(client)
    body = {"expected_seq": 1, "action_id": new_id(), "action": {"kind": "adjust_hero", "seat": 0, "gold": 1}}
    r = client.post(f"/api/v1/games/{game_id}/actions", json=body)
    assert r.status_code == 403 and r.get_json()["error"] == "csrf_failed"
    r = client.post(f"/api/v1/games/{game_id}/actions", json=body, headers={"X-CSRFToken": csrf_token(client)})
    assert r.status_code == 200
    token = client.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).get_json()["token"]
    body = {**body, "expected_seq": 2, "action_id": new_id()}
    r = client.application.test_client().post(f"/api/v1/games/{game_id}/actions", json=body, headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200 and log.load(game_id)[0] == 3
    # cookie reads need no token
    assert client.get(f"/api/v1/games/{game_id}").status_code == 200
