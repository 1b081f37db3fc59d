"""Issue 38: the table names a card at the moment it enters play, in one optional field with the names Herald and the
group know as suggestions; the name shows on the tablet and the phones and becomes the group's entry, so the next
game suggests it and deals that very card when it is typed again."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from app.games.conjurers import entries
from app.games.conjurers.kind import base_catalog
from tests.helpers import GM_PIN, csrf_token, link_path, seat_links
from tests.web.shared.plainwords import visible_text


def _tablet_create(client, **fields):
    form = {"name": "Tablet night", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
            "seat1_player": "Bo", "seat1_assistant": "recruiter", "start": "0", "csrf_token": csrf_token(client)}
    r = client.post("/conjurers/new", data=form | fields)
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:400]
    return r.headers["Location"].rstrip("/").split("/")[-1]


def _state(client, game_id):
    return client.get(f"/api/v1/games/{game_id}").get_json()["state"]


def test_level_1_creatures_named_at_setup_show_on_the_tablet_and_phones_and_are_kept(client, log):
    setup = BeautifulSoup(client.get("/conjurers/new").get_data(as_text=True), "html.parser")
    field = setup.select_one("input[name=seat0_level1_name_0]")
    assert field is not None and field.find_parent("details") is None  # in view, not folded away
    game_id = _tablet_create(client, seat0_level1_name_0="Lantern Imp", seat0_level1_name_2="Moss Hound",
                             seat1_level1_name_1="Ember Newt")
    tablet = visible_text(client.get(f"/games/{game_id}").get_data(as_text=True))
    phones = [visible_text(client.get(link_path(u)).get_data(as_text=True)) for u in seat_links(client, game_id)]
    for name in ("Lantern Imp", "Moss Hound", "Ember Newt"):
        assert name in tablet
    assert "Lantern Imp" in phones[0] and "Moss Hound" in phones[0] and "Ember Newt" in phones[1]
    assert "Ada's second level 1 creature" in phones[0]  # the one left unnamed
    state = _state(client, game_id)
    imp = state["players"][0]["army"][0]["card"]
    assert state["facts"][imp]["name"] == "Lantern Imp"
    kept = {c.id: c.name for c in entries.effective_catalog(log.engine, base_catalog()).deck("level1")}
    assert kept[imp] == "Lantern Imp"
    # The next game suggests the name, and typing it deals that very card.
    setup = BeautifulSoup(client.get("/conjurers/new").get_data(as_text=True), "html.parser")
    assert "Lantern Imp" in [o["value"] for o in setup.select("datalist#level1-names option")]
    again = _tablet_create(client, seat1_level1_name_2="lantern imp")
    assert _state(client, again)["players"][1]["army"][2]["card"] == imp


def _to_battleground(client) -> str:
    """Ada's conjurer on an open battleground, every other placement resolved: the battleground's form is next."""
    from tests.helpers import api_act
    from tests.web.conjurers.conjurers_battle_kit import BATTLEGROUNDS, SIMPLE, create, game

    game_id = create(client)
    g = game(client, game_id)
    while g["state"]["stage"] == "allocation":
        offers = g["legal_actions"]
        pick = next((o for o in offers if o["params"].get("space") in BATTLEGROUNDS and o["seat"] == 0
                     and o["params"]["figure"] == "conjurer"), None)
        pick = pick or next(o for o in offers if o["params"].get("space") in SIMPLE)
        assert api_act(client, game_id, g["seq"], {"kind": pick["kind"], **pick["params"]}).status_code == 200
        g = game(client, game_id)
    while (offer := g["legal_actions"][0])["kind"] != "battleground":
        assert api_act(client, game_id, g["seq"], {"kind": offer["kind"], **offer["params"]}).status_code == 200
        g = game(client, game_id)
    return game_id


def _offer_form(client, game_id, kind):
    screen = BeautifulSoup(client.get(f"/games/{game_id}").get_data(as_text=True), "html.parser")
    return next(f for f in screen.select("#offers form.offer") if f["data-kind"] == kind)


def test_the_creature_fought_for_is_named_on_its_form_and_shows_on_the_tablet_and_phone(client, log):
    game_id = _to_battleground(client)
    form = _offer_form(client, game_id, "battleground")
    assert form.select_one("input[name=creature_name]") is not None
    assert form.select_one(f"datalist#{form.select_one('input[name=creature_name]')['list']}") is not None
    data = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")}
    chosen = form.select_one("input[name=creature][checked]")["value"]
    data |= {"creature": chosen, "creature_name": "  Storm   Gryphon ", "level": "2", "outcome": "won"}
    r = client.post(form["action"], data=data)
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:400]
    state = _state(client, game_id)
    assert chosen in [c["card"] for c in state["players"][0]["army"]]  # the table reports Ada won it
    assert state["facts"][chosen]["name"] == "Storm Gryphon"
    tablet = visible_text(client.get(f"/games/{game_id}").get_data(as_text=True))
    phone = visible_text(client.get(link_path(seat_links(client, game_id)[0])).get_data(as_text=True))
    assert "Storm Gryphon" in tablet and "Storm Gryphon" in phone, (tablet[:300], phone[:300])
    assert {c.id: c.name for c in entries.effective_catalog(log.engine, base_catalog()).cards}[chosen] == \
        "Storm Gryphon"


def test_a_card_bought_by_a_new_name_is_an_unnamed_card_of_the_stock_and_a_known_name_is_that_card():
    from werkzeug.datastructures import MultiDict

    from app.games.conjurers.screens.table.entered_names import entered_names
    from app.games.conjurers.screens.table.read_forms import FormError
    from tests.games.conjurers.kit import start

    state, _ = start(3)
    first, second = state.items[0], state.items[1]
    named = state.model_copy(update={"facts": {**state.facts, second: state.facts[second].model_copy(
        update={"name": "Iron Ward"})}})
    payload = {"kind": "buy", "seat": 0, "figure": "conjurer", "purchases": []}
    form = MultiDict({"deck": "item", "new_name": "Glass Bow", "new_cost": "2 wood"})
    assert entered_names(form, named, payload) == {first: "Glass Bow"}
    assert payload["purchases"] == [{"card": first, "cost": {"wood": 2}}]
    payload = {"kind": "buy", "seat": 0, "figure": "conjurer", "purchases": []}
    assert entered_names(MultiDict({"deck": "item", "new_name": "iron ward"}), named, payload) == {}
    assert payload["purchases"] == [{"card": second}]
    artifacts = {"kind": "buy", "seat": 0, "figure": "conjurer", "purchases": []}
    with pytest.raises(FormError, match="mythology"):  # an artifact's mythology decides which card it can be
        entered_names(MultiDict({"deck": "artifact", "new_name": "Sun Disc"}), named, artifacts)
    assert artifacts["purchases"] == []


def test_the_creature_won_at_a_tournament_is_named_on_its_prize_form_and_shows_on_the_tablet_and_phone(client, log):
    """Issue 38: a creature taken as a tournament prize (001:L459-465) enters play there, so its form asks its name
    as the battleground's and the shop's do; a new name goes to the card ticked, a known one picks that card."""
    from tests.web.conjurers.conjurers_battle_kit import to_first_prize

    game_id = to_first_prize(client)
    form = _offer_form(client, game_id, "tournament_prize")
    field = form.select_one("input[name=creature_name]")
    assert field is not None and form.select_one(f"datalist#{field['list']}") is not None
    assert "a new name is welcome" in visible_text(str(form))
    data = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")}
    chosen = form.select_one("input[name=creature][checked]")["value"]
    resource = form.select_one("input[name=resource][checked]")
    data |= {"creature": chosen, "creature_name": " Thunder  Roc ", **({"resource": resource["value"]} if resource
                                                                        else {})}
    seat = int(data["seat"])
    r = client.post(form["action"], data=data)
    assert r.status_code == 303, visible_text(r.get_data(as_text=True))[:400]
    state = _state(client, game_id)
    assert chosen in [c["card"] for c in state["players"][seat]["army"]]
    assert state["facts"][chosen]["name"] == "Thunder Roc"
    tablet = visible_text(client.get(f"/games/{game_id}").get_data(as_text=True))
    phone = visible_text(client.get(link_path(seat_links(client, game_id)[seat])).get_data(as_text=True))
    assert "Thunder Roc" in tablet and "Thunder Roc" in phone, (tablet[:300], phone[:300])
    assert {c.id: c.name for c in entries.effective_catalog(log.engine, base_catalog()).cards}[chosen] == "Thunder Roc"


def test_a_prize_creature_s_known_name_picks_that_card_and_a_new_one_an_unnamed_card_of_the_pile():
    from werkzeug.datastructures import MultiDict

    from app.games.conjurers.screens.table.entered_names import entered_names
    from tests.games.conjurers.kit import start

    state, _ = start(4)
    myth, pile = next((m, cards) for m, cards in state.piles.items() if len(cards) >= 3)
    first, second, third = pile[:3]
    facts = {**state.facts, second: state.facts[second].model_copy(update={"name": "Sky Eel"}),
             third: state.facts[third].model_copy(update={"name": "Old Boar", "level": 2})}
    named = state.model_copy(update={"facts": facts})
    payload = {"kind": "tournament_prize", "seat": 1, "creature": first, "level": 2}
    assert entered_names(MultiDict({"creature_name": "sky eel", "level": "2"}), named, payload) == {}
    assert payload["creature"] == second
    payload = {"kind": "tournament_prize", "seat": 1, "creature": third}  # a named card ticked, a new name typed
    assert entered_names(MultiDict({"creature_name": "Dune Cat", "level": "2"}), named, payload) == {first: "Dune Cat"}
    assert payload == {"kind": "tournament_prize", "seat": 1, "creature": first, "level": 2}
