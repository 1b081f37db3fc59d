"""Issue 37 on the tablet: the hero's form corrects her Guilds, her status and whose round it is, the plane's form
its Power Up tokens; each part prefilled with what Herald holds, posted as htmx does, in plain words."""

from __future__ import annotations

import re

import pytest

from tests.helpers import api_create, csrf_token
from tests.web.prophecy.corrections.test_correct_form import HX, _plain, _state


@pytest.fixture
def client(client):
    """The tablet's browser: its requests carry the page's CSRF token, as hx-headers on <body> sends it."""
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return client


def test_the_hero_form_sets_guilds_status_and_whose_round_prefilled(client):
    game_id = api_create(client, seats=3)
    html = client.get(f"/games/{game_id}/correct?seat=1", headers=HX).get_data(as_text=True)
    _plain(html)
    assert "Whose round, which step" in html and "Guilds" in html and "In play, eliminated or out" in html
    first = re.search(r'name="guilds\[\]"[^>]*>(.*?)</select>', html, re.S).group(1)
    guilds = _state(client, game_id)["state"]["heroes"][1]["guilds"]
    assert re.search(rf'value="{guilds[0]}" selected', first)
    seq = _state(client, game_id)["seq"]
    r = client.post(f"/games/{game_id}/act", data={"seq": seq, "action_id": "g1", "kind": "correct",
                                                   "what": "set_guilds", "seat": 1, "guilds[]": ["monastery", ""],
                                                   "reason": "wrong character card"}, headers=HX)
    assert r.status_code == 200
    assert _state(client, game_id)["state"]["heroes"][1]["guilds"] == ["monastery"]
    screen = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "belongs to the Monastery (wrong character card)" in screen


def test_a_game_without_increased_guardian_power_shows_no_token_form(client):
    game_id = api_create(client, seats=2)
    html = client.get(f"/games/{game_id}/correct?plane=1", headers=HX).get_data(as_text=True)
    assert "Power Up tokens" not in html  # a game without Increased Guardian Power has none


def test_the_realm_opens_its_zones_for_correction(client):
    from tests.helpers import GM_PIN, GM_TOKENS, setup_action

    r = client.post("/api/v1/games", json={"name": "Realm", "setup": setup_action(2, realm={}), "pin": GM_PIN})
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    screen = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert f'hx-get="/games/{game_id}/correct?zone=realm"' in screen
    chooser = client.get(f"/games/{game_id}/correct?zone=realm", headers=HX).get_data(as_text=True)
    assert "Which place of the Realm?" in chooser and "The Dragon Heart pile" in chooser
    _plain(chooser)
    pile = client.get(f"/games/{game_id}/correct?zone=realm:hearts", headers=HX).get_data(as_text=True)
    assert "Correct the Dragon Heart pile" in pile and "Dragon Heart" in pile
    _plain(pile)


def test_a_planes_power_up_tokens_are_set_by_its_form(client):
    """003:L641-643: a +1 or +2 Power Up token on each plane."""
    from tests.helpers import GM_PIN, GM_TOKENS, setup_action

    setup = setup_action(2, expansion={"guardian_power": "plus_one"})
    r = client.post("/api/v1/games", json={"name": "Power", "setup": setup, "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    html = client.get(f"/games/{game_id}/correct?plane=2", headers=HX).get_data(as_text=True)
    assert "Power Up tokens" in html and re.search(r'<option value="1" selected>\+1</option>', html)
    _plain(html)
    seq = _state(client, game_id)["seq"]
    client.post(f"/games/{game_id}/act", data={"seq": seq, "action_id": "p1", "kind": "correct",
                                               "what": "set_power_ups", "plane": 2, "tokens[]": ["2", ""],
                                               "reason": "the token was a +2"}, headers=HX)
    assert _state(client, game_id)["state"]["power_ups"]["2"] == [2]
