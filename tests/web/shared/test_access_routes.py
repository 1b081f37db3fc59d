"""Every route of the app, enumerated from app.url_map: who may call it.

A mutating route (POST, PUT, PATCH, DELETE) must refuse an anonymous client and a player link, and
the same request must work for the game master, so the refusal is about who asks, not a bad payload.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from app.games.prophecy.catalog import entries as catalog_entries
from app.games.registry import KINDS
from app.store import games as saved
from app.store import gmauth, links
from app.store.games import UnknownGame
from app.store.settings import get_setting
from app.web.phones.share import ADDRESS_SETTING
from app.web.sessions.access import access_of
from tests.helpers import (
    GM_PIN,
    csrf_token,
    gm_headers,
    link_path,
    new_game_form,
    new_id,
    seat_links,
    ui_create,
)
from tests.web.conjurers.conjurers_access_kit import (
    CONJURERS_CARD,
    conjurers_fingerprint,
)
from tests.web.shared.access_requests import (
    CONJURERS_BATTLE,
    conjurers_create,
    gm_request,
    ui_create_client,
)

MUTATING = {"POST", "PUT", "PATCH", "DELETE"}
# Routes anyone may call: they touch no existing game (they create one, or check a PIN). Reviewed by hand:
# adding a route here is a security decision.
OPEN_WRITES = {
    "games.wizard_step", "games.create", "games.import_file", "gm.pin_submit", "api.create_game", "api.import_",
    "gm_api.create_session", "conjurers.create",
    "owner.pin_submit",  # the owner PIN's own page: counted and locked out as a game's PIN
}
# The only open routes that name a game: asking for its PIN.
OPEN_FOR_A_GAME = {"gm.pin", "gm.pin_submit", "gm_api.create_session"}
PLAYER = {"phone.show", "phone.sheet", "phone_api.player_view", "display.show", "display.table"}
# Writes that concern no one game (e.g. the group's card entries): any game master's device, no one else.
# Game-master reads that only lead elsewhere: the address said a game's way, moved for good to the game's own page.
MOVED = {"conjurers.game_address"}
GM_ANY = {
    "catalog.save_card", "catalog.forget", "catalog.import_file", "catalog_api.post_entries", "catalog_api.import_entries",
    "catalog.save_fact", "catalog.forget_fact", "catalog_api.post_fact_entries", "catalog_api.delete_fact_entry",
    "backup.download",  # a read, but of every game: a game master's device only
    # Conjurers' card entries corrected, withdrawn or restored on the catalog page and the API
    "conjurers_catalog.save_card", "conjurers_catalog.withdraw_entry", "conjurers_catalog.restore_entry",
    "api.conjurers_card_values", "api.conjurers_card_withdraw", "api.conjurers_card_restore",
    # Card packs: reviewed and imported by any game master's device (the export is open, like the catalog's)
    "card_packs.review_upload", "card_packs.import_reviewed", "card_packs_api.review_card_pack",
    "card_packs_api.import_card_pack",
}


def routes(app):
    """(endpoint, rule, access kind, methods) for every route of the app."""
    out = []
    for rule in app.url_map.iter_rules():
        methods = rule.methods - {"HEAD", "OPTIONS"}
        kind = access_of(app.view_functions[rule.endpoint], rule.arguments, methods)
        out.append((rule.endpoint, rule, kind, methods))
    return out


def url(rule, game_id: str, token: str) -> str:
    if "/conjurers/catalog/cards/" in rule.rule:  # a Conjurers card
        return rule.rule.replace("<card_id>", CONJURERS_CARD)
    return (
        rule.rule.replace("<game_id>", game_id).replace("<int:seat>", "0").replace("<token>", token)
        .replace("<path:filename>", "css/app.css").replace("<card_id>", "ghost").replace("<entity_id>", "space-05").replace("<field>", "port")
        .replace("<key>", "rules").replace("<document>", "rules")
    )


def test_every_route_has_an_access_kind_and_the_open_ones_are_the_reviewed_ones(app):
    kinds = {endpoint: kind for endpoint, _, kind, _ in routes(app)}
    assert set(kinds.values()) <= {"open", "player", "gm", "gm_any"}, {e: k for e, k in kinds.items() if k == "deny"}
    assert {e for e, _, k, m in routes(app) if k == "open" and m & MUTATING} == OPEN_WRITES
    assert {e for e, k in kinds.items() if k == "player"} == PLAYER
    assert {e for e, k in kinds.items() if k == "gm_any"} == GM_ANY
    # every route naming a game is the game master's unless reviewed above
    for endpoint, rule, kind, _ in routes(app):
        if "game_id" in rule.arguments and endpoint not in OPEN_FOR_A_GAME:
            assert kind == "gm", endpoint


def test_a_write_for_any_game_master_refuses_strangers_and_player_links(app):
    from flask import jsonify

    from app.web.sessions.access import mark
    from app.web.sessions.security import csrf

    @mark("gm_any")
    @app.post("/experiment/entries")
    def entries():
        return "saved"

    @mark("gm_any")
    @app.post("/api/v1/experiment/entries")
    def api_entries():
        return jsonify(saved=True)

    csrf.exempt(api_entries)  # as the API blueprints are: the guard checks CSRF for cookie writes itself
    gm = app.test_client()
    game_id = ui_create(gm)
    tokens = [link_path(u).split("/p/")[1] for u in seat_links(gm, game_id)]
    for who, stranger, auth in _strangers(app, game_id, tokens[0]):
        r = stranger.post("/experiment/entries", data={"csrf_token": csrf_token(stranger)}, headers=auth)
        assert r.status_code == 403 and "Only a game master" in r.get_data(as_text=True), who
        r = stranger.post("/api/v1/experiment/entries", headers=auth)
        assert r.status_code == (403 if who in ("player link", "display link") else 401) and r.is_json, who
    assert gm.post("/experiment/entries", data={"csrf_token": csrf_token(gm)}).get_data(as_text=True) == "saved"
    assert gm.post("/api/v1/experiment/entries").status_code == 403  # by cookie: needs the CSRF header
    assert gm.post("/api/v1/experiment/entries", headers={"X-CSRFToken": csrf_token(gm)}).get_json() == {"saved": True}
    assert app.test_client().post("/api/v1/experiment/entries", headers=gm_headers(game_id)).get_json() == {"saved": True}


def test_an_undeclared_write_without_a_game_is_closed(app):
    @app.post("/experiment")
    def experiment():
        return "changed"

    @app.post("/api/v1/experiment")
    def api_experiment():
        return "changed"

    r = app.test_client().post("/experiment", data={"csrf_token": "x"})
    assert r.status_code == 403
    r = app.test_client().post("/api/v1/experiment", json={})
    assert r.status_code == 403 and r.get_json()["error"] == "forbidden"


def test_an_address_with_no_route_answers_404_for_anyone(app):
    for client in (app.test_client(), ui_create_client(app)):
        assert client.get("/no/such/page").status_code == 404
        assert client.post("/api/v1/no/such/route", json={}).status_code == 404


@pytest.fixture
def table(app):
    """A game made by the tablet (GM session) with its player links, and the GM's API token."""
    gm = app.test_client()
    game_id = ui_create(gm, seats=2)
    tokens = [link_path(u).split("/p/")[1] for u in seat_links(gm, game_id)]
    return gm, game_id, tokens


