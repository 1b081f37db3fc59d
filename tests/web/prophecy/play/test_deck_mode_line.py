"""The game screen says who deals the cards: Herald, or the table telling Herald what came up."""

from __future__ import annotations

import re

import pytest

from tests.helpers import GM_PIN, GM_TOKENS, setup_action


@pytest.mark.parametrize(("mode", "line"), [("herald", "Herald deals the cards and rolls when asked."),
                                            ("table", "The table draws and tells Herald what came up.")])
def test_the_decks_panel_names_the_deck_mode(client, mode, line):
    r = client.post("/api/v1/games", json={"name": "Modes", "setup": setup_action(2, deck_mode=mode), "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    found = re.search(r'<p class="muted" id="deck-mode">([^<]+)</p>', page)
    assert found is not None and found.group(1) == line
