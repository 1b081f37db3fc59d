"""In Chromium: a Conjurers game's Print page, reached from its game screen, lists the game's own documents; the
score sheet is laid out with progress shown and downloads; a player aid's QR code opens that seat's phone."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.e2e.tablet import settle
from tests.helpers import GM_PIN
from tests.printing.pdfcheck import qr_codes
from tests.web.conjurers.kit import start_action

pytestmark = pytest.mark.e2e


@pytest.fixture
def game(live_app, tmp_path):
    live_app.instance_path = str(tmp_path)  # settings and the print cache stay out of the repository
    client = live_app.test_client()
    r = client.post("/api/v1/games", json={"name": "Conjurers night", "setup": start_action(), "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["id"]


def test_a_conjurers_game_prints_its_own_documents(tablet, base_url, game):
    page = tablet
    become_gm(page, base_url, game)
    page.get_by_role("link", name="Print").click()
    for title in ("Rules summary", "Player aid", "Score sheet", "Battle aid", "Chronicle"):
        expect(page.get_by_role("heading", name=title)).to_be_visible()
    expect(page.get_by_role("heading", name="Reference sheets")).to_have_count(0)
    expect(page.locator("#row-aid-2 .row-label")).to_have_text("Cy")

    # The Print page came in by htmx (a boosted link): htmx binds its Prepare forms only once it has settled them.
    # A click before posts the form without htmx, which answers with the PDF as a download and leaves the row's
    # status empty (a probe delaying htmx's settle by 300 ms showed it).
    settle(page)
    with page.expect_request(f"**/games/{game}/print/score/prepare"):
        page.locator("#row-score .print-button").click()
    expect(page.locator("#row-score .ready")).to_contain_text("1 page, A4")
    shot(page, "print-page-conjurers")
    with page.expect_download() as info:
        page.locator("#row-score .ready-link").click()
    assert info.value.suggested_filename == "herald-conjurers-night-score-sheet.pdf"
    assert Path(info.value.path()).read_bytes()[:5] == b"%PDF-"

    with page.expect_download() as info:
        page.locator("#row-aid-1").get_by_role("link", name="Download").click()
    [url] = qr_codes(Path(info.value.path()).read_bytes())[1]
    phone = page.context.browser.new_context().new_page()  # a phone: no game master's session
    phone.goto(base_url + urlsplit(url).path)
    expect(phone.locator("#player-name")).to_have_text("Bo")
    phone.context.close()
