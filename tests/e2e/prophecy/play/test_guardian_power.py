"""In Chromium: Increased Guardian Power on the tablet. A +1 token lies on every Astral Plane; the board marks each
plane with it, the Astral Planes panel says what it adds, and the battle screen's breakdown of a Guardian fight
shows the token's line with its plane, counted in the odds (003:L641). Screenshots under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.e2e.conftest import become_gm
from tests.e2e.tablet import shot
from tests.helpers import api_act, as_tablet
from tests.scenes import stored_scene

pytestmark = pytest.mark.e2e

DONE = {"scaled-monster": {"experience": 5, "reward": [], "loss": []}}


def _scene(live_app) -> str:
    """Cleo's Mercenary attacking Astral Plane 1, its Lesser Guardian beaten, the Scaled Monster face up."""
    client = as_tablet(live_app.test_client(), make_game=False)
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, space=1),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    options = GameOptions(expansion={"new_cards": True, "guardian_power": "plus_one"})
    events = [GameCreated(options=options, heroes=heroes, power_ups={p: (1,) for p in range(5)}),
              CardMoved(card="scaled-monster#1", to="plane:0:greater"),
              CardMoved(card="royal-cape#1", to="plane:0:artifact", face_up=False),
              FlowChanged(flow=Flow(stage="astral", round=1, active=0, turn=1, marks=frozenset({"turn:plane:0"})))]
    gid = stored_scene(client, events, name="Guardian Power")
    seq = 1
    for action in ({"kind": "start_fight", "seat": 0, "guardian": "scaled-monster#1", "values": DONE},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq += 1
    return gid


def test_the_planes_token_on_the_board_and_in_the_battle_breakdown(tablet, base_url, live_app):
    gid = _scene(live_app)
    page = tablet
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}")
    expect(page.locator("#plane-0-token")).to_contain_text("+1")
    expect(page.locator("#plane-0-power")).to_have_text(
        "Power Up token +1: both Guardians +1 Strength and +1 Willpower")
    expect(page.locator("#expansion-line")).to_contain_text("Increased Guardian Power, +1 on every plane")
    page.locator("#plane-0").scroll_into_view_if_needed()
    shot(page, "guardian-power-board")
    page.locator(".planes").scroll_into_view_if_needed()
    shot(page, "guardian-power-planes-panel")
    page.goto(f"{base_url}/games/{gid}/battle")
    expect(page.locator("body")).to_contain_text("+1 Power Up token (Astral Plane 1)")
    shot(page, "guardian-power-battle-breakdown")


def test_the_wizard_offers_the_new_cards_and_guardian_power(tablet, base_url, live_app):
    page = tablet
    page.goto(f"{base_url}/games/new")
    expect(page.locator("#expansion-cards")).to_contain_text("New cards")
    # Issue 39: one box under one heading; the random tokens are asked only when that option is on.
    expect(page.get_by_text("Dragon Realm expansion (optional)")).to_have_count(1)
    expect(page.locator("#dragon-realm-expansion #guardian-power")).to_have_count(1)
    expect(page.locator("#guardian-tokens")).to_be_hidden()
    page.locator("#guardian-power label.pick", has=page.locator("input[value=random]")).click()
    expect(page.locator("input[name=guardian_power][value=random]")).to_be_checked()
    expect(page.locator("#guardian-tokens")).to_be_visible()
    page.locator("#dragon-realm-expansion").scroll_into_view_if_needed()
    shot(page, "guardian-power-wizard")
