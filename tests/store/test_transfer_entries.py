"""A game's own export always imports: the file carries the card values each step was decided with, so the group
editing or withdrawing a value its setup used (a card's copies, a creature's HP) after the game never breaks it."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.conjurers.catalog import load_catalog as conjurers_catalog
from tests.helpers import GM_PIN, GM_TOKENS, api_act, api_create, as_tablet, gm_headers
from tests.web.conjurers.kit import create_game as create_conjurers

PIN = {"X-Herald-Pin": GM_PIN}
# A level 1 creature whose printed numbers cards/conjurers/ lacks: the group types them from its card.
CREATURE = conjurers_catalog().deck("level1")[0].id


def _export(client, game_id: str) -> dict:
    r = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id))
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def _import(client, exported: dict):
    r = client.post("/api/v1/games/import", data=json.dumps(exported), content_type="application/json", headers=PIN)
    if r.status_code == 201:
        GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r


def _state(client, game_id: str) -> dict:
    return client.get(f"/api/v1/games/{game_id}").get_json()["state"]


def test_an_export_imports_after_the_group_changes_the_copies_its_setup_used(app):
    client = as_tablet(app.test_client())
    assert client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": 3}}).status_code == 201
    game_id = api_create(client, seats=2)
    assert client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": 2}}).status_code == 201
    r = _import(client, _export(client, game_id))
    assert r.status_code == 201, r.get_json()
    assert _state(client, r.get_json()["id"]) == _state(client, game_id)


def test_an_export_imports_after_the_group_withdraws_a_value_its_setup_used(app):
    client = as_tablet(app.test_client())
    assert client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": 3}}).status_code == 201
    game_id = api_create(client, seats=2)
    assert client.post("/catalog/cards/ghost/forget", data={"field": "copies"}).status_code in (200, 302, 303)
    r = _import(client, _export(client, game_id))
    assert r.status_code == 201, r.get_json()
    assert _state(client, r.get_json()["id"]) == _state(client, game_id)


def test_an_export_imports_after_the_group_changes_a_creature_s_hp_its_setup_used(app):
    client = as_tablet(app.test_client())
    printed = {"hp": 7, "bd": 2, "abilities": {}, "element": None}
    r = client.post(f"/api/v1/conjurers/catalog/cards/{CREATURE}/values", json={"values": printed})
    assert r.status_code == 201, r.get_json()
    game_id = create_conjurers(client, players=("Ada", "Bo"))
    assert _state(client, game_id)["stats"][CREATURE]["hp"] == 7
    r = client.post(f"/api/v1/conjurers/catalog/cards/{CREATURE}/values", json={"values": {**printed, "hp": 8}})
    assert r.status_code == 201, r.get_json()
    r = _import(client, _export(client, game_id))
    assert r.status_code == 201, r.get_json()
    assert _state(client, r.get_json()["id"]) == _state(client, game_id)


# The steps of the property: plays (a new game of either kind, a step in the last one, an import of a game's file),
# the group's edits of a value a setup uses and its withdrawals.
OPS = st.lists(st.one_of(
    st.tuples(st.just("prophecy game")), st.tuples(st.just("conjurers game")), st.tuples(st.just("step")),
    st.tuples(st.just("copies"), st.integers(1, 4)), st.tuples(st.just("hp"), st.integers(3, 9)),
    st.tuples(st.just("withdraw copies")), st.tuples(st.just("withdraw hp")), st.tuples(st.just("import"))),
    min_size=1, max_size=7)


def _play(client, op, games: list[str]) -> None:
    match op:
        case ("prophecy game",):
            games.append(api_create(client, seats=2))
        case ("conjurers game",):
            games.append(create_conjurers(client, players=("Ada", "Bo")))
        case ("step",) if games and (game := client.get(f"/api/v1/games/{games[-1]}").get_json())["legal_actions"]:
            offer = game["legal_actions"][0]
            api_act(client, games[-1], game["seq"], {"kind": offer["kind"], **offer["params"]})
        case ("copies", n):
            client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": n}})
        case ("hp", hp):
            client.post(f"/api/v1/conjurers/catalog/cards/{CREATURE}/values",
                        json={"values": {"hp": hp, "bd": 2, "abilities": {}, "element": None}})
        case ("withdraw copies",):
            client.post("/catalog/cards/ghost/forget", data={"field": "copies"})
        case ("withdraw hp",):
            client.post(f"/api/v1/conjurers/catalog/cards/{CREATURE}/withdraw", json={"field": "hp"})
        case ("import",) if games:
            r = _import(client, _export(client, games[-1]))
            assert r.status_code == 201, r.get_json()
            games.append(r.get_json()["id"])


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=OPS)
def test_export_then_import_gives_the_same_state_whatever_the_group_edits(app, ops):
    """For any run of plays, catalog edits and withdrawals, every game's own export imports to the same state."""
    client = as_tablet(app.test_client())
    games: list[str] = []
    for op in ops:
        _play(client, op, games)
    for game_id in games:
        r = _import(client, _export(client, game_id))
        assert r.status_code == 201, r.get_json()
        assert _state(client, r.get_json()["id"]) == _state(client, game_id)


def test_a_file_in_the_first_format_still_imports(app):
    """A version 1 file carries the entries in force at its export and no sets: they count from when they were typed."""
    from app.store.transfer import _checksum

    client = as_tablet(app.test_client())
    assert client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": 3}}).status_code == 201
    game_id = api_create(client, seats=2)
    data = _export(client, game_id)
    body = {k: v for k, v in data.items() if k not in ("checksum", "entry_sets")} | {"version": 1}
    body["log"] = [{k: v for k, v in s.items() if k != "entry_set"} for s in body["log"]]
    body["catalog_entries"] = [{k: v for k, v in e.items() if k != "current"} for e in body["catalog_entries"]]
    r = client.post("/api/v1/games/import", data=json.dumps({**body, "checksum": _checksum(body)}),
                    content_type="application/json", headers=PIN)
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    assert _state(client, r.get_json()["id"]) == _state(client, game_id)
    # Its own export, after the group changed the value, imports too: it carries what the file's steps used.
    assert client.post("/api/v1/catalog/cards/ghost/entries", json={"values": {"copies": 1}}).status_code == 201
    again = _import(client, _export(client, r.get_json()["id"]))
    assert again.status_code == 201, again.get_json()
    assert _state(client, again.get_json()["id"]) == _state(client, game_id)
