"""The published schema is the server's truth: what the OpenAPI document allows the server accepts (a whole number
written 6717512.0), and what the server refuses the document forbids (control characters in names, an action
without its kind, a setup without seats, a malformed PIN header, a card listed twice in an action)."""

from __future__ import annotations

import json

from tests.helpers import GM_PIN, api_create, as_tablet, gm_headers, setup_action
from tests.web.conjurers.kit import create_game, start_action


def _schemas(client) -> dict:
    return client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]


def test_a_whole_number_written_with_a_zero_fraction_is_accepted(client):
    game_id = api_create(client)
    body = {"expected_seq": 1.0, "action_id": "whole-number", "action": {"kind": "adjust_hero", "seat": 0.0,
                                                                        "gold": 2.0}}
    r = client.post(f"/api/v1/games/{game_id}/actions", data=json.dumps(body), content_type="application/json",
                    headers=gm_headers(game_id))
    assert r.status_code == 200, r.get_json()
    r = client.post(f"/api/v1/games/{game_id}/actions", json={**body, "expected_seq": False, "action_id": "no-bool"},
                    headers=gm_headers(game_id))
    assert r.status_code == 422  # still strict: a JSON false is not step 0


def test_control_characters_are_refused_in_every_name_the_table_types(client):
    client = as_tablet(client)
    conjurers = start_action(("Ada", "B\x01o"))
    r = client.post("/api/v1/games", json={"name": "Night", "setup": conjurers, "pin": GM_PIN})
    assert r.status_code == 422 and r.get_json()["field"] == "setup.players"
    for url, values in (("/api/v1/catalog/cards/ghost/entries", {"name": "Gho\x00st"}),
                        ("/api/v1/conjurers/catalog/cards/level1-01/values", {"name": "Ti\x00tan"})):
        r = client.post(url, json={"values": values})
        assert r.status_code == 422 and "control characters" in r.get_json()["message"], (url, r.get_json())
    schemas = _schemas(client)
    assert schemas["StartGame"]["properties"]["players"]["items"]["pattern"].startswith("^[^\\u0000")
    assert "pattern" in schemas["SeatSpec"]["properties"]["player"]
    assert "pattern" in schemas["CreateGameRequest"]["properties"]["name"]


def test_a_card_listed_twice_in_an_action_is_refused_naming_the_field(client):
    game_id = api_create(client)
    action = {"kind": "end_round", "discard": ["ghost#1", "ghost#1"]}
    r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id),
                    json={"expected_seq": 1, "action_id": "twice-listed", "action": action})
    assert r.status_code == 422 and r.get_json()["field"] == "action.discard", r.get_json()
    assert _schemas(client)["EndRound"]["properties"]["discard"]["uniqueItems"] is True


def test_the_document_requires_every_action_s_kind_as_the_server_does(client):
    game_id = api_create(client)
    r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id),
                    json={"expected_seq": 1, "action_id": "kindless", "action": {"seat": 0, "gold": 1}})
    assert r.status_code == 422
    schemas = _schemas(client)
    actions = [s for s in schemas.values() if "const" in s.get("properties", {}).get("kind", {})]
    assert len(actions) > 60 and all("kind" in s["required"] for s in actions)


def test_the_document_bounds_a_setup_s_seats_as_the_server_does(client):
    r = client.post("/api/v1/games", json={"name": "Empty", "setup": {**setup_action(2), "seats": []}, "pin": GM_PIN})
    assert r.status_code == 422
    schemas = _schemas(client)
    assert (schemas["CreateGame"]["properties"]["seats"]["minItems"], schemas["CreateGame"]["properties"]["seats"]
            ["maxItems"]) == (2, 5)
    assert (schemas["StartGame"]["properties"]["players"]["minItems"], schemas["StartGame"]["properties"]["players"]
            ["maxItems"]) == (2, 4)


def test_the_document_gives_the_import_pin_header_its_pattern(client):
    header = next(p for p in client.get("/api/v1/openapi.json").get_json()["paths"]["/api/v1/games/import"]["post"]
                  ["parameters"] if p["name"] == "X-Herald-Pin")
    assert header["schema"]["pattern"] == "^[0-9]{4,8}$"


def test_what_the_document_allows_is_never_refused_for_its_shape(client):
    """Found by `make fuzz`: an option's list that repeats (the document marks only an action's own lists), and
    another game's action on this game's path (the document lists both games' actions there) are refused, if at
    all, by the game, never as a shape the document forbids."""
    setup = setup_action(2, variants=["no_final_battle", "no_final_battle"])
    r = client.post("/api/v1/games", json={"name": "Twice", "setup": setup, "pin": GM_PIN})
    assert r.status_code == 201 or not r.get_json().get("shape"), r.get_json()
    game_id = api_create(client)
    r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id), json={
        "expected_seq": 1, "action_id": "other-game", "action": {"kind": "correct", "seat": 0, "reason": "x"}})
    assert r.status_code == 422 and not r.get_json().get("shape"), r.get_json()
    r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id), json={
        "expected_seq": 1, "action_id": "no-such-kind", "action": {"kind": "no_such_action"}})
    assert r.status_code == 422 and r.get_json()["shape"] is True


