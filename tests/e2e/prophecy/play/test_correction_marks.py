"""Issue 37 on a 1280x800 tablet in Chromium: a hero's Dragon Heart and Guilds corrected from her panel, and
whose round it is corrected mid-round ("it is Cleo's turn, she has moved"); screenshots of each form."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import shot
from tests.e2e.tablet import settle
from tests.helpers import GM_PIN, GM_TOKENS, api_act, setup_action

pytestmark = pytest.mark.e2e


def realm_game_started(live_app) -> str:
    """A three-seat game with the Dragon Realm at Anna's first Chance card, made through the API."""
    from app.games.prophecy.engine import legal_actions

    client = live_app.test_client()
    r = client.post("/api/v1/games", json={"name": "Realm night", "setup": setup_action(3, realm={}), "pin": GM_PIN})
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    log = live_app.extensions["herald.log"]
    seq, state = log.load(game_id)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    steps = [{"kind": "prepare_board", "chance": "chance-forest#1", "adventures": ["hermit#1", "ruin#1"],
              "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()}},
             {"kind": "roll_first_player", "faces": [6, 2, 1]}]
    for step in steps:
        r = api_act(client, game_id, seq, step)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return game_id


def test_a_heart_the_guilds_and_whose_round_are_corrected_on_the_tablet(tablet, base_url, live_app):
    from tests.e2e.conftest import become_gm

    game_id = realm_game_started(live_app)
    page = tablet
    become_gm(page, base_url, game_id)
    page.get_by_role("link", name="Correct Ben's hero").click()
    box = page.locator("#correct-box")
    expect(box.get_by_role("heading", name="Correct Ben's hero")).to_be_visible()
    settle(page)
    heart = box.locator("form.correct-pick").filter(has_text="Give a Dragon Heart")
    heart.locator("select[name=card]").select_option(index=1)
    heart.get_by_role("button", name="Next").click()
    expect(box.locator("#correct-to")).to_have_value("hero:1:heart")
    box.locator("#reason-move").fill("took a Heart at the Lake")
    shot(page, "correct37-1-heart")
    box.get_by_role("button", name="Move the card").click()
    expect(page.locator(".log-lines li").first).to_contain_text("to Ben's Dragon Heart (took a Heart at the Lake)")

    page.get_by_role("link", name="Correct Ben's hero").click()
    box = page.locator("#correct-box")
    settle(page)
    guilds = box.locator("section[aria-label=Guilds]")
    expect(guilds.locator("select").first).to_have_value("fortress")  # prefilled with what Herald holds
    guilds.locator("select").first.select_option("monastery")
    guilds.locator("select").nth(1).select_option("forest_camp")
    guilds.locator("#reason-guilds").fill("wrong character card read")
    guilds.scroll_into_view_if_needed()
    shot(page, "correct37-2-guilds")
    guilds.get_by_role("button", name="Set the guilds").click()
    expect(page.locator(".log-lines li").first).to_contain_text("belongs to the Monastery and the Forest Camp")

    page.get_by_role("link", name="Correct Cleo's hero").click()
    box = page.locator("#correct-box")
    settle(page)
    turn = box.locator("section[aria-label='Whose round']")
    expect(turn).to_contain_text("It is Anna's round")
    turn.locator("#correct-stage").select_option("turn")
    turn.locator("#reason-turn-step").fill("Anna and Ben already played")
    shot(page, "correct37-3-turn")
    turn.get_by_role("button", name="Set whose round it is").click()
    expect(page.locator(".log-lines li").first).to_contain_text("round: she has moved")
    shot(page, "correct37-4-after")
