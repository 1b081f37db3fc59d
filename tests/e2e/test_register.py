"""In Chromium: a character with unknown values is chosen, Herald asks, the GM fills the card form, and the
numbers then show on the game screen; the Catalog page searches as you type and shows provenance."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.helpers import GUILDS

from .conftest import ARTIFACTS, shot

pytestmark = pytest.mark.e2e


def test_register_a_character_at_the_table(tablet, base_url, live_app):
    client = live_app.test_client()
    r = client.post("/api/v1/games", json={"name": "Registration night", "setup": {"kind": "create_game", "seats": [
        {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": GUILDS["Druid"]},
        {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": GUILDS["Mercenary"]}]}})
    assert r.status_code == 201, r.get_json()
    page = tablet
    page.goto(f"{base_url}/games/{r.get_json()['id']}")

    prompt = page.locator("#register-prompt")
    expect(prompt).to_contain_text("New card: tell Herald its numbers.")
    expect(prompt).to_contain_text("Druid")
    page.locator("#register-later").click()  # not now: the next card
    expect(prompt).to_contain_text("Mercenary")
    page.locator("#register-open").click()
    form = page.locator("#card-form")
    expect(form).to_be_visible()
    expect(form.locator(".stat-box.red")).to_contain_text("Strength")
    page.get_by_label("Strength", exact=True).fill("5")
    page.get_by_label("Willpower", exact=True).fill("3")
    page.get_by_label("First guild (start)").select_option("fortress")
    page.get_by_label("Second guild").select_option("thieves_guild")
    page.locator("#card-form").scroll_into_view_if_needed()
    shot(page, "register-screen-with-form")
    page.locator("#register-form").screenshot(path=str(ARTIFACTS / "register-card-form.png"))
    page.locator("#card-form-save").click()

    expect(page.locator("#notice")).to_contain_text("Herald now knows Mercenary")
    chip = page.locator('.card-chip[data-card="mercenary"]')
    expect(chip.locator('[data-label="Strength"] strong')).to_have_text("5")
    expect(chip.locator('[data-label="Willpower"] strong')).to_have_text("3")
    expect(page.locator("#register-prompt")).to_have_count(0)  # Druid was put off until later
    shot(page, "register-after-save")
    assert live_app.extensions["herald.catalog"].card("mercenary").strength == 5

    page.reload()  # the values stay
    expect(page.locator('.card-chip[data-card="mercenary"] [data-label="Strength"] strong')).to_have_text("5")


def test_catalog_page_searches_and_shows_provenance(tablet, base_url, live_app):
    client = live_app.test_client()
    client.post("/api/v1/catalog/cards/mercenary/entries", json={"values": {"strength": 5, "willpower": 3}})
    page = tablet
    page.goto(base_url + "/catalog")
    expect(page.locator("#coverage")).to_contain_text("Adventure")
    page.get_by_label("Search cards").press_sequentially("mercen", delay=40)
    n = len(client.get("/api/v1/catalog/cards?q=mercen").get_json())
    expect(page.locator("#result-count")).to_have_text(f"{n} card" + ("" if n == 1 else "s"))
    expect(page.locator("#results tbody tr").first).to_have_attribute("data-card", "mercenary")
    shot(page, "catalog-page")
    page.locator("#results").get_by_role("link", name="Mercenary", exact=True).click()
    row = page.locator('#values tr[data-field="strength"]')
    expect(row).to_contain_text("entered by your group on")
    expect(page.locator('#values tr[data-field="name"]')).to_contain_text("rulebook")
    shot(page, "catalog-card-mercenary")
