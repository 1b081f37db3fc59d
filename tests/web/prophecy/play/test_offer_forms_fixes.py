"""Offers whose forms used to post what the action refuses: a card from the deck of a choice just made (Open
Training's guild, the Prophetic Dream's plane), and the Basic version's board with no Ability to turn up."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine import Offer
from tests.helpers import GM_PIN, csrf_token

HX = {"HX-Request": "true"}
TRAINING = Offer(kind="resolve_chance", label="Open training", seat=0, params={"seat": 0}, needs=("guild", "cards"),
                 choices={"guild": ["fortress", "monastery"],
                          "cards": {"fortress": ["dueling#1", "concentration#1"], "monastery": ["prayer#1"]}})


@pytest.fixture
def client(client):
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return client


def _create(client, **options) -> str:
    seats = [{"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
             {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]}]
    r = client.post("/api/v1/games", json={"name": "Fix", "pin": GM_PIN,
                                           "setup": {"kind": "create_game", "options": options, "seats": seats}})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["id"]


def test_the_card_input_waits_for_the_guild_and_then_offers_only_that_guild_s_cards(client, monkeypatch):
    monkeypatch.setattr("app.games.prophecy.screens.play.play.legal_actions", lambda state, ctx: [TRAINING])
    game_id = _create(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "Choose the guild first." in html and 'value="prayer#1"' not in html
    url = re.search(r'hx-get="([^"]*/keyed-slots)"', html).group(1)
    slot = client.get(url, query_string={"kind": "resolve_chance", "guild": "fortress"}, headers=HX).get_data(as_text=True)
    assert re.findall(r'name="cards.0" value="([^"]+)"', slot) == ["dueling#1", "concentration#1"]
    slot = client.get(url, query_string={"kind": "resolve_chance", "guild": "monastery"}, headers=HX).get_data(as_text=True)
    assert re.findall(r'name="cards.0" value="([^"]+)"', slot) == ["prayer#1"]


def test_a_deck_with_nothing_left_says_so_instead_of_an_empty_choice(client, monkeypatch):
    empty = TRAINING.model_copy(update={"choices": {"guild": ["monastery"], "cards": {"monastery": []}}})
    monkeypatch.setattr("app.games.prophecy.screens.play.play.legal_actions", lambda state, ctx: [empty])
    game_id = _create(client)
    slot = client.get(f"/games/{game_id}/keyed-slots", query_string={"kind": "resolve_chance", "guild": "monastery"}, headers=HX)
    assert "No card can come up from there now." in slot.get_data(as_text=True) and 'name="cards.0"' not in slot.get_data(as_text=True)


def test_herald_deals_only_once_the_guild_is_chosen(client, monkeypatch):
    monkeypatch.setattr("app.games.prophecy.screens.play.play.legal_actions", lambda state, ctx: [TRAINING])
    game_id = _create(client)
    r = client.post(f"/games/{game_id}/act", data={"seq": 1, "kind": "resolve_chance", "seat": 0, "herald": "*"}, headers=HX)
    assert "Choose the guild first: Herald then deals from its deck." in r.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{game_id}").get_json()["seq"] == 1  # nothing applied


def test_the_basic_board_is_prepared_from_the_form_without_any_ability(client):
    """004:L70: the Basic board starts without Adventure cards, so the form asks for no Ability, Chance card or
    Adventure card: one tap prepares it."""
    game_id = _create(client, mode="basic")
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "Prepare the board" in html and 'name="abilities.' not in html and 'name="chance"' not in html
    offer = next(o for o in client.get(f"/api/v1/games/{game_id}").get_json()["legal_actions"] if o["kind"] == "prepare_board")
    assert offer["choices"]["abilities"] == {} and offer["needs"] == []
    r = client.post(f"/games/{game_id}/act", data={"seq": 1, "kind": "prepare_board"}, headers=HX)
    assert 'id="refusal"' not in r.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{game_id}").get_json()["state"]["flow"]["stage"] == "first_player"


def test_a_terrain_refill_names_the_face_up_cards_in_their_places_of_the_plan():
    from app.games.prophecy.screens.play.offers_view import offer_view

    refill = Offer(kind="resolve_chance", label="Refill", seat=0, params={"seat": 0}, needs=("cards",),
                   choices={"cards": ["wolf#1", "ghost#1"], "plan": [[11, "down"], [19, "up"], [4, "up"]]})
    slots = offer_view(refill).needs[0].slots
    assert [s.field for s in slots] == ["cards.1", "cards.2"]  # the face-down card on space 11 is not named
    assert [s.field for s in offer_view(refill, herald_deals=True).needs[0].slots] == ["cards.0", "cards.1", "cards.2"]
