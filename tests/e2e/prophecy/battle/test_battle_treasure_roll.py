"""In Chromium: the Golem Guardian beaten, its treasure roll unknown to Herald: the treasure form asks for that one
number beside the die; typed with a 6 rolled, the Rare Item named comes to the hero. Screenshot under
test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import WORDS, golem_beaten

pytestmark = pytest.mark.e2e


def test_the_treasure_form_asks_for_the_golems_roll_and_takes_the_treasure(tablet, base_url, live_app):
    page = tablet
    gid, _ = golem_beaten(as_tablet(live_app.test_client(), make_game=False))
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")

    form = page.locator('.offer-card[data-kind="battle_reward"]')
    expect(form).to_contain_text("Herald does not know this number of the card yet")
    number = form.get_by_label(f"Golem Guardian: {WORDS}")
    expect(number).to_be_visible()
    shot(page, "battle-treasure-roll-asked")
    number.fill("5")
    form.get_by_role("group", name="Treasure die").locator("label.pick", has_text="6").click()
    form.locator("label.pick", has_text="Great Sword").last.click()
    with page.expect_response(lambda r: r.request.method == "POST"):  # the step is written before the page moves on
        form.get_by_role("button", name="Take the treasure").click()
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    expect(page.locator("body")).to_contain_text("Great Sword")
    expect(page.locator('.offer-card[data-kind="battle_reward"]')).to_have_count(0)
