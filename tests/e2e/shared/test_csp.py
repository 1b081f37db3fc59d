"""In Chromium, under Herald's Content-Security-Policy: the tablet's whole spine (create, act, undo, reload), the
log, the share page and a phone's sheet work, and the browser reports no violation of the policy."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from . import test_spine as spine

pytestmark = pytest.mark.e2e


def _sheet_polls(page, times: int) -> None:
    """Wait until the open phone sheet has polled the server `times` times (what the policy must let through)."""
    for _ in range(times):
        with page.expect_response(lambda r: r.url.endswith("/sheet")):
            pass


def test_the_pages_work_under_the_policy_without_a_violation(tablet, base_url):
    page = tablet
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: violations.append(str(e)))
    response = page.goto(base_url + "/")
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    spine.test_create_act_undo_reload(page, base_url)
    game_link = page.get_by_role("link", name="Friday night")
    game_link.click()
    expect(page).to_have_url(re.compile(r"/games/[0-9a-f]{32}$"))
    game_id = page.url.rstrip("/").split("/")[-1]
    page.goto(f"{base_url}/games/{game_id}/log")
    expect(page.locator("body")).to_contain_text("Anna")
    for path in ("/catalog", "/catalog/cards/druid", f"/games/{game_id}/print", f"/games/{game_id}/battle",
                 f"/games/{game_id}/pin/change"):
        assert page.goto(base_url + path).status == 200, path
        page.wait_for_load_state("networkidle")
    page.goto(f"{base_url}/games/{game_id}/share")
    expect(page.locator(".qr-box svg, .qr-box img").first).to_be_visible()
    link = page.locator(".seat-url").first.inner_text()
    page.goto(link)
    expect(page.locator("body")).to_contain_text("Anna")
    _sheet_polls(page, 2)
    assert violations == []


def test_seat_colours_odds_bars_and_conjurers_under_the_policy(tablet, base_url, live_app):
    """The pages that used to colour seats and size the odds bars with style attributes, and Conjurers' screens:
    no violation reported, the colours and bars drawn (screenshots csp-*.png under test-artifacts/)."""
    from app.games.prophecy.engine.events import GameEnded
    from app.games.prophecy.engine.state import GameResult
    from tests.e2e.conftest import become_gm, shot
    from tests.helpers import GM_PIN, api_create, as_tablet, link_path, seat_links
    from tests.web.conjurers.kit import start_action
    from tests.web.prophecy.battle.kit import battle_under_way
    from tests.web.prophecy.scenes import append_step

    page = tablet
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: violations.append(str(e)))
    client = as_tablet(live_app.test_client(), make_game=False)
    fight = battle_under_way(client)
    become_gm(page, base_url, fight)
    page.goto(f"{base_url}/games/{fight}/battle?live=1")
    bar = page.locator("svg.odds-bar").first
    expect(bar).to_be_visible()
    box = bar.bounding_box()
    win = page.locator("svg.odds-bar rect.win").first.bounding_box()
    assert box["width"] > 200 and 0 < win["width"] < box["width"] * 0.2  # 7.2 % to win
    colour = page.evaluate("getComputedStyle(document.querySelector('#turn .dot')).backgroundColor")
    assert colour == "rgb(192, 57, 43)"  # the first seat's red
    shot(page, "csp-battle-live")
    page.goto(f"{base_url}/games/{fight}")
    shot(page, "csp-game-in-battle")
    page.goto(base_url + link_path(seat_links(client, fight)[0]))
    shot(page, "csp-phone-in-battle")

    gid = api_create(client, seats=3, name="Colours")
    become_gm(page, base_url, gid)
    cards = page.locator(".hero-card")
    expect(cards).to_have_count(3)
    borders = [cards.nth(i).evaluate("e => getComputedStyle(e).borderLeftColor") for i in range(3)]
    assert borders == ["rgb(192, 57, 43)", "rgb(46, 125, 50)", "rgb(31, 95, 174)"]
    shot(page, "csp-game-screen")
    q = "seat=0&opponent=creature&foe_name=Old+Pirate&foe_strength=3&foe_willpower=3&kind=wills"
    page.goto(f"{base_url}/games/{gid}/battle/preview?{q}")
    expect(page.locator("svg.odds-bar")).to_be_visible()
    page.goto(f"{base_url}/games/{gid}/log")
    shot(page, "csp-log")
    append_step(live_app.extensions["herald.log"], gid, [GameEnded(result=GameResult(winners=(1,), reason="crowned (000:L493)"))])
    page.goto(f"{base_url}/games/{gid}")
    expect(page.locator(".finisher.winner")).to_be_visible()
    shot(page, "csp-result")

    r = client.post("/api/v1/games", json={"name": "Conjurers", "setup": start_action(), "pin": GM_PIN})
    cid = r.get_json()["id"]
    become_gm(page, base_url, cid)
    shot(page, "csp-conjurers")
    for path in (f"/games/{cid}/log", "/conjurers/new", "/games/new", "/catalog"):
        assert page.goto(base_url + path).status == 200, path
    page.goto(base_url + link_path(seat_links(client, cid)[0]))
    _sheet_polls(page, 1)
    assert violations == []
