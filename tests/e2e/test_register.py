"""In Chromium: what the table typed for a character at setup is remembered as the group's entry, Herald asks
only for what the card prints beyond that, the GM fills the card form, and the values show on the game
screen; the Catalog page searches as you type and shows provenance."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.helpers import GM_PIN, GUILDS, as_tablet

from .conftest import ARTIFACTS, become_gm, shot

pytestmark = pytest.mark.e2e


def test_register_a_character_at_the_table(tablet, base_url, live_app):
    client = live_app.test_client()
    r = client.post("/api/v1/games", json={"name": "Registration night", "setup": {"kind": "create_game", "seats": [
        {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": GUILDS["Druid"]},
        {"player": "Cleo", "character": "spellblade", "strength": 5, "willpower": 3,
         "guilds": ["magic_tower", "fortress"]}]},
        "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    page = tablet
    become_gm(page, base_url, r.get_json()["id"])  # the game was made by another client

    # The numbers typed at setup are already the group's; the card still prints one thing Herald lacks.
    chip = page.locator('.card-chip[data-card="spellblade"]')
    expect(chip.locator('[data-label="Strength"] strong')).to_have_text("5")
    prompt = page.locator("#register-prompt")
    expect(prompt).to_contain_text("New card: tell Herald its numbers.")
    expect(prompt).to_contain_text("Spellblade")
    expect(prompt).not_to_contain_text("Druid")  # its guilds were typed at setup: nothing left to ask
    page.locator("#register-open").click()
    form = page.locator("#card-form")
    expect(form).to_be_visible()
    expect(form.locator(".stat-box.red")).to_contain_text("Strength")
    page.get_by_label("Gender", exact=True).select_option("female")
    page.locator("#card-form").scroll_into_view_if_needed()
    shot(page, "register-screen-with-form")
    page.locator("#register-form").screenshot(path=str(ARTIFACTS / "register-card-form.png"))
    page.locator("#card-form-save").click()

    expect(page.locator("#notice")).to_contain_text("Herald now knows Spellblade")
    expect(page.locator("#register-prompt")).to_have_count(0)  # every face-up card is known now
    shot(page, "register-after-save")
    card = live_app.extensions["herald.catalog"].card("spellblade")
    assert (card.strength, card.willpower, card.gender) == (5, 3, "female")

    page.reload()  # the values stay
    expect(page.locator('.card-chip[data-card="spellblade"] [data-label="Strength"] strong')).to_have_text("5")


def test_catalog_page_searches_and_shows_provenance(tablet, base_url, live_app):
    client = as_tablet(live_app.test_client())  # a game master's device enters the values
    r = client.post("/api/v1/catalog/cards/mercenary/entries", json={"values": {"strength": 5, "willpower": 3}})
    assert r.status_code == 201, r.get_json()
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
