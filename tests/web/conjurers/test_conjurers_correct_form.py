"""Issue 37 on the Conjurers tablet: "Correct…" on each player, each space and the round opens a form prefilled
with what Herald holds; a creature moved to another army, a mine's control, the stock and the round are each one
undoable step told in words."""

from __future__ import annotations

import re
from html import unescape

import pytest

from tests.helpers import csrf_token
from tests.web.conjurers.kit import LEVEL1, create_game

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    """The tablet's browser: its requests carry the page's CSRF token, as hx-headers on <body> sends it."""
    client.environ_base["HTTP_X_CSRFTOKEN"] = csrf_token(client)
    return client


def _game(client, game_id):
    return client.get(f"/api/v1/games/{game_id}").get_json()


def _plain(html: str) -> None:
    text = unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)))
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), re.findall(r"\b[a-z]+_[a-z_]+\b", text)


def _post(client, game_id, **fields):
    seq = _game(client, game_id)["seq"]
    return client.post(f"/conjurers/{game_id}/act", data={"seq": seq, "action_id": f"x{seq}", "kind": "correct",
                                                          **fields}, headers=HX)


def test_the_screen_offers_correct_on_players_spaces_and_the_round(client):
    game_id = create_game(client)
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="correct-panel"' in html
    for query in ("seat=0", "seat=2", "space=iron_mine", "round=1"):
        assert f'hx-get="/conjurers/{game_id}/correct?{query}"' in html


def test_a_creature_goes_to_another_army_by_the_form(client):
    game_id = create_game(client)
    html = client.get(f"/conjurers/{game_id}/correct?seat=0", headers=HX).get_data(as_text=True)
    assert "Correct Ada's holdings" in unescape(html) and "<html" not in html
    _plain(html)
    card = LEVEL1[0]
    assert re.search(rf'data-card="{card}">.*?<option value="army:0" selected>', html, re.S)
    r = _post(client, game_id, what="move_card", card=card, to="army:1", reason="handed to the wrong player")
    assert r.status_code == 200
    state = _game(client, game_id)["state"]
    assert card in [c["card"] for c in state["players"][1]["army"]]
    screen = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "The table corrected:" in screen and "to Bo&#39;s army (handed to the wrong player)" in screen


def test_a_mines_control_and_the_stock_by_the_form(client):
    game_id = create_game(client)
    html = client.get(f"/conjurers/{game_id}/correct?space=iron_mine", headers=HX).get_data(as_text=True)
    assert "Control of" in html and "iron mine" in html.lower() and 'id="correct-holder"' in html
    _plain(html)
    _post(client, game_id, what="mine", mine="iron_mine", holder="2", reason="Cy's marker was there")
    assert _game(client, game_id)["state"]["mines"] == {"iron_mine": 2}
    _post(client, game_id, what="amounts", seat="1", **{"stock.wood": "4"}, minus="0", reason="counted again")
    assert _game(client, game_id)["state"]["players"][1]["stock"]["wood"] == 4


def test_a_correction_without_reason_changes_nothing_and_says_so(client):
    game_id = create_game(client)
    seq = _game(client, game_id)["seq"]
    r = _post(client, game_id, what="mine", mine="iron_mine", holder="2", reason="")
    assert r.status_code == 422 and _game(client, game_id)["seq"] == seq


def test_a_battle_slots_damage_and_markers_by_the_form(client):
    """001:L500: the minion side starts; the table's minion in slot 1 took 1 damage and frost, says the table."""
    from tests.web.conjurers.conjurers_battle_kit import open_battleground
    from tests.web.conjurers.test_conjurers_battle_api import _minion_in_slot_1

    game_id, seq = open_battleground(client)
    _minion_in_slot_1(client, game_id, seq)
    html = client.get(f"/conjurers/{game_id}/correct?battle=1", headers=HX).get_data(as_text=True)
    assert "Correct the battle" in html and "Slot 1:" in html
    _plain(html)
    side = next(i for i, s in enumerate(_game(client, game_id)["state"]["fight"]["battle"]["sides"])
                if s["slots"][0] is not None)
    r = _post(client, game_id, what="battle_slot", side=str(side), slot="0", dm="1", poison="0", frost=["0", "1"],
              bound="0", where="slot", reason="one damage missed")
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    fighter = _game(client, game_id)["state"]["fight"]["battle"]["sides"][side]["slots"][0]
    assert fighter["dm"] == 1 and fighter["frost"] is True and fighter["bound"] is False
