"""In Chromium at 1280x800: Turn Back Time from the battle screen (000:L722): the dice set aside and the roll made
again, posted as one roll; the Spell's Magic is paid. Screenshot under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import api_state, battle_scene, post_battle, to_equip

pytestmark = pytest.mark.e2e


def test_the_spell_turns_back_time_on_the_battle_screen(live_app, tablet, base_url):
    client = as_tablet(live_app.test_client(), make_game=False)
    gid = battle_scene(client, abilities=("turn-back-time#1",))
    to_equip(client, gid)
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    page = tablet
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    page.locator("#turn-back summary").click()
    form = page.locator("#turn-back form")
    form.get_by_role("group", name="Lighter die (the hero), set aside").locator("label.pick", has_text="1").click()
    form.get_by_role("group", name="Darker die (the foe), set aside").locator("label.pick", has_text="6").click()
    form.get_by_role("group", name="Lighter die (the hero), rolled again").locator("label.pick", has_text="6").click()
    form.get_by_role("group", name="Darker die (the foe), rolled again").locator("label.pick", has_text="1").click()
    page.locator("#turn-back").scroll_into_view_if_needed()
    shot(page, "battle-turn-back-time")
    page.locator("#turn-back-go").click()
    expect(page.locator(".roll-line")).to_contain_text("(dice 6 and 1)")
    assert api_state(client, gid)["state"]["heroes"][0]["magic"] == 3
