"""In Chromium: Effective Spellcasting named for Blessed Weapon on the battle screen's announce step (000:L742): the
choice sits beside the Spells, and the Spell then costs no Magic; screenshots light and dark under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.e2e.conftest import become_gm, shot
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import BLESSED, stored_battle
from tests.web.prophecy.scenes import VALUES

pytestmark = pytest.mark.e2e

FOREST = 5


def _game(live_app) -> str:
    client = as_tablet(live_app.test_client(), make_game=False)
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes), CardMoved(card="angry-mob#1", to=f"space:{FOREST}"),
              CardMoved(card="axe#1", to="hero:0:items"), CardMoved(card="blessed-weapon#1", to="hero:0:abilities"),
              CardMoved(card="effective-spellcasting#1", to="hero:0:abilities"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    gid = stored_battle(client, events)
    for card, values in (("blessed-weapon", BLESSED), ("axe", {"hands": 1}), ("angry-mob", VALUES["angry-mob"])):
        assert client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values}).status_code == 201
    return gid


def test_a_spell_made_cheaper_on_the_battle_screen(tablet, base_url, live_app):
    page = tablet
    gid = _game(live_app)
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    page.get_by_role("button", name="Fight Angry Mob", exact=True).first.click()
    page.locator("#battle-steps").get_by_role("button", name="Battle of Strength").click()
    equip = page.locator('.battle-equip[data-kind="announce_equipment"]')
    expect(equip.locator("#spell-discount")).to_contain_text("Make the first Spell that costs Magic cheaper")
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    equip.locator("fieldset.need-checks label.pick", has_text="Axe").click()
    equip.get_by_role("group", name="Blessed Weapon").locator("label.pick", has_text="On Axe").click()
    equip.locator("#spell-discount label.pick", has_text="With Effective Spellcasting").click()
    expect(equip.locator('#spell-discount input[value="effective-spellcasting#1"]')).to_be_checked()
    for theme in ("light", "dark"):
        shot(page, f"battle-spell-discount-{theme}")
        page.get_by_role("button", name="Switch light or dark").click()
    equip.get_by_role("button", name="Announce Items and Spells").click()
    expect(page.locator("#battle-step")).to_contain_text("Roll 1")
    expect(page.locator("#battle-numbers")).to_contain_text("Blessed Weapon on Axe")
    _, state = live_app.extensions["herald.log"].load(gid)
    assert state.hero(0).magic == 4 and state.battle.hero.spells[0].discount == 1  # Blessed Weapon cost nothing
