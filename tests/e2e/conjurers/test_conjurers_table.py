"""Conjurers on a 1280x800 touch tablet in Chromium: the setup wizard, a round of allocation (big buttons) and
resolution (forms), a battle begun so that phones opened from decoded QR codes show the secret three to their owner
only, undo and a reported outcome instead, then a whole game's feeding and score screens (the game played through the
log by tests/web/conjurers/kit.py); light and dark."""

from __future__ import annotations

import re

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, keep
from tests.helpers import GM_PIN
from tests.web.conjurers.kit import played

pytestmark = pytest.mark.e2e
TABLET = {"viewport": {"width": 1280, "height": 800}, "has_touch": True}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
BATTLEGROUNDS = ("Duat", "Mount Olympus", "Shangri-La", "Valhalla", "Garden of Eden")


def _both_themes(page, artifacts, name: str) -> None:
    """A full-page screenshot in light, then in dark (the device's theme button), back to light."""
    keep(page, artifacts / f"{name}-light.png", full_page=True)
    page.click("[data-action=theme]")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    keep(page, artifacts / f"{name}-dark.png", full_page=True)
    page.click("[data-action=theme]")


def _seq(page) -> int:
    return int(page.locator("#seq").inner_text())


def _place_round(page, battleground: bool) -> None:
    """Tap a big button for every figure: the first player's conjurer to a battleground if asked."""
    first = True
    while page.locator("#offers form.offer-place").count():
        form = page.locator("#offers form.offer-place").first
        before = _seq(page)
        target = form.locator("button[name=space]").filter(has_text=re.compile("|".join(BATTLEGROUNDS)))
        if first and battleground and target.count():
            target.first.click()
        else:
            form.locator("button[name=space]").first.click()
        first = False
        expect(page.locator("#seq")).to_have_text(str(before + 1))


def _resolve_one(page, outcome: str = "won") -> str:
    """Resolve the first action offered as a person would (nobody hired, nothing bought or sacrificed)."""
    form = page.locator("#offers form.offer").first
    kind = form.get_attribute("data-kind")
    before = _seq(page)
    if kind == "hire":
        form.get_by_text("Hire nobody").click()
    if kind == "duel":
        for c in ("wood", "stone", "food"):
            form.locator(f"input[name=category][value={c}]").check()
    if kind in ("battleground", "duel"):
        form.locator(f"button[name=outcome][value={outcome}]").click()
    else:
        form.locator(".offer-button").first.click()
    expect(page.locator("#seq")).to_have_text(str(before + 1))
    return kind


