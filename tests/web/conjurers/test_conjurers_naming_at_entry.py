"""Issue 38: the table names a card at the moment it enters play, in one optional field with the names Herald and the
group know as suggestions; the name shows on the tablet and the phones and becomes the group's entry, so the next
game suggests it and deals that very card when it is typed again."""

from __future__ import annotations

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
