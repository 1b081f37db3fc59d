"""In Chromium at 1280x800: Legends of Dragons where the table draws (003:L285-287, issue 33). The form asks where each
card it turned up lay, in words, and which card it saw there; a card of the wrong kind is refused beside the form
and nothing changes; the right names turn the cards up on the Realm's drawing. Screenshots light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, become_gm, keep
from tests.e2e.tablet import settle
from tests.web.prophecy.realm.legends_scene import legends_scene

pytestmark = pytest.mark.e2e

def _scene(live_app) -> str:
    return legends_scene(live_app, "table", gold=2, name="Realm legends")[1]


def _carry_out(page, form) -> None:
    """Send the card's form and wait until its answer has settled on the screen."""
    with page.expect_response(lambda r: r.request.method == "POST"):
        form.get_by_role("button", name="Carry out").click()
    settle(page)


def _form_both(page, form, name: str):
    for mode in ("light", "dark"):
        form.scroll_into_view_if_needed()
        keep(form, str(ARTIFACTS / f"{name}-{mode}.png"))
        page.get_by_role("button", name="Switch light or dark").click()


def _pick(form, group: str, text: str):
    form.get_by_role("group", name=group).locator("label.pick", has_text=text).click()


def _card(form, slot: str, text: str):
    form.locator(".need-card", has_text=slot).locator("label.pick", has_text=text).click()


def test_legends_of_dragons_asks_the_places_and_the_cards_the_table_saw(tablet, base_url, live_app):
    page = tablet
    gid = _scene(live_app)
    become_gm(page, base_url, gid)
    form = page.locator('.offer-list .offer-card[data-kind="resolve_chance"]')
    expect(form).to_contain_text("Where the cards turned up lay")
    expect(form.get_by_role("group", name="Turned up first, on")).to_contain_text(
        "Middle path, space 1 (negative card)")
    _form_both(page, form, "realm-legends-1-form")
    # A positive card named where a negative one lay: refused, the form still there.
    _pick(form, "Turned up first, on", "Middle path, space 1")
    _card(form, "The card turned up first", "Boiling Pool")
    _pick(form, "Turned up second, on", "Left path, space 1")
    _card(form, "The card turned up second", "Cursed Crossroads")
    _carry_out(page, form)
    expect(page.locator("#refusal")).to_contain_text("Boiling Pool cannot be lying there")
    _form_both(page, page.locator("#refusal"), "realm-legends-2-refused")
    form = page.locator('.offer-list .offer-card[data-kind="resolve_chance"]')
    _pick(form, "Turned up first, on", "Middle path, space 1")
    _card(form, "The card turned up first", "Cursed Crossroads")
    _pick(form, "Turned up second, on", "Right path, space 1")
    _card(form, "The card turned up second", "Boiling Pool")
    _carry_out(page, form)
    expect(page.locator("#realm-middle-1 .realm-card-name")).to_contain_text("Cursed")
    expect(page.locator("#realm-right-1 .realm-card-name")).to_contain_text("Boiling")
    expect(page.locator("#realm-left-1 .realm-card-name")).to_have_count(0)  # still face down
    keep(page.locator("#realm"), str(ARTIFACTS / "realm-legends-3-revealed-light.png"))


# Where Herald deals (003:L285-287): the player chooses each card by where it lies, never by what it is.
HIDDEN_NAMES = ("Cursed Crossroads", "Skeletal Dragon", "Boiling Pool", "Fire Geysers")


def _herald_scene(live_app) -> str:
    return legends_scene(live_app, "herald", gold=2, name="Realm legends, Herald deals")[1]


def test_where_herald_deals_legends_of_dragons_asks_only_the_places_and_turns_up_herald_s_cards(tablet, base_url,
                                                                                               live_app):
    page = tablet
    gid = _herald_scene(live_app)
    become_gm(page, base_url, gid)
    form = page.locator('.offer-list .offer-card[data-kind="resolve_chance"]')
    expect(form).to_contain_text("The cards to reveal, by where they lie")
    expect(form.get_by_role("group", name="Reveal first the card on")).to_contain_text(
        "Right path, space 2 (negative card)")
    expect(form.locator(".need-card")).to_have_count(0)  # no card to choose by name
    body = page.locator("body").inner_text()
    assert not [n for n in HIDDEN_NAMES if n in body], body
    _form_both(page, form, "realm-legends-herald-1-form")
    # One place twice: refused beside the form, nothing changed.
    _pick(form, "Reveal first the card on", "Left path, space 1")
    _pick(form, "Reveal second the card on", "Left path, space 1")
    _carry_out(page, form)
    expect(page.locator("#refusal")).to_contain_text("Each place is revealed once")
    keep(page.locator("#refusal"), str(ARTIFACTS / "realm-legends-herald-2-refused.png"))
    form = page.locator('.offer-list .offer-card[data-kind="resolve_chance"]')
    _pick(form, "Reveal first the card on", "Middle path, space 1")
    _pick(form, "Reveal second the card on", "Right path, space 1")
    _carry_out(page, form)
    expect(page.locator("#realm-middle-1 .realm-card-name")).to_contain_text("Skeletal")
    expect(page.locator("#realm-right-1 .realm-card-name")).to_contain_text("Boiling")
    expect(page.locator("#realm-left-1 .realm-card-name")).to_have_count(0)  # still face down
    keep(page.locator("#realm"), str(ARTIFACTS / "realm-legends-herald-3-revealed.png"))