def fingerprint(app, game_id: str) -> tuple:
    log = app.extensions["herald.log"]
    try:
        summary = saved.get_game(log, game_id)
    except UnknownGame:
        return ("no such game",)
    current = links.current_links(log.engine, game_id, 2, b"test") + [links.current_display(log.engine, game_id, b"test")]
    entries = tuple((e.card_id, e.field, repr(e.value)) for e in catalog_entries.current_entries(log.engine))
    entries += conjurers_fingerprint(log)
    return (summary.head_seq, summary.name, tuple(link.revision for link in current), gmauth.game_tokens(log.engine, game_id),
            entries, gmauth.pin_fingerprint(log.engine, game_id))


def observed(app, gm, game_id: str) -> dict:
    """Everything a game master's write can change: the game, settings, the print cache, this device's GM session."""
    instance = Path(app.instance_path)
    return {
        "game": fingerprint(app, game_id),
        "qr address": get_setting(app.extensions["herald.log"].engine, ADDRESS_SETTING),
        "BoardGameGeek ids": [get_setting(app.extensions["herald.log"].engine, f"bgg_id:{kind}") for kind in KINDS],
        "print settings": (instance / "print-settings.json").read_text() if (instance / "print-settings.json").exists() else None,
        "printed": sorted(p.name for p in (instance / "print-cache").rglob("*")) if (instance / "print-cache").exists() else [],
        # a game master's page as light as any (the share page drew every seat's QR code: a third of this test's time)
        "is this device GM": gm.get(f"/games/{game_id}/pin/change").status_code,
    }


