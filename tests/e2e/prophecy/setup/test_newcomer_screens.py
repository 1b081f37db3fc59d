"""In Chromium, a newcomer's flow: the first-player tie named, undo's Cancel as large as Yes, A+ on the board's
labels, a compact header on a phone, the wizard filling a character's numbers as it is chosen, the print page's
address warning and a game file already here. Screenshots at 1280x800 and 390x844, light and dark."""

from __future__ import annotations

import io

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine import legal_actions
from tests.e2e.conftest import become_gm
from tests.e2e.conftest import shot as _shot
from tests.helpers import GM_PIN, api_act, api_create

pytestmark = pytest.mark.e2e
SIZES = (("tablet", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844}))


def _shots(page, name: str, sizes=SIZES) -> None:
    for size, viewport in sizes:
        page.set_viewport_size(viewport)
        page.evaluate("window.scrollTo(0, 0)")
        _shot(page, f"newcomer-{name}-{size}-light")
        page.get_by_role("button", name="Switch light or dark").click()
        _shot(page, f"newcomer-{name}-{size}-dark")
        page.get_by_role("button", name="Switch light or dark").click()
    page.set_viewport_size(SIZES[0][1])


def _tied_game(live_app) -> str:
    """Three heroes, the board prepared, and a first-player roll where Anna and Ben tie."""
    client = live_app.test_client()
    log = live_app.extensions["herald.log"]
    gid = api_create(client, seats=3, name="First night")
    _, state = log.load(gid)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    assert api_act(client, gid, 1, {"kind": "prepare_board", "chance": "chance-forest#1",
                                    "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()},
                                    "adventures": ["hermit#1", "ruin#1"]}).status_code == 200
    assert api_act(client, gid, 2, {"kind": "roll_first_player", "faces": [4, 4, 2]}).status_code == 200
    return gid


def test_a_tie_undo_and_a_on_the_game_screen_and_a_compact_phone_header(tablet, base_url, live_app):
    page = tablet
    gid = _tied_game(live_app)
    become_gm(page, base_url, gid)
    expect(page.locator("#offers")).to_contain_text("Anna and Ben tied: roll again")
    dice = page.locator("#offers .offer-card").first.get_by_role("group")
    expect(dice).to_have_count(2)  # only the two who tied roll
    assert [d.get_attribute("aria-label") for d in dice.all()] == ["Anna", "Ben"]
    _shots(page, "tie")

    # Undo asks first (dice); Cancel is as large as Yes and leaves the step in place.
    page.locator("#undo").click()
    yes, cancel = page.locator("#confirm-yes"), page.locator("#confirm-cancel")
    expect(cancel).to_be_visible()
    for size, viewport in SIZES:
        page.set_viewport_size(viewport)
        a, b = yes.bounding_box(), cancel.bounding_box()
        assert abs(a["height"] - b["height"]) < 1 and b["width"] >= a["width"] - 1, (size, a, b)
    page.set_viewport_size(SIZES[0][1])
    _shots(page, "undo-confirm")
    cancel.click()
    expect(page.locator("#confirm-undo")).to_have_count(0)
    expect(page.locator("#seq")).to_have_text("3")

    # A+ enlarges the board's labels too.
    label = page.locator("#board .name").first
    before = float(label.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    page.get_by_role("button", name="Larger text").click()
    page.get_by_role("button", name="Larger text").click()
    after = float(label.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    assert after >= before * 1.15, (before, after)
    _shots(page, "larger-text", sizes=SIZES[:1])
    page.get_by_role("button", name="Smaller text").click()
    page.get_by_role("button", name="Smaller text").click()

    # On a phone the header is compact and scrolls away with the page.
    page.set_viewport_size(SIZES[1][1])
    page.evaluate("window.scrollTo(0, 0)")
    header = page.locator("header.topbar").bounding_box()
    assert header["height"] <= 110, header
    page.evaluate("window.scrollTo(0, 700)")
    assert page.locator("header.topbar").evaluate("e => e.getBoundingClientRect().bottom") <= 0
    page.evaluate("window.scrollTo(0, 0)")
    _shot(page, "newcomer-game-phone-light")
    page.get_by_role("button", name="Switch light or dark").click()
    _shot(page, "newcomer-game-phone-dark")


def test_the_wizard_fills_a_characters_numbers_as_it_is_chosen(tablet, base_url, live_app):
    from app.games.prophecy.screens.setup.setup_wizard import character_facts

    facts = character_facts(live_app.extensions["herald.catalog"])
    page = tablet
    page.goto(f"{base_url}/games/new")
    page.get_by_label("Name", exact=False).first.fill("Newcomers")
    page.locator("#next").click()
    for i, name in enumerate(("Anna", "Ben", "Cleo")):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    assert page.locator("#characters option").count() == 10
    page.get_by_label("Character 1", exact=True).fill("Paladin")
    expect(page.get_by_label("Strength 1", exact=True)).to_have_value(str(facts["Paladin"]["strength"]))
    expect(page.get_by_label("Willpower 1", exact=True)).to_have_value(str(facts["Paladin"]["willpower"]))
    page.get_by_label("Character 1", exact=True).fill("Druid")  # changed: the Druid's numbers, not the Paladin's
    expect(page.get_by_label("Strength 1", exact=True)).to_have_value(str(facts["Druid"]["strength"]))
    expect(page.get_by_label("Willpower 1", exact=True)).to_have_value(str(facts["Druid"]["willpower"]))
    _shots(page, "wizard-characters")


def test_the_print_page_warns_and_a_file_already_here_is_recognised(tablet, base_url, live_app):
    page = tablet
    client = live_app.test_client()
    gid = api_create(client, name="Twice")
    become_gm(page, base_url, gid)
    live_app.config.update(SERVER_HOST="127.0.0.1")  # listening on this machine only
    page.goto(f"{base_url}/games/{gid}/print")
    expect(page.locator("#address-warning")).to_contain_text("phones cannot reach it")
    _shots(page, "print-warning")

    exported = client.get(f"/games/{gid}/export", headers={"Authorization": f"Bearer {_token(client, gid)}"}).data
    page.goto(f"{base_url}/")
    page.locator("input[name=file]").set_input_files(files=[{"name": "twice.json", "mimeType": "application/json",
                                                             "buffer": io.BytesIO(exported).getvalue()}])
    page.locator("section.panel input[name=pin]").fill(GM_PIN)
    page.get_by_role("button", name="Import").click()
    expect(page.locator("#same-game")).to_contain_text("“Twice” is already here.")
    _shots(page, "same-game")
    page.locator("#open-existing").click()
    expect(page).to_have_url(f"{base_url}/games/{gid}")


def _token(client, gid: str) -> str:
    return client.post(f"/api/v1/games/{gid}/session", json={"pin": GM_PIN}).get_json()["token"]
