"""The Catalog page's card form for a Dragon card that is a Creature (its Creature numbers, 003:L357) and for a Race
card (what it changes at setup, the Ability cost, and the numbers its own rules need: the Halfling's luck, the
Troll's Low Faith list, the Elf's Forest discounts); a bad value is refused naming it and changes nothing."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.screens.catalog import cardform
from tests.helpers import as_tablet
from tests.web.prophecy.wholegame.formplay import parse


@pytest.fixture
def client(client):
    return as_tablet(client)


def _fields(html: str) -> set[str]:
    form = parse(html).find(id="card-form")
    return {el["name"] for el in form.find_all(["input", "select"]) if el.get("name")}


def _catalog(app):
    return app.extensions["herald.catalog"]


def test_a_dragon_creature_shows_a_creatures_numbers_and_an_obstacle_does_not(client):
    dragon = _fields(client.get("/catalog/cards/phantom-dragon").get_data(as_text=True))
    assert {"f:strength", "f:willpower", "f:experience", "f:stat_order", "f:lives", "f:creature_types"} <= dragon
    obstacle = _fields(client.get("/catalog/cards/cursed-crossroads").get_data(as_text=True))
    assert "f:dragon_type" in obstacle and not {"f:strength", "f:lives", "f:creature_types"} & obstacle


def test_a_dragons_creature_numbers_typed_on_the_catalog_page_are_kept(app, client):
    r = client.post("/catalog/cards/phantom-dragon", data={
        "f:strength": "9", "f:willpower": "4", "f:experience": "5", "f:lives": "1",
        "f:stat_order": "strength_then_wills", "f:creature_types": "undead"})
    assert r.status_code == 200, r.get_data(as_text=True)[:1500]
    card = _catalog(app).card("phantom-dragon")
    assert (card.strength, card.willpower, card.experience, card.lives) == (9, 4, 5, 1)
    assert card.stat_order == "strength_then_wills" and card.creature_types == ("undead",)


def test_a_race_card_shows_its_setup_numbers_and_only_its_own_rules_numbers(app, client):
    setup = {"f:strength", "f:willpower", "f:gold", "f:experience", "f:item_limit", "f:ability_limit",
             "f:ability_cost"}
    halfling = _fields(client.get("/catalog/cards/halfling").get_data(as_text=True))
    assert setup | {"f:luck_face", "f:luck_counts_as", "f:thrown_bonus", "f:long_penalty"} <= halfling
    assert not {"f:low_faith_cards", "f:bank", "f:forest_spell_discount"} & halfling
    troll = _fields(client.get("/catalog/cards/troll").get_data(as_text=True))
    assert "f:low_faith_cards" in troll and "f:luck_face" not in troll
    elf = {s.field for s in cardform.layout(_catalog(app).card("elf"))}
    assert {"forest_spell_discount", "forest_wills_discount"} <= elf


def test_the_halflings_luck_and_the_trolls_list_typed_on_the_catalog_page_are_kept(app, client):
    r = client.post("/catalog/cards/halfling", data={"f:luck_face": "1", "f:luck_counts_as": "7", "f:gold": "2"})
    assert r.status_code == 200, r.get_data(as_text=True)[:1500]
    halfling = _catalog(app).card("halfling")
    assert (halfling.luck_face, halfling.luck_counts_as, halfling.gold) == (1, 7, 2)
    r = client.post("/catalog/cards/troll", data={"f:low_faith_cards": "Golden Fish, clover-meadow"})
    assert r.status_code == 200, r.get_data(as_text=True)[:1500]
    assert _catalog(app).card("troll").low_faith_cards == ("golden-fish", "clover-meadow")
    page = client.get("/catalog/cards/troll").get_data(as_text=True)
    assert parse(page).find("input", attrs={"name": "f:low_faith_cards"})["value"] == "golden-fish, clover-meadow"


def test_a_race_value_the_card_cannot_hold_is_refused_naming_it(app, client):
    r = client.post("/catalog/cards/halfling", data={"f:luck_face": "7"})
    assert r.status_code == 422
    message = re.search(r'id="card-form-error">([^<]*)<', r.get_data(as_text=True))[1]
    assert "Halfling" in message and "luck" in message and "Nothing was changed" in message
    assert _catalog(app).card("halfling").luck_face is None


def test_an_untyped_elf_discount_points_to_the_field_on_the_race_cards_catalog_page(app):  # 003:L143
    from app.games.prophecy.engine import Context, apply, parse_action
    from app.games.prophecy.engine.errors import InvalidInput
    from tests.engine.races.test_spell_discounts import FOREST, freezing

    catalog = _catalog(app)
    with pytest.raises(InvalidInput) as info:
        apply(freezing(FOREST), parse_action({"kind": "time_freeze", "seat": 0, "card": "charity#1",
                                              "discount": "elf"}), Context(catalog=catalog))
    label = next(s.label for s in cardform.layout(catalog.card("elf")) if s.field == "forest_spell_discount")
    assert f"{label} printed on the Elf Race card on its Catalog page" in str(info.value)
