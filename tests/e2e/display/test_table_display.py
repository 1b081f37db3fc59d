"""In Chromium at 1920x1080 (a TV), the table display: it follows a two-player game for two rounds played through
the API, shows no secret in a draft, in a Conjurers battle before its creatures are summoned and during a
Prophetic Dream, and once its link is replaced it says so and shows the table no more."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import shot
from tests.e2e.endgame_api import Table
from tests.helpers import GM_PIN, GM_TOKENS, api_act, as_tablet, csrf_token
from tests.web.conjurers.conjurers_battle_kit import open_battleground
from tests.web.display.kit import coop_game, draw_dream, dream, turn_up_token

pytestmark = pytest.mark.e2e
TV = {"width": 1920, "height": 1080}
KEEP = {"lesser": "vampire-lord#1", "greater": "scaled-monster#1"}


@pytest.fixture
def tv(browser):
    """A TV's browser; it must report no breach of Herald's Content-Security-Policy and no script error."""
    context = browser.new_context(viewport=TV, device_scale_factor=1)
    page = context.new_page()
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: violations.append(str(e)))
    yield page
    context.close()
    assert violations == []


def _display_url(gm, game_id: str) -> str:
    page = gm.get(f"/games/{game_id}/share").get_data(as_text=True)
    return re.search(r'id="display-url">([^<]+)<', page).group(1)


def test_the_display_follows_two_rounds_then_its_replaced_link_is_refused(live_app, tv):
    table = Table(live_app, KEEP)
    url = _display_url(table.client, table.game_id)
    tv.goto(url)
    expect(tv.locator("html")).to_have_attribute("data-theme", "dark")  # dark unless switched
    expect(tv.locator("#display-turn")).to_contain_text("Initial situation")
    table.prepare()
    expect(tv.locator("#display-turn")).to_contain_text("Round 1")  # polled in, no reload
    expect(tv.locator("#display-log")).to_contain_text("Anna")
    rounds = []

    def two_rounds(state) -> bool:
        if not rounds or rounds[-1] != state.flow.round:
            rounds.append(state.flow.round)
            expect(tv.locator("#display-turn")).to_contain_text(f"Round {state.flow.round}")
            if len(rounds) == 2:
                shot(tv, "display-round-2")
        return state.flow.round >= 3

    table.play_until({0: [(15, False), (17, False)], 1: [(9, False), (7, False)]}, two_rounds)
    _, state = table.state()
    expect(tv.locator("#display-turn")).to_contain_text("Round 3")
    expect(tv.locator("#display-hero-0")).to_contain_text(f"Gold {state.hero(0).gold}")
    expect(tv.locator("#display-hero-1")).to_contain_text(state.hero(1).player)
    expect(tv.locator("#table")).to_have_attribute("data-seq", str(table.state()[0]))
    shot(tv, "display-round-3")
    assert tv.evaluate("document.documentElement.scrollWidth") <= TV["width"]  # landscape, nothing off the side
    # The game master replaces the display's link: the screen polls into the notice and shows the table no more.
    r = table.client.post(f"/games/{table.game_id}/share/display/reissue", data={"csrf_token": csrf_token(table.client)})
    assert r.status_code == 303
    expect(tv.locator("#gone")).to_contain_text("This link was replaced")
    expect(tv.locator("#table")).to_have_count(0)
    shot(tv, "display-replaced")
    assert tv.goto(url).status == 410
    assert tv.goto(_display_url(table.client, table.game_id)).status == 200


def test_no_secret_in_a_draft(live_app, tv):
    gm = live_app.test_client()
    setup = {"kind": "create_game", "options": {}, "seats": [{"player": "Anna"}, {"player": "Ben"}], "draft": True}
    r = gm.post("/api/v1/games", json={"name": "Draft night", "setup": setup, "pin": GM_PIN})
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    assert api_act(gm, game_id, 1, {"kind": "draft_deal", "hands": [["paladin", "druid"], ["mercenary", "scout"]]}).status_code == 200
    tv.goto(_display_url(gm, game_id))
    expect(tv.locator("#display-draft")).to_be_visible()
    assert api_act(gm, game_id, 2, {"kind": "draft_pick", "seat": 0, "keep": "paladin"}).status_code == 200
    expect(tv.locator("#display-log")).to_contain_text("A player picked in the draft.")
    text = tv.locator("body").inner_text()
    assert not re.search("Paladin|Druid|Mercenary|Scout", text), text
    shot(tv, "display-draft")
    # Switched to light, the screen keeps its own choice (not the tablet's, should both run in one browser).
    tv.get_by_role("button", name="Switch light or dark").click()
    expect(tv.locator("html")).to_have_attribute("data-theme", "light")
    tv.reload()
    expect(tv.locator("html")).to_have_attribute("data-theme", "light")
    assert tv.evaluate("localStorage.getItem('herald.theme')") is None
    shot(tv, "display-draft-light")


def test_no_secret_in_a_conjurers_battle_before_summoning(live_app, tv):
    from app.games.conjurers.screens.battle.names import card_name

    gm = live_app.test_client()
    game_id, _ = open_battleground(gm)
    state = live_app.extensions["herald.log"].load(game_id)[1]
    hand = {card_name(state, c) for s in state.fight.battle.sides if not s.minion for c in s.hand}
    tv.goto(_display_url(gm, game_id))
    expect(tv.locator("#display-battle")).to_contain_text("secret until summoned")
    text = tv.locator("body").inner_text()
    assert hand and not any(name in text for name in hand), (hand, text)
    shot(tv, "display-conjurers-battle")


def test_no_secret_during_a_prophetic_dream(live_app, tv):
    gm = as_tablet(live_app.test_client(), make_game=False)
    game_id = coop_game(gm)
    tv.goto(_display_url(gm, game_id))
    draw_dream(gm, game_id)
    expect(tv.locator("#display-chance")).to_contain_text("Prophetic Dream")
    dream(gm, game_id)
    expect(tv.locator("#display-dream")).to_contain_text("Anna is dreaming")
    text = tv.locator("body").inner_text()
    assert not re.search(r"\+\d", text), text  # the token's value comes only once it lies on a plane
    shot(tv, "display-dream")
    turn_up_token(gm, game_id)  # 003:L537: turned up for the dreamer, still not for the table
    tv.reload()
    expect(tv.locator("#display-dream")).to_contain_text("Anna is dreaming")
    text = tv.locator("body").inner_text()
    assert not re.search(r"\+\d", text), text
