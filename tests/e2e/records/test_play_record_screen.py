"""At the end of a game the tablet offers to record the play in BG Stats: the link, a QR code a phone camera reads to
the same link, the group's BoardGameGeek id typed once (a bad one refused beside the field); a phone shows the link."""

from __future__ import annotations

import json
from urllib.parse import unquote

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from app.games.play_record import BGSTATS_LINK
from app.games.prophecy.engine.events import GameEnded
from app.games.prophecy.engine.state import GameResult
from tests.e2e.conftest import become_gm, keep
from tests.helpers import api_create, gm_headers
from tests.web.prophecy.scenes import append_step

pytestmark = pytest.mark.e2e
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


def _finished_game(live_app) -> str:
    client = live_app.test_client()
    game_id = api_create(client, seats=3, name="Friday's crown")
    append_step(live_app.extensions["herald.log"], game_id,
                [GameEnded(result=GameResult(winners=(1,), reason="Ben's Paladin holds 4 Artifacts (000:L493)"))])
    return game_id


def _play(link: str) -> dict:
    assert link.startswith(BGSTATS_LINK)
    return json.loads(unquote(link[len(BGSTATS_LINK):]))


def test_the_result_screen_offers_the_play_to_bg_stats_with_a_readable_qr_code(live_app, base_url, tablet, browser,
                                                                              artifacts):
    game_id = _finished_game(live_app)
    become_gm(tablet, base_url, game_id)
    panel = tablet.locator("#play-record")
    expect(panel).to_be_visible()
    link = tablet.locator("#bgstats-link").get_attribute("href")
    assert _play(link)["players"][1] == {"name": "Ben", "sourcePlayerId": "Ben", "role": "Paladin",
                                         "startPlayer": False, "winner": True, "rank": 1}
    panel.locator(".qr-box").screenshot(path=artifacts / "play-record-qr.png")
    assert [r.text for r in zxingcpp.read_barcodes(Image.open(artifacts / "play-record-qr.png"), formats=zxingcpp.BarcodeFormat.QRCode)] == [link]
    panel.scroll_into_view_if_needed()
    keep(tablet, artifacts / "play-record-light.png", full_page=True)

    # A typo is refused beside the field, with what was typed; nothing is kept.
    tablet.fill("#bgg-id", "12x4")
    tablet.locator("#bgg-id-form button").click()
    expect(tablet.locator("#bgg-id-error")).to_contain_text("is not a BoardGameGeek id")
    expect(tablet.locator("#bgg-id")).to_have_value("12x4")
    assert "bggId" not in _play(tablet.locator("#bgstats-link").get_attribute("href"))["game"]
    # The right id is kept and every record of the game kind carries it.
    tablet.fill("#bgg-id", "1234")
    tablet.locator("#bgg-id-form button").click()
    expect(tablet.locator("#bgg-id-error")).to_have_count(0)
    assert _play(tablet.locator("#bgstats-link").get_attribute("href"))["game"]["bggId"] == 1234
    tablet.click("[data-action=theme]")
    tablet.locator("#play-record").scroll_into_view_if_needed()
    keep(tablet, artifacts / "play-record-dark.png", full_page=True)
    panel.locator(".qr-box").screenshot(path=artifacts / "play-record-qr-dark.png")
    assert [r.text for r in zxingcpp.read_barcodes(Image.open(artifacts / "play-record-qr-dark.png"), formats=zxingcpp.BarcodeFormat.QRCode)] == [
        tablet.locator("#bgstats-link").get_attribute("href")]

    # Ben's phone offers the same link, without the tablet's code and form.
    url = live_app.test_client().get(f"/api/v1/games/{game_id}/links", headers=gm_headers(game_id)).get_json()[1]["url"]
    phone_ctx = browser.new_context(**PHONE)
    try:
        phone = phone_ctx.new_page()
        phone.goto(url)
        expect(phone.locator("#bgstats-link")).to_be_visible()
        assert _play(phone.locator("#bgstats-link").get_attribute("href"))["game"]["bggId"] == 1234
        expect(phone.locator("#bgg-id-form")).to_have_count(0)
        keep(phone, artifacts / "play-record-phone.png", full_page=True)
    finally:
        phone_ctx.close()
