"""The group types what the seed does not give, once, beside a battle: its battle dice's faces (the seed says only
that they show 0, 1 or 2, 001:L184; Herald reads two of each, research Q-37) and a card's printed name. Each is an
undoable step of the game, used at once by the odds and Herald's rolls or every screen, and becomes the group's
entry: shown with its provenance, corrected or withdrawn on the catalog, carried by a game file."""

from __future__ import annotations

import json

from bs4 import BeautifulSoup

from app.games.conjurers import entries
from app.games.conjurers.catalog import load_catalog
from app.games.conjurers.screens.battle.names import sentence
from tests.helpers import GM_PIN, api_act, csrf_token, gm_headers
from tests.web.conjurers.conjurers_battle_kit import battle_offers, game, open_battleground
from tests.web.shared.plainwords import leaks, visible_text


def _battle(game_id):
    return f"/games/{game_id}/conjurers/battle"


def _dice(client, game_id, faces, seq=None):
    seq = game(client, game_id)["seq"] if seq is None else seq
    data = {"seq": seq, "csrf_token": csrf_token(client)} | {f"faces.{i}": str(f) for i, f in enumerate(faces)}
    return client.post(f"{_battle(game_id)}/dice", data=data)


def _refusal(r) -> str:
    return BeautifulSoup(r.get_data(as_text=True), "html.parser").select_one("#refusal").get_text()


def test_the_group_s_dice_drive_the_odds_and_herald_s_rolls_and_are_kept(client, log):
    game_id, seq = open_battleground(client)
    page = visible_text(client.get(_battle(game_id)).get_data(as_text=True))
    assert "2 show 0 · 2 show 1 · 2 show 2" in page and "Herald's reading of the rulebook" in page
    r = _dice(client, game_id, (0, 0, 1), seq)  # dice whose every face shows 2: no chance left in a fight
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:300]
    state = game(client, game_id)["state"]
    assert state["options"]["die"] == [0, 0, 1] and state["fight"]["battle"]["die"]["weights"] == [0, 0, 1]
    kept = entries.group_die(log.engine)
    assert kept[0] == (0, 0, 1) and kept[1].origin == "game" and kept[1].game_id == game_id
    page = visible_text(client.get(_battle(game_id)).get_data(as_text=True))
    assert "0 show 0 · 0 show 1 · 1 show 2" in page and "Your group's dice, typed" in page and not leaks(page)
    # Herald's roll uses them: the minion, then a creature with its numbers, all dice rolled by Herald show 2.
    g = game(client, game_id)
    minion = next(o for o in g["legal_actions"] if o["params"]["move"]["card"] == "minion")
    assert api_act(client, game_id, g["seq"], {"kind": "battle", "seat": minion["seat"],
                                               "move": minion["params"]["move"]}).status_code == 200
    move = next(o for o in battle_offers(client, game_id) if o["params"]["move"]["slot"] == 0)
    preview = client.post(f"/api/v1/games/{game_id}/conjurers/battle-preview", headers=gm_headers(game_id),
                          json={"move": move["params"]["move"], "values": {move["params"]["move"]["card"]: {
                              "hp": 6, "bd": 2, "abilities": {}, "element": None}}}).get_json()
    [fight] = preview["fights"]  # no chance left with 2 on every face: the creature's 2 dice deal exactly 4
    assert [(d["damage"], d["fraction"]) for d in fight["odds"]["striker_deals"]] == [(4, "1/1")], fight["odds"]
    r = api_act(client, game_id, game(client, game_id)["seq"], {
        "kind": "battle", "seat": 0, "move": move["params"]["move"], "by_herald": True,
        "values": {move["params"]["move"]["card"]: {"hp": 6, "bd": 2, "abilities": {}, "element": None}}})
    assert r.status_code == 200, r.get_json()
    rolled = [e for e in r.get_json()["events"] if e["kind"] == "battle_moved"][0]["dice"]
    assert rolled and all(face == 2 for faces in rolled.values() for face in faces), rolled
    # The next game starts with the group's dice; the catalog shows them with their provenance.
    second, _ = open_battleground(client)
    assert game(client, second)["state"]["options"]["die"] == [0, 0, 1]
    text = visible_text(client.get("/conjurers/catalog").get_data(as_text=True))
    assert "0 show 0 · 0 show 1 · 1 show 2: counted by your group" in text


