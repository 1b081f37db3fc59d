"""In Chromium: what the table typed for a character at setup is remembered as the group's entry, nothing is
asked before the game needs it, and the values show on the game
screen; the Catalog page searches as you type and shows provenance."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.helpers import GM_PIN, GUILDS, as_tablet

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

    # The numbers typed at setup are already the group's; nothing is asked before the game needs it.
    chip = page.locator('.card-chip[data-card="spellblade"]')
    expect(chip.locator('[data-label="Strength"] strong')).to_have_text("5")
    expect(page.locator("#register-prompt")).to_have_count(0)
    expect(page.locator("#card-form")).to_have_count(0)
    # Every value of the characters is known: no "Fill in" on their chips (a gender is not printed on a card).
    expect(chip.locator(".fill-in")).to_have_count(0)
    expect(page.locator('.card-chip[data-card="druid"] .fill-in')).to_have_count(0)
    shot(page, "register-no-queue")
    card = live_app.extensions["herald.catalog"].card("spellblade")
    assert (card.strength, card.willpower) == (5, 3)

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