def test_a_round_on_the_tablet_and_the_secret_draw_on_phones(base_url, browser, artifacts):
    tablet_ctx, phone_ctx = browser.new_context(**TABLET), browser.new_context(**PHONE)
    try:
        tablet = tablet_ctx.new_page()
        tablet.goto(base_url)
        tablet.click("#new-conjurers")
        expect(tablet.get_by_role("heading", name="A new game of Conjurers")).to_be_visible()
        tablet.get_by_label("Name of the game").fill("Myth night")
        for i, (name, assistant) in enumerate((("Ada", "Worker"), ("Bo", "Warrior"))):
            tablet.get_by_label(f"Player {i + 1}", exact=True).fill(name)
            tablet.get_by_label(f"First assistant of player {i + 1}").select_option(label=assistant)
        tablet.locator("#options label.pick", has_text="Elements").click()
        tablet.get_by_label("Game-master PIN").fill(GM_PIN)
        expect(tablet.locator("#closed-by-count")).to_contain_text("fishing pond")
        _both_themes(tablet, artifacts, "conjurers-wizard")
        tablet.get_by_role("button", name="Start the game").click()
        tablet.wait_for_url(re.compile(r".*/games/[0-9a-f]{32}$"))
        expect(tablet.locator("#round")).to_contain_text("Round 1")
        expect(tablet.locator("#space-fishing_pond")).to_have_attribute("data-status", "closed")
        expect(tablet.locator("#space-iron_mine")).to_have_attribute("data-status", "locked")
        expect(tablet.locator("#offers h3").first).to_have_text("Ada places the conjurer")
        _both_themes(tablet, artifacts, "conjurers-allocation")

        _place_round(tablet, battleground=True)
        expect(tablet.locator("#stage")).to_contain_text("Resolving actions")
        expect(tablet.locator("#queue li").first).to_contain_text("Ada's")
        _both_themes(tablet, artifacts, "conjurers-resolution")
        while tablet.locator("#offers form.offer").first.get_attribute("data-kind") not in ("battleground", "duel"):
            _resolve_one(tablet)
        # Ada fights for a creature: the battle begins, and her three are on her phone only.
        form = tablet.locator("#offers form.offer").first
        expect(form).to_contain_text("Level printed on the creature fought for")
        before = _seq(tablet)
        form.locator("button[name=outcome][value=fight]").click()
        expect(tablet.locator("#seq")).to_have_text(str(before + 1))
        # the fight opens the battle screen at once (screens branch: "Fight it on the battle screen" opens it)
        tablet.wait_for_url(re.compile(r".*/conjurers/battle$"))
        expect(tablet.get_by_role("heading", name="Battleground", level=1)).to_be_visible()

        tablet.click("#share-link")
        links = []
        for seat in (0, 1):
            tablet.locator(f"#seat-{seat} .qr-box").screenshot(path=artifacts / f"conjurers-qr-{seat}.png")
            (link,) = [r.text for r in zxingcpp.read_barcodes(Image.open(artifacts / f"conjurers-qr-{seat}.png"), formats=zxingcpp.BarcodeFormat.QRCode)]
            assert link.startswith(f"{base_url}/p/")
            links.append(link)
        ada, bo = phone_ctx.new_page(), phone_ctx.new_page()
        ada.goto(links[0])
        bo.goto(links[1])
        expect(ada.locator("#player-name")).to_have_text("Ada")
        expect(ada.locator("#battle-draw li.drawn")).to_have_count(3)
        expect(bo.locator("#player-name")).to_have_text("Bo")
        expect(bo.locator("#battle-draw li.drawn")).to_have_count(0)
        expect(bo.locator("#battle-draw")).to_contain_text("Ada: 3 not yet summoned, hidden from you")
        assert ada.locator("form").count() == 0 and bo.locator("form").count() == 0
        assert not re.search(r"level1-|creature-[a-z]", ada.content())
        keep(ada, artifacts / "conjurers-phone-owner.png", full_page=True)
        keep(bo, artifacts / "conjurers-phone-other.png", full_page=True)

        # The table settles it by hand instead: undo the battle, report the outcome; the phones follow.
        tablet.click("text=Back to the game")
        tablet.get_by_role("button", name="Undo").click()
        expect(tablet.locator("#seq")).to_have_text(str(before))
        _resolve_one(tablet, "won")
        while tablet.locator("#offers form.offer").count() and tablet.locator("#stage").inner_text().startswith("Resolving"):
            _resolve_one(tablet)
        expect(tablet.locator("#round")).to_contain_text("Round 2")
        expect(ada.locator("#sheet")).to_have_attribute("data-seq", str(_seq(tablet)))
        expect(ada.locator("#battle-draw")).to_have_count(0)
        expect(ada.locator("#army li.creature")).to_have_count(4)
        keep(ada, artifacts / "conjurers-phone-after.png", full_page=True)
    finally:
        tablet_ctx.close()
        phone_ctx.close()


def test_feeding_and_score_screens_of_a_whole_game(base_url, browser, live_app, artifacts):
    game_id = played(live_app, live_app.test_client())  # to its final score through the log, not the browser
    _, final = live_app.extensions["herald.log"].load(game_id)
    assert final.result is not None
    context = browser.new_context(**TABLET)
    try:
        page = context.new_page()
        become_gm(page, base_url, game_id)
        expect(page.locator("#result")).to_be_visible()
        for s in final.result.scores:
            expect(page.locator(f"#score-{s.seat} .total")).to_have_text(str(s.total))
        expect(page.locator("#winners")).to_contain_text(final.players[final.result.winners[0]].name)
        _both_themes(page, artifacts, "conjurers-score")
        page.click("#feeding-link")
        expect(page.locator("section.past-feeding")).to_have_count(4)
        expect(page.locator("#feeding-3")).to_contain_text("Owed")
        _both_themes(page, artifacts, "conjurers-feeding")
    finally:
        context.close()
