"""The correction flow on a 1280x800 tablet, light and dark (issue 13): from a hero panel, pick a card from a deck,
move it into her hand with a reason, and read the step in the log; then the decks' and a space's forms."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, TABLET, become_gm, keep
from tests.e2e.tablet import settle
from tests.helpers import api_create


def shot(page, name: str) -> None:
    """What the tablet's screen shows: the side sheet over the game screen, as a person sees it."""
    ARTIFACTS.mkdir(exist_ok=True)
    keep(page, str(ARTIFACTS / f"{name}.png"), full_page=False)

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_card_is_put_in_a_hand_by_correction(browser, base_url, live_app, theme):
    game_id = api_create(live_app.test_client(), seats=2, name="Correction night")
    context = browser.new_context(viewport=TABLET, device_scale_factor=1, has_touch=True)
    context.add_init_script(f"localStorage.setItem('herald.theme', '{theme}')")
    page = context.new_page()
    become_gm(page, base_url, game_id)
    page.locator("#hero-0").get_by_role("link", name="Correct Anna's hero").click()
    box = page.locator("#correct-box")
    expect(box.get_by_role("heading", name="Correct Anna's hero")).to_be_visible()
    settle(page)
    shot(page, f"correct-1-hero-{theme}")
    pick = box.locator("form.correct-pick").first
    pick.locator("select[name=card]").select_option(label="Sword")
    pick.get_by_role("button", name="Next").click()
    expect(box.get_by_role("heading", name="Correct Sword")).to_be_visible()
    settle(page)
    expect(box.locator("#correct-to")).to_have_value("hero:0:items")
    box.locator("#reason-move").fill("drawn at the table, not recorded")
    shot(page, f"correct-2-card-{theme}")
    box.get_by_role("button", name="Move the card").click()
    expect(page.locator("#correct-box")).to_have_count(0)
    expect(page.locator("#hero-0 .hand")).to_contain_text("Sword")
    expect(page.locator(".log-lines li").first).to_contain_text(
        "The table corrected: Sword went from the Common deck to Anna's Items (drawn at the table, not recorded).")
    shot(page, f"correct-3-done-{theme}")
    page.locator("#correct-decks").click()
    expect(page.get_by_role("heading", name="Correct the decks")).to_be_visible()
    settle(page)
    shot(page, f"correct-4-decks-{theme}")
    page.locator("#correct-close").click()
    expect(page.locator("#correct-box")).to_have_count(0)
    page.locator("#correct-space-pick").select_option("8")
    page.locator("form.correct-space").get_by_role("button", name="Correct…").click()
    expect(page.locator("#correct-box h2")).to_contain_text("Correct")
    settle(page)
    shot(page, f"correct-5-space-{theme}")
    page.locator("#correct-close").click()
    page.locator("#undo").click()
    expect(page.locator("#hero-0 .hand")).not_to_contain_text("Sword")
    page.get_by_role("link", name="Correct Astral Plane by the Magic Tower").click()
    box = page.locator("#correct-box")
    expect(box.get_by_role("heading", name="Lesser Guardian")).to_be_visible()
    box.locator(".correct-cards li").first.get_by_role("link", name="Correct…").click()
    expect(box.get_by_role("button", name="Turn it face up")).to_be_visible()
    settle(page)
    expect(box.locator("#correct-named option").first).not_to_contain_text("#")
    shot(page, f"correct-6-plane-card-{theme}")
    box.locator("#correct-named").select_option(index=1)
    box.locator("#reason-turn").fill("revealed by the Prophetic Dream")
    box.get_by_role("button", name="Turn it face up").click()
    expect(page.locator(".log-lines li").first).to_contain_text("was turned face up on Astral Plane by the Magic Tower, Lesser Guardian")
    context.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_manual_card_is_discarded_in_one_tap(browser, base_url, live_app, theme):
    from app.games.prophecy.engine import legal_actions
    from tests.helpers import api_act

    client = live_app.test_client()
    game_id = api_create(client, seats=2, name="Scroll night")
    log = live_app.extensions["herald.log"]
    seq, state = log.load(game_id)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    steps = [{"kind": "prepare_board", "chance": "chance-forest#1", "adventures": ["hermit#1", "ruin#1"],
              "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()}},
             {"kind": "roll_first_player", "faces": [6, 2]},
             {"kind": "correct", "what": "move_card", "card": "scroll-of-decay#1", "to": "hero:0:items",
              "reason": "bought last round"}]
    for step in steps:
        seq = api_act(client, game_id, seq, step).get_json()["seq"]
    context = browser.new_context(viewport=TABLET, device_scale_factor=1, has_touch=True)
    context.add_init_script(f"localStorage.setItem('herald.theme', '{theme}')")
    page = context.new_page()
    become_gm(page, base_url, game_id)
    panel = page.locator("#manual-cards")
    expect(panel).to_contain_text("Scroll of Decay")
    panel.scroll_into_view_if_needed()
    shot(page, f"correct-7-manual-{theme}")
    panel.get_by_role("button", name="Used: discard it").click()
    expect(page.locator("#manual-cards")).to_have_count(0)
    expect(page.locator(".log-lines li").first).to_contain_text(
        "The table corrected: Scroll of Decay went from Anna's Items to the Common discard pile (Scroll of Decay used).")
    context.close()
