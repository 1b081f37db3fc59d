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
    page.set_default_timeout(12000)
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
