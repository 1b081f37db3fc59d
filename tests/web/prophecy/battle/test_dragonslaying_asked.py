"""Dragonslaying's bonus on the battle screen (003:L279, issue 34): no rulebook prints its number, so the first Realm
fight of a hero holding it asks the table for it beside the Creature's numbers, in plain words; the number typed is
kept as the group's entry (exported with the others) and the bonus is a line of the fight's breakdown."""

from __future__ import annotations

import re

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.state import Flow, GameOptions
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.helpers import api_act, as_tablet
from tests.scenes import stored_scene
from tests.web.prophecy.battle.test_realm_fight_api import HEROES, PLAIN_FORM


def test_the_battle_screen_asks_dragonslayings_bonus_once_and_counts_it_003_L279(app, client):
    client = as_tablet(client, make_game=False)
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    gid = stored_scene(client, [GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode="table"), heroes=HEROES),
                                CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
                                CardMoved(card="dragon-queen#1", to="realm:left:1:negative"),
                                CardMoved(card="dragonslaying#1", to="hero:0:abilities"),
                                RealmMoved(seat=0, place=GATE),
                                FlowChanged(flow=Flow(stage="move", round=1, active=0, turn=1))], name="Slayer")
    assert api_act(client, gid, 1, {"kind": "realm_step", "seat": 0, "how": "forward", "path": "left",
                                    "step": 1}).status_code == 200
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    asked = re.findall(r'name="asked\[\]" value="([^"]+)"', page)
    assert "dragonslaying.effects[0].amount" in asked
    assert "Dragonslaying: its effect 1: how much" in page  # plain words, beside the Creature's numbers
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    r = client.post(f"/games/{gid}/battle/act", headers={"HX-Request": "true"},
                    data={"seq": str(seq), "action_id": "t-slayer", "kind": "realm_fight", "seat": "0", "back": "3",
                          "asked[]": asked, **PLAIN_FORM, "value:dragonslaying:effects[0].amount": "2"})
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    with app.app_context():
        kept = catalog_state.effective().card("dragonslaying")
        assert kept.effects[0].amount == 2 and "effects[0].amount" not in catalog_state.effective().missing_fields(
            "dragonslaying")  # the group's entry from now on
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    assert api_act(client, gid, seq, {"kind": "choose_battle_kind", "seat": 0,
                                      "battle_kind": "strength"}).status_code == 200
    view = client.get(f"/api/v1/games/{gid}/battle").get_json()
    assert "+2 Dragonslaying" in str(view)
