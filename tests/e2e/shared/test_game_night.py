"""In Chromium on a 10-inch tablet: device settings and touch targets. The scripted game night with the rules
engine is tests/e2e/prophecy/play/test_real_game.py."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm

pytestmark = pytest.mark.e2e


def test_device_settings_survive_a_reload(tablet, base_url, live_app):
    from tests.helpers import api_create

    game_id = api_create(live_app.test_client())
    page = tablet
    become_gm(page, base_url, game_id)  # the game was made by another client
    page.get_by_role("button", name="Switch light or dark").click()
    page.get_by_role("button", name="Larger text").click()
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--text-scale')").strip() == "1.1"


def test_touch_targets_are_at_least_44px(tablet, base_url, live_app):
    from tests.helpers import api_create

    game_id = api_create(live_app.test_client(), seats=3)
    page = tablet
    become_gm(page, base_url, game_id)
    for path in (f"/games/{game_id}", f"/games/{game_id}/battle?seat=0", f"/games/{game_id}/log", "/games/new"):
        page.goto(base_url + path)
        small = page.evaluate("""() => [...document.querySelectorAll('button, a.button, .pick > span, .chip-link, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select')]
            .filter(e => e.offsetParent !== null)
            .map(e => [e.textContent.trim() || e.name || e.getAttribute('aria-label'), e.getBoundingClientRect()])
            .filter(([, r]) => r.height < 44 || r.width < 44).map(([n, r]) => `${n} ${Math.round(r.width)}x${Math.round(r.height)}`)""")
        assert small == [], f"{path}: {small}"
