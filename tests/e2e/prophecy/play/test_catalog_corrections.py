"""In Chromium: the group types the Rare deck's size in the Catalog page's coverage table, corrects a space of
the ring from the Board section (a refused value is named and changes nothing), and the game screen's ring
shows the correction at once; screenshots in the light and the dark theme."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, become_gm, keep, shot
from tests.helpers import api_create

pytestmark = pytest.mark.e2e


def _settled(page) -> None:
    """Wait until htmx has swapped and settled what it just fetched (new content listens only then)."""
    page.wait_for_function("() => !document.querySelector('.htmx-added, .htmx-settling, .htmx-swapping, .htmx-request')")


def test_deck_size_and_board_corrections_from_the_catalog_page(tablet, base_url, live_app):
    page = tablet
    game_id = api_create(live_app.test_client(), name="Board night")
    become_gm(page, base_url, game_id)  # corrections are a game master's: this browser gave the PIN
    ring = page.locator("#space-14")
    expect(ring.locator(":scope > title")).to_have_text("Forest Camp (space 14)")

    page.goto(base_url + "/catalog")
    # for the element screenshots only: the sticky top bar would otherwise cover part of a tall panel
    # (set through the page's CSSOM: the Content-Security-Policy refuses an injected <style>, as it should)
    page.evaluate("document.querySelector('.topbar').style.position = 'static'")
    rare = page.locator('#coverage tr[data-deck="rare"][data-expansion="base"]')
    expect(rare.locator(".deck-size")).to_contain_text("?")
    unallocated = int(page.locator("#box-arithmetic").get_attribute("data-unallocated"))
    named = int(rare.locator('[data-col="named"]').inner_text())
    needing = int(rare.locator('[data-col="needing_registration"]').inner_text())
    rare.get_by_label("Cards in the Rare Items deck (base game)").fill("26")
    rare.get_by_role("button", name="Save").click()
    expect(page.locator("#coverage-panel #notice")).to_contain_text("Saved for Rare Items deck")
    expect(rare.locator(".deck-size")).to_contain_text("26")
    expect(rare.locator(".size-source")).to_contain_text("entered by your group on")
    expect(rare.locator('[data-col="needing_registration"]')).to_have_text(str(needing + 26 - named))
    expect(page.locator("#box-arithmetic")).to_have_attribute("data-unallocated", str(unallocated - (26 - named)))
    keep(page.locator("#coverage-panel"), str(ARTIFACTS / "catalog-corrections-coverage.png"))

    # The Board section: a refused terrain is named and nothing changes
    _settled(page)
    monastery = page.locator('#board-table tr[data-entity="space-06"]')
    monastery.get_by_role("link", name="Correct space 6").click()
    editing = page.locator('#board-table tr.editing[data-entity="space-06"]')
    expect(editing).to_be_visible()
    _settled(page)
    editing.get_by_label("Terrain", exact=True).select_option("forest")
    editing.get_by_role("button", name="Save").click()
    expect(page.locator("#fact-form-error")).to_contain_text("Space 6, Monastery (space-06), terrain:")
    expect(page.locator("#fact-form-error")).to_contain_text("Nothing was changed.")
    assert live_app.extensions["herald.catalog"].space(6).terrain is None
    page.locator("#fact-form-cancel").click()

    # then the Forest Camp gets a port
    camp = page.locator('#board-table tr[data-entity="space-14"]')
    expect(camp.locator('[data-field="port"]')).to_contain_text("no")
    _settled(page)
    camp.get_by_role("link", name="Correct space 14").click()
    editing = page.locator('#board-table tr.editing[data-entity="space-14"]')
    expect(editing.locator('[data-field="port"] .prov')).to_contain_text("research note §1.2; confidence MED")
    _settled(page)
    editing.get_by_label("Port", exact=True).select_option("yes")
    keep(editing, str(ARTIFACTS / "catalog-corrections-editing-light.png"))
    editing.get_by_role("button", name="Save").click()
    expect(page.locator("#board-notice")).to_contain_text("Saved for Space 14, Forest Camp: port → yes")
    expect(camp.locator('[data-field="port"]')).to_contain_text("yes")
    expect(camp.locator('[data-field="port"] .src.table')).to_have_text("yours")
    keep(page.locator("#board-panel"), str(ARTIFACTS / "catalog-corrections-board-light.png"))

    page.click("[data-action=theme]")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    keep(page.locator("#coverage-panel"), str(ARTIFACTS / "catalog-corrections-coverage-dark.png"))
    keep(page.locator("#board-panel"), str(ARTIFACTS / "catalog-corrections-board-dark.png"))
    page.click("[data-action=theme]")

    # at once on the game screen's ring
    page.goto(f"{base_url}/games/{game_id}")
    expect(ring.locator(":scope > title")).to_have_text("Forest Camp (space 14), port")
    expect(ring.locator(":scope > text.flag")).to_have_text("⚓")
    shot(page, "catalog-corrections-game-screen")
