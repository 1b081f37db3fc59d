"""Issue 38 in Chromium: a Conjurers game for three whose level 1 creatures are named at setup and whose battleground
creature is named on its form; the tablet, the battle screen and the owner's phone show those names, never Herald's
box numbers; screenshots."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import keep
from tests.e2e.conjurers.test_conjurers_table import PHONE, TABLET, _place_round, _resolve_one, _seq
from tests.helpers import GM_PIN

pytestmark = pytest.mark.e2e
NAMES = {0: ("Lantern Imp", "Moss Hound", "Ember Newt"), 1: ("Tide Sprite", "Ash Crow", "Burrow Mole"),
         2: ("Reed Fox", "Dust Wisp", "Cinder Toad")}
STAND_IN = re.compile(r"Level 1 creature \d|(?:Egyptian|Greek|Japanese|Norse|Biblical) creature \d")


def test_names_typed_at_setup_and_at_a_battleground_show_on_tablet_battle_and_phone(base_url, browser, artifacts):
    tablet_ctx, phone_ctx = browser.new_context(**TABLET), browser.new_context(**PHONE)
    try:
        tablet = tablet_ctx.new_page()
        tablet.goto(f"{base_url}/conjurers/new")
        tablet.get_by_label("Name of the game").fill("Named night")
        for i, (name, assistant) in enumerate((("Ada", "Worker"), ("Bo", "Warrior"), ("Cy", "Merchant"))):
            tablet.get_by_label(f"Player {i + 1}", exact=True).fill(name)
            tablet.get_by_label(f"First assistant of player {i + 1}").select_option(label=assistant)
            for k, card in enumerate(NAMES[i]):
                tablet.get_by_label(f"Name of level 1 creature {k + 1} of player {i + 1}").fill(card)
        tablet.get_by_label("Game-master PIN").fill(GM_PIN)
        keep(tablet, artifacts / "conjurers-named-setup.png", full_page=True)
        tablet.get_by_role("button", name="Start the game").click()
        tablet.wait_for_url(re.compile(r".*/games/[0-9a-f]{32}$"))
        for cards in NAMES.values():
            for card in cards:
                expect(tablet.locator("main")).to_contain_text(card)
        _place_round(tablet, battleground=True)
        while tablet.locator("#offers form.offer").first.get_attribute("data-kind") not in ("battleground", "duel"):
            _resolve_one(tablet)
        form = tablet.locator("#offers form.offer").first
        assert form.get_attribute("data-kind") == "battleground"
        form.get_by_label("Name of the creature fought for").fill("Storm Gryphon")
        before = _seq(tablet)
        form.locator("button[name=outcome][value=fight]").click()
        expect(tablet.locator("#seq")).to_have_text(str(before + 2))  # the fight, then the name
        # the fight opens the battle screen at once (screens branch: "Fight it on the battle screen" opens it)
        tablet.wait_for_url(re.compile(r".*/conjurers/battle$"))
        expect(tablet.locator("main")).to_contain_text("Storm Gryphon")
        assert not STAND_IN.search(tablet.locator("main").inner_text())
        keep(tablet, artifacts / "conjurers-named-battle.png", full_page=True)
        tablet.goto(tablet.url.split("/conjurers/battle")[0] + "/share")
        link = tablet.locator(".seat-url").first.inner_text()
        ada = phone_ctx.new_page()
        ada.goto(link)
        expect(ada.locator("#battle-draw li.drawn")).to_have_count(3)
        drawn = ada.locator("#battle-draw").inner_text()
        assert all(card in drawn for card in NAMES[0])  # three creatures in her army: all three are drawn
        assert not STAND_IN.search(ada.locator("body").inner_text())
        keep(ada, artifacts / "conjurers-named-phone.png", full_page=True)
    finally:
        tablet_ctx.close()
        phone_ctx.close()


def test_a_creature_won_at_a_tournament_is_named_on_its_prize_form(live_app, base_url, browser, artifacts):
    """The prize form asks the creature's name as the battleground's does; the tablet and the winner's phone show it."""
    from tests.e2e.conftest import become_gm
    from tests.helpers import link_path, seat_links
    from tests.web.conjurers.conjurers_battle_kit import to_first_prize

    client = live_app.test_client()
    game_id = to_first_prize(client)
    tablet_ctx, phone_ctx = browser.new_context(**TABLET), browser.new_context(**PHONE)
    try:
        tablet = tablet_ctx.new_page()
        become_gm(tablet, base_url, game_id)
        form = tablet.locator("#offers form.offer").first
        assert form.get_attribute("data-kind") == "tournament_prize"
        seat = int(form.locator("input[name=seat]").get_attribute("value"))
        form.get_by_label("Name of the creature taken").fill("Thunder Roc")
        form.scroll_into_view_if_needed()
        keep(tablet, artifacts / "conjurers-prize-named-form.png", full_page=False)
        before = _seq(tablet)
        form.get_by_role("button", name="Take the prize").click()
        expect(tablet.locator("#seq")).to_have_text(str(before + 2))  # the prize, then the name
        expect(tablet.locator("main")).to_contain_text("Thunder Roc")
        assert not STAND_IN.search(tablet.locator("main").inner_text())
        keep(tablet, artifacts / "conjurers-prize-named-tablet.png", full_page=True)
        phone = phone_ctx.new_page()
        phone.goto(base_url + link_path(seat_links(client, game_id)[seat]))
        expect(phone.locator("body")).to_contain_text("Thunder Roc")
        keep(phone, artifacts / "conjurers-prize-named-phone.png", full_page=True)
    finally:
        tablet_ctx.close()
        phone_ctx.close()
