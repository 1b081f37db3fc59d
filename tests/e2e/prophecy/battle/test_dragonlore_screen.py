"""In Chromium: a fight between characters with Dragon Aura and Fire Breathing (003:L787, 003:L791). The battle screen
names both rulings, offers no battle Spell, shows the attacker's "nothing more" step before the defender's; once she
has said it, the defender's one-roll choice appears. Screenshots light and dark under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.e2e.conftest import become_gm, shot
from tests.helpers import api_act, as_tablet
from tests.web.prophecy.battle.kit import stored_battle

pytestmark = pytest.mark.e2e


def _game(live_app) -> str:
    """Cleo (Fire Breathing, Prayer, a Dagger) attacks Ben (Dragon Aura, an Axe) on their space; both announced (each
    may throw the weapon on a roll)."""
    client = as_tablet(live_app.test_client(), make_game=False)
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=0),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes),
              CardMoved(card="fire-breathing#1", to="hero:0:abilities"), CardMoved(card="prayer#1", to="hero:0:abilities"),
              CardMoved(card="dagger#1", to="hero:0:items"),
              CardMoved(card="dragon-aura#1", to="hero:1:abilities"), CardMoved(card="axe#1", to="hero:1:items"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    gid = stored_battle(client, events)
    assert client.post("/api/v1/catalog/cards/axe/entries", json={"values": {"hands": 1}}).status_code == 201
    # the Dagger's throwing bonus is the table's reading of the card (not in the seed)
    assert client.post("/api/v1/catalog/cards/dagger/entries",
                       json={"values": {"effects[0].amount": 1}}).status_code == 201
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    for action in ({"kind": "start_fight", "seat": 0, "target": 1},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "answer_battle_kind", "seat": 1, "wills": False},
                   {"kind": "announce_equipment", "seat": 0, "items": ["dagger#1"]},
                   {"kind": "announce_equipment", "seat": 1, "items": ["axe#1"]}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return gid


def test_dragon_aura_and_fire_breathing_on_the_battle_screen(tablet, base_url, live_app):
    page = tablet
    gid = _game(live_app)
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    now = page.locator("#battle-now")
    expect(now.locator(".rule-notice").first).to_contain_text("Dragon Aura (Paladin)")
    expect(now.locator(".rule-notice").nth(1)).to_contain_text("Fire Breathing (Mercenary)")
    steps = page.locator("#battle-steps")
    expect(steps.get_by_role("button", name="Nothing more before roll 1")).to_be_visible()
    expect(steps.locator('input[value="throw:dagger#1"]')).to_have_count(1)  # Cleo's step comes first
    expect(steps.locator('input[value="spell:prayer#1"]')).to_have_count(0)  # the aura keeps Prayer out
    expect(steps.locator('input[value="throw:axe#1"]')).to_have_count(0)  # Ben's throw waits for Cleo
    for theme in ("light", "dark"):
        shot(page, f"battle-dragonlore-{theme}")
        page.get_by_role("button", name="Switch light or dark").click()
    steps.get_by_role("button", name="Nothing more before roll 1").click()
    expect(page.locator("#battle-story")).to_contain_text("uses nothing more on roll 1")
    expect(page.locator('#battle-steps input[value="throw:axe#1"]')).to_have_count(1)
    expect(page.locator('#battle-steps input[value="throw:dagger#1"]')).to_have_count(0)  # Cleo's choice is over
    shot(page, "battle-dragonlore-defender")


def test_dragon_magic_s_number_typed_on_the_announcement(tablet, base_url, live_app):
    """003:L731: the equipment form asks Dragon Magic's number once; Blessed Weapon then costs nothing."""
    from app.games.prophecy.engine.realm.options import RealmOptions
    from app.games.prophecy.engine.realm.position import on_path
    from app.games.prophecy.screens.catalog import catalog_state
    from tests.engine.realm.boards import TYPED
    from tests.web.prophecy.battle.kit import BLESSED

    page = tablet
    client = as_tablet(live_app.test_client(), make_game=False)
    with live_app.app_context():
        catalog_state.record({"realm": TYPED, "axe": {"hands": 1}, "blessed-weapon": BLESSED}, origin="table")
    place = on_path("left", 2)
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, realm=place),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, realm=place))
    gid = stored_battle(client, [
        GameCreated(options=GameOptions(realm=RealmOptions()), heroes=heroes),
        CardMoved(card="gate-to-the-dragon-realm#1", to="plane:0:lesser"),
        CardMoved(card="dragon-magic#1", to="hero:0:abilities"), CardMoved(card="blessed-weapon#1", to="hero:0:abilities"),
        CardMoved(card="axe#1", to="hero:0:items"),
        FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1, marks=frozenset({"turn:moved:realm-stay"})))])
    seq = client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    for action in ({"kind": "realm_hero_fight", "seat": 0, "target": 1, "back": 1, "target_back": 3},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "answer_battle_kind", "seat": 1, "wills": False}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    equip = page.locator('.battle-equip[data-kind="announce_equipment"]')
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    equip.locator("fieldset.need-checks label.pick", has_text="Axe").click()
    equip.get_by_role("group", name="Blessed Weapon").locator("label.pick", has_text="On Axe").click()
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    equip.get_by_label("Dragon Magic: Magic taken off each Spell in the Realm").fill("1")
    shot(page, "battle-dragon-magic-light")
    equip.get_by_role("button", name="Announce Items and Spells").click()
    expect(page.locator("#battle-story")).to_contain_text("fights with Axe, Blessed Weapon")
    _, state = live_app.extensions["herald.log"].load(gid)
    assert state.hero(0).magic == 5 and state.battle.hero.spells[0].discount == 1
