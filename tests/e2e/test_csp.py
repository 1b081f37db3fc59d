"""In Chromium, under Herald's Content-Security-Policy: the tablet's whole spine (create, act, undo, reload), the
log, the share page and a phone's sheet work, and the browser reports no violation of the policy."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from . import test_spine as spine

pytestmark = pytest.mark.e2e


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
    page.wait_for_timeout(2000)  # a poll or two of the sheet
    assert violations == []
