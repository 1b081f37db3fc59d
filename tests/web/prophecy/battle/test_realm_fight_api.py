"""A Realm battle through the JSON API and the battle screen, as the tablet's Realm buttons call it: the step onto
a Creature Dragon card, `realm_fight` offered with the Gate's two spaces, its numbers typed once and kept as the
group's entries, the battle fought with the usual battle actions, the loss knocking the hero out beside the Gate
(003:L357-359)."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.engine.realm.fightkit import PHANTOM
from tests.helpers import api_act, as_tablet
from tests.scenes import stored_scene

# A Creature Dragon card with no appendix ruling of its own, fought with the table's numbers (PHANTOM's).
PLAIN = {"dragon-queen": PHANTOM["phantom-dragon"]}

HEROES = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=1),
          Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _scene(app, client) -> str:
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")  # the group's board, typed once
    return stored_scene(client, [GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode="table"),
                                             heroes=HEROES),
                                 CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
                                 CardMoved(card="dragon-queen#1", to="realm:left:1:negative"),
                                 RealmMoved(seat=0, place=GATE),
                                 FlowChanged(flow=Flow(stage="move", round=1, active=0, turn=1))], name="Realm")


def test_a_realm_creature_fought_through_the_api_and_its_numbers_kept(app, client):
    gid = _scene(app, client)
    r = api_act(client, gid, 1, {"kind": "realm_step", "seat": 0, "how": "forward", "path": "left", "step": 1})
    assert r.status_code == 200, r.get_json()
    game = client.get(f"/api/v1/games/{gid}").get_json()
    (offer,) = [o for o in game["legal_actions"] if o["kind"] == "realm_fight"]
    assert offer["needs"] == ["back", "values"] and offer["choices"]["back"] == [1, 3]
    assert "dragon-queen.stat_order" in offer["choices"]["values"]  # what the tablet asks before the fight
    missing = api_act(client, gid, game["seq"], {"kind": "realm_fight", "seat": 0, "back": 3})
    assert missing.status_code == 422 and missing.get_json()["rule"]["id"] == "card_values"
    seq = game["seq"]
    for action in ({"kind": "realm_fight", "seat": 0, "back": 3, "values": PLAIN},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    with app.app_context():
        kept = catalog_state.effective().card("dragon-queen")
    assert (kept.strength, kept.lives, kept.experience) == (7, 1, 3)  # asked once: now the group's entry
    page = client.get(f"/games/{gid}/battle")
    assert page.status_code == 200 and "Dragon Queen" in page.get_data(as_text=True)  # the battle screen shows it
    battle = client.get(f"/api/v1/games/{gid}/battle").get_json()
    assert battle["battle"]["realm"]["where"] == "path" and battle["battle"]["step"] == "roll"
    r = api_act(client, gid, seq, {"kind": "battle_roll", "seat": 0, "hero_faces": [1], "foe_faces": [6]})
    assert r.status_code == 200, r.get_json()
    cleo = client.get(f"/api/v1/games/{gid}").get_json()["state"]["heroes"][0]
    assert (cleo["realm"], cleo["space"], cleo["health"]) == (None, 3, 6 - 1 - 1)


def test_openapi_describes_the_realm_fights(client):
    spec = client.get("/api/v1/openapi.json").get_data(as_text=True)
    for kind in ("realm_fight", "realm_lake_fight", "realm_hero_fight"):
        assert f'"{kind}"' in spec


# What the table reads off the Dragon Queen on the battle screen's form (the table's numbers, as in PLAIN).
PLAIN_FORM = {"value:dragon-queen:stat_order": "strength_only", "value:dragon-queen:strength": "7",
                "value:dragon-queen:lives": "1", "value:dragon-queen:experience": "3",
                "none:dragon-queen:reward": "1", "none:dragon-queen:special": "1", "none:dragon-queen:loss": "1",
                "none:dragon-queen:creature_types": "1"}


def test_the_battle_screen_offers_the_realm_fight_and_asks_its_values(app, client):
    gid = _scene(app, client)
    assert api_act(client, gid, 1, {"kind": "realm_step", "seat": 0, "how": "forward", "path": "left",
                                    "step": 1}).status_code == 200
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert "Fight Dragon Queen" in page and 'name="value:dragon-queen:stat_order"' in page
    asked = re.findall(r'name="asked\[\]" value="([^"]+)"', page)
    assert "dragon-queen.stat_order" in asked
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    r = client.post(f"/games/{gid}/battle/act", headers={"HX-Request": "true"},
                    data={"seq": str(seq), "action_id": "t-realm-fight", "kind": "realm_fight", "seat": "0",
                          "back": "3", "asked[]": asked, **PLAIN_FORM})
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    battle = client.get(f"/api/v1/games/{gid}").get_json()["state"]["battle"]
    assert battle["opponent"]["card"] == "dragon-queen#1" and battle["realm"]["back"] == {"0": 3}
