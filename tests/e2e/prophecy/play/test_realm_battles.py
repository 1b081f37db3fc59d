"""In Chromium at 1280x800: the Realm's battles fought on the battle screen from the game screen's buttons. A step
onto a face-down Creature Dragon card, its printed numbers typed when the battle screen asks, the odds, the dice,
the table naming the card it turned up on the step's own form (Herald's placeholder never shown, 003:L325), the loss costing 1 Health plus the card's penalty and the knock-back beside the Gate's plane (003:L357-359); the
Lake of Fire's battle from a path's last space, won: the table names the Artifact it turned up, then the Artifact
and a Dragon Heart on the hero panel and the phone, the hero back beside the Gate (003:L405-411). Screenshots light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.realm.setup import UNSEEN_NEGATIVE
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.e2e.conftest import ARTIFACTS, become_gm, keep
from tests.e2e.tablet import roll, settle, shot, stat
from tests.engine.realm.boards import TYPED
from tests.helpers import as_tablet
from tests.scenes import stored_scene

pytestmark = pytest.mark.e2e

GATE_SPACES = (9, 11)  # beside plane 3, where the scene's Gate lies face up


def _both(page, name: str):
    shot(page, f"{name}-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, f"{name}-dark")
    page.get_by_role("button", name="Switch light or dark").click()


def _scene(live_app, place, extra=(), entries=None, realm=None) -> str:
    """Cleo's Mercenary in the Realm (at `place`), the Gate face up on plane 3, Ben's Paladin on the ring."""
    client = as_tablet(live_app.test_client(), make_game=False)
    with live_app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")  # the group's board, typed once
    cleo = Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, gold=2)
    ben = Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0)
    hearts = () if realm else (CardMoved(card="dragon-heart#1", to="realm:hearts"),
                               CardMoved(card="dragon-heart#2", to="realm:hearts"))
    events = [GameCreated(options=GameOptions(realm=realm or RealmOptions(), deck_mode="table"), heroes=(cleo, ben)),
              CardMoved(card="gate-to-the-dragon-realm#1", to="plane:2:lesser"), *hearts,
              *extra, RealmMoved(seat=0, place=place),
              FlowChanged(flow=Flow(stage="move", round=2, active=0, turn=1))]
    gid = stored_scene(client, events, name="Realm battles")
    for card, values in (entries or {}).items():  # numbers the group typed in an earlier game
        assert client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values}).status_code == 201
    return gid


def _post(page, button):
    with page.expect_response(lambda r: r.request.method == "POST"):
        button.click()
    settle(page)


def test_a_creature_fought_on_the_battle_screen_and_the_knock_back(tablet, base_url, live_app):
    page = tablet
    dealt = (CardMoved(card="skeletal-dragon#1", to="realm:left:1:negative", face_up=False),  # Herald's placeholder
             CardMoved(card="phantom-dragon#1", to=UNSEEN_NEGATIVE, face_up=False))
    gid = _scene(live_app, GATE, extra=dealt)
    become_gm(page, base_url, gid)
    # Where the table draws, Herald holds a placeholder on the space and never shows it: the step's own form asks
    # which card turned up, from the face-down negative cards (003:L325, issue 33)
    expect(page.locator("#realm-left-1 .realm-card-name")).to_have_count(0)
    step = page.locator('.offer-list .offer-card[data-kind="realm_step"]', has_text="Forward to the left path, space 1")
    expect(step).to_contain_text("Card 1 turned up")
    expect(step.locator("label.pick", has_text="Skeletal Dragon")).to_have_count(1)
    step.locator("label.pick", has_text="Phantom Dragon").click()
    _both(page, "realm-battle-0-named-as-turned-up")
    _post(page, step.get_by_role("button", name="Forward to the left path, space 1"))
    expect(page.locator('.offer-list .offer-card[data-kind="realm_name"]')).to_have_count(0)
    expect(page.locator("#realm-left-1 .realm-card-name")).to_contain_text("Phantom")
    expect(page.locator(".log-lines")).to_contain_text("Turned face up in the Dragon Realm: Phantom Dragon (left path, "
                                                      "space 1)")
    expect(page.locator(".log-lines")).not_to_contain_text("Skeletal")
    fight = page.locator('.offer-list .offer-card[data-kind="realm_fight"]')
    expect(fight).to_be_visible()
    _both(page, "realm-battle-1-met")
    fight.locator("a.fight-link").click()

    # the battle screen asks what the card prints, and where a loss knocks Cleo back
    form = page.locator('.battle-values[data-kind="realm_fight"]')
    expect(form).to_contain_text("What the card prints")
    settle(page)
    card = "Phantom Dragon"
    form.get_by_role("group", name=f"{card}: How it fights").locator("label.pick", has_text="Strength only").click()
    expect(form.get_by_label(f"{card}: Strength (if printed)")).to_have_count(0)  # asked per battle (003:L759)
    form.get_by_label(f"{card}: Experience").fill("3")
    form.get_by_role("group", name=f"{card}: Lives").locator("label.pick", has_text="One life").click()
    for field in ("reward", "special rule", "creature types"):
        group = form.get_by_role("group", name=f"{card}: {field}")
        if group.count():
            group.locator("label.none-printed").click()
    form.get_by_label(f"{card}: loss, line 1", exact=True).select_option("health")
    form.get_by_label(f"{card}: loss, line 1: number or note").fill("1")  # 1 Health more on a loss
    # Issue 39: "Fight" with the knock-back left unchosen says so beside the button and shows the choice.
    form.get_by_role("button", name="Fight Phantom Dragon").click()
    missing = form.locator(".missing-field")
    expect(missing).to_contain_text("First fill in: Knocked back to (on a loss).")
    expect(form.get_by_role("group", name="Knocked back to (on a loss)")).to_be_in_viewport()
    _both(page, "realm-battle-2-missing-knock-back")
    form.get_by_role("group", name="Knocked back to (on a loss)").locator("label.pick", has_text="space 11").click()
    _both(page, "realm-battle-2-values")
    _post(page, form.get_by_role("button", name="Fight Phantom Dragon"))

    # the kind with its odds, then the equipment (none), then the dice: Cleo rolls 1, the Dragon 6
    expect(page.locator("#battle-step")).to_contain_text("Choose the kind of battle")
    # its Strength for this battle, before any Spell (003:L759): the table reads 7
    phantom = page.locator('#battle-steps .offer-card[data-kind="phantom_strength"]')
    phantom.get_by_label("Its Strength for this battle").fill("7")
    _both(page, "realm-battle-2b-phantom")
    _post(page, phantom.get_by_role("button", name="The Phantom Dragon's Strength for this battle"))
    expect(page.locator("table.kinds")).to_contain_text("Battle of Strength")
    _both(page, "realm-battle-3-kind")
    expect(page.locator("table.kinds")).to_contain_text("27.8%")  # 6 + die against 7 + die: 10 of 36
    _post(page, page.locator("#battle-steps").get_by_role("button", name="Battle of Strength"))
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
    expect(page.locator("#odds-win")).to_be_visible()
    _post(page, page.locator('.battle-equip[data-kind="announce_equipment"]').get_by_role(
        "button", name="Announce Items and Spells"))
    expect(page.locator("#hero-total")).to_have_text("6")
    _both(page, "realm-battle-4-roll")
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, 1, 6)
    settle(page)
    expect(page.locator("#battle-over")).to_be_visible()
    _both(page, "realm-battle-5-lost")
    page.locator("#battle-done").click()

    # back at the table: 1 Health for the loss and 1 for the card, Cleo beside the Gate's plane (003:L359)
    expect(stat(page, 0, "health")).to_have_text("4")
    expect(page.locator('#realm g.token[data-seat="0"]')).to_have_count(0)
    expect(page.locator(f'#space-{GATE_SPACES[1]} g.token[data-seat="0"]')).to_have_count(1)
    expect(page.locator("#realm-left-1 .realm-card-name")).to_contain_text("Phantom")  # the Creature stays
    _both(page, "realm-battle-6-knocked-back")


def test_the_lakes_battle_on_the_battle_screen_won(browser, tablet, base_url, live_app):
    page = tablet
    lake = (CardMoved(card="scaled-monster#1", to=LAKE_GREATER, face_up=False),
            CardMoved(card="royal-cape#1", to=LAKE_ARTIFACT, face_up=False))
    gid = _scene(live_app, on_path("middle", 4), extra=lake,
                 entries={"scaled-monster": {"experience": 3, "reward": [], "loss": []}})
    become_gm(page, base_url, gid)
    expect(page.locator('#realm-middle-4 g.token[data-seat="0"]')).to_have_count(1)  # the path's last space
    _both(page, "realm-lake-1-last-space")
    fight = page.locator('.offer-list .offer-card[data-kind="realm_lake_fight"]')
    expect(fight).to_contain_text("Back on the main board at (after a win)")
    fight.locator("label.pick", has_text="Scaled Monster").click()  # the table names the Guardian it turns up
    fight.locator("label.pick", has_text="the Plains (space 11)").click()
    _both(page, "realm-lake-2-attack")
    _post(page, fight.get_by_role("button", name="Attack the Lake of Fire's plane (battle)"))
    # the Guardian has no Willpower: the only kind of battle is taken for the table
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
    _post(page, page.locator('.battle-equip[data-kind="announce_equipment"]').get_by_role(
        "button", name="Announce Items and Spells"))
    expect(page.locator("#odds-win")).to_have_text("27.8%")  # Strength 6 against the Guardian's 7
    _both(page, "realm-lake-3-roll")
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll(page, 1, 6, 1)
    settle(page)
    expect(page.locator("#battle-over")).to_contain_text("Cleo's Mercenary won")
    _both(page, "realm-lake-4-won")
    page.locator("#battle-done").click()

    # the table draws: it says which Artifact it turned up on the Lake before the game goes on (003:L407)
    claim = page.locator('.offer-list .offer-card[data-kind="realm_claim"]')
    expect(claim).to_contain_text("Which Artifact turned up on the Lake of Fire?")
    expect(page.locator(".offer-list .offer-card")).to_have_count(1)
    _both(page, "realm-lake-4b-which-artifact")
    _post(page, claim.get_by_role("button", name="Royal Cape"))

    # the Artifact and a Dragon Heart on Cleo's panel, Cleo back beside the Gate's plane (003:L407-411)
    panel = page.locator("#hero-0")
    expect(panel).to_contain_text("Royal Cape")
    expect(panel.locator(".dragon-heart")).to_contain_text("Dragon Heart")
    expect(page.locator('#realm g.token[data-seat="0"]')).to_have_count(0)
    expect(page.locator(f'#space-{GATE_SPACES[1]} g.token[data-seat="0"]')).to_have_count(1)
    expect(page.locator("#realm-lake")).to_contain_text("taken")
    _both(page, "realm-lake-5-table")
    page.goto(f"{base_url}/games/{gid}/share")
    link = page.locator(".seat-url").first.inner_text().strip()
    phone = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True)
    sheet = phone.new_page()
    sheet.goto(link)
    expect(sheet.locator("body")).to_contain_text("Royal Cape")
    expect(sheet.locator("body")).to_contain_text("Dragon Heart")
    shot(sheet, "realm-lake-6-phone-light")
    phone.close()


def _form_both(page, form, name: str):
    """The form itself, light and dark (it sits below the boards, where a page screenshot does not reach)."""
    for mode in ("light", "dark"):
        form.scroll_into_view_if_needed()
        keep(form, str(ARTIFACTS / f"{name}-{mode}.png"))
        page.get_by_role("button", name="Switch light or dark").click()


def test_a_face_down_lake_guardians_numbers_typed_on_its_attack_form(tablet, base_url, live_app):
    """The Guardian the Gate sent to the Lake lies face down and Herald lacks its numbers (003:L403): the attack's
    form names it, asks each number on the same form, refuses a contradiction by name with nothing changed (on the
    game screen, the form as it was typed), and keeps what was typed as the group's entry once the battle opens."""
    page = tablet
    lake = (CardMoved(card="scaled-monster#1", to=LAKE_GREATER, face_up=False),
            CardMoved(card="royal-cape#1", to=LAKE_ARTIFACT, face_up=False))
    gid = _scene(live_app, on_path("middle", 4), extra=lake)
    become_gm(page, base_url, gid)
    form = page.locator('.offer-list .offer-card[data-kind="realm_lake_fight"]')
    expect(form).to_contain_text("The Guardian turned up: which card is it?")
    expect(form.locator("#lake-values")).to_contain_text("Name the card first")
    with page.expect_response(lambda r: "realm-lake-values" in r.url):
        form.locator("label.pick", has_text="Scaled Monster").click()
    settle(page)
    card = "Scaled Monster"
    expect(form.locator("#lake-values")).to_contain_text(f"{card}: Experience")
    form.get_by_label(f"{card}: Experience").fill("4")
    reward = form.get_by_role("group", name=f"{card}: reward")
    reward.locator("label.none-printed").click()
    form.get_by_label(f"{card}: reward, line 1", exact=True).select_option("gold")  # and a line: both, refused
    form.get_by_label(f"{card}: reward, line 1: number or note").fill("2")
    form.get_by_role("group", name=f"{card}: loss").locator("label.none-printed").click()
    form.locator("label.pick", has_text=f"space {GATE_SPACES[1]}").click()
    _form_both(page, form, "realm-lake-values-1-form")
    _post(page, form.get_by_role("button", name="Attack the Lake of Fire's plane (battle)"))
    expect(page.locator("#refusal")).to_contain_text(
        f"{card}, reward: tick \"none printed\" or type its lines, not both.")
    with live_app.app_context():
        assert catalog_state.effective().card("scaled-monster").experience is None  # nothing kept, nothing changed
    # refused on the game screen it was filled on, the form as it was typed: only the contradiction is mended
    expect(page.locator("#battle-now")).to_have_count(0)
    form = page.locator('.offer-list .offer-card[data-kind="realm_lake_fight"]')
    expect(form.locator('input[name="card"][value="scaled-monster#1"]')).to_be_checked()
    expect(form.get_by_label(f"{card}: Experience")).to_have_value("4")
    expect(form.locator('input[name="none:scaled-monster:loss"]')).to_be_checked()
    expect(form.get_by_label(f"{card}: reward, line 1: number or note")).to_have_value("2")
    _both(page, "realm-lake-values-2-refused")
    _form_both(page, form, "realm-lake-values-2b-kept")
    form.get_by_label(f"{card}: reward, line 1", exact=True).select_option("")
    form.get_by_label(f"{card}: reward, line 1: number or note").fill("")
    _post(page, form.get_by_role("button", name="Attack the Lake of Fire's plane (battle)"))
    expect(page.locator("#battle-title")).to_contain_text("Scaled Monster")
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")  # the only kind, taken
    with live_app.app_context():
        kept = catalog_state.effective().card("scaled-monster")
    assert (kept.experience, list(kept.reward), list(kept.loss)) == (4, [], [])  # asked once: the group's entry
    _both(page, "realm-lake-values-3-battle")


