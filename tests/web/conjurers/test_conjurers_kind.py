"""Conjurers as Herald's second game: created, played, undone and redone, exported and imported through the API,
set up from the tablet's form, and shown on a phone; Prophecy's games beside it are untouched."""

from __future__ import annotations

import json
import re

from app.games import registry
from tests.helpers import GM_PIN, api_act, api_create, csrf_token, gm_headers, link_path, new_id, seat_links
from tests.web.conjurers.kit import LEVEL1, create_game, start_action


def _game(client, game_id):
    return client.get(f"/api/v1/games/{game_id}").get_json()  # the client's session masters what it made


def test_a_conjurers_game_round_trips_through_the_api(client):
    game_id = create_game(client)
    game = _game(client, game_id)
    assert game["game"] == "conjurers" and game["seq"] == 1
    state = game["state"]
    assert [p["name"] for p in state["players"]] == ["Ada", "Bo", "Cy"]
    assert state["options"]["locked"] == ["japanese"] and state["stage"] == "allocation" and state["button"] == 1
    assert [p["assistants"] for p in state["players"]] == [["worker"], ["merchant"], ["warrior"]]
    assert [[c["card"] for c in p["army"]] for p in state["players"]] == [LEVEL1[0:3], LEVEL1[3:6], LEVEL1[6:9]]
    offer = game["legal_actions"][0]
    assert offer["kind"] == "place" and offer["seat"] == 1  # the starting player places first (001:L305)
    r = api_act(client, game_id, 1, {"kind": "place", **offer["params"]})
    assert r.status_code == 200, r.get_json()
    placed = r.get_json()["state"]
    assert placed["placements"] and r.get_json()["log"]
    undo = client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": 2}, headers=gm_headers(game_id))
    assert undo.status_code == 200 and undo.get_json()["state"]["placements"] == []
    redo = client.post(f"/api/v1/games/{game_id}/redo", json={"expected_seq": 1}, headers=gm_headers(game_id))
    assert redo.status_code == 200 and redo.get_json()["state"] == placed
    exported = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    assert exported["game"]["game"] == "conjurers"
    imported = client.post("/api/v1/games/import", data=json.dumps(exported), content_type="application/json",
                           headers={"X-Herald-Pin": GM_PIN})
    assert imported.status_code == 201, imported.get_json()
    copy = imported.get_json()["id"]
    again = _game(client, copy)
    assert again["game"] == "conjurers" and again["seq"] == 2 and again["state"] == _game(client, game_id)["state"]


def test_the_actions_endpoint_takes_only_the_game_s_own_actions(client):
    conjurers = create_game(client, ("Ada", "Bo"))
    prophecy = api_create(client)
    r = api_act(client, conjurers, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1})
    assert r.status_code == 422 and r.get_json()["error"] == "invalid_input"
    r = api_act(client, prophecy, 1, {"kind": "place", "seat": 0, "figure": "conjurer", "space": None})
    assert r.status_code == 422 and r.get_json()["error"] == "invalid_input"
    # A rule of Conjurers refuses with its own seed line.
    r = api_act(client, conjurers, 1, {"kind": "place", "seat": 0, "figure": "conjurer", "space": None})
    assert r.status_code == 422 and r.get_json()["error"] == "illegal_action"
    assert r.get_json()["rule"]["ref"].startswith("001:L")


def test_setup_is_refused_for_one_or_five_players_and_a_wrong_lock_count(client):
    for players in (("Ada",), ("A", "B", "C", "D", "E")):
        action = start_action(("Ada", "Bo")) | {"players": list(players), "first_assistants": ["worker"] * len(players),
                                                 "level1": [LEVEL1[:3]] * len(players), "locked": []}
        r = client.post("/api/v1/games", json={"name": "x", "setup": action, "pin": GM_PIN})
        assert r.status_code == 422, r.get_json()
    r = client.post("/api/v1/games", json={"name": "x", "setup": start_action(("Ada", "Bo")) | {"locked": ["greek"]},
                                           "pin": GM_PIN})
    assert r.status_code == 422 and "locked" in r.get_json()["message"]
    assert client.get("/api/v1/games").get_json() == []  # nothing was written


