"""Issues 39 and 43 in Chromium on a 1280x800 tablet and a phone: a four-player game with tournaments from the last
feeding (shown as paid, not as still to come) through the last tournament, tapped on the tablet, to the final score
at the top of the screen and the ranking on a phone; the guild house with nothing affordable and a shop typo
refused beside its button, light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, keep
from tests.e2e.tablet import settle
from tests.helpers import link_path, seat_links
from tests.web.conjurers.conjurers_battle_kit import create, to_resolution
from tests.web.conjurers.kit import at_last_tournament, played

pytestmark = pytest.mark.e2e
TABLET = {"viewport": {"width": 1280, "height": 800}, "has_touch": True}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


def _both_themes(page, artifacts, name: str) -> None:
    keep(page, artifacts / f"{name}-light.png", full_page=False)
    page.click("[data-action=theme]")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    keep(page, artifacts / f"{name}-dark.png", full_page=False)
    page.click("[data-action=theme]")


def _tap_tournament(page) -> None:
    """Tap the tournament's forms as the table would: the lot, each match's winner as reported, each prize."""
    for _ in range(20):
        forms = page.locator("#offers form.offer")
        if not forms.count():
            return
        form = forms.first
        kind = form.get_attribute("data-kind")
        for radio_name in set(form.locator("input[type=radio]").evaluate_all("els => els.map(e => e.name)")):
            group = form.locator(f"input[type=radio][name='{radio_name}']")
            if not group.evaluate_all("els => els.some(e => e.checked)"):
                group.first.check()
        seq = page.locator("#screen").get_attribute("data-seq")
        if kind == "tournament_match":
            form.locator("button[name=winner]").first.click()
        else:
            form.locator("button[type=submit]").last.click()
        expect(page.locator("#screen")).not_to_have_attribute("data-seq", seq)


def test_the_last_feeding_the_last_tournament_and_the_final_score(base_url, browser, live_app, artifacts):
    client = live_app.test_client()
    game_id = played(live_app, client, stop=at_last_tournament)  # up to here through the log, not the browser
    context = browser.new_context(**TABLET)
    phone_context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        become_gm(page, base_url, game_id)
        expect(page.locator("#fed")).to_contain_text("Feeding after round 12: paid")
        expect(page.locator("#next-feeding")).to_have_text("none left")
        expect(page.locator("#feeding")).to_have_count(0)  # no feeding left to come
        page.locator("#fed").scroll_into_view_if_needed()
        _both_themes(page, artifacts, "conjurers-last-feeding-paid")
        phone = phone_context.new_page()
        phone.goto(base_url + link_path(seat_links(client, game_id)[0]))
        expect(phone.locator("#fed")).to_contain_text("Feeding after round 12: you paid")
        expect(phone.locator("#now")).to_contain_text("tournament")
        keep(phone, artifacts / "conjurers-phone-last-feeding.png", full_page=True)
        _tap_tournament(page)
        expect(page.locator("#result")).to_be_visible()
        expect(page.locator("#ranking li")).to_have_count(4)
        settle(page)  # htmx scrolls the swapped screen only when it settles
        assert page.evaluate("window.scrollY") == 0  # the final score at the top, not the old scroll position
        _both_themes(page, artifacts, "conjurers-final-score-top")
        phone.reload()
        expect(phone.locator("#ranking li")).to_have_count(4)
        expect(phone.locator("#ranking")).to_contain_text("Decided by")
        expect(phone.locator("#so-far h2")).to_have_text("Your final score")
        keep(phone, artifacts / "conjurers-phone-final.png", full_page=True)
    finally:
        context.close()
        phone_context.close()


def test_the_guild_house_and_the_shop_never_leave_the_table_guessing(base_url, browser, live_app, artifacts):
    client = live_app.test_client()
    gid = create(client)
    to_resolution(client, gid, 0, "conjurer", "guild_house")
    context = browser.new_context(**TABLET)
    try:
        page = context.new_page()
        become_gm(page, base_url, gid)
        hire = page.locator("form.offer-hire")
        expect(hire.locator("#hire-lacks")).to_contain_text("so nobody can be hired now")
        expect(hire.get_by_label("Hire nobody")).to_be_checked()
        hire.scroll_into_view_if_needed()
        _both_themes(page, artifacts, "conjurers-guild-house-nothing-affordable")
        hire.locator("button[type=submit]").click()
        expect(page.locator("form.offer-hire")).to_have_count(0)
    finally:
        context.close()
    gid = create(client)
    g = to_resolution(client, gid, 1, "merchant", "blacksmith_1")
    unknown = next(c for c in g["state"]["items"] if g["state"]["facts"][c]["cost"] is None)
    context = browser.new_context(**TABLET)
    try:
        page = context.new_page()
        become_gm(page, base_url, gid)
        shop = page.locator("form.offer-buy")
        shop.locator(f"input[name=card][value='{unknown}']").check()
        shop.locator(f"input[name='cost.{unknown}']").fill("3 wodo")
        shop.locator("button[type=submit]").click()
        beside = page.locator("form.offer-buy #form-refusal")
        expect(beside).to_contain_text("wodo")
        expect(page.locator(f"form.offer-buy input[name='cost.{unknown}']")).to_have_value("3 wodo")
        beside.scroll_into_view_if_needed()
        _both_themes(page, artifacts, "conjurers-shop-typo-beside-button")
    finally:
        context.close()


def test_the_wizard_s_starting_player_follows_the_names_and_the_address_becomes_the_game_s(base_url, browser):
    context = browser.new_context(**TABLET)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/conjurers/new")
        expect(page.locator("input[name=name]")).not_to_have_value("")  # a default name, the game's and the time
        for i, (name, assistant) in enumerate((("Ada", "Worker"), ("Bo", "Merchant"))):
            page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
            page.get_by_label(f"First assistant of player {i + 1}").select_option(label=assistant)
        expect(page.locator("#start-seat option[value='0']")).to_have_text("Ada")
        expect(page.locator("#start-seat option[value='1']")).to_have_text("Bo")
        page.get_by_label("Game-master PIN").fill("2468")
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_url(lambda url: "/games/" in url)
        assert page.url.rstrip("/").rsplit("/", 2)[-2] == "games"
        page.reload()
        expect(page.locator("#offers")).to_be_visible()  # a reload shows the game, not an empty wizard
    finally:
        context.close()