def test_bad_dice_are_refused_by_name_and_change_nothing(client, log):
    game_id, seq = open_battleground(client)
    for faces, words in (((0, 0, 0), "a die needs at least one face"), (("a", 1, 1), "a whole number in each box"),
                         ((1, 21, 1), "between 0 and 20"), ((2, 2, 2), "the game already uses these faces")):
        r = _dice(client, game_id, faces, seq)
        assert r.status_code == 422 and words in _refusal(r).lower(), (faces, _refusal(r))
        assert not leaks(_refusal(r))
        assert game(client, game_id)["seq"] == seq
    for weights in ([1, 2], [-1, 1, 1], [0, 0, 0], "six"):
        r = api_act(client, game_id, seq, {"kind": "type_die", "weights": weights})
        assert r.status_code == 422 and "weights" in r.get_json()["message"], (weights, r.get_json())
    assert game(client, game_id)["seq"] == seq and entries.group_die(log.engine)[1] is None
    # Through the API it is a step like any other, and undone like one.
    r = api_act(client, game_id, seq, {"kind": "type_die", "weights": [1, 4, 1]})
    assert r.status_code == 200 and game(client, game_id)["state"]["options"]["die"] == [1, 4, 1]
    assert entries.group_die(log.engine)[0] == (1, 4, 1)
    r = client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": seq + 1}, headers=gm_headers(game_id))
    assert r.status_code == 200 and game(client, game_id)["state"]["options"]["die"] == [2, 2, 2]


