"""The card form asks only what the card shows (issue 18): no 'worn on the head' or 'shield' for a weapon, no
gender for a character, no 'what kind of card' step in a deck of one kind; at the table, printed numbers first
and the effects folded under one tap, and no 'copies in your box'."""

from __future__ import annotations

from app.games.prophecy.screens.catalog import cardform
from tests.helpers import api_create, as_tablet
from tests.web.prophecy.wholegame.formplay import parse


def _fields(html: str) -> set[str]:
    form = parse(html).find(id="card-form")
    return {el["name"] for el in form.find_all(["input", "select"]) if el.get("name")}


def test_the_form_asks_only_what_such_a_card_prints(app, client):
    catalog = app.extensions["herald.catalog"]
    sword = {s.field for s in cardform.layout(catalog.card("great-sword"))}
    assert {"price", "hands", "weapon_types"} <= sword and not {"head", "shield"} & sword
    scroll = {s.field for s in cardform.layout(catalog.card("scroll-of-stealing"))}
    assert {"head", "shield"} <= scroll  # not known to be a weapon or held in a hand: the form still asks
    assert "gender" not in {s.field for s in cardform.layout(catalog.card("ranger"))}
    fields = _fields(client.get("/catalog/cards/great-sword").get_data(as_text=True))
    assert "f:head" not in fields and "f:shield" not in fields and "f:price" in fields
    assert "f:gender" not in _fields(client.get("/catalog/cards/ranger").get_data(as_text=True))


def test_a_placeholder_of_a_one_kind_deck_is_not_asked_its_kind(app, client):
    page = parse(client.get("/catalog/cards/ability-fortress-unregistered-01").get_data(as_text=True))
    form = page.find(id="card-form")
    assert form.find("select", attrs={"name": "kind"}) is None
    assert form.find("input", attrs={"name": "kind", "type": "hidden"})["value"] == "ability"
    assert "What kind of card is it?" not in form.get_text()


def test_at_the_table_numbers_come_first_and_effects_fold(app, client):
    client = as_tablet(client, make_game=False)
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}/register/angry-mob", headers={"HX-Request": "true"}).get_data(as_text=True)
    form = parse(html).find(id="card-form")
    folded = form.find("details", class_="pcard-more")
    assert folded is not None and not folded.has_attr("open")
    assert form.find(class_="pcard-stats").sourceline < folded.sourceline  # the printed numbers come first
    assert folded.find("summary").get_text(" ", strip=True).startswith("Reward, loss and special rules")
    assert "to fill in" in folded.find("summary").get_text()
    assert "f:copies" not in _fields(html)
    # on the Catalog page the group can still say how many copies its box holds
    assert "f:copies" in _fields(client.get("/catalog/cards/angry-mob").get_data(as_text=True))
