"""In Chromium at 1280x800: the negative Creature Dragon cards' own rulings on the battle screen (003:L757-767).
The Skeletal Dragon's Magic picked from the odds of every amount, the die capped; the Golden Dragon Lord beaten and
its trade made beside the result. Screenshots light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.e2e.conftest import become_gm
from tests.e2e.tablet import roll, settle, shot
from tests.engine.realm.boards import TYPED
from tests.engine.realm.fightkit import PHANTOM
from tests.helpers import api_act, as_tablet
from tests.scenes import stored_scene

pytestmark = pytest.mark.e2e


def _both(page, name: str):
    shot(page, f"{name}-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, f"{name}-dark")
    page.get_by_role("button", name="Switch light or dark").click()


def _post(page, button):
    with page.expect_response(lambda r: r.request.method == "POST"):
        button.click()
    settle(page)


def _fight(live_app, dragon: str, items=(), others=()) -> str:
    """Cleo's Mercenary (Strength 6, 5 Magic) stepped onto `dragon` and fights it by Strength with bare hands."""
    client = as_tablet(live_app.test_client(), make_game=False)
    with live_app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    cleo = Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5)
    ben = Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0)
    held = [CardMoved(card=c, to="hero:0:items") for c in items] + [CardMoved(card=c, to="hero:1:items") for c in others]
    gid = stored_scene(client, [GameCreated(options=GameOptions(realm=RealmOptions(), deck_mode="table"),
                                            heroes=(cleo, ben)),
                                CardMoved(card="gate-to-the-dragon-realm#1", to="plane:2:lesser"),
                                CardMoved(card=f"{dragon}#1", to="realm:left:2:negative"), *held,
                                RealmMoved(seat=0, place=on_path("left", 1)),
                                FlowChanged(flow=Flow(stage="move", round=2, active=0, turn=1))], name="Dragons")
    seq = 1
    for action in ({"kind": "realm_step", "seat": 0, "how": "forward", "path": "left", "step": 2},
                   {"kind": "realm_fight", "seat": 0, "back": 9, "values": {dragon: PHANTOM["phantom-dragon"]}},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    return gid


def test_the_skeletal_dragons_magic_picked_from_the_odds_caps_the_die(tablet, base_url, live_app):
    page = tablet
    gid = _fight(live_app, "skeletal-dragon")
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    form = page.locator("#skeletal-magic")
    expect(form.locator('tr[data-magic="5"] .win')).to_have_text("25%")  # 6 + at most 5 against 7 + a die
    expect(form.locator('tr[data-magic="0"] .win')).to_have_text("0%")
    _both(page, "dragon-skeletal-1-odds")
    form.locator("label.pick", has_text="2 Magic").click()
    _post(page, form.get_by_role("button", name="Pay and cap the die"))
    expect(page.locator("#battle-story")).to_contain_text("pays 2 Magic: her die counts at most 2")
    expect(page.locator("#battle-numbers")).to_contain_text("at most 2")
    _both(page, "dragon-skeletal-2-paid")
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, 6, 1)  # a 6 counts 2: 8 against 8, a draw
    settle(page)
    expect(page.locator("#battle-over")).to_contain_text("draw")


def _won_trade(page, base_url: str, gid: str):
    """Cleo beats the Golden Dragon Lord (6 against 1) on the battle screen; the trade's form beside the result."""
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, 6, 1)
    settle(page)
    return page.locator('#battle-over .offer-card[data-kind="golden_swap"]')


def _pick(trade, give: str, take: str) -> None:
    """Her Item to give, Ben, and his Item she takes."""
    trade.locator(".need", has_text="Her Item to give").locator("label.pick", has_text=give).click()
    trade.locator(".need", has_text="To the hero").locator("label.pick", has_text="Ben").click()
    trade.locator(".need", has_text="For the Item of the same class").locator("label.pick", has_text=take).click()


def test_the_golden_dragon_lords_trade_beside_the_won_battle(tablet, base_url, live_app):
    page = tablet
    gid = _fight(live_app, "golden-dragon-lord", items=("dagger#1",), others=("hammer#1",))
    trade = _won_trade(page, base_url, gid)
    expect(trade).to_be_visible()
    _both(page, "dragon-golden-1-trade")
    _pick(trade, "Dagger", "Hammer")
    _post(page, trade.get_by_role("button", name="Trade an Item with another hero (Golden Dragon Lord)"))
    expect(page.locator("#battle-story")).to_contain_text("trades Dagger for")
    _both(page, "dragon-golden-2-traded")


def test_a_realm_items_class_asked_on_the_trade_once_003_L373(tablet, base_url, live_app):
    """A Realm Item Herald cannot class (003:L373) is offered with its class asked beside the trade; once typed,
    the trade is made and the class kept as the group's entry."""
    page = tablet
    gem = "dragon-positive-dragon-realm-unregistered-01"
    with live_app.app_context():
        catalog_state.record({gem: {"dragon_type": "item", "name": "Dragon Scale Mail"}}, origin="table")
    gid = _fight(live_app, "golden-dragon-lord", items=(f"{gem}#1",), others=("great-sword#1", "hammer#1"))
    trade = _won_trade(page, base_url, gid)
    asked = trade.locator(".value-choice", has_text="Dragon Scale Mail: Common or Rare?")
    expect(asked).to_be_visible()
    _pick(trade, "Dragon Scale Mail", "Great Sword")
    asked.locator("label.pick", has_text="Rare").click()
    _both(page, "dragon-golden-3-class-asked")
    _post(page, trade.get_by_role("button", name="Trade an Item with another hero (Golden Dragon Lord)"))
    expect(page.locator("#battle-story")).to_contain_text("trades Dragon Scale Mail for")
    with live_app.app_context():
        assert catalog_state.effective().card(gem).item_deck == "rare"
