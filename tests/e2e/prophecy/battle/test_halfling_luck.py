"""In Chromium: a halfling's fight asks for her Race card's luck beside the Old Pirate's values (003:L167); typed,
the breakdown names it and the odds count it; screenshots under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.helpers import as_tablet
from tests.web.prophecy.battle.test_battle_race_values import _halfling

pytestmark = pytest.mark.e2e


def test_the_halfling_luck_typed_on_the_battle_screen(tablet, base_url, live_app):
    page = tablet
    gid = _halfling(as_tablet(live_app.test_client(), make_game=False))
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    form = page.locator(".battle-values")
    expect(form).to_contain_text("Halfling: the battle die's face its luck changes (from the Race card)")
    # The Old Pirate's values the catalog lacks, as the table reads them off the card (whichever are asked).
    for selector, how in (('input[name="value:old-pirate:experience"]', "3"),
                          ('input[name="value:old-pirate:lives"][value="1"]', None),
                          *((f'input[name="none:old-pirate:{lst}"]', None) for lst in ("reward", "loss", "special")),
                          ('input[name="types:old-pirate"][value="humanoid"]', None)):
        if form.locator(selector).count():
            form.locator(selector).fill(how) if how else form.locator(selector).check()
    form.locator('input[name="value:halfling:luck_face"]').fill("1")
    form.locator('input[name="value:halfling:luck_counts_as"]').fill("7")
    shot(page, "battle-halfling-luck-asked")
    form.get_by_role("button", name="Fight Old Pirate").click()
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    page.locator("#battle-steps").get_by_role("button", name="Battle of Strength").click()
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    page.locator('.battle-equip[data-kind="announce_equipment"]').get_by_role(
        "button", name="Announce Items and Spells").click()
    expect(page.locator("#battle-numbers")).to_contain_text("Halfling: luck, a battle die showing 1 counts as 7")
    shot(page, "battle-halfling-luck-counted")
    assert live_app.extensions["herald.catalog"].card("halfling").luck_face == 1
