"""Registration at the table: which cards Herald asks about, the prompt, the form, and game files that
carry the entries a game uses."""

from __future__ import annotations

import json
import re

import pytest

from app.games.prophecy.engine import GameState
from app.games.prophecy.engine.state import Hero
from app.games.prophecy.screens.catalog.registration import cards_to_register, registration_needs
from app.store.transfer import _checksum
from tests.helpers import GM_PIN, GUILDS, api_create, as_tablet


@pytest.fixture
def client(client):
    """The tablet's browser: a game master's device sending its page's CSRF token (see tests.helpers.as_tablet)."""
    return as_tablet(client, make_game=False)


def _hero(seat, character):
    return Hero(seat=seat, player=f"P{seat}", character=character, red=3, health=3, blue=3, magic=3)


def test_cards_to_register_lists_face_up_cards_with_unknown_values(app):
    catalog = app.extensions["herald.catalog"]
    state = GameState(
        heroes=(_hero(0, "Paladin"), _hero(1, "scout")),
        zones={
            "deck:adventure": ("ghost#1",),  # in a deck: not yet
            "space:3": ("undead-warrior#1", "golem-guardian#1"),
            "space:7": ("ghost#1",),
            "goods:city": ("dagger#1",),
            "guild:fortress": ("dragonslaying#1",),
            "hero:0:items": ("hammer#1",),
            "discard:adventure": ("rapier#1",),
            "plane:0:lesser": ("some-guardian#1",),
        },
        hidden=frozenset({"golem-guardian#1", "some-guardian#1"}),  # face down: not until revealed
    )
    ids = cards_to_register(state, catalog)
    assert ids == ["paladin", "scout", "undead-warrior", "ghost", "dagger", "dragonslaying", "hammer"]
    needs = {n.card_id: n for n in registration_needs(state, catalog)}
    assert needs["scout"].where == "P1's character"
    assert "strength" in needs["scout"].missing and "copies" not in needs["scout"].missing
    assert needs["ghost"].where == "space:7"
    # once the table typed every printed value, the card is no longer asked for
    done = catalog.with_overrides({"paladin": {"second_guild": "monastery"}})
    assert "paladin" not in cards_to_register(state, done)


def test_unknown_character_names_are_ignored(app):
    catalog = app.extensions["herald.catalog"]
    state = GameState(heroes=(_hero(0, "Someone Else"), _hero(1, "Druid")))
    assert cards_to_register(state, catalog) == ["druid"]


