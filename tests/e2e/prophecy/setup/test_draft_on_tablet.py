"""In Chromium at 1280x800: Herald deals the character draft with the Race cards (000:L119, 003:L113) once the
group typed how many Race cards show each Race; the hands are shown per player. Screenshot under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.tablet import PLAYERS, next_step, pick, settle, shot

pytestmark = pytest.mark.e2e
COUNTS = {"Human": "3", "Elf": "2", "Dwarf": "2", "Troll": "1", "Halfling": "1", "Goblin": "1"}


def test_herald_deals_the_draft_with_the_race_cards(tablet, base_url):
    page = tablet
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Draft night")
    pick(page, "Ancient Races").click()
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="2").click()
    # Choosing the number of players re-renders the step; type the names only once it has settled.
    expect(page.get_by_label("Player 3", exact=True)).to_have_count(0)
    settle(page)
    for i, (player, *_rest) in enumerate(PLAYERS):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    page.locator("#draft-deal-2").click()  # without the counts: the characters only
    expect(page.locator(".dealt-characters")).to_have_count(2)
    expect(page.locator(".dealt-races")).to_have_count(0)
    settle(page)
    for race, n in COUNTS.items():
        page.get_by_label(f"Race cards showing {race}", exact=True).fill(n)
    page.locator("#draft-deal-3").click()
    expect(page.locator(".dealt-races")).to_have_count(2)
    for cell in page.locator(".dealt-characters").all() + page.locator(".dealt-races").all():
        assert len(cell.inner_text().split(", ")) == 3
    page.locator("#draft-dealt").scroll_into_view_if_needed()
    shot(page, "draft-dealt-by-herald")
