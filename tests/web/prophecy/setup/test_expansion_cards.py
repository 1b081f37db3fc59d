"""The Dragon Realm's cards half on the tablet: the wizard's choices, Herald's dealing of random Guardian Power
tokens, the planes' tokens on the game screen, the rules summary and the player aid (003:L56, 003:L641-643)."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.printing import content
from tests.helpers import GM_PIN, csrf_token, new_game_form, setup_action
from tests.printing.pdfcheck import text


def _state(app, game_id):
    with app.app_context():
        from app.web.rendering.deps import game_log

        return game_log().load(game_id)[1]


def _create(client, **extra):
    r = client.post("/games", data={**new_game_form(), **extra, "csrf_token": csrf_token(client)})
    return r


def test_the_wizard_records_the_new_cards_and_the_tokens_the_table_dealt_003_L56_L643(client, app):
    tokens = {f"guardian_token_{p}": t for p, t in enumerate("12211")}
    r = _create(client, new_cards="on", guardian_power="random", **tokens)
    assert r.status_code == 303, r.get_data(as_text=True)[:400]
    game_id = r.headers["Location"].rstrip("/").split("/")[-1]
    state = _state(app, game_id)
    assert state.options.expansion.new_cards and state.options.expansion.guardian_power == "random"
    assert state.power_ups == {0: (1,), 1: (2,), 2: (2,), 3: (1,), 4: (1,)}
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "Dragon Realm: the new Adventures, Items and Guardians are in the decks" in html
    power = re.search(r'id="plane-1-power">([^<]*)<', html).group(1)
    assert power == "Power Up token +2: both Guardians +2 Strength and +2 Willpower"
    assert 'id="plane-1-token"' in html and ">+2</text>" in html


def test_the_wizard_refuses_guardian_power_in_the_basic_version_003_L641(client):
    r = _create(client, mode="basic", guardian_power="plus_one")
    assert r.status_code == 422
    # The modes' declaration names both choices and the line (engine/modes.py).
    assert "The Basic version is not played with Increased Guardian Power" in r.get_data(as_text=True)
    assert "003:L641" in r.get_data(as_text=True)


def test_the_wizard_refuses_tokens_typed_for_some_planes_only_003_L643(client):
    partial = {"guardian_power": "random", "guardian_token_0": "1", "guardian_token_1": "2"}
    r = _create(client, seats="2", **partial)  # the wizard's own check
    assert r.status_code == 422 and "leave all five blank" in r.get_data(as_text=True)
    r = _create(client, **partial)  # straight to the rules
    assert r.status_code == 422 and "Each of the 5 Astral Planes takes one +1 or +2 token" in r.get_data(as_text=True)


def test_the_wizard_shows_the_choices_and_the_review_names_them(client):
    html = client.get("/games/new").get_data(as_text=True)
    assert 'name="new_cards"' in html and 'name="guardian_power" value="random"' in html
    review = client.post("/games/new", data={**new_game_form(), "go": "5", "new_cards": "on", "seats": "2",
                                             "guardian_power": "plus_two", "csrf_token": csrf_token(client)}
                         ).get_data(as_text=True)
    line = re.search(r'id="review-expansion">([^<]*)<', review).group(1)
    assert line == "the new Adventures, Items and Guardians; Increased Guardian Power (+2 on every plane)"


def test_herald_deals_random_tokens_when_the_table_typed_none_003_L643(client, app):
    setup = setup_action(2, expansion={"guardian_power": "random"})
    r = client.post("/api/v1/games", json={"name": "Tokens", "setup": setup, "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    state = _state(app, r.get_json()["id"])
    assert sorted(state.power_ups) == [0, 1, 2, 3, 4]
    assert all(ts in ((1,), (2,)) for ts in state.power_ups.values())


def test_the_rules_summary_speaks_of_the_parts_played_only_003_L56_L641():
    ids = [s.id for s in content.rules_sections("standard", (), ("new_cards", "guardian_power"))]
    assert "dr_new_cards" in ids and "dr_guardian_power" in ids
    assert not {"dr_new_cards", "dr_guardian_power"} & {s.id for s in content.rules_sections("standard")}


@pytest.mark.parametrize("doc", ["rules", "aid"])
def test_the_printed_sheets_name_the_expansion(client, doc):
    setup = setup_action(2, expansion={"new_cards": True, "guardian_power": "plus_one"})
    game_id = client.post("/api/v1/games", json={"name": "DR", "setup": setup, "pin": GM_PIN}).get_json()["id"]
    pdf = client.get(f"/games/{game_id}/print/{doc}.pdf").data
    words = " ".join(text(pdf, p) for p in (1, 2)) if doc == "rules" else text(pdf, 1)
    words = " ".join(words.split())
    if doc == "rules":
        assert "Guardian Power" in words and "Dragon Realm cards" in words
    else:
        assert "Dragon Realm: new cards, Guardian Power +1" in words
