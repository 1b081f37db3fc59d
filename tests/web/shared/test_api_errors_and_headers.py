"""One error format for the API (problem JSON for 404, 405 and 500 too), OPTIONS per route, every status in the
OpenAPI document; browser security headers on every page; names without control characters."""

from __future__ import annotations

import copy

import pytest

from app.web.jsonapi import apiroute
from app.web.jsonapi.openapi import openapi_document
from tests.helpers import GM_PIN, api_create, as_tablet, csrf_token, gm_headers, setup_action

PROBLEM = "application/problem+json"


def _is_problem(r, status: int) -> dict:
    assert r.status_code == status and r.mimetype == PROBLEM, (r.status_code, r.mimetype)
    body = r.get_json()
    assert body["status"] == status and body["title"] and body["detail"] and body["error"]
    return body


def test_unknown_api_paths_and_wrong_methods_answer_problem_json(client):
    _is_problem(client.get("/api/v1/no-such-thing"), 404)
    r = client.put("/api/v1/games")
    _is_problem(r, 405)
    assert set(r.headers["Allow"].split(", ")) == {"GET", "HEAD", "POST", "OPTIONS"}
    game_id = api_create(client)
    _is_problem(client.get("/api/v1/games/0000/log", headers=gm_headers(game_id)), 404)
    _is_problem(client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": "one"}, headers=gm_headers(game_id)), 422)


def test_a_server_error_under_the_api_is_problem_json(app, client, monkeypatch):
    app.config["PROPAGATE_EXCEPTIONS"] = False
    game_id = api_create(client)

    def broken(*_a, **_k):
        raise RuntimeError("boom")

    monkeypatch.setattr("app.web.jsonapi.api.legal_actions", broken)
    body = _is_problem(client.get(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)), 500)
    assert "boom" not in body["message"]
    page = client.get("/no-such-page")
    assert page.status_code == 404 and page.mimetype == "text/html"


def test_options_advertises_only_the_matched_routes_methods(client):
    r = client.options("/api/v1/games/import")
    assert r.status_code == 204 and r.headers["Allow"] == "OPTIONS, POST"
    r = client.options("/api/v1/games/abc")
    assert set(r.headers["Allow"].split(", ")) == {"GET", "HEAD", "PATCH", "DELETE", "OPTIONS"}


def test_the_openapi_document_lists_every_status_a_route_answers():
    doc = openapi_document()
    for verb in ("undo", "redo"):
        assert {"404", "409", "422"} <= set(doc["paths"][f"/api/v1/games/{{game_id}}/{verb}"]["post"]["responses"])
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            codes = set(op["responses"])
            assert "500" in codes, (method, path)
            if "requestBody" in op:
                assert {"400", "413", "422"} <= codes, (method, path)
            if "{game_id}" in path:
                assert "404" in codes, (method, path)
            for code, answer in op["responses"].items():
                if code.startswith(("4", "5")):
                    assert list(answer["content"]) == [PROBLEM], (method, path, code)
    assert apiroute.PROBLEM_JSON == PROBLEM


@pytest.mark.parametrize("path", ["/", "/games/new", "/static/css/app.css", "/api/v1/games", "/no-such-page"])
def test_every_answer_carries_the_security_headers(client, path):
    r = client.get(path)
    r.close()
    csp = r.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp and "default-src 'self'" in csp
    assert "unsafe-inline" not in csp and "style-src-attr" not in csp  # no style attribute anywhere
    assert "unsafe-eval" not in csp
    assert r.headers["X-Content-Type-Options"] == "nosniff"


def test_pages_need_no_inline_script(client):
    as_tablet(client)
    game_id = client.get("/api/v1/games").get_json()[0]["id"]
    for path in ("/", "/games/new", f"/games/{game_id}", f"/games/{game_id}/log", f"/games/{game_id}/share"):
        html = client.get(path).get_data(as_text=True)
        for tag in html.split("<script")[1:]:
            assert tag.lstrip().startswith("src=") or " src=" in tag.split(">")[0], (path, tag[:80])
        assert "<style" not in html and " onclick=" not in html and "javascript:" not in html, path


def test_the_session_cookie_is_samesite_lax(app, client):
    api_create(client)
    cookie = client.get_cookie("session")
    assert cookie.same_site == "Lax" and cookie.http_only
    assert app.config["SESSION_COOKIE_SAMESITE"] == "Lax"


def test_a_lasting_session_s_cookie_comes_again_once_a_day_not_with_every_answer(app, client, monkeypatch):
    """Issue 42: a GM's lasting session is sent again (its expiry moved on) on the first answer of a day of use, not
    with every page and tap; a change to the session is sent with any answer."""
    from app.web.sessions import headers

    game_id = api_create(client, seats=3)
    token = csrf_token(client)
    assert "Set-Cookie" not in client.get(f"/games/{game_id}").headers
    data = {"seq": 1, "action_id": "tap-1", "kind": "adjust_hero", "seat": 1, "gold": 1, "csrf_token": token}
    tap = client.post(f"/games/{game_id}/act", data=data, headers={"HX-Request": "true"})
    assert tap.status_code == 200 and 'data-seq="2"' in tap.get_data(as_text=True) and "Set-Cookie" not in tap.headers
    monkeypatch.setattr(headers, "today", lambda: "2099-01-01")  # the next day of use
    page = client.get(f"/games/{game_id}")
    assert "session=" in page.headers.get("Set-Cookie", "") and "Expires=" in page.headers["Set-Cookie"]
    assert "Set-Cookie" not in client.get(f"/games/{game_id}").headers
    granted = client.post(f"/games/{game_id}/pin", data={"pin": GM_PIN, "csrf_token": token}, headers={"HX-Request": "true"})
    assert "session=" in granted.headers.get("Set-Cookie", "")  # the session changed: sent at once
    again = client.post(f"/games/{game_id}/act", data=data | {"seq": 2, "action_id": "tap-2"}, headers={"HX-Request": "true"})
    assert again.status_code == 200 and 'data-seq="3"' in again.get_data(as_text=True)


@pytest.mark.parametrize("bad", ["Friday\x00", "Fri\nday", "Tab\there", "\x07bell", "Esc\x1b[31m", "C1\x85x"])
def test_names_refuse_control_characters(client, bad):
    r = client.post("/api/v1/games", json={"name": bad, "setup": setup_action(2), "pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["field"] == "name"
    seats = copy.deepcopy(setup_action(2))
    seats["seats"][0]["player"] = "An" + bad
    r = client.post("/api/v1/games", json={"name": "Fine", "setup": seats, "pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["field"].endswith("player")
    game_id = api_create(client)
    r = client.patch(f"/api/v1/games/{game_id}", json={"name": bad}, headers=gm_headers(game_id))
    assert r.status_code == 422 and r.get_json()["field"] == "name"
    form = {"name": bad, "csrf_token": csrf_token(client)}
    r = client.post(f"/games/{game_id}/rename", data=form)
    assert r.status_code == 422 and "control characters" in r.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).get_json()["name"] == "Test game"