def _strangers(app, game_id: str, token: str):
    """An anonymous client, a phone that opened a player link and a table display, each with a CSRF token of its own."""
    anonymous = app.test_client()
    phone = app.test_client()
    assert phone.get(f"/p/{token}").status_code == 200
    shown = links.current_display(app.extensions["herald.log"].engine, game_id, b"test").token
    tv = app.test_client()  # the table display: as read-only as a phone
    assert tv.get(f"/d/{shown}").status_code == 200
    return [("anonymous", anonymous, {}), ("player link", phone, {"Authorization": f"Bearer {token}"}),
            ("display link", tv, {"Authorization": f"Bearer {shown}"})]


def _refused(endpoint: str, who: str, response, game_id: str, htmx: bool = False, kind: str = "gm") -> None:
    if endpoint.split(".")[0].endswith("api"):
        assert response.status_code == (403 if who in ("player link", "display link") else 401), (endpoint, who, response.status_code)
        assert response.is_json and response.get_json()["error"], endpoint
    elif kind == "gm_any":  # no game to give a PIN for: a page says who may do this
        assert response.status_code == 403 and "Only a game master" in response.get_data(as_text=True), endpoint
    elif htmx:
        assert response.status_code == 401 and response.headers["HX-Redirect"].startswith(f"/games/{game_id}/pin"), endpoint
    else:
        assert response.status_code == 303, (endpoint, who, response.status_code)
        assert response.headers["Location"].startswith(f"/games/{game_id}/pin"), endpoint


def _again(request: dict) -> dict:
    """The keyword arguments of a prepared request for one more client: its uploaded files to be read again."""
    again = dict(request)
    if isinstance(request.get("data"), dict):
        again["data"] = {k: (io.BytesIO(v[0].getvalue()), v[1]) if isinstance(v, tuple) else v
                         for k, v in request["data"].items()}
    return again


def test_every_mutating_route_refuses_anonymous_clients_and_player_links(app, table):
    gm, game_id, tokens = table
    checked = set()
    for endpoint, rule, kind, methods in routes(app):
        for method in methods & MUTATING:
            if endpoint in OPEN_WRITES:
                continue
            assert kind in ("gm", "gm_any"), endpoint
            prepared = gm_request(endpoint, gm, game_id)  # what it needs first made once: every stranger is refused
            for who, stranger, auth in _strangers(app, game_id, tokens[0]):
                kwargs = _again(prepared)
                kwargs["headers"] = {**auth}  # never the GM's token
                if isinstance(kwargs.get("data"), dict):  # a form: with the stranger's own CSRF token
                    kwargs["data"] = {**kwargs["data"], "csrf_token": csrf_token(stranger), "token": tokens[0]}
                before = fingerprint(app, game_id)  # after what the GM's request needs (an action to undo...)
                r = stranger.open(url(rule, game_id, tokens[0]), method=method, **kwargs)
                _refused(endpoint, who, r, game_id, kind=kind)
                files = isinstance(kwargs.get("data"), dict) and any(isinstance(v, tuple) for v in kwargs["data"].values())
                if isinstance(kwargs.get("data"), dict) and not files:  # the same through htmx: redirected to the PIN page with HX-Redirect
                    r = stranger.open(url(rule, game_id, tokens[0]), method=method, headers={**auth, "HX-Request": "true"}, data=kwargs["data"])
                    _refused(endpoint, who, r, game_id, htmx=True, kind=kind)
                assert fingerprint(app, game_id) == before, (endpoint, who)  # nothing changed: step, name, links, tokens
            checked.add(endpoint)
    assert {"play.act", "play.undo", "games.delete", "api.post_action", "api.delete_game", "share.reissue"} <= checked


# Posts that compute without writing: what their answer must hold instead.
# Posts that change nothing by design, each with what a game master gets back instead.
READ_ONLY_POSTS = {
    "card_packs.review_upload": lambda r: "Review the card pack" in r.get_data(as_text=True),
    "card_packs_api.review_card_pack": lambda r: any(d["status"] == "new" for d in r.get_json()),
    "api.battle_preview": lambda r: "odds" in r.get_data(as_text=True),
    "api.conjurers_battle_preview": lambda r: "fights" in r.get_json() and r.get_json()["quiet"],
    # "Not now" on a card form closes it: Herald asks again only when the game needs the values.
    "catalog.later": lambda r: r.status_code in (200, 303) and "/pin" not in r.headers.get("Location", ""),
}