def test_an_action_of_the_other_game_is_refused_naming_this_game_and_the_action_s_game(client):
    """Found by `make fuzz` over both games: another game's action answered pydantic's list of every tag this game
    knows; the refusal says instead which game this is and whose action was sent, on the field `action`."""
    from tests.web.conjurers.kit import create_game

    prophecy, conjurers = api_create(client), create_game(client)
    sent = ((prophecy, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "wood"}, "Prophecy", "Conjurers"),
            (conjurers, {"kind": "adjust_hero", "seat": 0, "gold": 2}, "Conjurers", "Prophecy"))
    for game_id, action, this, other in sent:
        r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id),
                        json={"expected_seq": 1, "action_id": "other-game-action", "action": action})
        body = r.get_json()
        assert r.status_code == 422 and body["field"] == "action" and not body.get("shape"), body
        assert f"This is a {this} game" in body["message"] and f"of another game ({other})" in body["message"], body
        assert "expected tags" not in body["message"]


def test_the_document_allows_exactly_the_abilities_a_typed_card_may_have(client):
    """Found by `make fuzz` on a Conjurers game: a card's typed abilities allowed any name and any X in the
    document, and the server refused an unknown one for its shape. Creature abilities (001:L553) and item abilities
    (001:L654-686) by name, X positive where the ability has one and 0 where it has none: for every name and X the
    document and the server now agree."""
    import jsonschema
    import pydantic

    from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, ITEM_ABILITIES, Gear, Printed

    schemas = _schemas(client)
    for model, extra in ((Printed, {"hp": 5, "bd": 1}), (Gear, {})):
        document = jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{model.__name__}",
                                                    "components": {"schemas": schemas}})
        for name in sorted(CREATURE_ABILITIES | ITEM_ABILITIES | {"nope"}):
            for x in (0, 1, 3, -1):
                typed = {**extra, "abilities": {name: x}}
                try:
                    model.model_validate(typed)
                    server = True
                except pydantic.ValidationError:
                    server = False
                assert document.is_valid(typed) == server, (model.__name__, name, x, server)


def test_the_document_allows_exactly_the_roll_numbers_the_battle_preview_reads(client):
    """Found by `make fuzz`: the Prophecy battle preview's options by roll allowed any key in the document, and the
    server refused one that is not a number (" ") for its shape while reading "+1", " 1" or "1_0" as roll 1 or 10;
    now a roll is a plain number and the document and the server agree on every key."""
    import json

    import jsonschema
    import pydantic

    from app.games.prophecy.screens.battle.battle_api import ChoicesIn

    document = jsonschema.Draft202012Validator({"$ref": "#/components/schemas/ChoicesIn",
                                                "components": {"schemas": _schemas(client)}})
    for key in ("1", "2", "0", "12", " ", "", "+1", " 1", "1 ", "01", "1_0", "1.0", "-1", "a", "1e2", "\u0661"):
        try:
            ChoicesIn.model_validate_json(json.dumps({"rolls": {key: []}}), strict=True)
            server = True
        except pydantic.ValidationError:
            server = False
        assert document.is_valid({"rolls": {key: []}}) == server, (key, server)
        assert server == (key in ("1", "2", "0", "12")), key


def test_the_document_refuses_a_battle_die_without_faces_as_the_server_does(client):
    """Found by `make fuzz` on a Conjurers game: type_die with no face at all ([0, 0, 0]) fitted the document and
    the server refused it for its shape ("a die needs at least one face")."""
    import jsonschema

    document = jsonschema.Draft202012Validator({"$ref": "#/components/schemas/TypeDie",
                                                "components": {"schemas": _schemas(client)}})
    assert not document.is_valid({"kind": "type_die", "weights": [0, 0, 0]})
    assert document.is_valid({"kind": "type_die", "weights": [0, 0, 1]})
    game_id = create_game(client)
    r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id), json={
        "expected_seq": 1, "action_id": "no-faces-die", "action": {"kind": "type_die", "weights": [0, 0, 0]}})
    assert r.status_code == 422 and r.get_json()["shape"] is True, r.get_json()


def test_the_document_lists_each_card_once_in_an_optional_list_as_the_server_does(client):
    """Found by `make fuzz` on a Conjurers game: a duel's defender_drawn (a list or nothing) named a card twice
    within the document, which marked only lists that are never empty-handed, and the server refused it."""
    import jsonschema

    schemas = _schemas(client)
    for model, key in (("Duel", "defender_drawn"), ("Duel", "drawn"), ("TournamentMatch", "defender_drawn")):
        document = jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{model}",
                                                    "components": {"schemas": schemas}})
        errors = [e.validator for e in document.iter_errors({key: ["level1-01", "level1-01"]})]
        assert "anyOf" in errors, (model, key, errors)  # the list is refused, not only the missing fields
        assert "anyOf" not in [e.validator for e in document.iter_errors({key: ["level1-01", "level1-02"]})]
    game_id = create_game(client)
    r = client.post(f"/api/v1/games/{game_id}/actions", headers=gm_headers(game_id), json={
        "expected_seq": 1, "action_id": "twice-drawn", "action": {
            "kind": "duel", "seat": 0, "defender_drawn": ["level1-01", "level1-01"]}})
    assert r.status_code == 422 and r.get_json()["field"] == "action.defender_drawn", r.get_json()


def test_the_new_game_form_refuses_control_characters_in_a_player_s_name(client):
    from tests.helpers import csrf_token

    r = client.post("/conjurers/new", data={"name": "Forged", "pin": GM_PIN, "seat0_player": "A\x01da",
                                            "seat0_assistant": "worker", "seat1_player": "Bo",
                                            "seat1_assistant": "warrior", "start": "0", "csrf_token": csrf_token(client)})
    assert r.status_code == 422 and "control characters" in r.get_data(as_text=True)
    assert client.get("/api/v1/games").get_json() == []