def _create(client, character="Mercenary", keep_setup_entries=False):
    r = client.post("/api/v1/games", json={"name": "Reg", "setup": {"kind": "create_game", "seats": [
        {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": GUILDS["Druid"]},
        {"player": "Cleo", "character": character.lower(), "strength": 5, "willpower": 3, "guilds": GUILDS[character]}]},
        "pin": GM_PIN})
    assert r.status_code == 201
    if not keep_setup_entries:
        # Start as a game whose characters the group has not registered: withdraw what setup recorded.
        for card_id in ("druid", character.lower()):
            for e in client.get(f"/api/v1/catalog/cards/{card_id}").get_json()["entries"]:
                assert client.post(f"/catalog/cards/{card_id}/forget", data={"field": e["field"]}).status_code < 400
    return r.get_json()["id"]


def test_values_typed_at_setup_become_the_groups_entries(app, client):
    gid = _create(client, keep_setup_entries=True)
    merc = client.get("/api/v1/catalog/cards/mercenary").get_json()
    typed = {e["field"]: (e["value"], e["origin"], e["game_id"]) for e in merc["entries"]}
    assert typed == {"strength": (5, "setup", gid), "willpower": (3, "setup", gid),
                     "start_guild": ("fortress", "setup", gid), "second_guild": ("thieves_guild", "setup", gid)}
    # The Druid's printed Strength and Willpower were known: only its guilds became entries.
    druid = {e["field"] for e in client.get("/api/v1/catalog/cards/druid").get_json()["entries"]}
    assert druid == {"start_guild", "second_guild"}
    page = client.get("/catalog/cards/mercenary").get_data(as_text=True)
    assert page.count("(typed at setup)") == 4 and 'id="card-entries"' in page
    # Nothing left to ask about these characters, and the next game's wizard fills them in.
    assert client.get(f"/api/v1/catalog/games/{gid}/registration").get_json()["cards"] == []
    assert ">Fill in</a>" not in client.get(f"/games/{gid}").get_data(as_text=True)
    wizard = client.post("/games/new", data={"go": "2", "seats": "1", "seat0_player": "Dan",
                                             "seat0_character": "Mercenary"}).get_data(as_text=True)
    assert re.search(r'name="seat0_strength"[^>]*value="5"', wizard), wizard[:3000]
    # A game that types other numbers for a registered character is refused, naming the value.
    r = client.post("/api/v1/games", json={"name": "Clash", "pin": GM_PIN, "setup": {"kind": "create_game", "seats": [
        {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": GUILDS["Druid"]},
        {"player": "Dan", "character": "mercenary", "strength": 4, "willpower": 3, "guilds": GUILDS["Mercenary"]}]}})
    assert r.status_code == 422 and "Strength" in r.get_json()["message"], r.get_json()


def test_registration_round_trip_through_the_api(app, client):
    gid = _create(client)
    need = client.get(f"/api/v1/catalog/games/{gid}/registration").get_json()["cards"]
    assert [c["card_id"] for c in need] == ["druid", "mercenary"]
    merc = need[1]
    assert merc["name"] == "Mercenary" and {"strength", "willpower"} <= set(merc["missing"])
    values = {"strength": 5, "willpower": 3, "start_guild": "fortress", "second_guild": "thieves_guild"}
    r = client.post("/api/v1/catalog/cards/mercenary/entries", json={"values": values, "game_id": gid})
    assert r.status_code == 201, r.get_json()
    assert all(e["game_id"] == gid for e in r.get_json()["entries"])
    need = client.get(f"/api/v1/catalog/games/{gid}/registration").get_json()["cards"]
    assert [c["card_id"] for c in need] == ["druid"]
    # the values are used: the game screen's card panel shows them as the group's
    html = client.get(f"/games/{gid}").get_data(as_text=True)
    chip = re.search(r'data-card="mercenary">(.*?)</li>', html, re.S)[1]
    assert 'class="chip-value ours" data-label="Strength">Strength <strong>5</strong>' in chip
    r = client.post("/api/v1/catalog/cards/mercenary/entries", json={"values": {"strength": 1}, "game_id": "nope"})
    assert r.status_code == 404


def test_no_queue_of_forms_the_card_form_opens_only_when_the_group_asks(app, client):
    gid = _create(client)
    hx = {"HX-Request": "true"}
    html = client.get(f"/games/{gid}").get_data(as_text=True)
    # Herald lacks values of both characters, yet the screen asks nothing: the game asks when it needs them.
    assert 'id="register-prompt"' not in html and 'id="card-form"' not in html
    chip = re.search(r'data-card="mercenary">(.*?)</li>', html, re.S)[1]
    assert ">Fill in</a>" in chip  # one tap away for a group that wants to
    html = client.get(f"/games/{gid}/register/mercenary", headers=hx).get_data(as_text=True)
    assert html.lstrip().startswith('<div id="screen"') and 'id="card-form"' in html
    assert 'name="f:strength"' in html and 'class="stat-box red"' in html
    assert 'name="f:gender"' not in html  # not a printed value
    # a bad value re-opens the form naming it; nothing changes
    r = client.post(f"/games/{gid}/register/mercenary", data={"f:strength": "12"}, headers=hx)
    assert r.status_code == 422
    assert "Mercenary (mercenary), strength" in r.get_data(as_text=True)
    assert app.extensions["herald.catalog"].card("mercenary").strength is None
    r = client.post(f"/games/{gid}/register/mercenary", headers=hx,
                    data={"f:strength": "5", "f:willpower": "3", "f:start_guild": "fortress"})
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and "Herald now knows Mercenary" in html
    assert app.extensions["herald.catalog"].card("mercenary").strength == 5
    chip = re.search(r'data-card="mercenary">(.*?)</li>', html, re.S)[1]
    assert "Willpower <strong>3</strong>" in chip and ">Fill in</a>" in chip  # its second guild is still open
    assert 'id="card-form"' not in html  # saved: the form closes, nothing else is queued
    r = client.post(f"/games/{gid}/register/mercenary", headers=hx, data={"f:second_guild": "thieves_guild"})
    chip = re.search(r'data-card="mercenary">(.*?)</li>', r.get_data(as_text=True), re.S)[1]
    assert ">Fill in</a>" not in chip


def test_game_export_carries_the_entries_it_uses_and_import_applies_them(app, client, tmp_path):
    from app import create_app

    gid = _create(client)
    client.post("/api/v1/catalog/cards/mercenary/entries", json={"values": {"strength": 5}, "game_id": gid})
    # A Dragon Realm card: not in a base game's decks, so the game does not carry it.
    client.post("/api/v1/catalog/cards/centaur/entries", json={"values": {"lives": 1}})
    exported = client.get(f"/api/v1/games/{gid}/export").get_json()
    assert [(e["card_id"], e["field"], e["value"]) for e in exported["catalog_entries"]] == [("mercenary", "strength", 5)]
    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "other.sqlite")})
    oc = as_tablet(other.test_client())  # the other group's tablet (a game master's device)
    oc.post("/api/v1/catalog/cards/mercenary/entries", json={"values": {"willpower": 3}})
    r = oc.post("/api/v1/games/import", data=json.dumps(exported), content_type="application/json")
    assert r.status_code == 201, r.get_json()
    new_gid = r.get_json()["id"]
    merc = other.extensions["herald.catalog"].card("mercenary")
    assert (merc.strength, merc.willpower) == (5, 3)
    entry = next(e for e in oc.get("/api/v1/catalog/cards/mercenary").get_json()["entries"] if e["field"] == "strength")
    assert entry["origin"] == "game" and entry["game_id"] == new_gid
    # the checksum covers the entries: editing them is refused
    tampered = json.loads(json.dumps(exported))
    tampered["catalog_entries"][0]["value"] = 6
    r = oc.post("/api/v1/games/import", data=json.dumps(tampered), content_type="application/json")
    assert r.status_code == 422 and "checksum" in r.get_json()["message"]


