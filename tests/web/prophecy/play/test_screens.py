"""The tablet screens through Flask: game screen, offers and Herald's rolls, card search, wizard, battle, log."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine import Offer
from tests.helpers import GM_PIN, api_act, api_create, csrf_token, guild_fields

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    """The tablet's browser: its requests carry the page's CSRF token, as hx-headers on <body> sends it."""
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return client


def _state(client, game_id):
    return client.get(f"/api/v1/games/{game_id}").get_json()


def test_game_screen_draws_the_ring_the_heroes_and_the_phase(client):
    game_id = api_create(client, seats=3)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert html.count('class="space kind-') == 20
    assert 'id="plane-4"' in html and 'id="hero-2"' in html
    # With the catalog and the rules in play, a new game opens on the initial situation (000:L203).
    assert "Initial situation" in html and "Prepare the board" in html


@pytest.fixture
def offered(monkeypatch):
    """Make the engine offer one action that needs a die, as the rules branch does."""
    offer = Offer(kind="record_dice", label="Roll for the first player", params={"purpose": "first player"}, needs=("faces",))
    monkeypatch.setattr("app.games.prophecy.screens.play.play.legal_actions", lambda state, ctx: [offer])
    return offer


def test_offers_are_big_buttons_with_their_inputs(client, offered):
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "Roll for the first player" in html
    assert 'name="faces[]" value="6"' in html and 'name="herald" value="faces"' in html


def test_a_die_from_the_table_is_recorded(client, offered):
    game_id = api_create(client)
    data = {"seq": 1, "action_id": "a1", "kind": "record_dice", "purpose": "first player", "faces[]": "5"}
    r = client.post(f"/games/{game_id}/act", data=data, headers=HX)
    assert "The table rolled 5 (first player)." in r.get_data(as_text=True)


def test_herald_rolls_with_the_game_seed_and_the_log_says_so(client, app, offered):
    from app.games.prophecy.screens.play.offers_view import herald_rng
    from app.store.games import game_seed

    game_id = api_create(client)
    data = {"seq": 1, "action_id": "a1", "kind": "record_dice", "purpose": "first player", "herald": "faces"}
    client.post(f"/games/{game_id}/act", data=data, headers=HX)
    expected = herald_rng(game_seed(app.extensions["herald.log"], game_id), 1).randint(1, 6)
    log = client.get(f"/api/v1/games/{game_id}/log").get_json()
    assert log[-1]["text"] == [f"Herald rolled {expected} (first player)."]
    assert '<span class="badge">by Herald</span>' in client.get(f"/games/{game_id}/log").get_data(as_text=True)


def test_card_search_offers_only_cards_that_can_come_up(client):
    game_id = api_create(client)
    r = client.get(f"/games/{game_id}/cards", query_string={"q": "pir", "choice[]": ["old_pirate#1", "ghost#1"], "need": "card"}, headers=HX)
    html = r.get_data(as_text=True)
    assert 'name="card" value="old_pirate#1"' in html and "Ghost" not in html
    html = client.get(f"/games/{game_id}/cards", query_string={"q": "zzz"}).get_data(as_text=True)
    assert "No card of that name" in html and 'value="new:adventure:creature:zzz"' in html  # or one Herald has not met


def _wizard(client, data, go):
    return client.post("/games/new", data={**data, "go": go}, headers=HX)


def test_wizard_walks_the_steps_and_checks_each(client):
    data = {"name": "Night", "mode": "standard", "variants": ["trading"]}
    r = _wizard(client, data, 1)
    assert "Players" in r.get_data(as_text=True) and 'name="variants" value="trading"' in r.get_data(as_text=True)
    data |= {"seats": 2, "seat0_player": "Anna"}
    r = _wizard(client, data, 2)
    assert r.status_code == 422 and "Type a name for each of the 2 players" in r.get_data(as_text=True)
    data |= {"seat1_player": "Ben"}
    assert "Character draft" in _wizard(client, data, 2).get_data(as_text=True)
    data |= {"seat0_character": "Druid", "seat0_strength": 3, "seat0_willpower": 6, "seat1_character": "Druid", "seat1_strength": 4, "seat1_willpower": 4}
    data |= guild_fields(0, "Druid") | guild_fields(1, "Paladin")
    assert "Two players kept the same character" in _wizard(client, data, 3).get_data(as_text=True)
    data |= {"seat1_character": "Paladin", "deck_mode": "herald"}
    review = _wizard(client, data, 5).get_data(as_text=True)
    assert "Ready to play" in review and "Herald deals" in review and "Paladin" in review
    assert 'name="pin"' in review  # the game master's PIN is chosen on the last step
    r = client.post("/games", data={**data, "pin": GM_PIN})
    assert r.status_code == 303
    game = client.get("/api/v1/games").get_json()[0]
    state = _state(client, game["id"])["state"]
    assert state["options"]["variants"] == ["trading"] and state["options"]["deck_mode"] == "herald"


def test_battle_preview_writes_nothing_and_shows_the_odds(client):
    game_id = api_create(client)
    q = {"seat": 0, "opponent": "creature", "foe_name": "Old Pirate", "foe_strength": 3, "foe_willpower": 3, "kind": "wills"}
    html = client.get(f"/games/{game_id}/battle/preview", query_string=q, headers=HX).get_data(as_text=True)
    assert 'id="hero-total">4<' in html  # Druid: 6 Willpower, 2 Magic paid to start the Battle of Wills (000:L359)
    assert 'id="foe-total">3<' in html and "win" in html
    assert _state(client, game_id)["seq"] == 1


def test_a_lost_battle_is_recorded_with_the_health_lost(client):
    game_id = api_create(client)
    data = {"seq": 1, "action_id": "b1", "seat": 0, "opponent": "creature", "foe_name": "Old Pirate", "foe_strength": 3,
            "foe_willpower": 3, "kind": "strength", "r1_hero_1": 1, "r1_foe_1": 6}
    html = client.post(f"/games/{game_id}/battle", data=data, headers=HX).get_data(as_text=True)
    assert "Anna&#39;s Druid lost" in html and "4</strong> against <strong>9" in html
    state = _state(client, game_id)
    assert state["seq"] == 3 and state["state"]["heroes"][0]["health"] == 2
    texts = [t for row in client.get(f"/api/v1/games/{game_id}/log").get_json() for t in row["text"]]
    assert "The table rolled 1, 6 (Battle of Strength vs Old Pirate: 4 against 9, lost)." in texts
    assert "Anna's Druid: lost 1 Health (lost the battle against Old Pirate)." in texts


def test_a_won_battle_of_wills_pays_magic_and_gains_experience(client):
    game_id = api_create(client)
    data = {"seq": 1, "action_id": "b2", "seat": 0, "foe_name": "Ghost", "foe_strength": 3, "foe_willpower": 3,
            "kind": "wills", "experience": 2, "r1_hero_1": 5, "r1_foe_1": 2}
    client.post(f"/games/{game_id}/battle", data=data, headers=HX)
    hero = _state(client, game_id)["state"]["heroes"][0]
    assert hero["magic"] == 4 and hero["experience"] == 5


def test_battle_without_dice_asks_for_them(client):
    game_id = api_create(client)
    html = client.post(f"/games/{game_id}/battle", data={"seq": 1, "seat": 0}, headers=HX).get_data(as_text=True)
    assert "Enter the lighter and the darker die" in html and _state(client, game_id)["seq"] == 1


def test_log_filters_by_hero_and_undo_from_the_log_stays_on_the_log(client):
    game_id = api_create(client)
    api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1})
    api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 1, "gold": 1})
    rows = client.get(f"/games/{game_id}/log?seat=1", headers={**HX, "HX-Target": "log-rows"}).get_data(as_text=True)
    assert rows.lstrip().startswith('<section id="log-rows"')
    assert "Ben&#39;s Paladin: gained 1 Gold." in rows and "Anna" not in rows
    r = client.post(f"/games/{game_id}/undo", data={"seq": 3, "view": "log"}, headers=HX)
    html = r.get_data(as_text=True)
    assert "The story so far" in html and "undone · redo brings it back" in html
    r = client.post(f"/games/{game_id}/redo", data={"seq": 2, "view": "log"})
    assert r.status_code == 303 and r.headers["Location"].endswith(f"/games/{game_id}/log")


def test_every_button_on_the_game_screen_is_a_form_with_seq_and_action_id(client):
    game_id = api_create(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    forms = re.findall(r'<form class="(?:act|offer-form)".*?</form>', html, re.S)
    assert forms and all('name="seq"' in f and 'name="action_id"' in f for f in forms)


def test_wizard_fills_strength_and_willpower_from_the_catalog(client):
    data = {"name": "N", "seats": 2, "seat0_player": "A", "seat1_player": "B", "seat0_character": "Paladin", "seat1_character": "Druid"}
    # The catalog knows the Paladin's numbers and first guild; the table types the rest.
    data |= {"seat0_guild2": "monastery"} | guild_fields(1, "Druid") | {"seat1_strength": 3, "seat1_willpower": 6}
    r = client.post("/games/new", data={**data, "go": 3}, headers=HX)
    assert r.status_code == 200, r.get_data(as_text=True)
    html = r.get_data(as_text=True)
    assert 'name="seat0_strength" value="4"' in html
