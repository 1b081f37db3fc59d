"""In Chromium: create a game on the tablet, act, undo, reload, and find the expected state."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.e2e.tablet import next_step, settle
from tests.helpers import GM_PIN, GUILDS, pick_guilds

pytestmark = pytest.mark.e2e


def _gold(page, seat: int):
    return page.locator(f'#hero-{seat} [data-stat="gold"]')


def test_create_act_undo_reload(tablet, base_url):
    page = tablet
    page.goto(base_url + "/")
    expect(page.get_by_text("No saved games yet")).to_be_visible()
    page.get_by_role("link", name="New game").click()
    page.get_by_label("Name of the game").fill("Friday night")
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="2").click()
    expect(page.get_by_label("Player 3", exact=True)).to_have_count(0)
    settle(page)  # the re-rendered step listens for typing once htmx has settled it
    for i, player in enumerate(["Anna", "Ben"]):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    settle(page)
    for i, (character, s, w) in enumerate([("Druid", "3", "6"), ("Paladin", "4", "4")]):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(character)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        pick_guilds(page, i, character)
    for _ in range(3):  # one step at a time: a click on a step still being swapped in would be lost
        settle(page)
        page.locator("#next").click()
        settle(page)
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#hero-0 h2")).to_have_text("Anna")
    assert re.search(r"/games/[0-9a-f]{32}$", page.url), page.url  # the game's address, not /games/new (issue 39)
    expect(_gold(page, 0)).to_have_text("3")

    page.locator("#hero-0").get_by_title("Gain Gold").click()
    expect(_gold(page, 0)).to_have_text("4")
    page.locator("#hero-1").get_by_title("Lose Health").click()
    expect(page.locator('#hero-1 [data-stat="health"]')).to_have_text("3")
    expect(page.locator("#seq")).to_have_text("3")
    expect(page.locator(".log-lines")).to_contain_text("Ben's Paladin: lost 1 Health.")

    page.locator("#undo").click()
    expect(page.locator('#hero-1 [data-stat="health"]')).to_have_text("4")
    expect(page.locator("#seq")).to_have_text("2")
    shot(page, "spine-game-screen")

    page.reload()
    expect(_gold(page, 0)).to_have_text("4")
    expect(page.locator('#hero-1 [data-stat="health"]')).to_have_text("4")
    expect(page.locator("#redo")).to_be_enabled()

    page.goto(base_url + "/")
    expect(page.get_by_role("link", name="Friday night")).to_be_visible()
    shot(page, "spine-home")


def test_refusal_explains_the_rule(tablet, base_url, live_app):
    client = live_app.test_client()
    r = client.post("/api/v1/games", json={"name": "G", "setup": {"kind": "create_game", "seats": [
        {"player": "A", "character": "scout", "strength": 3, "willpower": 1, "guilds": GUILDS["Scout"]},
        {"player": "B", "character": "druid", "strength": 3, "willpower": 6, "guilds": GUILDS["Druid"]}]}, "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    page = tablet
    become_gm(page, base_url, r.get_json()["id"])  # the game was made by another client
    page.locator("#hero-0").get_by_title("Spend Magic").click()
    expect(page.locator('#hero-0 [data-stat="magic"]')).to_have_text("0")
    page.locator("#hero-0").get_by_title("Spend Magic").click()
    expect(page.locator("#refusal")).to_contain_text("000:L143")
    expect(page.locator('#hero-0 [data-stat="magic"]')).to_have_text("0")
    shot(page, "spine-refusal")
