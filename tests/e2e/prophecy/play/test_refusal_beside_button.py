"""Issue 39 in Chromium: a step the rules refuse (here the Potion of Healing, whose amount Herald does not know) says
so beside the button that was tapped, in view, not at the top of the game screen; light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import become_gm, shot
from tests.web.prophecy.scenes import import_scene

pytestmark = pytest.mark.e2e


def test_a_refused_step_says_so_beside_its_button(tablet, base_url, live_app):
    gid = import_scene(live_app.test_client(), cards={"potion-of-healing#1": "hero:0:items"}, name="Refusal")
    page = tablet
    become_gm(page, base_url, gid)
    offer = page.locator("form", has=page.get_by_role("button", name="Use Potion of Healing"))
    expect(offer).to_have_count(1)
    offer.get_by_role("button", name="Use Potion of Healing").click()
    refusal = page.locator("#refusal")
    expect(refusal).to_contain_text("Type the card's values first: Potion of Healing (effect 1: how much)")
    # beside the button of the same step in the screen drawn anew, and in view
    again = page.locator("form", has=page.get_by_role("button", name="Use Potion of Healing"))
    # right after that form (the refusal holds a form of its own, for the amount: never inside another form)
    expect(again.locator("xpath=following-sibling::*[1]")).to_have_id("refusal")
    expect(refusal).to_be_in_viewport()
    button_box = again.get_by_role("button", name="Use Potion of Healing").bounding_box()
    refusal_box = refusal.bounding_box()
    assert 0 <= refusal_box["y"] - (button_box["y"] + button_box["height"]) < 40, (button_box, refusal_box)
    shot(page, "refusal-beside-button-light")
    page.get_by_role("button", name="Switch light or dark").click()
    refusal.scroll_into_view_if_needed()
    shot(page, "refusal-beside-button-dark")


def test_a_refused_tap_low_on_the_screen_is_answered_beside_it_in_view(tablet, base_url, live_app):
    """A hero's − button far below "What now?": the refusal comes next to it, scrolled into view."""
    from tests.web.prophecy.scenes import cleo_and_ben

    cleo, ben = cleo_and_ben()
    gid = import_scene(live_app.test_client(), heroes=(cleo, ben.model_copy(update={"gold": 0})), name="Refusal")
    page = tablet
    become_gm(page, base_url, gid)
    lose = page.get_by_role("button", name="Pay 1 Gold for Ben")
    lose.scroll_into_view_if_needed()
    lose.click()
    refusal = page.locator("#refusal")
    # under Ben's buttons, in his panel (the small form's cell is too narrow to read it in)
    expect(page.locator(".hero-card", has=page.get_by_role("button", name="Pay 1 Gold for Ben")).locator("#refusal")) \
        .to_have_count(1)
    expect(refusal).to_be_in_viewport()
    button_box, refusal_box = lose.bounding_box(), refusal.bounding_box()
    assert 0 <= refusal_box["y"] - (button_box["y"] + button_box["height"]) < 120 and refusal_box["width"] > 300
    shot(page, "refusal-beside-stat-button-light")
    page.get_by_role("button", name="Switch light or dark").click()
    refusal.scroll_into_view_if_needed()
    shot(page, "refusal-beside-stat-button-dark")


def test_the_potion_s_amount_is_typed_beside_its_refusal_and_the_use_goes_through(tablet, base_url, live_app):
    """The refusal for the Potion of Healing's amount (a number Herald lacks) holds a field for it: typed from the
    card, the same step goes through (the hero heals) and the number is the group's; light."""
    from tests.web.prophecy.scenes import cleo_and_ben

    gid = import_scene(live_app.test_client(), heroes=cleo_and_ben(wounds=4),
                       cards={"potion-of-healing#1": "hero:0:items"}, name="Potion")
    page = tablet
    become_gm(page, base_url, gid)
    page.get_by_role("button", name="Use Potion of Healing").click()
    refusal = page.locator("#refusal")
    amount = refusal.get_by_label("Potion of Healing (effect 1: how much), as printed on the card")
    expect(amount).to_be_visible()
    expect(refusal).to_be_in_viewport()
    again = page.locator("form", has=page.get_by_role("button", name="Use Potion of Healing"))
    assert refusal.bounding_box()["y"] >= again.bounding_box()["y"] + again.bounding_box()["height"] - 1
    expect(again.locator("#refusal")).to_have_count(0)  # beside the step's form, not inside it
    amount.fill("3")
    shot(page, "refusal-asks-the-potion-amount")
    refusal.get_by_role("button", name="Keep it and go on").click()
    expect(page.locator("#refusal")).to_have_count(0)
    expect(page.get_by_text("uses Potion of Healing: +3 Health").first).to_be_visible()  # on the battle screen
    shot(page, "refusal-potion-used")
