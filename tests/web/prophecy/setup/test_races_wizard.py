"""The wizard with the Ancient Races: the parts ticked, each seat's Race, what the Race cards show typed once and
kept as the group's entries; the hero panel then shows the Race, the bank and the Rage token (003:L103-185)."""

from __future__ import annotations

import re

import pytest

from tests.helpers import GM_PIN, as_tablet, csrf_token, guild_fields


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)

TYPED = {"strength": 0, "willpower": 0, "gold": 1, "experience": 0, "item_limit": 0, "ability_limit": 0}


def _form(client, races=("elf", "dwarf"), expansion=("races",), **extra):
    form = {"name": "Races", "mode": "standard", "deck_mode": "table", "pin": GM_PIN, "seats": "2",
            "csrf_token": csrf_token(client), "expansion": list(expansion)}
    for i, (p, c, s, w) in enumerate([("Anna", "Paladin", 4, 4), ("Ben", "Druid", 3, 6)]):
        form |= {f"seat{i}_player": p, f"seat{i}_character": c, f"seat{i}_strength": s, f"seat{i}_willpower": w}
        form |= guild_fields(i, c)
        form[f"seat{i}_race1"] = races[i]
    for race in ("elf", "dwarf", "goblin"):
        form |= {f"race_{race}_{k}": v for k, v in TYPED.items()}
    return form | extra


def test_the_characters_step_asks_for_races_and_the_values_herald_lacks(client):
    html = client.post("/games/new", data={"go": "2", "name": "R", "seats": "2", "seat0_player": "A",
                                           "seat1_player": "B", "expansion": "races"}).get_data(as_text=True)
    assert 'name="seat0_race1"' in html and 'name="seat0_race2"' not in html
    assert 'name="race_dwarf_strength"' in html and 'name="race_elf_willpower"' not in html  # the Elf's +1 is known
    assert 'name="race_dwarf_gold"' not in html  # the Dwarf's extra Gold is its bank, known (003:L155)
    assert "003:L113" in html or "rule" in html


def test_hybrids_without_races_are_named_on_the_first_step(client):
    r = client.post("/games/new", data={"go": "1", "name": "R", "expansion": "hybrids"})
    assert r.status_code == 422 and "Hybrids need the Ancient Races" in r.get_data(as_text=True)


def test_a_game_with_races_starts_with_them_and_keeps_the_typed_values(app, client):
    r = client.post("/games", data=_form(client))
    assert r.status_code == 303, r.get_data(as_text=True)[:2000]
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    state = client.get(f"/api/v1/games/{game}").get_json()
    heroes = state["state"]["heroes"] if "state" in state else state["heroes"]
    assert heroes[0]["races"] == ["elf"] and heroes[0]["blue"] == 5 and heroes[0]["gold"] == 4
    assert heroes[1]["races"] == ["dwarf"] and heroes[1]["bank"] == 3
    catalog = app.extensions["herald.catalog"]
    assert catalog.card("dwarf").strength == 0  # asked once: the group's entry from now on
    assert catalog.card("dwarf").gold == 0 and heroes[1]["gold"] == 3  # the typed 1 is not asked: the bank (003:L155)
    html = client.get(r.headers["Location"]).get_data(as_text=True)
    assert "Elf" in html and "Dwarf" in html and re.search(r"[Bb]ank[^<]*3", html)


def test_a_seat_without_its_race_is_named(client):
    form = _form(client)
    form.pop("seat1_race1")
    r = client.post("/games", data=form)
    assert r.status_code == 422 and "Race" in r.get_data(as_text=True)


def _form_fields(html: str, title: str) -> dict:
    form = re.search(r'<form class="act"[^>]*>(?:(?!</form>).)*title="' + re.escape(title) + r'"', html, re.S)
    assert form, f"no button titled {title}"
    return dict(re.findall(r'name="([^"]+)" value="([^"]*)"', form.group(0)))


def test_the_hero_panel_moves_gold_into_and_out_of_the_bank(client):  # 003:L161
    r = client.post("/games", data=_form(client))
    page = r.headers["Location"]
    game = page.rstrip("/").split("/")[-1]
    html = client.get(page).get_data(as_text=True)
    assert 'id="expansion-parts"' in html and "Ancient Races" in html
    fields = _form_fields(html, "Take 1 Gold out of the bank")
    after = client.post(f"/games/{game}/act", data=fields, headers={"HX-Request": "true"}).get_data(as_text=True)
    assert re.search(r'data-stat="bank">2<', after)
    heroes = client.get(f"/api/v1/games/{game}").get_json()
    heroes = heroes["state"]["heroes"] if "state" in heroes else heroes["heroes"]
    assert (heroes[1]["gold"], heroes[1]["bank"]) == (3 + 1, 2)  # the Druid's 3, no extra Gold beside the bank


def test_the_phone_shows_its_heros_race_and_bank(app, client):  # 003:L155
    from tests.helpers import link_path, seat_links

    r = client.post("/games", data=_form(client))
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    phone = app.test_client()
    html = phone.get(link_path(seat_links(client, game)[1])).get_data(as_text=True)
    assert 'id="race"' in html and "Dwarf" in html and re.search(r'id="bank">3<', html)


def test_a_game_file_carries_the_race_values_it_was_played_with(app, client):  # 003:L125
    from app.games.prophecy.catalog.entries import card_ids_in

    r = client.post("/games", data=_form(client))
    game = r.headers["Location"].rstrip("/").split("/")[-1]
    _, state = app.extensions["herald.log"].load(game)
    assert {"elf", "dwarf"} <= card_ids_in(state)
    exported = client.get(f"/api/v1/games/{game}/export").get_json()
    entries = exported.get("entries") or exported.get("catalog_entries") or []
    assert any(e.get("card_id") == "dwarf" for e in entries), list(exported)


def test_every_bad_race_value_is_reported_at_once(client):
    """Issue 38: the Race values asked up front come back with every problem in one answer, not one per round trip."""
    # a Dwarf value still typed (its extra Gold is its bank, known and not asked: 003:L155)
    form = _form(client, races=("dwarf", "goblin")) | {"race_dwarf_strength": "", "race_goblin_experience": "99"}
    r = client.post("/games", data=form)
    text = r.get_data(as_text=True)
    assert r.status_code == 422
    assert "Dwarf card&#39;s strength change" in text or "Dwarf card's strength change" in text, text[:3000]
    assert "Goblin card&#39;s extra experience" in text or "Goblin card's extra experience" in text


def test_every_bad_character_number_is_reported_at_once(client):
    """Issue 38: two characters' starting numbers mistyped come back together in one answer."""
    form = _form(client) | {"seat0_strength": "0", "seat1_willpower": "99"}
    text = client.post("/games", data=form).get_data(as_text=True)
    assert "starting Strength of Paladin" in text and "starting Willpower of Druid" in text
