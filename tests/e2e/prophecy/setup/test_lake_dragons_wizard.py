"""In Chromium: the wizard's Lake of Fire dragons appear only once Dragonslayer is picked (003:L657), and four
ticked dragons are refused by name. Screenshot under test-artifacts/ at 1280x800."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, keep

pytestmark = pytest.mark.e2e


def test_the_lakes_dragons_show_only_with_dragonslayer(tablet, base_url, artifacts):
    page = tablet
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Dragon hunt")
    lake = page.locator("#lake-dragons")
    expect(lake).to_be_hidden()
    page.locator("#realm-board label.pick", has_text="The Dragon Realm").click()
    expect(lake).to_be_hidden()
    page.locator("#realm-board label.pick", has_text="Dragonslayer").click()
    expect(lake).to_be_visible()
    for name in ("Phantom Dragon", "Skeletal Dragon", "Golden Dragon Lord", "Dragon Queen"):
        lake.locator("label.pick", has_text=name).click()
    lake.locator("label.pick", has_text="Face down").click()
    lake.scroll_into_view_if_needed()
    keep(lake, str(ARTIFACTS / "lake-dragons-wizard.png"))
    with page.expect_response(lambda r: r.request.method == "POST") as answer:
        page.locator("#next").click()
    assert answer.value.status == 422
    expect(page.locator(".alert.error, [role=alert]").first).to_contain_text("one to 3 dragons")
    expect(page.locator("#lake-dragons")).to_be_visible()  # the choice is shown again, as ticked
