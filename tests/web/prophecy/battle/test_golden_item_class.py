"""The Golden Dragon Lord's trade (003:L767) with a Realm Item whose class Herald cannot tell (used as a Common or
Rare Item, told by its front side: 003:L373), on the battle screen, the game screen and the JSON API: the class is
asked on the trade's form, once, and kept as the group's entry, so the next game does not ask again; a bad class is
refused by name and changes nothing."""

from __future__ import annotations

import pytest

from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import api_act, as_tablet
from tests.web.prophecy.battle.test_dragon_rulings_forms import _fighting, _game

GEM = "dragon-positive-dragon-realm-unregistered-01"  # a Realm Item the group registered, its class never typed
FIELD = f"values.{GEM}.item_deck"


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _won(app, client) -> tuple[str, int]:
    """Cleo holds the Realm Item and beats the Golden Dragon Lord; Ben carries a Great Sword and a Hammer."""
    with app.app_context():
        catalog_state.record({GEM: {"dragon_type": "item"}}, origin="table")
    gid, seq = _fighting(app, client, "golden-dragon-lord", items=(f"{GEM}#1",), others=("great-sword#1", "hammer#1"))
    for action in ({"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0},
                   {"kind": "battle_roll", "seat": 0, "hero_faces": [6], "foe_faces": [1]}):
        seq = api_act(client, gid, seq, action).get_json()["seq"]
    return gid, seq


def _trade(client, gid: str, seq: int, **fields):
    """The trade's form posted from the battle screen, as htmx does."""
    return client.post(f"/games/{gid}/act", headers={"HX-Request": "true"},
                       data={"seq": str(seq), "action_id": f"t-{seq}-{len(fields)}", "view": "battle",
                             "kind": "golden_swap", "seat": "0", "target": "1", "item": f"{GEM}#1", **fields})


def _kept(app):
    with app.app_context():
        return catalog_state.effective().card(GEM).item_deck


def test_the_class_is_asked_once_on_the_trades_form_and_kept_003_L767_003_L373(app, client):
    gid, seq = _won(app, client)
    page = client.get(f"/games/{gid}/battle").get_data(as_text=True)
    assert 'data-kind="golden_swap"' in page and f'name="{FIELD}" value="rare"' in page
    assert "Common or Rare? (its front side tells)" in page and "Herald keeps the values you type" in page
    assert f'name="{FIELD}"' in client.get(f"/games/{gid}").get_data(as_text=True)  # the game screen too
    (offer,) = [o for o in _game(client, gid)["legal_actions"] if o["kind"] == "golden_swap"]
    assert offer["choices"]["class_unknown"] == [f"{GEM}#1"] and "values" in offer["needs"]
    assert offer["choices"]["pairs"] == {f"{GEM}#1": ["great-sword#1", "hammer#1"]}
    # Refused by name, nothing changed: a class no Item has, and one contradicting what Herald knows.
    for fields, words in (({FIELD: "artifact"}, "not &#39;artifact&#39;"),
                          ({FIELD: "rare", "values.great-sword.item_deck": "common"}, "Great Sword is Rare, as Herald"),
                          ({}, "Herald cannot tell the class of")):
        refused = _trade(client, gid, seq, take="great-sword#1", **fields).get_data(as_text=True)
        assert 'id="refusal"' in refused and words in refused and "003:L373" in refused
        assert _game(client, gid)["seq"] == seq and _kept(app) is None
    api = api_act(client, gid, seq, {"kind": "golden_swap", "seat": 0, "target": 1, "item": f"{GEM}#1",
                                     "take": "hammer#1", "values": {GEM: {"item_deck": "legendary"}}})
    assert api.status_code == 422 and api.get_json()["rule"]["id"] == "realm_item_class"
    assert _game(client, gid)["seq"] == seq and _kept(app) is None
    assert _trade(client, gid, seq, take="great-sword#1", **{FIELD: "rare"}).status_code == 200
    zones = _game(client, gid)["state"]["zones"]
    assert zones["hero:0:items"] == ["great-sword#1"] and f"{GEM}#1" in zones["hero:1:items"]
    assert _kept(app) == "rare"  # the group's entry for that card
    # A second game with the same card asks nothing: the trade is checked with the kept class.
    gid2, seq2 = _won(app, client)
    (offer,) = [o for o in _game(client, gid2)["legal_actions"] if o["kind"] == "golden_swap"]
    assert "values" not in offer["needs"] and offer["choices"]["pairs"] == {f"{GEM}#1": ["great-sword#1"]}
    assert f'name="{FIELD}"' not in client.get(f"/games/{gid2}/battle").get_data(as_text=True)
    cross = api_act(client, gid2, seq2, {"kind": "golden_swap", "seat": 0, "target": 1, "item": f"{GEM}#1",
                                         "take": "hammer#1"})
    assert cross.status_code == 422 and "is Rare and Hammer is Common" in cross.get_json()["detail"]
    assert api_act(client, gid2, seq2, {"kind": "golden_swap", "seat": 0, "target": 1, "item": f"{GEM}#1",
                                        "take": "great-sword#1"}).status_code == 200


def test_only_this_time_keeps_no_entry_003_L373(app, client):
    gid, seq = _won(app, client)
    assert _trade(client, gid, seq, take="hammer#1", one_off="1", **{FIELD: "common"}).status_code == 200
    assert _game(client, gid)["state"]["zones"]["hero:0:items"] == ["hammer#1"] and _kept(app) is None


def test_openapi_lists_the_trades_class_field(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    (schema,) = [s for s in spec["components"]["schemas"].values()
                 if s.get("properties", {}).get("kind", {}).get("const") == "golden_swap"
                 or s.get("properties", {}).get("kind", {}).get("default") == "golden_swap"]
    assert {"item", "take", "target", "values"} <= set(schema["properties"])


def test_the_catalog_page_shows_a_realm_items_class_once_kept_003_L373(app, client):
    with app.app_context():
        catalog_state.record({GEM: {"dragon_type": "item"}}, origin="table")
    page = client.get(f"/catalog/cards/{GEM}").get_data(as_text=True)
    assert 'name="f:item_deck"' in page


def test_an_unsorted_items_class_typed_through_the_api_is_kept_003_L767(app, client):
    """The Cutlass, known without its deck, traded through the JSON API: its class kept, the next trade not asking."""
    gid, seq = _won(app, client)  # Cleo: the Realm Item; Ben: Great Sword, Hammer
    done = api_act(client, gid, seq, {"kind": "golden_swap", "seat": 0, "target": 1, "item": f"{GEM}#1",
                                      "take": "hammer#1", "values": {GEM: {"item_deck": "common"}}})
    assert done.status_code == 200, done.get_json()
    assert _kept(app) == "common"
    gid2, seq2 = _fighting(app, client, "golden-dragon-lord", items=("cutlass#1",), others=(f"{GEM}#1",))
    for action in ({"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0},
                   {"kind": "battle_roll", "seat": 0, "hero_faces": [6], "foe_faces": [1]}):
        seq2 = api_act(client, gid2, seq2, action).get_json()["seq"]
    (offer,) = [o for o in _game(client, gid2)["legal_actions"] if o["kind"] == "golden_swap"]
    assert offer["choices"]["values"] == ["cutlass.item_deck"]  # the Realm Item's class is the group's now
    traded = api_act(client, gid2, seq2, {"kind": "golden_swap", "seat": 0, "target": 1, "item": "cutlass#1",
                                          "take": f"{GEM}#1", "values": {"cutlass": {"item_deck": "common"}}})
    assert traded.status_code == 200, traded.get_json()
    with app.app_context():
        assert catalog_state.effective().card("cutlass").item_deck == "common"
