"""In Chromium: a battle fought on the battle screen from the card's unknown values to the treasure, with a Spell
cast on a weapon (the odds follow the ticks before anything is recorded) and the treasure found by typing its
name; screenshots of every step at 1280x800 and 800x1280, light and dark, under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.e2e.conftest import become_gm
from tests.e2e.conftest import shot as _shot
from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import BLESSED, stored_battle

pytestmark = pytest.mark.e2e

FOREST = 5
COMMON = ("dagger#1", "hammer#1", "rapier#1", "axe#2", "javelin#1", "sword#1", "scroll-of-stealing#1",
          "scroll-of-decay#1", "scroll-of-destruction#1")
SIZES = (("landscape", {"width": 1280, "height": 800}), ("portrait", {"width": 800, "height": 1280}))


def _game(live_app) -> str:
    """The Mercenary with an Axe, a Spiked Shield and Blessed Weapon at the Angry Mob; the Common deck in play."""
    client = as_tablet(live_app.test_client(), make_game=False)
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(), heroes=heroes), CardMoved(card="angry-mob#1", to=f"space:{FOREST}"),
              CardMoved(card="axe#1", to="hero:0:items"), CardMoved(card="spiked-shield#1", to="hero:0:items"),
              CardMoved(card="blessed-weapon#1", to="hero:0:abilities"),
              *(CardMoved(card=c, to="deck:common") for c in COMMON),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    gid = stored_battle(client, events)
    for card, values in (("blessed-weapon", BLESSED), ("axe", {"hands": 1}), ("spiked-shield", {"head": False})):
        assert client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values}).status_code == 201
    return gid


def _shots(page, step: str) -> None:
    """The screen at this step on a tablet held both ways, light and dark."""
    for orient, size in SIZES:
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")
        _shot(page, f"battle-screen-{step}-{orient}-light")
        page.get_by_role("button", name="Switch light or dark").click()
        _shot(page, f"battle-screen-{step}-{orient}-dark")
        page.get_by_role("button", name="Switch light or dark").click()
    page.set_viewport_size(SIZES[0][1])


def _settled(page) -> None:
    page.wait_for_function("() => !document.querySelector('.htmx-added, .htmx-settling, .htmx-swapping, .htmx-request')")


def _roll(page, n: int, light: int, dark: int) -> None:
    expect(page.locator("#battle-step")).to_contain_text(f"Roll {n}")
    roll = page.locator('#battle-steps .offer-card[data-kind="battle_roll"]')
    roll.get_by_role("group", name="Lighter die").locator("label.pick", has_text=str(light)).click()
    roll.get_by_role("group", name="Darker die").locator("label.pick", has_text=str(dark)).click()
    roll.get_by_role("button", name=f"Roll {n}").click()


def test_a_battle_on_the_battle_screen_from_the_cards_values_to_the_treasure(tablet, base_url, live_app):
    page = tablet
    gid = _game(live_app)
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")

    # The Angry Mob's reward, loss and special rules are unknown: the table types what the card prints.
    form = page.locator('.battle-values[data-kind="start_fight"]')
    expect(form).to_contain_text("What the card prints")
    _shots(page, "fight")
    form.get_by_label("Angry Mob: reward, line 1", exact=True).select_option("gold")
    form.get_by_label("Angry Mob: reward, line 1: number or note").fill("lots")
    for box in form.locator("label.none-printed").all():
        box.click()
    form.get_by_role("button", name="Fight Angry Mob").click()
    expect(page.locator("#refusal")).to_contain_text("Angry Mob, reward line 1: type a whole number from 0 to 20.")
    expect(page.locator("#battle-step")).to_have_count(0)  # nothing was started

    form = page.locator('.battle-values[data-kind="start_fight"]')
    form.get_by_label("Angry Mob: reward, line 1", exact=True).select_option("draw_item")
    form.get_by_label("Angry Mob: reward, line 1: number or note").fill("1")
    form.get_by_label("Angry Mob: reward, line 1: deck").select_option("common")
    for box in form.locator("fieldset:not([data-field=reward]) label.none-printed").all():
        box.click()
    form.get_by_role("button", name="Fight Angry Mob").click()

    # The kind, with its price and odds; then the equipment, previewed as it is ticked.
    expect(page.locator("#battle-step")).to_contain_text("Choose the kind of battle")
    expect(page.locator("table.kinds")).to_contain_text("Battle of Strength")
    _shots(page, "kind")
    page.locator("#battle-steps").get_by_role("button", name="Battle of Strength").click()
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
    expect(page.locator("#hero-total")).to_have_text("6")
    bare_odds = page.locator("#odds-win").inner_text()
    equip = page.locator('.battle-equip[data-kind="announce_equipment"]')
    _settled(page)
    equip.locator("fieldset.need-checks label.pick", has_text="Axe").click()
    equip.get_by_role("group", name="Blessed Weapon").locator("label.pick", has_text="On Axe").click()
    expect(page.locator("#equip-trial")).to_contain_text("the Spells cost 1 Magic")
    expect(page.locator("#hero-total")).to_have_text("8")
    expect(page.locator("#odds-win")).not_to_have_text(bare_odds)
    expect(page.locator("#battle-numbers")).to_contain_text("Blessed Weapon on Axe")
    _shots(page, "equip")
    equip.get_by_role("button", name="Announce Items and Spells").click()

    # The dice: three rolls to beat the Mob's three lives.
    expect(page.locator("#battle-step")).to_contain_text("Roll 1")
    expect(page.locator("#hero-total")).to_have_text("8")
    _shots(page, "roll")
    for n in (1, 2, 3):
        _roll(page, n, 6, 1)

    # The treasure the table typed: one Common Item, found by typing its name.
    expect(page.locator("#battle-step")).to_contain_text("Take the treasure")
    _shots(page, "treasure")
    reward = page.locator('.battle-reward[data-kind="battle_reward"]')
    _settled(page)
    reward.get_by_label("Item card from the Common deck: search").fill("dag")
    reward.locator(".match", has_text="Dagger").first.click()
    reward.get_by_role("button", name="Take the treasure").click()
    expect(page.locator("#battle-over")).to_be_visible()  # the result stays until the group moves on
    expect(page.locator("#battle-story")).to_contain_text("Dagger")
    _shots(page, "after")
