"""Issue 42 in Chromium, Conjurers: a tap on the game screen is answered with only the panels it changed, and the
screen stays right: the forms of panels left in place post the current step, an undo answers its panels too, and a
tap made stale by another tab is refused with the whole screen and its message."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm
from tests.e2e.tablet import settle, shot
from tests.helpers import GM_PIN, csrf_token

pytestmark = pytest.mark.e2e


def _game(client) -> str:
    form = {"name": "Panels", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker",
            "seat1_player": "Bo", "seat1_assistant": "recruiter", "start": "0", "csrf_token": csrf_token(client)}
    return client.post("/conjurers/new", data=form).headers["Location"].rstrip("/").split("/")[-1]


def _seq(page) -> int:
    return int(page.locator("#seq").inner_text())


def _answer(page, tap, answers: list[str]) -> None:
    """Tap and wait for the answer to be swapped in."""
    with page.expect_response(lambda r: r.url.endswith("/act") or r.url.endswith("/undo")) as answer:
        tap()
    answers.append(answer.value.text())
    settle(page)


def _place(page, answers: list[str], nth: int = 0) -> str:
    """Tap the nth space of the first placement offered; the space's name."""
    button = page.locator("#offers form.offer-place").first.locator("button[name=space]").nth(nth)
    space = button.get_attribute("value")
    _answer(page, button.click, answers)
    return space


def test_taps_and_an_undo_answer_only_their_panels_and_a_stale_tap_is_refused(tablet, base_url, live_app):
    client = live_app.test_client()
    gid = _game(client)
    page, answers = tablet, []
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}")
    expect(page.locator("#offers h3").first).to_have_text("Ada places the conjurer")
    start = _seq(page)

    spaces = [_place(page, answers, nth) for nth in (0, 1, 0)]
    expect(page.locator("#seq")).to_have_text(str(start + 3))
    assert all('id="screen"' not in a and "hx-swap-oob" in a for a in answers), [a[:200] for a in answers]
    assert all('id="screen-feeding"' not in a for a in answers)
    expect(page.locator("#board .figure")).to_have_count(3)
    for space in spaces:
        expect(page.locator(f"#space-{space} .figure")).not_to_have_count(0)
    expect(page.locator("#screen")).to_have_attribute("data-seq", str(start + 3))
    expect(page.locator("#story-rows li")).to_have_count(start + 3)
    expect(page.locator("#notice, #refusal")).to_have_count(0)
    shot(page, "conjurers-tap-panels-after-three-taps")

    _answer(page, page.locator("#undo").click, answers)
    assert 'id="screen"' not in answers[-1] and "hx-swap-oob" in answers[-1]
    expect(page.locator("#seq")).to_have_text(str(start + 2))
    expect(page.locator("#board .figure")).to_have_count(2)
    expect(page.locator("#redo")).to_be_enabled()
    _place(page, answers, 1)
    expect(page.locator("#seq")).to_have_text(str(start + 3))
    expect(page.locator("#redo")).to_be_disabled()
    assert client.get(f"/api/v1/games/{gid}").get_json()["seq"] == start + 3 == _seq(page)
    shot(page, "conjurers-tap-panels-after-undo-and-tap")

    # another tab's tap first: this screen's step is stale, the tap is refused with the whole screen and its message
    other = page.context.new_page()
    other.goto(f"{base_url}/games/{gid}")
    _place(other, [])
    expect(other.locator("#seq")).to_have_text(str(start + 4))
    page.bring_to_front()  # back to this tab, as a person looks at it (Chromium slows a background tab's timers)
    _place(page, answers)
    assert 'id="screen"' in answers[-1]
    expect(page.locator("#notice")).to_contain_text("The game changed on another device")
    expect(page.locator("#seq")).to_have_text(str(start + 4))
    shot(page, "conjurers-tap-panels-stale-refused")
    # a screen with a message is answered whole (the other tab's step undone here): the notice goes
    _answer(page, page.locator("#undo").click, answers)
    assert 'id="screen"' in answers[-1]
    expect(page.locator("#notice")).to_have_count(0)
    expect(page.locator("#seq")).to_have_text(str(start + 3))
    expect(page.locator("#board .figure")).to_have_count(3)
    assert client.get(f"/api/v1/games/{gid}").get_json()["seq"] == start + 3
    shot(page, "conjurers-tap-panels-after-the-notice")
