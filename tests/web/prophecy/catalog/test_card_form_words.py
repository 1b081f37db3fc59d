"""The card form asks for an effect's unknown word (which battles, which weapon) by its choices, and for numbers
with number inputs; a word typed where a choice is expected is refused naming the field."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.cards.vocab import Battle
from app.games.prophecy.screens.catalog.cardform import gap_choices
from tests.helpers import api_create, as_tablet
from tests.web.prophecy.wholegame.formplay import parse

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def test_an_effect_s_word_gap_is_a_choice_and_saving_it_teaches_herald(app, client):
    gid = api_create(client)
    page = parse(client.get(f"/games/{gid}/register/edged-weapons", headers=HX).get_data(as_text=True))
    battle = page.select_one('[name="f:effects[0].battle"]')
    assert battle.name == "select"
    assert [o["value"] for o in battle.select("option") if o["value"]] == list(Battle.__args__)
    r = client.post(f"/games/{gid}/register/edged-weapons", data={"f:effects[0].battle": "wills"}, headers=HX)
    assert r.status_code == 200, r.get_data(as_text=True)
    assert app.extensions["herald.catalog"].card("edged-weapons").effects[0].battle == "wills"


def test_a_number_where_a_word_belongs_is_refused_naming_the_field(app, client):
    gid = api_create(client)
    r = client.post(f"/games/{gid}/register/edged-weapons", data={"f:effects[0].battle": "2"}, headers=HX)
    assert r.status_code == 422 and "effects[0].battle" in r.get_data(as_text=True)
    assert app.extensions["herald.catalog"].card("edged-weapons").effects[0].battle is None


def test_number_gaps_stay_numbers_and_words_come_from_the_effect_types(app):
    cat = app.extensions["herald.catalog"]
    card = cat.card("edged-weapons")
    assert gap_choices(card, "effects[0].battle") == ("strength", "wills", "both")
    assert gap_choices(card, "effects[0].amount") == ()
    assert "any" in gap_choices(card, "effects[0].weapon") and "edged" in gap_choices(card, "effects[0].weapon")
    assert gap_choices(card, "effects[5].battle") == () and gap_choices(card, "name") == ()
