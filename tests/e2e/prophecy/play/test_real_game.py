"""In Chromium on a 10-inch tablet, a short real game played from the UI only, with the rules engine:
the wizard (two players, table decks), preparing the board, who goes first, a Chance card drawn and carried
out, a walk to a Creature, a battle fought on the battle screen with the dice entered, an undo of the dice
(Herald asks first), a reload, the end of the turn and of the round."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, keep
from tests.e2e.tablet import ABILITIES, fight_values, none_printed, shot
from tests.e2e.tablet import roll as _roll
from tests.e2e.tablet import search_pick as _search_pick
from tests.e2e.tablet import stat as _stat
from tests.e2e.tablet import wizard as _wizard

pytestmark = pytest.mark.e2e


def test_a_short_real_game_from_the_tablet(tablet, base_url):
    page = tablet
    _wizard(page, base_url)

    # The initial situation: an Ability in each guild, the first terrain Chance card, its Adventure cards.
    expect(page.locator("#phase")).to_have_text("Initial situation")
    prep = page.locator('.offer-card[data-kind="prepare_board"]')
    for guild, ability in ABILITIES.items():
        _search_pick(prep, guild, ability.split()[0], ability)
    prep.locator("label.pick", has_text="Forest").first.click()
    expect(prep.locator("#adventure-slots .slot")).to_have_count(2)
    slots = prep.locator("#adventure-slots .slot")
    _search_pick(slots.nth(0), slots.nth(0).locator(".need-label").inner_text(), "hermit", "Hermit")
    _search_pick(slots.nth(1), slots.nth(1).locator(".need-label").inner_text(), "angry", "Angry Mob")
    prep.get_by_role("button", name="Prepare the board").click()
    expect(page.locator("#phase")).to_have_text("Who goes first")
    expect(page.locator(".space-cards")).to_contain_text("Angry Mob")

    # Who goes first: a die each.
    roll = page.locator('.offer-card[data-kind="roll_first_player"]')
    roll.get_by_role("group", name="Anna").locator("label.pick", has_text="6").click()
    roll.get_by_role("group", name="Ben").locator("label.pick", has_text="2").click()
    roll.get_by_role("button", name="Roll for the first player").click()
    expect(page.locator("#phase")).to_have_text("Chance card")
    expect(page.locator("#active-hero")).to_have_text("Anna's Druid")
    expect(page.locator("#round")).to_have_text("1")

    # Anna's Chance card: the Forest Camp's, then the Ability that came up.
    draw = page.locator('.offer-card[data-kind="draw_chance"]')
    _search_pick(draw, "Card", "forest camp", "Forest Camp")  # typed once htmx has settled the new offer
    expect(page.locator("#phase")).to_have_text("Carrying out the Chance card")
    resolve = page.locator('.offer-card[data-kind="resolve_chance"]')
    _search_pick(resolve, "The card", "medit", "Meditation")
    resolve.get_by_role("button", name="Carry out").click()
    expect(page.locator("#phase")).to_have_text("Movement")
    expect(page.locator(".log-lines")).to_contain_text("Meditation")

    # She walks to the Angry Mob's space; the Creature waits for her there.
    walk = page.locator("button.offer", has_text="Walk to").filter(has_text="Forest")
    expect(walk).to_have_count(1)
    walk.click()
    expect(page.locator("#phase")).to_have_text("Fights, then the space")
    shot(page, "real-game-mid-round-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, "real-game-mid-round-dark")
    page.get_by_role("button", name="Switch light or dark").click()

    # The battle screen: the kind with its odds and price, the equipment, then the dice.
    # Herald does not know what the Angry Mob card says of rewards, losses and special rules: the table
    # reads the card (none printed) and types it in with the fight.
    fight = fight_values(page, "Angry Mob")
    expect(fight.get_by_label("Only this time (the card was changed at the table)")).not_to_be_checked()
    keep(fight, str(ARTIFACTS / "battle-card-values-light.png"))
    none_printed(fight)
    fight.get_by_role("button", name="Fight Angry Mob").click()
    expect(page.locator("#battle-title")).to_contain_text("Angry Mob")
    expect(page.locator("table.kinds")).to_contain_text("Battle of Strength")
    page.locator("#battle-steps").get_by_role("button", name="Battle of Strength").click()
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
    page.locator("#battle-steps").get_by_role("button", name="Announce Items and Spells").click()
    expect(page.locator("#battle-step")).to_contain_text("Roll 1")
    expect(page.locator("#hero-total")).to_have_text("3")
    expect(page.locator("#foe-total")).to_have_text("6")
    # Three lives: all three rolls must be won, each 3 + d6 against 6 + d6 (3 chances in 36).
    expect(page.locator("#odds-win")).to_have_text("0.1%")
    expect(page.locator("#odds")).to_contain_text("exactly 1/1728 to win")
    shot(page, "battle-before-roll-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, "battle-before-roll-dark")
    page.get_by_role("button", name="Switch light or dark").click()
    _roll(page, 1, 6, 1)
    expect(page.locator(".roll-line")).to_contain_text(["Roll 1: 9 against 7"])
    expect(page.locator("#odds")).to_contain_text("exactly 1/144 to win")
    seq_after = page.locator("#seq").inner_text()

    # Undo the dice: Herald asks first. Then a reload shows the roll still to make.
    page.locator("#undo").click()
    expect(page.locator("#confirm-undo")).to_contain_text("Undo anyway?")
    page.get_by_role("button", name="Yes, undo it").click()
    expect(page.locator("#seq")).to_have_text(str(int(seq_after) - 1))
    page.reload()  # the battle screen's address (the fight was opened there): the roll is still to make
    expect(page.locator("#battle-step")).to_contain_text("Roll 1")
    page.locator("#back-to-table").click()  # the game screen says a battle is under way and leads back to it
    expect(page.locator("#phase")).to_have_text("Battle under way")
    page.locator("#to-battle").click()
    expect(page.locator("#battle-step")).to_contain_text("Roll 1")
    expect(page.locator(".roll-line")).to_have_count(0)
    for n in (1, 2, 3):
        _roll(page, n, 6, 1)
    expect(page.locator("#battle-over")).to_be_visible()
    expect(page.locator("#battle-story")).to_contain_text("Angry Mob")

    # Back at the table: Anna won 7 Experience; she ends her turn and her round; Ben's round begins.
    page.locator("#back-to-table").click()
    expect(_stat(page, 0, "experience")).to_have_text("10")
    page.get_by_role("button", name="End the turn").click()
    expect(page.locator("#phase")).to_have_text("End of the round")
    page.get_by_role("button", name="End the round").click()
    expect(page.locator("#phase")).to_have_text("Chance card")
    expect(page.locator("#active-hero")).to_have_text("Ben's Paladin")
    expect(page.locator("#round")).to_have_text("2")
