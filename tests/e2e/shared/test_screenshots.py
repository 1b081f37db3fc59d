"""Screenshots of every main screen, light and dark, landscape and portrait, for a person to look at."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, keep, shot
from tests.e2e.demo import deal_demo_table
from tests.e2e.tablet import next_step, settle
from tests.helpers import api_act, api_create, pick_guilds

pytestmark = pytest.mark.e2e
VIEWPORTS = {"landscape": {"width": 1280, "height": 800}, "portrait": {"width": 800, "height": 1280}}


def _game(live_app) -> str:
    client = live_app.test_client()
    game_id = api_create(client, seats=3, name="Friday night")
    api_act(client, game_id, 1, {"kind": "record_dice", "purpose": "first player", "faces": [5]})
    api_act(client, game_id, 2, {"kind": "adjust_hero", "seat": 0, "health": -1, "reason": "lost to the Bear"})
    api_act(client, game_id, 3, {"kind": "adjust_hero", "seat": 1, "magic": -2})
    api_act(client, game_id, 4, {"kind": "adjust_hero", "seat": 2, "gold": 4})
    deal_demo_table(live_app.extensions["herald.log"], game_id)
    return game_id


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("orientation", ["landscape", "portrait"])
def test_screens(browser, base_url, live_app, theme, orientation):
    game_id = _game(live_app)
    context = browser.new_context(viewport=VIEWPORTS[orientation], device_scale_factor=1, has_touch=True)
    context.add_init_script(f"localStorage.setItem('herald.theme', '{theme}')")
    page = context.new_page()
    become_gm(page, base_url, game_id)  # the game was made by another client
    tag = f"{orientation}-{theme}"
    page.goto(base_url + "/")
    shot(page, f"home-{tag}")
    page.goto(f"{base_url}/games/{game_id}")
    expect(page.locator("#phase")).to_have_text("Encounter")
    keep(page, str(shot(page, f"game-{tag}-full")).replace("-full", ""), full_page=False)
    page.goto(f"{base_url}/games/{game_id}/battle?seat=0&foe_name=Old+Pirate&kind=wills&hero_bonus=2")
    expect(page.locator("#odds-win")).to_be_visible()
    shot(page, f"battle-{tag}")
    page.goto(f"{base_url}/games/{game_id}/log")
    shot(page, f"log-{tag}")
    page.goto(f"{base_url}/games/new")
    shot(page, f"setup-1-game-{tag}")
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="3").click()
    expect(page.get_by_label("Player 3", exact=True)).to_have_count(1)
    settle(page)  # the re-rendered step listens for typing once htmx has settled it
    for i, name in enumerate(("Anna", "Ben", "Cleo")):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
    shot(page, f"setup-2-players-{tag}")
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    settle(page)
    shot(page, f"setup-3-draft-{tag}")
    for i, (c, s, w) in enumerate((("Druid", "3", "6"), ("Paladin", "4", "4"), ("Mercenary", "5", "3"))):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(c)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        pick_guilds(page, i, c)
    page.locator("#next").click()
    shot(page, f"setup-4-decks-{tag}")
    page.locator("#next").click()
    shot(page, f"setup-5-board-{tag}")
    page.locator("#next").click()
    shot(page, f"setup-6-review-{tag}")
    context.close()
