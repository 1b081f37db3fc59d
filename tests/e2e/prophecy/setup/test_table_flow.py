"""In Chromium: the group's first game asks once for its board (with a picture of the ring) and keeps the answers;
no form is queued before the first move; a Chance card's amounts Herald lacks are asked when the card is carried
out, labelled by who gets them, and kept for the next time. Screenshots light and dark at 1280x800."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, TABLET, become_gm, keep
from tests.e2e.tablet import draw_chance, prepare_board, roll_first, settle, shot, stat, wizard_to_board
from tests.helpers import GM_PIN

pytestmark = pytest.mark.e2e

# The group's board: no new Forest (the initial situation below fills the two known ones).
TERRAINS = {3: "Mountains", 8: "Plains", 9: "Mountains", 16: "Plains", 17: "Mountains"}


def to_board_step(page, base_url: str) -> None:
    """The wizard up to its board step: a two-player game, Anna's Druid and Ben's Paladin."""
    wizard_to_board(page, base_url, "First night")


def dark_page(browser):
    context = browser.new_context(viewport=TABLET, device_scale_factor=1, has_touch=True)
    context.add_init_script("localStorage.setItem('herald.theme', 'dark')")
    return context, context.new_page()


def test_board_asked_once_and_a_chance_amount_asked_when_needed(browser, tablet, base_url, live_app):
    page = tablet
    dark_context, dark = dark_page(browser)
    to_board_step(dark, base_url)
    expect(dark.locator("#board-facts")).to_be_visible()
    shot(dark, "flow-board-step-dark")

    to_board_step(page, base_url)
    facts = page.locator("#board-facts")
    expect(facts.locator("svg.ring-picture g.ring-space")).to_have_count(20)
    expect(facts.locator("g.ring-space.asked")).to_have_count(5)
    facts.locator("label.pick", has_text="Mountains (space 1)").click()
    for index, terrain in TERRAINS.items():
        facts.get_by_label(f"Terrain of space {index}").select_option(label=terrain)
    facts.get_by_label("Space of the third Magic Gate").select_option("9")
    shot(page, "flow-board-step-light")
    page.locator("#next").click()
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()
    expect(page.locator("#phase")).to_have_text("Initial situation")
    catalog = live_app.extensions["herald.catalog"]
    assert catalog.entity("space-03").terrain == "mountains" and catalog.entity("space-09").gate is True
    assert catalog.entity("board").clockwise == "up"

    # No queue of forms before the first move: the characters' numbers were all the wizard asked.
    expect(page.locator("#register-prompt")).to_have_count(0)
    expect(page.locator("#card-form")).to_have_count(0)
    prepare_board(page)
    roll_first(page)
    expect(page.locator("#card-form")).to_have_count(0)
    game_id = page.url.rstrip("/").split("/")[-1]

    # Good Times: Herald knows it gives Gold to everyone, the drawer most, but not how much.
    assert catalog.card("good-times").effects[0].amount is None
    draw_chance(page, "good", "Good Times")
    resolve = page.locator('.offer-card[data-kind="resolve_chance"]')
    expect(resolve).to_contain_text("The drawer gets")
    expect(resolve).to_contain_text("Everyone else gets")
    expect(resolve.get_by_label("Only this time")).not_to_be_checked()
    settle(page)
    shot(page, "flow-chance-amounts-light")
    become_gm(dark, base_url, game_id)
    expect(dark.locator('.offer-card[data-kind="resolve_chance"]')).to_be_visible()
    shot(dark, "flow-chance-amounts-dark")
    dark_context.close()

    resolve.get_by_label("The drawer gets").fill("2")
    resolve.get_by_label("Everyone else gets").fill("1")
    resolve.get_by_role("button", name="Carry out Good Times").click()
    expect(stat(page, 0, "gold")).to_contain_text("5")
    expect(stat(page, 1, "gold")).to_contain_text("4")
    good_times = live_app.extensions["herald.catalog"].card("good-times")
    assert [(e.who, e.amount) for e in good_times.effects] == [("self", 2), ("other_players", 1)]

    # A card in play whose numbers Herald lacks can be filled in early from its chip: printed numbers first,
    # effects folded under one tap, only what such a card shows.
    chip = page.locator('.card-chip[data-card="angry-mob"]')
    chip.locator(".fill-in").click()
    form = page.locator("#card-form")
    expect(form).to_be_visible()
    expect(form.locator("details.pcard-more")).not_to_have_attribute("open", "")
    expect(form.locator(".pcard-stats")).to_be_visible()
    expect(form.get_by_label("Copies in your box")).to_have_count(0)  # not printed on the card
    box, top = page.locator("#register-form").bounding_box(), page.evaluate("window.scrollY")
    keep(page, str(ARTIFACTS / "flow-card-form-light.png"), full_page=True,
         clip={"x": 0, "y": box["y"] + top - 10, "width": 1280, "height": box["height"] + 20})
    form.locator("details.pcard-more > summary").click()
    expect(form.locator(".pcard-lines").first).to_be_visible()
    page.locator("#card-form-later").click()
    expect(page.locator("#card-form")).to_have_count(0)
    dark_context, dark = dark_page(browser)
    become_gm(dark, base_url, game_id)
    dark.locator('.card-chip[data-card="angry-mob"] .fill-in').click()
    expect(dark.locator("#card-form")).to_be_visible()
    box, top = dark.locator("#register-form").bounding_box(), dark.evaluate("window.scrollY")
    keep(dark, str(ARTIFACTS / "flow-card-form-dark.png"), full_page=True,
         clip={"x": 0, "y": box["y"] + top - 10, "width": 1280, "height": box["height"] + 20})
    dark_context.close()

    # The next game neither asks for the board nor for Good Times' amounts.
    page.goto(base_url + "/games/new")
    to_board_step(page, base_url)
    expect(page.locator("#board-facts")).to_have_count(0)
    expect(page.locator("#board-known")).to_be_visible()
