"""In Chromium at 1280x800: the Gate turned up by an attack and the attacker entering the Realm in the same turn
(003:L299); a Sphinx battle whose result panel tells the half Health it took (000:L837). Screenshots looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.e2e.conftest import become_gm
from tests.e2e.tablet import roll, settle, shot
from tests.engine.realm.boards import TYPED
from tests.helpers import api_act, as_tablet
from tests.scenes import stored_scene

pytestmark = pytest.mark.e2e

CLEO = Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, gold=5, space=9)
BEN = Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0)


def _scene(live_app, events, actions) -> str:
    client = as_tablet(live_app.test_client(), make_game=False)
    with live_app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    gid = stored_scene(client, events, name="Round two")
    seq = 1
    for action in actions:
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return gid


def test_the_gate_turned_up_by_an_attack_is_entered_the_same_turn_003_L299(tablet, base_url, live_app):
    page = tablet
    gid = _scene(live_app, [
        GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode="table"), heroes=(CLEO, BEN)),
        CardMoved(card="gate-to-the-dragon-realm#1", to="plane:2:lesser", face_up=False),
        CardMoved(card="scaled-monster#1", to="plane:2:greater", face_up=False),
        CardMoved(card="royal-cape#1", to="plane:2:artifact", face_up=False),
        CardMoved(card="dragon-heart#1", to="realm:hearts"),
        FlowChanged(flow=Flow(stage="move", round=2, active=0, turn=1))],
        [{"kind": "move", "seat": 0, "how": "astral", "plane": 2},
         {"kind": "reveal_guardian", "seat": 0, "card": "gate-to-the-dragon-realm#1"}])
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}")
    expect(page.locator("#realm-gate-words")).to_contain_text("The Gate is revealed")
    enter = page.get_by_role("button", name="Enter the Dragon Realm now (3 Gold)")
    expect(enter).to_be_visible()
    shot(page, "realm-enter-at-once-1-offered")
    with page.expect_response(lambda r: r.request.method == "POST"):
        enter.click()
    settle(page)
    expect(page.get_by_role("button", name="Stay here")).to_be_visible()  # her round goes on in the Realm
    expect(page.locator("#hero-0")).to_contain_text("2")  # 5 Gold less the drake's 3
    shot(page, "realm-enter-at-once-2-entered")


def test_a_sphinx_battle_tells_the_half_health_it_took_000_L837(tablet, base_url, live_app):
    page = tablet
    gid = _scene(live_app, [
        GameCreated(options=GameOptions(deck_mode="table"), heroes=(CLEO, BEN)),
        CardMoved(card="sphinx#1", to="plane:2:lesser"),
        CardMoved(card="scaled-monster#1", to="plane:2:greater", face_up=False),
        CardMoved(card="royal-cape#1", to="plane:2:artifact", face_up=False),
        FlowChanged(flow=Flow(stage="move", round=2, active=0, turn=1))],
        [{"kind": "move", "seat": 0, "how": "astral", "plane": 2},
         {"kind": "start_fight", "seat": 0, "guardian": "sphinx#1",
          "values": {"sphinx": {"strength": 4, "stat_order": "strength_only", "experience": 3, "reward": [],
                                "loss": []}}},
         {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
         {"kind": "announce_equipment", "seat": 0}])
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, 6, 1)  # 12 against 5: won, and the Sphinx takes 3 of her 6 Health
    settle(page)
    expect(page.locator("#battle-over")).to_contain_text("Sphinx takes 3 Health")
    shot(page, "sphinx-half-health-result")
