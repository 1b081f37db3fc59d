"""Issue 39 in Chromium: a hero with 7 Gold in the City sees what the City sells, at what price, and why a good is
out of reach, beside "What now?"; light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.e2e.conftest import become_gm, shot
from tests.scenes import stored_scene

pytestmark = pytest.mark.e2e


def test_the_city_shows_its_goods_and_prices_to_a_hero_with_7_gold(tablet, base_url, live_app):
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=7, gold=7),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    gid = stored_scene(live_app.test_client(), [GameCreated(options=GameOptions(), heroes=heroes),
                                                CardMoved(card="ritual-dagger#1", to="goods:city"),
                                                FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))])
    page = tablet
    become_gm(page, base_url, gid)
    sale = page.locator("#on-sale")
    expect(sale).to_contain_text("On sale in the City (Cleo has 7 Gold)")
    expect(sale).to_contain_text("Ritual Dagger: 9 Gold · 2 Gold short, so it cannot be bought now")
    sale.scroll_into_view_if_needed()
    shot(page, "city-offer-7-gold-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, "city-offer-7-gold-dark")
