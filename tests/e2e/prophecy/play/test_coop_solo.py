"""In Chromium, a Solo game from the wizard (mode, difficulty, the group's own one-token stack) through a Prophetic
Dream whose token Herald draws and the dreamer lays on a plane, to the five rounds of the collapse and the defeat
(003:L605-625). Screenshots at 1280x800."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine import legal_actions
from tests.e2e.conftest import ARTIFACTS, keep
from tests.e2e.tablet import next_step, pick, prepare_board, settle, shot
from tests.helpers import GM_PIN, pick_guilds

pytestmark = pytest.mark.e2e


def _api(client, gid: str, token: str, action: dict) -> None:
    from tests.helpers import new_id

    seq = client.get(f"/api/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}).get_json()["seq"]
    r = client.post(f"/api/v1/games/{gid}/actions", json={"expected_seq": seq, "action_id": new_id(), "action": action},
                    headers={"Authorization": f"Bearer {token}"})
    assert r.status_code < 300, r.get_json()


def test_solo_from_the_wizard_to_the_collapse(tablet, base_url, live_app):
    page = tablet
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Alone at night")
    pick(page, "Solo").click()
    next_step(page, "Players")  # settled: a tap on the difficulty before would be lost
    expect(page.locator('input[name="seats"]')).to_have_count(1)
    page.locator(".coop-clock label.pick").filter(has_text=re.compile(r"^Hard$")).click()
    settle(page)
    expect(page.locator("#coop-book")).to_have_text("+2 +2 +3 +3 +3 +3 +4 +4")  # 003:L606
    page.get_by_label("Player 1", exact=True).fill("Anna")
    page.locator('input[name="coop_tokens"]').fill("+3")
    shot(page, "coop-solo-wizard-players")
    page.locator("#next").click()
    expect(page.locator(".instructions")).to_contain_text("Solo")
    page.get_by_label("Character 1", exact=True).fill("Paladin")
    page.get_by_label("Strength 1", exact=True).fill("4")
    page.get_by_label("Willpower 1", exact=True).fill("4")
    pick_guilds(page, 0, "Paladin")
    for _ in range(2):  # one step at a time: a click on a step still being swapped in would be lost
        settle(page)
        page.locator("#next").click()
    expect(page.get_by_role("heading", name="Board and Astral Planes")).to_be_visible()
    settle(page)
    page.locator("#next").click()
    expect(page.locator("#review-coop")).to_contain_text("Solo, Hard: 1 Power Up tokens (your own stack)")
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()
    expect(page.locator("#coop-clock")).to_contain_text("1 Power Up token left")
    gid = page.url.rstrip("/").split("/")[-1]

    page.locator('.offer-card[data-kind="prepare_board"]').wait_for()
    prepare_board(page, then="Chance card")
    client = live_app.test_client()
    token = client.post(f"/api/v1/games/{gid}/session", json={"pin": GM_PIN}).get_json()["token"]
    log = live_app.extensions["herald.log"]
    # Solo's only hero starts once the board is ready: nobody rolls (003:L495).
    state = log.load(gid)[1]
    card = next(o for o in legal_actions(state, log.context()) if o.kind == "draw_chance").choices["card"]
    dream = next(c for c in card if c.startswith("prophetic-dream"))
    _api(client, gid, token, {"kind": "draw_chance", "seat": 0, "card": dream})
    state = log.load(gid)[1]
    resolve = next(o for o in legal_actions(state, log.context()) if o.kind == "resolve_chance")
    _api(client, gid, token, {"kind": "resolve_chance", "seat": 0, "plane": 3, "cards": [resolve.choices["cards"][3][0]]})

    page.reload()
    expect(page.locator("#coop-dream")).to_contain_text("stay silent")
    # 003:L537: the token is seen first (Herald draws it), then the dreamer chooses its plane.
    offer = page.locator('.offer-card[data-kind="draw_power_up"]')
    expect(offer).not_to_contain_text("Astral Plane")
    shot(page, "coop-solo-dream")
    offer.get_by_role("button", name="Herald draws").click()
    place = page.locator('.offer-card[data-kind="place_power_up"]')
    expect(place).to_contain_text("Lay the +3 Power Up token on a plane")
    shot(page, "coop-solo-dream-token-seen")
    place.get_by_role("button", name="Astral Plane 4").click()
    expect(page.locator("#coop-clock")).to_contain_text("Collapse: 4 rounds left")
    expect(page.locator(".coop-planes li").nth(3)).to_contain_text("Guardians +3")
    shot(page, "coop-solo-collapse-clock")

    # The phone follows the clock (a seat link, phone-sized).
    page.goto(f"{base_url}/games/{gid}/share")
    url = page.locator(".seat-url").first.inner_text()
    phone = page.context.browser.new_context(viewport={"width": 390, "height": 844})
    sheet = phone.new_page()
    sheet.goto(url)
    expect(sheet.locator("#phone-clock")).to_contain_text("Collapse: 4 rounds left")
    keep(sheet, str(ARTIFACTS / "coop-solo-phone.png"), full_page=True)
    phone.close()
    page.goto(f"{base_url}/games/{gid}")

    for _ in range(5):
        for action in ({"kind": "move", "seat": 0, "how": "stay"}, {"kind": "end_turn", "seat": 0},
                       {"kind": "end_round", "seat": 0}):
            _api(client, gid, token, action)
    page.reload()
    expect(page.locator("#coop-clock")).to_contain_text("The game is lost")
    expect(page.locator("body")).to_contain_text("collapsed before all five Artifacts were won")
    shot(page, "coop-solo-collapsed")


def test_a_cooperative_wizard_turns_up_characters_and_deals_them(tablet, base_url):
    page = tablet
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Together")
    page.locator("label.pick", has_text="Cooperative").click()
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="3").click()
    settle(page)
    for i, name in enumerate(("Anna", "Ben", "Anna")):  # Anna runs two characters (003:L459)
        page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
    page.locator("#next").click()
    expect(page.locator(".instructions")).to_contain_text("two more character cards than there are")
    settle(page)
    page.locator("#coop-reveal").click()
    expect(page.locator("#coop-revealed")).to_be_visible()
    settle(page)
    assert len(page.locator("#coop-revealed").inner_text().split(", ")) == 5
    page.locator("#coop-deal").click()
    settle(page)
    dealt = [page.get_by_label(f"Character {i + 1}", exact=True).input_value() for i in range(3)]
    assert all(dealt) and len(set(dealt)) == 3
    shot(page, "coop-wizard-characters-dealt")
