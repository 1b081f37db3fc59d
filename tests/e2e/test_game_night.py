"""In Chromium on a 10-inch tablet: set up a game with the wizard, play rounds, fight, undo, reload, read the log.

The rules engine's turn structure is not merged yet, so rounds are played the way the table does
today: the first-player roll through the table tools, token changes through the hero panels, a
battle on the battle screen. Where the script stops is said in the report.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.helpers import pick_guilds

pytestmark = pytest.mark.e2e

PLAYERS = [("Anna", "Druid", "3", "6"), ("Ben", "Paladin", "4", "4"), ("Cleo", "Mercenary", "5", "3")]


def _stat(page, seat: int, stat: str):
    return page.locator(f'#hero-{seat} [data-stat="{stat}"]')


def _wizard(page, base_url):
    page.set_default_timeout(8000)
    page.goto(base_url + "/")
    expect(page.get_by_text("No saved games yet")).to_be_visible()
    page.get_by_role("link", name="New game").click()
    expect(page.get_by_role("heading", name="Game and rules")).to_be_visible()
    page.get_by_label("Name of the game").fill("Friday night")
    page.locator("label.pick", has_text="Trading").click()
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Players")).to_be_visible()
    page.locator("label.pick.number", has_text="3").click()
    expect(page.get_by_label("Player 3", exact=True)).to_be_visible()
    page.locator("#next").click()
    expect(page.locator("#form-error")).to_have_text("Type a name for each of the 3 players.")
    for i, (player, *_rest) in enumerate(PLAYERS):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    for i, (_, character, s, w) in enumerate(PLAYERS):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(character)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        pick_guilds(page, i, character)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Decks")).to_be_visible()
    page.locator("#next").click()
    expect(page.get_by_text("5 Astral Planes")).to_be_visible()
    page.locator("#next").click()
    expect(page.locator("#review-name")).to_have_text("Friday night")
    expect(page.get_by_text("Cleo — Mercenary")).to_be_visible()
    page.locator("#start").click()


def test_a_scripted_game_night(tablet, base_url):
    page = tablet
    _wizard(page, base_url)

    # The game screen: phase, board, heroes.
    expect(page.locator("#phase")).to_have_text("Initial situation")
    expect(page.locator("svg.board .space")).to_have_count(20)
    expect(page.locator("#hero-2 h2")).to_have_text("Cleo")
    expect(_stat(page, 0, "gold")).to_have_text("3")

    # Round 1: who goes first (Herald rolls), then the table plays and tells Herald what changed.
    page.get_by_text("Record a die roll").click()
    page.get_by_label("What was it for?").fill("first player")
    page.locator("#table-tools").get_by_role("button", name="Herald rolls").click()
    expect(page.locator("#seq")).to_have_text("2")
    expect(page.locator(".log-lines")).to_contain_text("Herald rolled")
    page.locator("#hero-0").get_by_title("Gain Gold").click()
    expect(_stat(page, 0, "gold")).to_have_text("4")
    page.locator("#hero-1").get_by_title("Pay Exp.").click()
    expect(_stat(page, 1, "experience")).to_have_text("2")
    page.locator("#hero-2").get_by_title("Lose Health").click()
    expect(_stat(page, 2, "health")).to_have_text("4")

    # Round 2: Anna fights the Old Pirate by Wills on the battle screen.
    page.locator("#hero-0").get_by_role("link", name="Battle").click()
    expect(page.locator("#hero-total")).to_have_text("3")
    page.get_by_label("Name").fill("Old Pirate")
    page.locator("label.pick", has_text="Battle of Wills").click()
    expect(page.locator("#hero-total")).to_have_text("4")  # 6 Willpower less 2 Magic to start it
    expect(page.locator("#foe-total")).to_have_text("3")
    page.get_by_role("button", name="Foe: bonus plus 1").click()
    expect(page.locator("#foe-total")).to_have_text("4")
    expect(page.locator("#odds-win")).to_have_text("42%")
    page.locator('.dice-row.hero label.pick:has-text("2")').click()
    page.locator('.dice-row.foe label.pick:has-text("5")').click()
    page.locator("#record-battle").click()
    expect(page.locator("#outcome h1")).to_have_text("Anna's Druid lost")
    expect(page.locator("#outcome")).to_contain_text("6 against 9")
    page.get_by_role("link", name="Back to the table").click()
    expect(_stat(page, 0, "health")).to_have_text("2")
    expect(_stat(page, 0, "magic")).to_have_text("4")
    expect(page.locator("#seq")).to_have_text("8")

    # Undo the Health and the Magic, then the dice (Herald asks first), then redo one step.
    page.locator("#undo").click()
    expect(_stat(page, 0, "health")).to_have_text("3")
    page.locator("#undo").click()
    expect(_stat(page, 0, "magic")).to_have_text("6")
    page.locator("#undo").click()
    expect(page.locator("#confirm-undo")).to_contain_text("Undo anyway?")
    page.get_by_role("button", name="Yes, undo it").click()
    expect(page.locator("#seq")).to_have_text("5")
    page.locator("#redo").click()
    expect(page.locator("#seq")).to_have_text("6")

    # A reload shows the same game.
    page.reload()
    expect(page.locator("#seq")).to_have_text("6")
    expect(_stat(page, 0, "health")).to_have_text("3")
    expect(_stat(page, 2, "health")).to_have_text("4")
    expect(page.locator("#redo")).to_be_enabled()

    # Round 3: a refusal explains itself with the rule.
    for _ in range(4):
        page.locator("#hero-1").get_by_title("Pay Exp.").click()
    expect(page.locator("#refusal")).to_contain_text("000:L193")
    expect(_stat(page, 1, "experience")).to_have_text("0")

    # The log as a story, filtered by hero.
    page.get_by_role("link", name="Log", exact=True).click()
    expect(page.get_by_role("heading", name="The story so far")).to_be_visible()
    expect(page.locator(".story-row")).to_contain_text(["Ben's Paladin: paid 1 Experience."])
    page.locator(".filters").get_by_text("Cleo").click()
    expect(page.locator(".story-row")).to_have_count(1)
    expect(page.locator(".story-row")).to_contain_text(["Cleo's Mercenary: lost 1 Health."])
    page.locator(".filters").get_by_text("Everyone").click()
    expect(page.locator(".story-row")).to_have_count(8)
    page.locator("#undo").click()
    expect(page.get_by_role("heading", name="The story so far")).to_be_visible()
    expect(page.locator("#seq")).to_have_text("7")
    expect(page.locator("#step-8")).to_contain_text("undone")


def test_device_settings_survive_a_reload(tablet, base_url, live_app):
    from tests.helpers import api_create

    game_id = api_create(live_app.test_client())
    page = tablet
    page.goto(f"{base_url}/games/{game_id}")
    page.get_by_role("button", name="Switch light or dark").click()
    page.get_by_role("button", name="Larger text").click()
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--text-scale')").strip() == "1.1"


def test_touch_targets_are_at_least_44px(tablet, base_url, live_app):
    from tests.helpers import api_create

    game_id = api_create(live_app.test_client(), seats=3)
    page = tablet
    for path in (f"/games/{game_id}", f"/games/{game_id}/battle?seat=0", f"/games/{game_id}/log", "/games/new"):
        page.goto(base_url + path)
        small = page.evaluate("""() => [...document.querySelectorAll('button, a.button, .pick span, .chip-link, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select')]
            .filter(e => e.offsetParent !== null)
            .map(e => [e.textContent.trim() || e.name || e.getAttribute('aria-label'), e.getBoundingClientRect()])
            .filter(([, r]) => r.height < 44 || r.width < 44).map(([n, r]) => `${n} ${Math.round(r.width)}x${Math.round(r.height)}`)""")
        assert small == [], f"{path}: {small}"
