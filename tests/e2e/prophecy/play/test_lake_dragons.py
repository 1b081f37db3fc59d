"""In Chromium at 1280x800: the Dragonslayer variant with two dragons on the Lake of Fire fought in one turn
(003:L657, L665). The Dragon Queen face up (her numbers the group's entries) beaten on the battle screen; the battle
screen goes straight on to the dragon face down, which the table turns up and names (the table draws the cards),
its numbers typed on the same form; lost: the Queen stays slain and Cleo on the path's last space, her turn over
(003:L405). Another game: both slain in one turn, and only then the Dragonslayer wins (003:L661). Screenshots light
and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved
from app.games.prophecy.engine.realm.gate import LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import on_path
from tests.e2e.conftest import become_gm
from tests.e2e.prophecy.play.test_realm_battles import _both, _post, _scene
from tests.e2e.tablet import roll, settle, stat

pytestmark = pytest.mark.e2e

LAST = on_path("middle", 4)
QUEEN = {"strength": 7, "stat_order": "strength_only", "lives": 1, "experience": 0, "reward": [], "loss": [],
         "special": [], "creature_types": []}  # the table's reading of the card, typed in an earlier game
GOLDEN = "Golden Dragon Lord"


def _queen_beaten(page, base_url, live_app, shots: str):
    """Cleo on the middle path's last space beats the Queen on the battle screen (12 against 9)."""
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen", "golden-dragon-lord"))
    lake = (CardMoved(card="dragon-queen#1", to=LAKE_GREATER, face_up=True),
            CardMoved(card="golden-dragon-lord#1", to=LAKE_GREATER, face_up=False))
    gid = _scene(live_app, LAST, extra=lake, realm=realm, entries={"dragon-queen": QUEEN})
    become_gm(page, base_url, gid)
    expect(page.locator("#realm-lake-words")).to_have_text(
        "On the Lake of Fire, with the +1 token: Dragon Queen and a dragon face down.")
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    fight = page.locator(".panel.fight-open")
    expect(fight).to_contain_text("Fight Dragon Queen on the Lake of Fire")
    _post(page, fight.get_by_role("button", name="Fight Dragon Queen on the Lake of Fire"))
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")  # the only kind, taken
    _post(page, page.locator('.battle-equip[data-kind="announce_equipment"]').get_by_role(
        "button", name="Announce Items and Spells"))
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, 6, 1)
    settle(page)
    # the battle screen goes on to the next dragon, still face down: not named, no odds
    nxt = page.locator(".panel.fight-open")
    expect(nxt).to_contain_text("Fight the dragon face down on the Lake of Fire")
    expect(nxt).to_contain_text("The dragon turned up: which card is it?")
    expect(nxt.locator("#lake-values")).to_contain_text("Name the card first")
    expect(page.locator("body")).to_contain_text("goes on to the next dragon of the Lake of Fire in the same turn")
    _both(page, f"{shots}-1-next-dragon")
    return gid, nxt


def _name_and_type(page, form, shots: str):
    """The table turns up the Golden Dragon Lord and types what it prints (Strength 5, the table's reading)."""
    with page.expect_response(lambda r: "realm-lake-values" in r.url):
        form.locator("label.pick", has_text=GOLDEN).click()
    settle(page)
    expect(form.locator("#lake-values")).to_contain_text(f"{GOLDEN}: Experience")
    form.get_by_role("group", name=f"{GOLDEN}: How it fights").locator("label.pick", has_text="Strength only").click()
    form.get_by_label(f"{GOLDEN}: Strength").fill("5")
    form.get_by_label(f"{GOLDEN}: Experience").fill("0")
    form.get_by_role("group", name=f"{GOLDEN}: Lives").locator("label.pick", has_text="One life").click()
    for field in ("reward", "loss", "special rule", "creature types"):
        group = form.get_by_role("group", name=f"{GOLDEN}: {field}")
        if group.count():
            group.locator("label.none-printed").click()
    _both(page, f"{shots}-2-named")
    _post(page, form.get_by_role("button", name="Fight the dragon face down on the Lake of Fire"))
    expect(page.locator("#battle-title")).to_contain_text(GOLDEN)
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
    _post(page, page.locator('.battle-equip[data-kind="announce_equipment"]').get_by_role(
        "button", name="Announce Items and Spells"))


def _last_roll(page, light: int, dark: int, name: str):
    """The second dragon's roll entered; the battle's end shown, then back to the table."""
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, light, dark)
    settle(page)
    expect(page.locator("#battle-over")).to_be_visible()
    _both(page, name)
    page.locator("#battle-done").click()


def test_the_second_dragon_named_fought_and_lost_in_the_same_turn(tablet, base_url, live_app):
    page = tablet
    gid, form = _queen_beaten(page, base_url, live_app, "lake-dragons")
    _name_and_type(page, form, "lake-dragons")
    expect(page.locator("#hero-total")).to_have_text("6")
    _both(page, "lake-dragons-3-second-roll")
    _last_roll(page, 1, 6, "lake-dragons-4-lost")  # 7 against 5 + 6 + 1
    # back at the table: the Queen slain, the Golden Dragon Lord face up, Cleo on the last space, 1 Health less
    expect(page.locator("#realm-lake-words")).to_have_text(
        "On the Lake of Fire, with the +1 token: Golden Dragon Lord (1 slain).")
    expect(page.locator('#realm-middle-4 g.token[data-seat="0"]')).to_have_count(1)
    expect(stat(page, 0, "health")).to_have_text("5")
    expect(page.locator("#phase")).to_contain_text("End of the round")  # her turn is over
    _both(page, "lake-dragons-5-table")


def test_both_dragons_slain_in_one_turn_win_the_game(tablet, base_url, live_app):
    page = tablet
    gid, form = _queen_beaten(page, base_url, live_app, "lake-dragons-win")
    expect(page.locator("#refusal")).to_have_count(0)
    _name_and_type(page, form, "lake-dragons-win")
    _last_roll(page, 6, 1, "lake-dragons-win-3-won")  # 12 against 5 + 1 + 1
    expect(page.locator("body")).to_contain_text("slew the last of the Lake of Fire's dragons and is the Dragonslayer")
    _both(page, "lake-dragons-win-4-over")
