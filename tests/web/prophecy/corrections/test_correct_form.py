"""The correction form on the tablet (issue 13): opened from a hero, a space, a plane, the decks or a card, posted
as htmx does (CSRF header, HX-Request), one undoable step, in plain words."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import quote

import pytest

from tests.helpers import api_act, api_create, csrf_token

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    """The tablet's browser: its requests carry the page's CSRF token, as hx-headers on <body> sends it."""
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return client


def _state(client, game_id):
    return client.get(f"/api/v1/games/{game_id}").get_json()


def _words(html: str) -> str:
    """The text a person reads: tags and attribute values left out."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)))


def _plain(html: str) -> None:
    text = _words(html)
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), re.findall(r"\b[a-z]+_[a-z_]+\b", text)
    assert "[0]" not in text and "#" not in text and "hero:" not in text and "deck:" not in text


def test_the_game_screen_offers_correct_where_the_eye_is(client):
    game_id = api_create(client, seats=2)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="correct-panel"' in html
    for query in ("seat=0", "seat=1", "plane=0", "decks=1"):
        assert f'hx-get="/games/{game_id}/correct?{query}"' in html
    assert 'id="correct-space-pick"' in html


def test_the_hero_form_is_a_fragment_in_plain_words(client):
    game_id = api_create(client, seats=2)
    r = client.get(f"/games/{game_id}/correct?seat=0", headers=HX)
    html = r.get_data(as_text=True)
    assert r.status_code == 200 and "<html" not in html
    assert "Correct Anna's hero" in html and "Set a number" in html and "Put the hero on a space" in html
    assert "Give an Item or Artifact" in html and "The Common deck" in html
    _plain(html)
    page = client.get(f"/games/{game_id}/correct?seat=0").get_data(as_text=True)
    assert "<html" in page and 'id="screen"' in page and "Back to the game" in page


def test_the_decks_plane_and_space_forms_list_what_lies_there(client):
    game_id = api_create(client, seats=2)
    for query, words in (("decks=1", "A card taken out of it"), ("plane=0", "Lesser Guardian"),
                         ("space=3", "Put a card here")):
        html = client.get(f"/games/{game_id}/correct?{query}", headers=HX).get_data(as_text=True)
        assert words in html, query
        _plain(html)
    assert client.get(f"/games/{game_id}/correct?close=1", headers=HX).get_data(as_text=True) == ""


def test_a_card_moved_by_the_form_is_one_undoable_step_told_in_words(client):
    game_id = api_create(client, seats=2)
    before = _state(client, game_id)
    card = sorted(before["state"]["zones"]["deck:common"])[0]
    html = client.get(f"/games/{game_id}/correct?card={quote(card)}&to=hero:1:items", headers=HX).get_data(as_text=True)
    assert '<option value="hero:1:items" selected>' in html and "Ben&#39;s Items" in html
    _plain(html)
    seq = before["seq"]
    data = {"seq": seq, "action_id": "c1", "kind": "correct", "what": "move_card", "card": card,
            "to": "hero:1:items", "reason": "dealt to the wrong hero"}
    r = client.post(f"/games/{game_id}/act", data=data, headers=HX)
    assert r.status_code == 200 and 'id="screen"' in r.get_data(as_text=True)
    after = _state(client, game_id)
    assert after["seq"] == seq + 1 and after["state"]["zones"]["hero:1:items"] == [card]
    screen = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "The table corrected:" in screen and "(dealt to the wrong hero)" in screen
    client.post(f"/games/{game_id}/undo", data={"seq": seq + 1}, headers=HX)
    assert "hero:1:items" not in _state(client, game_id)["state"]["zones"]


def test_a_counter_set_by_the_form_and_a_correction_without_reason_refused(client):
    game_id = api_create(client, seats=2)
    seq = _state(client, game_id)["seq"]
    base = {"seq": seq, "kind": "correct", "what": "set_counter", "seat": "0", "counter": "gold", "value": "12"}
    r = client.post(f"/games/{game_id}/act", data={**base, "action_id": "c2"}, headers=HX)
    assert "reason" in r.get_data(as_text=True).lower() and _state(client, game_id)["seq"] == seq
    client.post(f"/games/{game_id}/act", data={**base, "action_id": "c3", "reason": "miscounted"}, headers=HX)
    assert _state(client, game_id)["state"]["heroes"][0]["gold"] == 12


def test_a_correction_posted_without_the_csrf_token_changes_nothing(client):
    game_id = api_create(client, seats=2)
    seq = _state(client, game_id)["seq"]
    del client.environ_base["HTTP_X_CSRFTOKEN"]
    data = {"seq": seq, "action_id": "c4", "kind": "correct", "what": "move_hero", "seat": "0", "space": "5",
            "reason": "moved at the table"}
    r = client.post(f"/games/{game_id}/act", data=data, headers=HX)
    assert r.status_code == 400 and _state(client, game_id)["seq"] == seq


def test_a_correction_through_the_json_api(client):
    game_id = api_create(client, seats=2)
    seq = _state(client, game_id)["seq"]
    r = api_act(client, game_id, seq, {"kind": "correct", "what": "move_hero", "seat": 1, "space": 7,
                                       "reason": "Ben was already in the City"})
    assert r.status_code in (200, 201), r.get_json()
    assert _state(client, game_id)["state"]["heroes"][1]["space"] == 7
    spec = client.get("/api/v1/openapi.json").get_json()
    what = spec["components"]["schemas"]["Correct"]["properties"]["what"]["enum"]
    assert what == ["move_card", "turn_card", "damage", "move_hero", "set_counter", "set_status", "set_guilds",
                    "set_races", "set_rage", "craft", "set_turn", "set_power_ups", "set_clock"]


def _started(client, log):
    """A game at Anna's first Chance card: the board prepared, the first player rolled."""
    from app.games.prophecy.engine import legal_actions

    game_id = api_create(client, seats=2)
    _, state = log.load(game_id)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    for action in ({"kind": "prepare_board", "chance": "chance-forest#1",
                    "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()},
                    "adventures": ["hermit#1", "ruin#1"]},
                   {"kind": "roll_first_player", "faces": [6, 2]}):
        r = api_act(client, game_id, _state(client, game_id)["seq"], action)
        assert r.status_code in (200, 201), r.get_json()
    return game_id


def test_a_manual_card_says_what_to_do_and_its_card_move_is_one_tap(client, log):
    game_id = _started(client, log)
    seq = _state(client, game_id)["seq"]
    client.post(f"/games/{game_id}/act", data={"seq": seq, "action_id": "m1", "kind": "correct", "what": "move_card",
                                               "card": "scroll-of-decay#1", "to": "hero:0:items",
                                               "reason": "bought last round"}, headers=HX)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    section = html[html.index('id="manual-cards"'):]
    section = section[:section.index("</section>")]
    assert "Scroll of Decay" in section and "instead of fighting a character" in section
    _plain(section)
    seq = _state(client, game_id)["seq"]
    r = client.post(f"/games/{game_id}/act", data={"seq": seq, "action_id": "m2", "kind": "correct",
                                                   "what": "move_card", "card": "scroll-of-decay#1",
                                                   "to": "discard:common", "reason": "Scroll of Decay used"},
                    headers=HX)
    assert 'value="discard:common"' in section and r.status_code == 200
    state = _state(client, game_id)["state"]
    assert state["zones"]["discard:common"] == ["scroll-of-decay#1"] and "hero:0:items" not in state["zones"]
    assert 'id="manual-cards"' not in client.get(f"/games/{game_id}").get_data(as_text=True)