def test_a_game_file_with_a_bad_entry_is_refused_whole(app, client, tmp_path):
    from app import create_app

    gid = _create(client)
    exported = client.get(f"/api/v1/games/{gid}/export").get_json()
    body = {k: v for k, v in exported.items() if k != "checksum"}
    body["catalog_entries"] = [{"card_id": "mercenary", "field": "strength", "value": 99,
                                "entered_at": "2024-01-01T00:00:00+00:00", "origin": "table"}]
    bad = {**body, "checksum": _checksum(body)}
    other = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "other.sqlite")})
    oc = as_tablet(other.test_client(), make_game=False)
    r = oc.post("/api/v1/games/import", data=json.dumps(bad), content_type="application/json")
    assert r.status_code == 422 and "mercenary, strength" in r.get_json()["message"]
    assert oc.get("/api/v1/games").get_json() == []
    assert oc.get("/api/v1/catalog/entries/export").get_json()["overrides"] == {}


def test_an_old_game_file_without_entries_still_imports(app, client):
    gid = api_create(client)
    exported = client.get(f"/api/v1/games/{gid}/export").get_json()
    body = {k: v for k, v in exported.items() if k not in ("checksum", "catalog_entries")}
    old = {**body, "checksum": _checksum(body)}
    r = client.post("/api/v1/games/import", data=json.dumps(old), content_type="application/json")
    assert r.status_code == 201, r.get_json()


def test_the_prompt_names_missing_values_as_the_card_form_does(app):
    from app.games.prophecy.screens.catalog.cardform import field_label

    catalog = app.extensions["herald.catalog"]
    assert field_label(catalog.card("druid"), "start_guild") == "First guild (start)"
    assert field_label(catalog.card("dueling"), "effects[0].battle") == "its effect 1: which battles"
    assert field_label(catalog.card("ghost"), "special") == "its special rule"


def test_a_card_not_yet_named_is_called_after_its_deck(app):
    from app.games.prophecy.screens.catalog.carddata import title

    catalog = app.extensions["herald.catalog"]
    unnamed = {c.id: (c.deck, title(c)) for c in catalog.cards() if not c.name}
    # A Dragon Realm placeholder reads apart from the base deck's (the screens branch, issue 39): the same number of
    # the same deck is two different cards.
    for deck, words in (("greater", "the Greater Guardian deck"), ("ability:fortress", "the Fortress Ability deck")):
        cards = {card: said for card, (d, said) in unnamed.items() if d == deck}
        assert any("-dragon-realm-" not in card for card in cards), deck
        for card, said in cards.items():
            realm = " (a Dragon Realm card)" if "-dragon-realm-" in card else ""
            assert said == f"Unnamed card {card.rsplit('-', 1)[-1]} of {words}{realm}", card