def test_every_mutating_route_works_for_the_game_master(app):
    checked = set()
    for endpoint, rule, _kind, methods in routes(app):
        for method in methods & MUTATING:
            if endpoint in OPEN_WRITES:
                continue
            gm = app.test_client()
            conjurers = endpoint.startswith("conjurers") or endpoint in CONJURERS_BATTLE
            realm = {"realm": "standard"} if endpoint == "realm_board.type_board" else {}  # its board typed late
            game_id = conjurers_create(gm) if conjurers else ui_create(gm, **realm)
            kwargs = gm_request(endpoint, gm, game_id)
            before = observed(app, gm, game_id)
            r = gm.open(url(rule, game_id, "x"), method=method, **kwargs)
            assert r.status_code in (200, 201, 204, 303), (endpoint, r.status_code, r.get_data(as_text=True)[:300])
            if r.status_code == 303:  # a refused game master is also sent away with a 303: to the PIN page
                assert "/pin" not in r.headers["Location"] or endpoint == "gm.change_pin_submit", (endpoint, r.headers["Location"])
            if endpoint in READ_ONLY_POSTS:
                assert READ_ONLY_POSTS[endpoint](r), endpoint
                assert observed(app, gm, game_id) == before, endpoint
            else:  # the write happened: the step, a name, a link, a token, an entry, a setting or the session moved
                assert observed(app, gm, game_id) != before, (endpoint, before)
            checked.add(endpoint)
    assert {"play.act", "battle.act", "battle.fight", "gm.leave", "printing.set_paper", "catalog.import_file",
            "conjurers.act", "conjurers.undo", "conjurers.redo"} <= checked


def test_every_game_master_read_refuses_anonymous_clients_and_player_links(app, table):
    gm, prophecy, tokens = table
    conjurers = conjurers_create(gm)  # a game's own routes serve only games of its kind
    for endpoint, rule, kind, methods in routes(app):
        if kind != "gm" or "GET" not in methods:
            continue
        module = app.view_functions[endpoint].__module__
        game_id = conjurers if module.startswith("app.games.conjurers.") else prophecy
        r = gm.get(url(rule, game_id, tokens[0]), headers=gm_headers(game_id))
        if endpoint in MOVED:  # the game master is led to the game's page, which opens
            assert r.status_code == 301 and r.headers["Location"] == f"/games/{game_id}", endpoint
            r = gm.get(r.headers["Location"], headers=gm_headers(game_id))
        assert r.status_code == 200, endpoint
        for who, stranger, auth in _strangers(app, prophecy, tokens[0]):
            _refused(endpoint, who, stranger.get(url(rule, game_id, tokens[0]), headers=auth), game_id)