def test_the_dice_are_corrected_and_withdrawn_on_the_catalog_and_travel_with_a_game_file(client, log, tmp_path):
    game_id, seq = open_battleground(client)
    token = csrf_token(client)
    r = client.post("/conjurers/catalog/cards/battle-die", data={"faces.0": "1", "faces.1": "4", "faces.2": "x",
                                                                 "csrf_token": token})
    assert r.status_code == 422 and "faces showing 2 is a whole number" in _refusal(r)
    r = client.post("/conjurers/catalog/cards/battle-die", data={"faces.0": "0", "faces.1": "0", "faces.2": "0",
                                                                 "csrf_token": token})
    assert r.status_code == 422 and "a die needs at least one face" in _refusal(r)
    assert entries.group_die(log.engine)[1] is None
    r = client.post("/conjurers/catalog/cards/battle-die", data={"faces.0": "1", "faces.1": "4", "faces.2": "1",
                                                                 "csrf_token": token})
    assert r.status_code == 200 and entries.group_die(log.engine)[1].origin == "table"
    exported = client.get(f"/api/v1/games/{game_id}/export", headers=gm_headers(game_id)).get_json()
    assert {"card_id": "battle-die", "field": "faces"}.items() <= next(
        e for e in exported["catalog_entries"] if e["card_id"] == "battle-die").items()
    from app import create_app
    from tests.conftest import FAST_PIN_HASH

    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "other.sqlite"),
                        "PIN_HASH_METHOD": FAST_PIN_HASH})
    r = other.test_client().post("/api/v1/games/import", data=json.dumps(exported), content_type="application/json",
                                 headers={"X-Herald-Pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    assert entries.group_die(other.extensions["herald.log"].engine)[0] == (1, 4, 1)
    r = client.post("/conjurers/catalog/cards/battle-die/withdraw", data={"field": "faces", "csrf_token": token})
    assert r.status_code == 200 and entries.group_die(log.engine) == ((2, 2, 2), None)
    second, _ = open_battleground(client)
    assert game(client, second)["state"]["options"]["die"] == [2, 2, 2]


def test_a_card_named_on_the_battle_screen_is_named_everywhere_and_kept(client, log):
    game_id, seq = open_battleground(client)
    soup = BeautifulSoup(client.get(_battle(game_id)).get_data(as_text=True), "html.parser")
    form = soup.select_one("#naming form")
    card = form.select_one("input[name=card]")["value"]
    words = visible_text(str(form))
    assert "the Greek pile's first creature" in words
    data = {i["name"]: i["value"] for i in form.select("input[type=hidden]")}
    for name, problem in (("   ", "type the name printed on the card"), ("x" * 61, "at most 60 characters")):
        r = client.post(f"{_battle(game_id)}/name", data=data | {"name": name})
        assert r.status_code == 422 and problem in _refusal(r).lower() and not leaks(_refusal(r)), _refusal(r)
    r = client.post(f"{_battle(game_id)}/name", data=data | {"card": "creature-greek-99", "name": "Hydra"})
    assert r.status_code == 422 and "there is no card" in _refusal(r).lower() and "greek-99" not in _refusal(r)
    assert game(client, game_id)["seq"] == seq
    r = client.post(f"{_battle(game_id)}/name", data=data | {"name": "  Hydra "})
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:300]
    assert game(client, game_id)["state"]["facts"][card]["name"] == "Hydra"
    page = visible_text(client.get(_battle(game_id)).get_data(as_text=True))
    assert "In hand: Hydra" in page and "Printed name of Hydra" not in client.get(_battle(game_id)).get_data(as_text=True)
    assert "Hydra" in visible_text(client.get(f"/games/{game_id}").get_data(as_text=True))
    _summon(client, game_id, card)
    seq += 1
    text = visible_text(client.get(f"/games/{game_id}/log").get_data(as_text=True))
    assert "Hydra" in text and "Greek pile's first creature" not in text
    kept = {e.field: e for e in entries.current_entries(log.engine, card)}
    assert kept["name"].value == "Hydra" and kept["name"].origin == "game"
    r = api_act(client, game_id, seq + 1, {"kind": "name_card", "card": card, "name": "Hydra"})
    assert r.status_code == 422 and "already named" in r.get_json()["message"]
    second, _ = open_battleground(client)
    assert game(client, second)["state"]["facts"][card]["name"] == "Hydra"
    doc = json.dumps(client.get("/api/v1/openapi.json").get_json())
    assert '"name_card"' in doc and '"type_die"' in doc


def test_every_card_id_in_a_battle_line_becomes_the_card_s_words():
    """Artifact ids carry their mythology (artifact-greek-1), as creature ids do: a line naming one reads its words."""
    for card in load_catalog().cards:
        line = sentence(None, f"{card.id} is summoned.")
        assert card.id not in line.lower() and not leaks(line), line
    assert sentence(None, "artifact-greek-1 is bought.") == "Greek artifact 1 is bought."


def test_a_name_typed_elsewhere_is_offered_in_a_game_that_lacks_it(client, log):
    first, _ = open_battleground(client)
    second, seq = open_battleground(client)  # under way before the name was typed: its state has no name
    form = BeautifulSoup(client.get(_battle(first)).get_data(as_text=True), "html.parser").select_one("#naming form")
    card = form.select_one("input[name=card]")["value"]
    data = {i["name"]: i["value"] for i in form.select("input[type=hidden]")}
    assert client.post(f"{_battle(first)}/name", data=data | {"name": "Hydra"}).status_code == 303
    soup = BeautifulSoup(client.get(_battle(second)).get_data(as_text=True), "html.parser")
    offered = soup.select_one(f"#naming form:has(input[value='{card}'])")
    assert offered.select_one("input[name=name]")["value"] == "Hydra"
    assert "your group calls it Hydra" in visible_text(str(offered))
    _summon(client, second, card)  # the log of that game names the card as the group does
    text = visible_text(client.get(f"/games/{second}/log").get_data(as_text=True))
    assert "Hydra" in text and "Greek pile's first creature" not in text


def _summon(client, game_id, card):
    offer = next(o for o in battle_offers(client, game_id) if o["params"]["move"]["card"] == card)
    r = api_act(client, game_id, game(client, game_id)["seq"], {
        "kind": "battle", "seat": offer["seat"], "move": offer["params"]["move"],
        "values": {card: {"hp": 6, "bd": 2, "abilities": {}, "element": None}}})
    assert r.status_code == 200, r.get_json()


def test_dice_typed_again_in_a_game_replace_the_group_s_entry(client, log):
    game_id, seq = open_battleground(client)
    assert api_act(client, game_id, seq, {"kind": "type_die", "weights": [1, 4, 1]}).status_code == 200
    assert api_act(client, game_id, seq + 1, {"kind": "type_die", "weights": [2, 2, 2]}).status_code == 200
    assert entries.group_die(log.engine)[0] == (2, 2, 2) and entries.group_die(log.engine)[1] is not None