def test_the_variants_dragons_named_on_the_realm_and_the_phone(browser, tablet, base_url, live_app):
    """The Dragonslayer variant with the group's two dragons on the Lake, the second laid face down (003:L657): the
    Queen named with her +1 token, the other only face down on the tablet and the phone; her numbers asked inline."""
    page = tablet
    realm = RealmOptions(variant="dragonslayer", lake_dragons=("dragon-queen", "golden-dragon-lord"))
    lake = (CardMoved(card="dragon-queen#1", to=LAKE_GREATER, face_up=True),
            CardMoved(card="golden-dragon-lord#1", to=LAKE_GREATER, face_up=False))
    gid = _scene(live_app, on_path("middle", 4), extra=lake, realm=realm)
    become_gm(page, base_url, gid)
    words = "On the Lake of Fire, with the +1 token: Dragon Queen and a dragon face down."
    expect(page.locator("#realm-lake-words")).to_have_text(words)
    expect(page.locator("#realm-lake")).to_contain_text("Dragon Queen")
    expect(page.locator('#realm-lake g.lake-dragon[data-face-down="yes"]')).to_contain_text("face down")
    expect(page.locator("#realm-lake")).not_to_contain_text("Golden")
    form = page.locator('.offer-list .offer-card[data-kind="realm_lake_fight"]')
    expect(form).to_contain_text("Fight Dragon Queen on the Lake of Fire")
    expect(form.get_by_role("group", name="Dragon Queen: How it fights")).to_be_visible()
    for mode in ("light", "dark"):
        keep(page.locator("#realm"), str(ARTIFACTS / f"realm-lake-dragons-{mode}.png"))
        page.get_by_role("button", name="Switch light or dark").click()
    page.goto(f"{base_url}/games/{gid}/share")
    link = page.locator(".seat-url").first.inner_text().strip()
    phone = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True)
    sheet = phone.new_page()
    sheet.goto(link)
    expect(sheet.locator("#phone-lake")).to_have_text(words)
    shot(sheet, "realm-lake-dragons-phone-light")
    phone.close()