def test_a_token_for_another_game_is_refused(app, table):
    gm, game_id, _ = table
    other = ui_create(gm, name="Other")
    token = gm.post(f"/api/v1/games/{other}/session", json={"pin": GM_PIN}).get_json()["token"]
    r = app.test_client().get(f"/api/v1/games/{game_id}", headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 403 and r.get_json()["error"] == "forbidden"
    r = app.test_client().get(f"/api/v1/games/{game_id}", headers={"Authorization": "Basic abc"})
    assert r.status_code == 401


def test_an_authorization_that_is_not_a_bearer_token_is_told_the_bearer_form(app, table):
    """A header in another scheme (or a Bearer with no token) is told how to write it, not that the token is unknown."""
    _, game_id, _ = table
    for header in ("Basic abc", "Bearer ", "abc"):
        r = app.test_client().get(f"/api/v1/games/{game_id}", headers={"Authorization": header})
        assert r.status_code == 401 and r.headers["WWW-Authenticate"] == 'Bearer realm="Herald"', header
        assert "Authorization: Bearer <GM API token>" in r.get_json()["message"], header


def test_a_replaced_link_is_refused_everywhere(app, table):
    gm, game_id, tokens = table
    phone = app.test_client()
    assert phone.get(f"/p/{tokens[0]}").status_code == 200
    r = gm.post(f"/games/{game_id}/share/0/reissue", data={"csrf_token": csrf_token(gm)})
    assert r.status_code == 303
    page = phone.get(f"/p/{tokens[0]}")
    assert page.status_code == 410 and "This link was replaced" in page.get_data(as_text=True)
    poll = phone.get(f"/p/{tokens[0]}/sheet", headers={"HX-Request": "true"})
    assert poll.status_code == 410 and poll.headers["HX-Refresh"] == "true"
    assert phone.get(f"/api/v1/player/{tokens[0]}").status_code == 410
    r = phone.post(
        f"/api/v1/games/{game_id}/actions", headers={"Authorization": f"Bearer {tokens[0]}"},
        json={"expected_seq": 1, "action_id": new_id(), "action": {"kind": "adjust_hero", "seat": 0, "gold": 1}},
    )
    assert r.status_code == 403
    # the other seat's link still works, and the new link of seat 0 opens the sheet
    assert phone.get(f"/p/{tokens[1]}").status_code == 200
    new = link_path(seat_links(gm, game_id)[0])
    assert new != f"/p/{tokens[0]}" and phone.get(new).status_code == 200
    assert phone.get("/p/not-a-token").status_code == 404
    assert phone.get("/api/v1/player/not-a-token").status_code == 404


def test_every_page_of_a_game_nobody_saved_answers_404(app):
    client = app.test_client()
    ui_create(client)  # a game master, so the guard lets the request through to the view
    for endpoint, rule, kind, methods in routes(app):
        if kind != "gm" or "GET" not in methods or "<game_id>" not in rule.rule:
            continue
        r = client.get(url(rule, "0" * 32, "x"))
        assert r.status_code == 404, (endpoint, r.status_code)
        if endpoint.split(".")[0].endswith("api"):
            assert r.get_json()["error"] == "unknown_game", endpoint


# ---- CSRF: every form route, enumerated ---------------------------------------------------------------


def _open_form(endpoint: str, gm, game_id: str) -> dict:
    """The form an open route takes (creating or importing a game, giving the PIN), valid but for the token."""
    return {
        "games.wizard_step": {**new_game_form(), "step": "seats"},
        "games.create": new_game_form(name="Forged"),
        "games.import_file": {"file": (io.BytesIO(gm.get(f"/games/{game_id}/export").data), "game.json")},
        "gm.pin_submit": {"pin": GM_PIN},
        "owner.pin_submit": {"pin": "97531"},
        "conjurers.create": {"name": "Forged", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
                             "seat1_player": "Bo", "seat1_assistant": "warrior", "start": "0"},
    }[endpoint]


def test_every_form_route_refuses_a_post_without_its_csrf_token_and_changes_nothing(app, table):
    gm, game_id, _ = table
    log = app.extensions["herald.log"]
    checked = set()
    for endpoint, rule, _kind, methods in routes(app):
        if endpoint.split(".")[0].endswith("api") or not methods & MUTATING:
            continue
        for method in methods & MUTATING:
            # the game master's form, what it needs first made once: both posts are refused and change nothing
            prepared = None if endpoint in OPEN_WRITES else gm_request(endpoint, gm, game_id)
            for token in (None, csrf_token(app.test_client())):  # none, and another browser's
                sender = app.test_client() if endpoint == "gm.pin_submit" else gm
                if endpoint in OPEN_WRITES:
                    data = _open_form(endpoint, gm, game_id)
                else:
                    data = {k: v for k, v in _again(prepared)["data"].items() if k != "csrf_token"}
                if token:
                    data["csrf_token"] = token
                before = (observed(app, gm, game_id), len(saved.list_games(log)))
                r = sender.open(url(rule, game_id, "x"), method=method, data=data)
                assert r.status_code == 400 and "The page had expired" in r.get_data(as_text=True), (endpoint, r.status_code)
                assert (observed(app, gm, game_id), len(saved.list_games(log))) == before, endpoint
                if endpoint == "gm.pin_submit":  # the right PIN without a token grants nothing
                    assert sender.get(f"/games/{game_id}/share").status_code == 303
            checked.add(endpoint)
    assert {"battle.act", "battle.fight", "play.act", "games.create", "games.import_file", "catalog.save_card"} <= checked


def test_every_api_write_by_cookie_needs_the_csrf_header_and_changes_nothing(app, table):
    gm, game_id, _ = table
    checked = set()
    for endpoint, rule, _kind, methods in routes(app):
        if not endpoint.split(".")[0].endswith("api") or endpoint in OPEN_WRITES:
            continue
        for method in methods & MUTATING:
            kwargs = gm_request(endpoint, gm, game_id)
            kwargs["headers"] = {}  # the GM's session cookie only: no Bearer token, no X-CSRFToken
            before = observed(app, gm, game_id)
            r = gm.open(url(rule, game_id, "x"), method=method, **kwargs)
            assert r.status_code == 403 and r.get_json()["error"] == "csrf_failed", (endpoint, r.status_code)
            assert observed(app, gm, game_id) == before, endpoint
            checked.add(endpoint)
    assert {"api.post_action", "api.delete_game", "catalog_api.post_entries", "share_api.reissue_link"} <= checked
