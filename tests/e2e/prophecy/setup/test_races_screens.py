"""In Chromium: the wizard with the Ancient Races (each seat's Race, the values the Race cards show), the hero
panel with its Race, bank and Rage token, and a battle whose breakdown names the Goblin's Rage token.
Screenshots under test-artifacts/ at 1280x800."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.races.sheet import HeroSheet
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.e2e.conftest import become_gm, keep
from tests.e2e.tablet import PLAYERS, next_step, pick, shot
from tests.helpers import GM_PIN, as_tablet, pick_guilds
from tests.web.prophecy.battle.kit import stored_battle

pytestmark = pytest.mark.e2e
FOREST = 5
DWARF = {"Strength change": "0", "Willpower change": "0", "Extra Experience": "0",  # its extra Gold is its bank
         "Item limit change": "0", "Ability limit change": "0"}                      # (003:L155): not asked
ELF = {"Extra Gold": "0", "Extra Experience": "0", "Item limit change": "0", "Ability limit change": "0"}


def test_the_wizard_drafts_races_and_the_hero_panel_shows_race_and_bank(tablet, base_url):
    page = tablet
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Races night")
    pick(page, "Ancient Races").click()
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="2").click()
    expect(page.get_by_label("Player 3", exact=True)).to_have_count(0)
    for i, (player, *_rest) in enumerate(PLAYERS):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    expect(page.locator(".instructions")).to_contain_text("Race cards")
    for i, (_, character, s, w) in enumerate(PLAYERS):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(character)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        pick_guilds(page, i, character)
    page.get_by_label("Race 1", exact=True).select_option("elf")
    page.get_by_label("Race 2", exact=True).select_option("dwarf")
    for race, values in (("Elf", ELF), ("Dwarf", DWARF)):
        for label, value in values.items():
            page.get_by_label(f"{race}: {label}", exact=True).fill(value)
    expect(page.get_by_label("Dwarf: Extra Gold", exact=True)).to_have_count(0)
    shot(page, "races-wizard-characters")
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Decks")).to_be_visible()
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Board and Astral Planes")).to_be_visible()
    page.locator("#next").click()
    expect(page.locator(".review")).to_contain_text("Ancient Races")
    expect(page.locator(".review")).to_contain_text("Dwarf")
    shot(page, "races-wizard-review")
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()
    expect(page.locator("#hero-1 .race")).to_have_text("Dwarf")
    expect(page.locator('#hero-1 [data-stat="bank"]')).to_have_text("3")
    expect(page.locator('#hero-0 [data-stat="magic"]')).to_have_text("7")  # the Druid's 6, +1 as an elf
    page.get_by_role("button", name="Take 1 Gold out of Ben's bank").click()
    expect(page.locator('#hero-1 [data-stat="bank"]')).to_have_text("2")
    page.locator("#hero-1").scroll_into_view_if_needed()
    keep(page.locator("#hero-1"), str(shot(page, "races-hero-panels").with_name("races-hero-panel-dwarf.png")))


def test_the_battle_breakdown_names_the_rage_token(tablet, base_url, live_app):
    page = tablet
    client = as_tablet(live_app.test_client(), make_game=False)
    sheet = HeroSheet(traits=("trophies", "rage"), numbers={"trophy_experience": 3, "trophy_gold": 1, "rage_bonus": 1})
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST,
                   races=("goblin",), sheet=sheet, rage="angry-mob#1"),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    events = [GameCreated(options=GameOptions(expansion=ExpansionOptions(races=True)), heroes=heroes),
              CardMoved(card="angry-mob#1", to=f"space:{FOREST}"),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    gid = stored_battle(client, events)
    values = {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]}
    assert client.post("/api/v1/catalog/cards/angry-mob/entries", json={"values": values}).status_code == 201
    become_gm(page, base_url, gid)
    expect(page.locator('#hero-0 [data-stat="rage"]')).to_contain_text("Angry Mob")
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    page.get_by_role("button", name="Fight Angry Mob").click()
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    kind = page.get_by_role("button", name="Battle of Strength")
    if kind.count():
        kind.first.click()
    announce = page.get_by_role("button", name="Announce")
    if announce.count():
        announce.first.click()
    expect(page.locator("body")).to_contain_text("Goblin: Rage token")
    shot(page, "races-battle-rage")
