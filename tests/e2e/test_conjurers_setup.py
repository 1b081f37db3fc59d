"""A tablet picks Conjurers on the home page, sets up a three-player game, reaches the first round's screen and
places a figure; a phone opens a seat's sheet from the QR code decoded off the share page and sees the change."""

from __future__ import annotations

import re

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from tests.helpers import GM_PIN

pytestmark = pytest.mark.e2e
TABLET = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


def test_from_the_game_picker_through_conjurers_setup_to_round_one_and_a_phone(base_url, browser, artifacts):
    tablet_ctx = browser.new_context(**TABLET)
    phone_ctx = browser.new_context(**PHONE)
    try:
        tablet = tablet_ctx.new_page()
        tablet.goto(base_url)
        tablet.click("#new-conjurers")
        expect(tablet.get_by_role("heading", name="A new game of Conjurers")).to_be_visible()
        expect(tablet.locator("#pick-conjurers")).to_have_attribute("aria-current", "page")
        tablet.get_by_label("Name of the game").fill("Myth night")
        for i, (name, assistant) in enumerate((("Ada", "Worker"), ("Bo", "Merchant"), ("Cy", "Warrior"))):
            tablet.get_by_label(f"Player {i + 1}", exact=True).fill(name)
            tablet.get_by_label(f"First assistant of player {i + 1}").select_option(label=assistant)
        tablet.locator("label.pick", has_text="Norse").click()  # one mythology locked with three players, drawn at the table
        tablet.locator("#start-seat").select_option(label="Player 2")
        tablet.get_by_label("Game-master PIN").fill(GM_PIN)
        tablet.screenshot(path=artifacts / "conjurers-setup.png", full_page=True)
        tablet.get_by_role("button", name="Start the game").click()
        tablet.wait_for_url(re.compile(r".*/games/[0-9a-f]{32}$"))
        expect(tablet.locator("#round")).to_contain_text("Round 1")
        expect(tablet.locator("#stage")).to_contain_text("Placing figures")
        expect(tablet.locator("#players")).to_contain_text("locked: Norse")
        first = tablet.locator(".offer-button").first
        expect(first).to_contain_text("Bo:")  # the Button's holder places first
        tablet.screenshot(path=artifacts / "conjurers-round-1.png", full_page=True)

        tablet.click("#share-link")
        expect(tablet.locator("svg.qr")).to_have_count(3)
        tablet.locator("#seat-1 .qr-box").screenshot(path=artifacts / "conjurers-qr-seat1.png")
        (link,) = [r.text for r in zxingcpp.read_barcodes(Image.open(artifacts / "conjurers-qr-seat1.png"))]
        assert link.startswith(f"{base_url}/p/")
        phone = phone_ctx.new_page()
        phone.goto(link)
        expect(phone.locator("#player-name")).to_have_text("Bo")
        expect(phone.locator("#army li.creature")).to_have_count(3)
        expect(phone.locator("#assistants")).to_contain_text("Merchant")
        assert phone.locator("form").count() == 0
        phone.screenshot(path=artifacts / "conjurers-phone.png", full_page=True)

        tablet.click("text=Back to the game")
        tablet.locator(".offer-button").first.click()
        expect(tablet.locator("#seq")).to_have_text("2")
        tablet.get_by_role("button", name="Undo").click()
        expect(tablet.locator("#seq")).to_have_text("1")
        tablet.get_by_role("button", name="Redo").click()
        expect(tablet.locator("#seq")).to_have_text("2")
        expect(phone.locator("#sheet")).to_have_attribute("data-seq", "2", timeout=15_000)
    finally:
        tablet_ctx.close()
        phone_ctx.close()
