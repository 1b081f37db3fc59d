"""In Chromium: from the game screen to the Print page, prepare a PDF with progress shown, download it."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.e2e.tablet import settle
from tests.helpers import GM_PIN, setup_action

pytestmark = pytest.mark.e2e


@pytest.fixture
def game(live_app, tmp_path, base_url):
    live_app.instance_path = str(tmp_path)  # settings and the print cache stay out of the repository
    client = live_app.test_client()
    r = client.post("/api/v1/games", json={"name": "Friday night", "setup": setup_action(3), "pin": GM_PIN})
    return r.get_json()["id"]


def test_prepare_shows_progress_then_downloads_the_pdf(tablet, base_url, game):
    page = tablet
    become_gm(page, base_url, game)  # the game was made by another client
    page.get_by_role("link", name="Print").click()
    expect(page.get_by_role("heading", name="Player aid")).to_be_visible()
    expect(page.locator("#row-aid-1 .row-label")).to_have_text("Ben (Paladin)")
    settle(page)  # the page came in by htmx, which binds its Prepare forms only once settled (a click before posts without it)

    button = page.locator("#row-rules .print-button")
    with page.expect_request(f"**/games/{game}/print/rules/prepare"):
        button.click()
        expect(button).to_have_class("button primary print-button htmx-request")  # the indicator while laying out
    ready = page.locator("#row-rules .ready-link")
    expect(ready).to_be_visible()
    expect(page.locator("#row-rules .ready")).to_contain_text("2 pages, A4")
    expect(button).to_be_enabled()
    shot(page, "print-page")

    with page.expect_download() as info:
        ready.click()
    download = info.value
    assert download.suggested_filename == "herald-friday-night-rules-summary.pdf"
    assert Path(download.path()).read_bytes()[:5] == b"%PDF-"
    assert page.url == f"{base_url}/games/{game}/print"  # still on the Print page

    page.get_by_label("US Letter (8.5 × 11 in)").check()
    page.get_by_role("button", name="Use this paper").click()
    expect(page.get_by_label("US Letter (8.5 × 11 in)")).to_be_checked()
    with page.expect_download() as info:
        page.locator("#row-chronicle").get_by_role("link", name="Download").click()
    assert info.value.suggested_filename == "herald-friday-night-chronicle.pdf"
