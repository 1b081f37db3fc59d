"""The Lake of Fire's foe whose printed numbers Herald lacks, attacked from the game screen (003:L403, 003:L657):
a face-down Guardian named by the table, then its numbers asked by name on the same form, typed once and kept as
the group's entries (asked no more, in this game or the next); a bad number refused by name with nothing changed;
and the Dragonslayer variant's dragons named on the game screen and the phone, a face-down one only as face down."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.helpers import as_tablet, link_path, seat_links
from tests.scenes import stored_scene

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
LAST = on_path("middle", 4)  # the middle path's last space on the typed board
# What the table reads off the Scaled Monster (Strength 7 is the rulebook's, 003:L544; the rest the table's card).
TYPED_NUMBERS = {"value:scaled-monster:experience": "4", "none:scaled-monster:reward": "1",
                 "none:scaled-monster:loss": "1"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _scene(app, client, realm=None, lake=(("scaled-monster#1", False),), artifact=True) -> str:
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")  # the group's board, typed once
    realm = realm or RealmOptions()
    placed = [CardMoved(card=c, to=LAKE_GREATER, face_up=up) for c, up in lake]
    if artifact:
        placed.append(CardMoved(card="royal-cape#1", to=LAKE_ARTIFACT, face_up=False))
    return stored_scene(client, [GameCreated(options=GameOptions(realm=realm, deck_mode="table"), heroes=HEROES),
                                 CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
                                 CardMoved(card="dragon-heart#1", to="realm:hearts"), *placed,
                                 RealmMoved(seat=0, place=LAST),
                                 FlowChanged(flow=Flow(stage="move", round=2, active=0, turn=1))], name="Lake")


def _lake_form(page: str) -> str:
    start = page.index('class="offer-card realm-lake-fight')
    return page[start:page.index("</form>", start)]


def _attack(client, gid: str, **fields):
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    data = {"seq": str(seq), "action_id": f"t-lake-{seq}-{len(fields)}", "kind": "realm_lake_fight", "seat": "0",
            "back": "3", "card": "scaled-monster#1", "asked[]": ["scaled-monster.experience", "scaled-monster.reward",
                                                                 "scaled-monster.loss"], **fields}
    return client.post(f"/games/{gid}/battle/act", headers={"HX-Request": "true"}, data=data)


def test_a_face_down_guardian_is_named_then_its_numbers_typed_once_and_kept(app, client):
    gid = _scene(app, client)
    form = _lake_form(client.get(f"/games/{gid}").get_data(as_text=True))
    assert "The Guardian turned up: which card is it?" in form and 'value="scaled-monster#1"' in form
    assert "Back on the main board at (after a win)" in form and "value:" not in form  # numbers once it is named
    assert 'hx-get="/games/' + gid + '/realm-lake-values"' in form
    # naming it fetches the numbers Herald lacks for that card, each named
    asked = client.get(f"/games/{gid}/realm-lake-values", query_string={"seat": 0, "card": "scaled-monster#1"})
    text = asked.get_data(as_text=True)
    assert asked.status_code == 200 and "Scaled Monster: Experience" in text
    assert re.findall(r'name="asked\[\]" value="([^"]+)"', text) == [
        "scaled-monster.experience", "scaled-monster.reward", "scaled-monster.loss"]
    wrong = client.get(f"/games/{gid}/realm-lake-values", query_string={"seat": 0, "card": "royal-cape#1"})
    assert "cannot be the one lying face down" in wrong.get_data(as_text=True)
    r = _attack(client, gid, **TYPED_NUMBERS)
    assert r.status_code == 200, r.get_data(as_text=True)[:400]
    game = client.get(f"/api/v1/games/{gid}").get_json()
    battle = game["state"]["battle"]
    assert battle["opponent"]["card"] == "scaled-monster#1" and battle["realm"]["where"] == "lake"
    assert "scaled-monster#1" not in game["state"]["hidden"]  # the attack turned it up
    with app.app_context():
        kept = catalog_state.effective().card("scaled-monster")
    assert (kept.experience, list(kept.reward), list(kept.loss)) == (4, [], [])  # the group's entries now
    # another game: the same Guardian face up asks for nothing more, only where a win leads
    again = _scene(app, client, lake=(("scaled-monster#1", True),))
    (offer,) = [o for o in client.get(f"/api/v1/games/{again}").get_json()["legal_actions"]
                if o["kind"] == "realm_lake_fight"]
    assert offer["needs"] == ["back"]
    assert 'class="offer-card realm-lake-fight' not in client.get(f"/games/{again}").get_data(as_text=True)


def test_a_bad_number_is_refused_by_name_and_nothing_changes(app, client):
    gid = _scene(app, client)
    before = client.get(f"/api/v1/games/{gid}").get_json()
    r = _attack(client, gid, **(TYPED_NUMBERS | {"value:scaled-monster:experience": "lots"}))
    page = r.get_data(as_text=True)
    assert "Not allowed:</strong> Scaled Monster, Experience: type a whole number from -20 to 30." in page
    after = client.get(f"/api/v1/games/{gid}").get_json()
    assert after["seq"] == before["seq"] and after["state"]["battle"] is None
    assert "scaled-monster#1" in after["state"]["hidden"]
    # a number left out is refused the same way, naming it
    r = _attack(client, gid, **{k: v for k, v in TYPED_NUMBERS.items() if "experience" not in k})
    assert "Scaled Monster, Experience: type it from the card." in r.get_data(as_text=True)
    with app.app_context():
        assert catalog_state.effective().card("scaled-monster").experience is None  # nothing kept


def test_the_variants_dragon_face_up_asks_its_numbers_inline_and_is_named(app, client):
    realm = RealmOptions(variant="dragonslayer")
    gid = _scene(app, client, realm=realm, lake=(("dragon-queen#1", True),), artifact=False)
    page = client.get(f"/games/{gid}").get_data(as_text=True)
    form = _lake_form(page)
    assert "Fight Dragon Queen on the Lake of Fire" in form and 'name="value:dragon-queen:stat_order"' in form
    assert "Dragon Queen: Lives" in form and 'name="back"' not in form  # a win ends the game: no way back
    assert re.search(r'id="realm-lake-words"[^>]*>[^<]*Dragon Queen', page)  # named in the Realm's words
    assert "+1" in page[page.index('id="realm-lake-words"'):][:300]
    battle = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)  # the battle screen asks the same
    start = battle.index('class="offer-card battle-values" data-kind="realm_lake_fight"')
    assert 'name="value:dragon-queen:stat_order"' in battle[start:battle.index("</form>", start)]


def test_a_face_down_dragon_is_face_down_on_the_tablet_and_the_phone(app, client):
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen", "golden-dragon-lord"),
                         lake_face_down=True)
    gid = _scene(app, client, realm=realm, lake=(("dragon-queen#1", False), ("golden-dragon-lord#1", False)),
                 artifact=False)
    page = client.get(f"/games/{gid}").get_data(as_text=True)
    words = page[page.index('id="realm-lake-words"'):][:400]
    assert "2 dragons face down" in words and "Queen" not in words and "Golden" not in words
    form = _lake_form(page)
    assert "Fight the dragon face down on the Lake of Fire" in form and "The dragon turned up" in form
    cleo = link_path(seat_links(client, gid)[0])
    sheet = app.test_client().get(cleo).get_data(as_text=True)
    lake = sheet[sheet.index('id="phone-lake"'):][:300]
    assert "face down" in lake and "Queen" not in lake and "Golden" not in lake


QUEEN_FORM = {"value:dragon-queen:stat_order": "strength_only", "value:dragon-queen:strength": "7",
              "value:dragon-queen:experience": "0", "value:dragon-queen:lives": "1", "none:dragon-queen:special": "1",
              "none:dragon-queen:reward": "1", "none:dragon-queen:loss": "1"}


def test_the_variants_dragon_typed_on_the_game_screens_form_opens_its_battle_and_is_kept(app, client):
    gid = _scene(app, client, realm=RealmOptions(variant="dragonslayer"), lake=(("dragon-queen#1", True),),
                 artifact=False)
    form = _lake_form(client.get(f"/games/{gid}").get_data(as_text=True))
    asked = re.findall(r'name="asked\[\]" value="([^"]+)"', form)
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    r = client.post(f"/games/{gid}/battle/act", headers={"HX-Request": "true"},
                    data={"seq": str(seq), "action_id": "t-queen", "kind": "realm_lake_fight", "seat": "0",
                          "asked[]": asked, **QUEEN_FORM})
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "Announce Items and Spells" in page  # the only kind taken, on to the battle
    assert "Dragon Queen" in page[page.index('id="battle-title"'):][:200]
    assert client.get(f"/api/v1/games/{gid}").get_json()["state"]["battle"]["opponent"]["card"] == "dragon-queen#1"
    with app.app_context():
        queen = catalog_state.effective().card("dragon-queen")
    assert (queen.strength, queen.lives, queen.stat_order) == (7, 1, "strength_only")  # kept: asked once
    again = _scene(app, client, realm=RealmOptions(variant="dragonslayer"), lake=(("dragon-queen#1", True),),
                   artifact=False)
    (offer,) = [o for o in client.get(f"/api/v1/games/{again}").get_json()["legal_actions"]
                if o["kind"] == "realm_lake_fight"]
    assert offer["needs"] == [] and offer["label"] == "Fight Dragon Queen on the Lake of Fire"