def test_create_names_the_kind_and_refuses_a_mismatch(client):
    r = client.post("/api/v1/games", json={"game": "prophecy", "name": "x", "setup": start_action(), "pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["field"] == "setup"
    r = client.post("/api/v1/games", json={"game": "chess", "name": "x", "setup": start_action(), "pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["field"] == "game"
    game_id = create_game(client, game="conjurers")
    listed = client.get("/api/v1/games").get_json()
    assert {g["id"]: g["game"] for g in listed} == {game_id: "conjurers"}, listed


def test_import_refuses_a_kind_herald_does_not_run_and_reads_a_file_without_one_as_prophecy(client):
    from app.store.transfer import _checksum

    prophecy = api_create(client)
    exported = client.get(f"/api/v1/games/{prophecy}/export", headers=gm_headers(prophecy)).get_json()
    body = {k: v for k, v in exported.items() if k != "checksum"}
    body["game"] = {k: v for k, v in body["game"].items() if k != "game"}  # written before there were two games
    old = {**body, "checksum": _checksum(body)}
    r = client.post("/api/v1/games/import", data=json.dumps(old), content_type="application/json",
                    headers={"X-Herald-Pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    assert _game(client, r.get_json()["id"])["game"] == "prophecy"
    body["game"] = {**body["game"], "game": "chess"}
    chess = {**body, "checksum": _checksum(body)}
    r = client.post("/api/v1/games/import", data=json.dumps(chess), content_type="application/json",
                    headers={"X-Herald-Pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["field"] == "game.game"
    assert "'chess'" in r.get_json()["message"] and "conjurers, prophecy" in r.get_json()["message"]


def test_the_openapi_document_lists_each_game_s_actions_under_its_name(client):
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    assert {"ProphecyAction", "ConjurersAction"} <= set(schemas)
    refs = lambda model: json.dumps(schemas[model])  # noqa: E731
    assert "AdjustHero" in refs("ProphecyAction") and "StartGame" not in refs("ProphecyAction")
    assert "StartGame" in refs("ConjurersAction") and "AdjustHero" not in refs("ConjurersAction")
    assert "ConjurersAction" in json.dumps(schemas["ActionRequest"])
    assert set(registry.KINDS) == {"prophecy", "conjurers"}


def _tablet_create(client, **fields):
    form = {"name": "Tablet night", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
            "seat1_player": "Bo", "seat1_assistant": "recruiter", "start": "0", "csrf_token": csrf_token(client)}
    return client.post("/conjurers/new", data=form | fields)


def test_the_tablet_sets_up_a_game_herald_draws_the_rest_and_undo_redo_work(client):
    home = client.get("/").get_data(as_text=True)
    assert 'id="new-conjurers"' in home and 'id="new-prophecy"' in home
    assert 'id="pick-conjurers"' in client.get("/games/new").get_data(as_text=True)
    r = _tablet_create(client)
    assert r.status_code == 303, r.get_data(as_text=True)[:400]
    game_id = r.headers["Location"].rstrip("/").split("/")[-1]
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "Round 1" in page and "Placing figures" in page and "Bo: recruiter to" not in page
    state = client.get(f"/api/v1/games/{game_id}").get_json()["state"]
    assert len(state["options"]["locked"]) == 2 and all(len(p["army"]) == 3 for p in state["players"])
    assert state["options"]["die"]  # the box's battle die from cards/conjurers/dice.toml
    space = re.search(r'name="space" value="([^"]+)"', page).group(1)
    action = {"kind": "place", "seat": "0", "figure": "conjurer", "space": space}
    token = csrf_token(client)
    assert client.post(f"/conjurers/{game_id}/act", data={**action, "seq": "1", "csrf_token": token,
                                                         "action_id": new_id()}).status_code == 303
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 2
    stale = client.post(f"/conjurers/{game_id}/act", data={**action, "seq": "1", "csrf_token": token})
    assert stale.status_code == 409 and "changed on another device" in stale.get_data(as_text=True)
    assert client.post(f"/conjurers/{game_id}/undo", data={"seq": "2", "csrf_token": token}).status_code == 303
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 1
    assert client.post(f"/conjurers/{game_id}/redo", data={"seq": "1", "csrf_token": token}).status_code == 303
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 2
    log = client.get(f"/games/{game_id}/log").get_data(as_text=True)
    assert "The story so far" in log and "Ada" in log
    listed = client.get("/").get_data(as_text=True)
    assert "Tablet night" in listed and "Conjurers" in listed


def test_the_tablet_form_refuses_with_a_message_and_writes_nothing(client):
    r = _tablet_create(client, seat1_player="")
    assert r.status_code == 422 and "2 to 4" in r.get_data(as_text=True)
    r = _tablet_create(client, locked="greek")
    assert r.status_code == 422 and "2 mythologies are locked" in r.get_data(as_text=True)
    r = _tablet_create(client, seat1_assistant="dragon")
    assert r.status_code == 422 and "first assistant" in r.get_data(as_text=True)
    assert client.get("/api/v1/games").get_json() == []


def test_a_phone_sees_its_own_player_and_the_share_page_lists_the_seats(client):
    game_id = create_game(client, ("Ada", "Bo"))
    urls = seat_links(client, game_id)
    assert len(urls) == 2
    sheet = client.get(link_path(urls[1])).get_data(as_text=True)
    assert "Bo" in sheet and "Your army" in sheet and "Round 1" in sheet
    view = client.get("/api/v1/player/" + link_path(urls[0]).split("/p/")[1]).get_json()
    assert view["you"]["player"] == "Ada" and [c["card"] for c in view["you"]["army"]] == LEVEL1[0:3]
    assert "army" not in json.dumps(view["board"])  # the other players' armies stay private


def test_a_game_s_own_routes_serve_only_games_of_its_kind(client):
    conjurers = create_game(client, ("Ada", "Bo"))
    prophecy = api_create(client)
    token = csrf_token(client)
    assert client.post(f"/conjurers/{prophecy}/act", data={"kind": "place", "seq": "1",
                                                           "csrf_token": token}).status_code == 404
    assert client.post(f"/games/{conjurers}/act", data={"kind": "adjust_hero", "seat": "0", "gold": "1", "seq": "1",
                                                        "csrf_token": token}).status_code == 404
    r = client.get(f"/api/v1/games/{conjurers}/battle", headers=gm_headers(conjurers))
    assert r.status_code == 404 and r.get_json()["error"] == "other_game" and "Conjurers game" in r.get_json()["message"]
    assert client.get(f"/games/{conjurers}/battle").status_code == 404
    assert _game(client, conjurers)["seq"] == 1 and _game(client, prophecy)["seq"] == 1  # nothing ran
