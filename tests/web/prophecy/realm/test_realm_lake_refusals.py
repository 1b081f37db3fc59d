"""The game screen's Lake of Fire attack form (003:L403, 003:L657) posts to the battle screen's route; when the
attack is refused (a number that is not one, a number or the card's name left out), the refusal shows on the game
screen the form was filled on, with the form filled as it was posted, and nothing changes in the game."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import as_tablet
from tests.web.prophecy.battle.test_realm_lake_values import TYPED_NUMBERS, _scene

ASKED = ["scaled-monster.experience", "scaled-monster.reward", "scaled-monster.loss"]


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _post(client, gid: str, htmx=True, **fields):
    """The game screen's Lake form as the browser posts it (from the game screen: view=play)."""
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    data = {"seq": str(seq), "action_id": f"t-lake-refused-{seq}-{len(fields)}", "kind": "realm_lake_fight",
            "seat": "0", "view": "play", **fields}
    return client.post(f"/games/{gid}/battle/act", headers={"HX-Request": "true"} if htmx else {}, data=data)


def _form(page: str) -> str:
    start = page.index('class="offer-card realm-lake-fight')
    return page[start:page.index("</form>", start)]


def _unchanged(client, gid: str, before: dict) -> None:
    after = client.get(f"/api/v1/games/{gid}").get_json()
    assert after["seq"] == before["seq"] and after["state"]["battle"] is None
    assert after["state"]["hidden"] == before["state"]["hidden"]


def test_a_bad_number_is_refused_on_the_game_screen_with_the_form_as_typed_003_L403(app, client):
    gid = _scene(app, client)  # the Greater Guardian face down, the table drawing the cards
    before = client.get(f"/api/v1/games/{gid}").get_json()
    r = _post(client, gid, back="3", card="scaled-monster#1", **{"asked[]": ASKED},
              **(TYPED_NUMBERS | {"value:scaled-monster:experience": "lots"}))
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and 'id="battle-now"' not in page and 'class="panel fight-open"' not in page
    refusal = page[page.index('id="refusal"'):][:400]
    assert "Scaled Monster, Experience: type a whole number from -20 to 30." in refusal
    form = _form(page)  # the game screen's own form, filled as it was posted
    assert re.search(r'name="card" value="scaled-monster#1" required checked', form)
    assert re.search(r'name="back" value="3" required checked', form)
    assert not re.search(r'name="back" value="1" required checked', form)
    assert 'name="value:scaled-monster:experience" value="lots"' in form
    assert 'name="none:scaled-monster:reward" value="1" checked' in form
    assert 'name="none:scaled-monster:loss" value="1" checked' in form
    assert re.findall(r'name="asked\[\]" value="([^"]+)"', form) == ASKED  # the named card's numbers, still asked
    assert 'name="view" value="play"' in form
    _unchanged(client, gid, before)
    with app.app_context():
        assert catalog_state.effective().card("scaled-monster").experience is None  # nothing kept
    # a number left out: refused by name, on the game screen; the rest still as typed
    r = _post(client, gid, back="1", card="scaled-monster#1", **{"asked[]": ASKED},
              **{k: v for k, v in TYPED_NUMBERS.items() if "experience" not in k})
    page = r.get_data(as_text=True)
    assert "Scaled Monster, Experience: type it from the card." in page[page.index('id="refusal"'):][:400]
    form = _form(page)
    assert re.search(r'name="back" value="1" required checked', form)
    assert 'name="value:scaled-monster:experience" value=""' in form
    _unchanged(client, gid, before)
    # without htmx (a full page), the same: the game screen with the refusal
    r = _post(client, gid, htmx=False, back="3", card="scaled-monster#1", **{"asked[]": ASKED},
              **(TYPED_NUMBERS | {"value:scaled-monster:experience": "lots"}))
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "<html" in page and 'id="refusal"' in page and "realm-lake-fight" in page
    _unchanged(client, gid, before)
    # typed right, the same form opens the battle (the battle screen follows)
    r = _post(client, gid, back="3", card="scaled-monster#1", **{"asked[]": ASKED}, **TYPED_NUMBERS)
    assert r.status_code == 200 and 'id="refusal"' not in r.get_data(as_text=True)
    assert client.get(f"/api/v1/games/{gid}").get_json()["state"]["battle"]["opponent"]["card"] == "scaled-monster#1"


def test_a_dragon_left_unnamed_is_refused_on_the_game_screen_003_L657(app, client):
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen",), lake_face_down=True)
    gid = _scene(app, client, realm=realm, lake=(("dragon-queen#1", False),), artifact=False)
    before = client.get(f"/api/v1/games/{gid}").get_json()
    page = _post(client, gid).get_data(as_text=True)
    assert "Name the card turned face up." in page[page.index('id="refusal"'):][:300]
    form = _form(page)
    assert "The dragon turned up: which card is it?" in form and " checked" not in form
    assert "Name the card first" in form
    _unchanged(client, gid, before)
    # named but its numbers left out: refused naming them, the name kept and its numbers asked in the form
    page = _post(client, gid, card="dragon-queen#1").get_data(as_text=True)
    refusal = page[page.index('id="refusal"'):][:400]
    assert "dragon-queen" in refusal or "Dragon Queen" in refusal
    form = _form(page)
    assert re.search(r'name="card" value="dragon-queen#1" required checked', form)
    assert 'name="value:dragon-queen:stat_order"' in form and "Name the card first" not in form
    _unchanged(client, gid, before)


def test_the_same_form_on_the_battle_screen_is_refused_there(app, client):
    """The battle screen shows the Lake's attack with the same form: posted from there, refused there."""
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen",), lake_face_down=True)
    gid = _scene(app, client, realm=realm, lake=(("dragon-queen#1", False),), artifact=False)
    battle = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'name="view" value="battle"' in _form(battle)
    assert 'name="view" value="play"' in _form(client.get(f"/games/{gid}").get_data(as_text=True))
    page = _post(client, gid, view="battle").get_data(as_text=True)
    assert "Name the card turned face up." in page[page.index('id="refusal"'):][:300]
    assert 'id="battle-steps"' in page or 'class="panel fight-open"' in page  # the battle screen again
