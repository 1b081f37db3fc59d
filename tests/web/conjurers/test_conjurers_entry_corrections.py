"""Correcting and withdrawing the group's Conjurers entries from a card's catalog page and the JSON API: a value
typed again replaces the old one (kept in the history with its provenance), a withdrawn one is asked again the next
time a game needs it and can be restored, a value Herald cannot read or the card cannot take is refused naming card
and field, and nothing changes then."""

from __future__ import annotations

from bs4 import BeautifulSoup

from app.games.conjurers import entries
from tests.helpers import csrf_token, gm_headers
from tests.web.conjurers.conjurers_battle_kit import battle_offers, game, open_battleground
from tests.web.conjurers.test_conjurers_entries import _fight_first_summon
from tests.web.shared.plainwords import leaks, visible_text

GM = {}  # the API's game-master header of a game of this client (catalog writes need a GM of any game)


def _state_of(log) -> list:
    """Every entry row as it stands (in force or not), to show a refusal changed nothing."""
    from sqlmodel import Session, select

    from app.store.models import CatalogEntryRecord

    with Session(log.engine) as s:
        return [(r.id, r.card_id, r.field, r.value, r.replaced, r.origin) for r in s.exec(select(CatalogEntryRecord))]


def _page(client, card):
    return client.get(f"/conjurers/catalog/cards/{card}")


def _post(client, card, data, action=""):
    return client.post(f"/conjurers/catalog/cards/{card}{action}", data=data | {"csrf_token": csrf_token(client)})


def _in_force(log, card):
    return {e.field: e for e in entries.current_entries(log.engine, card)}


def test_a_typed_name_and_numbers_are_corrected_on_the_card_page_with_their_history(client, log):
    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    page = _page(client, card)
    text = visible_text(page.get_data(as_text=True))
    assert page.status_code == 200 and "typed during a game (Battle night)" in text and not leaks(text)
    r = _post(client, card, {"name": "Cave troll", "hp": "7", "abilities": "defensive 1, flying"})
    text = visible_text(r.get_data(as_text=True))
    assert r.status_code == 200, text
    assert "Saved for Cave troll" in text
    now = _in_force(log, card)
    assert now["name"].value == "Cave troll" and now["hp"].value == 7 and now["bd"].value == 2
    assert now["abilities"].value == {"defensive": 1, "flying": 0} and now["hp"].origin == "table"
    history = BeautifulSoup(r.get_data(as_text=True), "html.parser").select("#history tbody tr")
    states = [visible_text(str(row)) for row in history]
    assert any("HP: 6" in s and "replaced" in s and "Battle night" in s for s in states)
    assert any("HP: 7" in s and "in force" in s and "typed on the catalog" in s for s in states)
    # Everywhere the card appears its name is the corrected one: the catalog list, a new game's battle.
    assert "Cave troll" in visible_text(client.get("/conjurers/catalog").get_data(as_text=True))
    second, _ = open_battleground(client)
    assert game(client, second)["state"]["stats"][card]["hp"] == 7
    assert game(client, second)["state"]["facts"][card]["name"] == "Cave troll"


def test_bad_values_on_the_card_page_are_named_and_change_nothing(client, log):
    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    before = _state_of(log)
    for data, words in (({"hp": "six"}, "HP is a whole number (not 'six')"),
                        ({"level": "9"}, "level"),
                        ({"hp": "0"}, "HP"),
                        ({"element": "lava"}, "Element is one of fire, earth, air, water or none"),
                        ({"abilities": "flying 2"}, "flying takes no number"),
                        ({"abilities": "teleport"}, "'teleport' is not a creature ability"),
                        ({"name": "x" * 61}, "at most 60 characters")):
        r = _post(client, card, data)
        text = visible_text(r.get_data(as_text=True))
        assert r.status_code == 422, (data, text[:300])
        refusal = BeautifulSoup(r.get_data(as_text=True), "html.parser").select_one("#refusal").get_text()
        assert words in refusal and "Nothing was changed" in refusal, (data, refusal)
        assert not leaks(refusal)
        assert _state_of(log) == before
    r = _post(client, "item-03", {"cost": "3 gold"})
    assert r.status_code == 422 and "Type a cost as amounts of resources" in r.get_data(as_text=True)
    r = _post(client, "level1-02", {"hp": "5"})  # a creature's numbers come together
    assert r.status_code == 422 and "HP and battle dice together" in r.get_data(as_text=True)
    assert _post(client, "dragon-1", {"name": "Smaug"}).status_code == 404
    r = _post(client, card, {"field": "name"}, "/withdraw")  # nothing typed for its name
    assert r.status_code == 422 and "your group has no value of this to withdraw" in r.get_data(as_text=True)
    assert _state_of(log) == before


