"""Issue 42 in Chromium: a tap on the game screen is answered with only the panels it changed, and the screen stays
right: the forms of panels left in place post the current step, a form tapped twice is two steps, an undo and a
change made on another device still work as before."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm
from tests.e2e.tablet import settle, shot, stat
from tests.web.prophecy.scenes import import_scene

pytestmark = pytest.mark.e2e


def _seq(page) -> int:
    return int(page.locator("#step").get_attribute("data-seq"))


def _tap(page, name: str, answers: list[str]) -> None:
    """Tap a button and wait for its answer to be swapped in."""
    with page.expect_response(lambda r: r.url.endswith("/act") or r.url.endswith("/undo")) as answer:
        page.get_by_role("button", name=name, exact=True).click()
    answers.append(answer.value.text())
    settle(page)


def test_taps_answer_only_their_panels_and_the_screen_stays_right(tablet, base_url, live_app):
    client = live_app.test_client()
    gid = import_scene(client, name="Panels")
    page, answers = tablet, []
    become_gm(page, base_url, gid)
    start, cleo, ben = _seq(page), int(stat(page, 0, "gold").inner_text()), int(stat(page, 1, "gold").inner_text())

    _tap(page, "Gain 1 Gold for Ben", answers)
    expect(stat(page, 1, "gold")).to_have_text(str(ben + 1))
    # Cleo's panel was not sent again: its forms still hold the step before, the script posts the current one
    _tap(page, "Gain 1 Gold for Cleo", answers)
    expect(stat(page, 0, "gold")).to_have_text(str(cleo + 1))
    assert all('id="screen"' not in a and "hx-swap-oob" in a for a in answers), [a[:200] for a in answers]
    assert 'id="hero-slot-0"' not in answers[0] and 'id="hero-slot-1"' not in answers[1]
    expect(page.locator("#screen")).to_have_attribute("data-seq", str(start + 2))
    expect(page.locator("#step-count, #seq").first).to_have_text(str(start + 2))
    expect(page.locator("#notice, #refusal")).to_have_count(0)

    # the same die form tapped twice (its panel stays): two steps, not one replayed
    page.get_by_text("Record a die roll").click()
    _tap(page, "Die 3", answers)
    _tap(page, "Die 5", answers)
    expect(page.locator("#log-lines li").first).to_contain_text("5")
    assert _seq(page) == start + 4
    shot(page, "tap-panels-after-four-taps")

    _tap(page, "↶ Undo", answers)  # a die's step: asked first
    _tap(page, "Yes, undo it", answers)
    assert 'id="screen"' in answers[-1]  # an undo answers the whole screen, the one drawn before
    expect(page.locator("#step")).to_have_attribute("data-seq", str(start + 3))
    _tap(page, "Gain 1 Gold for Ben", answers)
    expect(stat(page, 1, "gold")).to_have_text(str(ben + 2))
    assert _seq(page) == start + 4 == client.get(f"/api/v1/games/{gid}").get_json()["seq"]
    shot(page, "tap-panels-after-undo-and-tap")

    # another device's tap first: this screen's step is stale, the tap is refused with the whole screen
    other = page.context.new_page()
    other.goto(f"{base_url}/games/{gid}")
    _tap(other, "Gain 1 Gold for Cleo", [])
    page.bring_to_front()  # back to this tab, as a person looks at it (Chromium slows a background tab's timers)
    _tap(page, "Gain 1 Gold for Ben", answers)
    expect(page.locator("#notice")).to_contain_text("The game changed on another device")
    expect(stat(page, 0, "gold")).to_have_text(str(cleo + 2))
    expect(stat(page, 1, "gold")).to_have_text(str(ben + 2))
    shot(page, "tap-panels-stale-refused")
    # a screen with a message is answered whole: the notice goes
    _tap(page, "Gain 1 Gold for Ben", answers)
    assert 'id="screen"' in answers[-1]
    expect(page.locator("#notice")).to_have_count(0)
    expect(stat(page, 1, "gold")).to_have_text(str(ben + 3))
    assert client.get(f"/api/v1/games/{gid}").get_json()["seq"] == start + 6
