"""The JSON API: every operation, its errors, and an OpenAPI document that matches the routes.

Writes authenticate as scripts do, with the GM API token the create answered (gm_headers); reads use the
GM session cookie the creating client holds.
"""

from __future__ import annotations

import re

from tests.helpers import GM_PIN, api_act, api_create, gm_headers, new_id, setup_action


def test_create_list_get_rename_delete(client):
    game_id = api_create(client, seats=3, name="API game")
    listed = client.get("/api/v1/games").get_json()
    assert [g["id"] for g in listed] == [game_id] and listed[0]["players"][2]["player"] == "Cleo"
    game = client.get(f"/api/v1/games/{game_id}").get_json()
    assert game["seq"] == 1 and len(game["state"]["heroes"]) == 3
    assert client.patch(f"/api/v1/games/{game_id}", json={"name": "Renamed"}, headers=gm_headers(game_id)).get_json()["name"] == "Renamed"
    assert client.delete(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).status_code == 204
    assert client.get(f"/api/v1/games/{game_id}").status_code == 404


def test_action_undo_redo(client):
    game_id = api_create(client)
    r = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "magic": -2})
    assert r.status_code == 200 and r.get_json()["seq"] == 2
    assert r.get_json()["log"] == ["Anna's Druid: spent 2 Magic."]
    assert client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": 2}, headers=gm_headers(game_id)).get_json()["seq"] == 1
    r = client.post(f"/api/v1/games/{game_id}/redo", json={"expected_seq": 1}, headers=gm_headers(game_id))
    assert r.get_json()["state"]["heroes"][0]["magic"] == 4


def test_illegal_action_names_the_rule(client):
    game_id = api_create(client)
    r = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "magic": -7})
    assert r.status_code == 422
    body = r.get_json()
    assert body["error"] == "illegal_action" and body["rule"]["ref"] == "000:L143"


def test_malformed_action_names_the_field(client):
    game_id = api_create(client)
    r = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": "first"})
    assert r.status_code == 422 and r.get_json()["field"].endswith("seat")
    r = api_act(client, game_id, 1, {"kind": "fly_away"})
    assert r.status_code == 422 and r.get_json()["field"] == "action"
    r = client.post(f"/api/v1/games/{game_id}/actions", data="nope", content_type="application/json", headers=gm_headers(game_id))
    assert r.status_code == 400


def test_stale_write_is_409_and_duplicate_is_applied_once(client):
    game_id = api_create(client)
    aid = new_id()
    assert api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1}, aid).status_code == 200
    again = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1}, aid)
    assert again.status_code == 200 and again.get_json()["duplicate"] is True
    stale = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1})
    assert stale.status_code == 409 and stale.get_json()["current_seq"] == 2
    assert client.get(f"/api/v1/games/{game_id}").get_json()["state"]["heroes"][0]["gold"] == 4


def test_undo_of_dice_needs_confirmation(client):
    game_id = api_create(client)
    api_act(client, game_id, 1, {"kind": "record_dice", "purpose": "first player", "faces": [3]})
    r = client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": 2}, headers=gm_headers(game_id))
    assert r.status_code == 409 and r.get_json()["error"] == "confirmation_required"
    assert client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": 2, "confirm": True}, headers=gm_headers(game_id)).status_code == 200


def test_create_with_bad_setup_changes_nothing(client):
    r = client.post("/api/v1/games", json={"name": "x", "setup": setup_action(1), "pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["rule"]["ref"] == "000:L17"
    assert client.get("/api/v1/games").get_json() == []


def test_export_import_via_api(client):
    game_id = api_create(client)
    data = client.get(f"/api/v1/games/{game_id}/export").data
    pin = {"X-Herald-Pin": GM_PIN}
    r = client.post("/api/v1/games/import", data=data, content_type="application/json", headers=pin)
    assert r.status_code == 201
    r = client.post("/api/v1/games/import", data=data[:100], content_type="application/json", headers=pin)
    assert r.status_code == 422 and r.get_json()["error"] == "import_refused"


def test_log_endpoint_tells_the_story(client):
    game_id = api_create(client)
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 1, "experience": 2})
    log = client.get(f"/api/v1/games/{game_id}/log").get_json()
    assert log[-1]["text"] == ["Ben's Paladin: gained 2 Experience."]


def test_openapi_document_covers_every_api_route(app, client):
    doc = client.get("/api/v1/openapi.json").get_json()
    assert doc["openapi"].startswith("3.")
    documented = {(path, method) for path, ops in doc["paths"].items() for method in ops}
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/v1/") or rule.endpoint == "api.openapi":
            continue
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)  # <int:seat> is {seat} in the document
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert (path, method.lower()) in documented, (path, method)
    schema = doc["components"]["schemas"]
    assert "ActionRequest" in schema and "AdjustHero" in schema and "CreateGame" in schema


def test_openapi_document_is_valid(client):
    from openapi_spec_validator import validate

    validate(client.get("/api/v1/openapi.json").get_json())


def test_herald_deals_the_planes_when_it_deals(client):  # 000:L83
    r = client.post("/api/v1/games", json={"name": "Dealt", "setup": setup_action(2, deck_mode="herald"), "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    zones = client.get(f"/api/v1/games/{r.get_json()['id']}").get_json()["state"]["zones"]
    planes = [[zones[f"plane:{p}:{slot}"][0].split("#")[0] for slot in ("lesser", "greater", "artifact")] for p in range(5)]
    # Each plane holds one of each kind, every card once (the catalog's five Artifacts, one still unnamed).
    assert sorted(p[2] for p in planes) == sorted(
        ["royal-cape", "banner-of-hope", "mirrored-shield", "crown-of-the-ancient-kings", "artifact-unregistered-01"]
    )
    assert len({p[0] for p in planes}) == 5 and len({p[1] for p in planes}) == 5