def test_a_withdrawn_value_is_asked_again_and_can_be_restored(client, log):
    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    r = _post(client, card, {"field": "hp"}, "/withdraw")
    text = visible_text(r.get_data(as_text=True))
    assert r.status_code == 200 and "withdrawn" in text and "asks for them again" in text
    assert not {"hp", "bd", "abilities", "element"} & set(_in_force(log, card))  # the numbers go together
    rows = BeautifulSoup(r.get_data(as_text=True), "html.parser").select("#history tbody tr")
    assert sum("withdrawn" in row.get_text() for row in rows) == 4
    # The game under way keeps playing with what it was played with, and does not type the value back in.
    assert game(client, game_id)["state"]["fight"]["battle"]["stats"][card]["hp"] == 6
    g = game(client, game_id)
    move = next(o for o in g["legal_actions"] if o["kind"] == "battle" and "values" not in o["needs"])
    from tests.helpers import api_act

    assert api_act(client, game_id, g["seq"], {"kind": "battle", "seat": move["seat"],
                                                "move": move["params"]["move"], "by_herald": True}).status_code == 200
    assert "hp" not in _in_force(log, card)
    # The next game asks for the creature's numbers again when it is summoned.
    second, seq2 = open_battleground(client)
    assert card not in game(client, second)["state"]["stats"]
    client.post(f"/api/v1/games/{second}/actions", headers=gm_headers(second), json={
        "expected_seq": seq2, "action_id": "m" + second[:8],
        "action": {"kind": "battle", "seat": 1, "move": {"kind": "summon", "card": "minion", "slot": 0}}})
    offer = next(o for o in battle_offers(client, second) if o["params"]["move"]["card"] == card)
    assert "values" in offer["needs"]
    # Restoring the withdrawal brings all four back.
    withdrawn = next(row for row in rows if "withdrawn" in row.get_text())
    r = _post(client, card, {"entry": withdrawn["data-entry"]}, "/restore")
    assert r.status_code == 200, visible_text(r.get_data(as_text=True))[:300]
    assert _in_force(log, card)["hp"].value == 6 and _in_force(log, card)["bd"].value == 2
    before = _state_of(log)
    r = _post(client, card, {"entry": withdrawn["data-entry"]}, "/restore")  # typed since: refused
    assert r.status_code == 422 and _state_of(log) == before


def test_every_correction_is_on_the_json_api_and_in_openapi(client, log):
    game_id, seq = open_battleground(client)
    card = _fight_first_summon(client, game_id, seq)
    h = gm_headers(game_id)
    api = f"/api/v1/conjurers/catalog/cards/{card}"
    got = client.get(api).get_json()
    assert {f["field"]: f["value"] for f in got["fields"]}["hp"] == 6 and got["history"][0]["origin"] == "game"
    r = client.post(f"{api}/values", json={"values": {"name": "Cave troll", "level": 1}}, headers=h)
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["title"] == "Cave troll" and _in_force(log, card)["name"].origin == "table"
    before = _state_of(log)
    for body, field in (({"values": {"hp": "six"}}, "hp"), ({"values": {"level": 9}}, "level"),
                        ({"values": {"hp": 3, "wings": 2}}, "wings"), ({"values": {}}, "values"),
                        ({"field": "hp"}, "values")):
        r = client.post(f"{api}/values", json=body, headers=h)
        assert r.status_code == 422 and r.get_json()["field"] == field, (body, r.get_json())
        if r.get_json()["error"] == "invalid_entry":  # a value the card refuses: card and field said as its page says them
            assert not leaks(r.get_json()["message"]) and "Nothing was changed" in r.get_json()["message"], r.get_json()
        assert _state_of(log) == before
    assert client.post("/api/v1/conjurers/catalog/cards/dragon-1/values", json={"values": {"name": "X"}},
                       headers=h).status_code == 404
    r = client.post(f"{api}/withdraw", json={"field": "name"}, headers=h)
    assert r.status_code == 200 and "name" not in _in_force(log, card)
    r = client.post(f"{api}/withdraw", json={"field": "name"}, headers=h)
    assert r.status_code == 422 and r.get_json()["field"] == "name"
    withdrawn = next(x for x in r.get_json().get("history", []) or client.get(api).get_json()["history"]
                     if x["state"] == "withdrawn")
    r = client.post(f"{api}/restore", json={"entry_id": withdrawn["id"]}, headers=h)
    assert r.status_code == 200 and _in_force(log, card)["name"].value == "Cave troll"
    assert client.post(f"{api}/restore", json={"entry_id": 10**6}, headers=h).status_code == 422
    assert client.post(f"{api}/values", json={"values": {"name": "Y"}}).status_code in (401, 403)
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    for tail in ("", "/values", "/withdraw", "/restore"):
        assert "/api/v1/conjurers/catalog/cards/{card_id}" + tail in paths


def test_items_and_artifacts_values_are_typed_and_corrected_on_their_pages(client, log):
    open_battleground(client)  # a game master of a game: the catalog's writes are a game master's
    r = _post(client, "item-03", {"name": "Bronze shield", "cost": "3 wood, 2 iron", "abilities": "absorption 2"})
    assert r.status_code == 200, visible_text(r.get_data(as_text=True))[:300]
    item = _in_force(log, "item-03")
    assert item["cost"].value == {"wood": 3, "iron": 2} and item["abilities"].value == {"absorption": 2}
    before = _state_of(log)
    r = _post(client, "item-03", {"abilities": "defensive 1"})  # a creature's ability, not an item's
    assert r.status_code == 422 and "not an item ability" in _refusal_text(r) and _state_of(log) == before
    r = _post(client, "artifact-greek-2", {"vp": "3", "cost": "free"})
    assert r.status_code == 200 and _in_force(log, "artifact-greek-2")["vp"].value == 3
    assert _in_force(log, "artifact-greek-2")["cost"].value == {}
    r = _post(client, "item-03", {"field": "abilities"}, "/withdraw")
    assert r.status_code == 200 and "abilities" not in _in_force(log, "item-03")
    assert set(_in_force(log, "item-03")) == {"name", "cost"}  # an item's abilities stand alone
    page = visible_text(client.get("/conjurers/catalog").get_data(as_text=True))
    assert "Bronze shield" in page and "cost: 3 wood, 2 iron" in page and not leaks(page)


def _refusal_text(r) -> str:
    return BeautifulSoup(r.get_data(as_text=True), "html.parser").select_one("#refusal").get_text()
