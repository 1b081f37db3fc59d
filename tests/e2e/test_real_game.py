"""In Chromium on a 10-inch tablet, a short real game played from the UI only, with the rules engine:
the wizard (two players, table decks), preparing the board, who goes first, a Chance card drawn and carried
out, a walk to a Creature, a battle fought on the battle screen with the dice entered, an undo of the dice
(Herald asks first), a reload, the end of the turn and of the round."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import shot as _shot
from tests.helpers import GM_PIN, pick_guilds

pytestmark = pytest.mark.e2e

PLAYERS = [("Anna", "Druid", "3", "6"), ("Ben", "Paladin", "4", "4")]
ABILITIES = {"Fortress": "Dueling", "Thieves' guild": "Stealth", "Forest camp": "Healing Arts",
             "Magic tower": "Staff Skill", "Monastery": "Prayer"}


def shot(page, name: str):
    """A screenshot from the top of the page (the sticky header stays where it belongs)."""
    page.evaluate("window.scrollTo(0, 0)")
    return _shot(page, name)


def _stat(page, seat: int, stat: str):
    return page.locator(f'#hero-{seat} [data-stat="{stat}"]')


def _wizard(page, base_url):
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Real night")
    page.locator("#next").click()
    page.locator("label.pick.number", has_text="2").click()
    # Choosing the number of players re-renders the step; type the names only once it has.
    expect(page.get_by_label("Player 3", exact=True)).to_have_count(0)
    for i, (player, *_rest) in enumerate(PLAYERS):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    for i, (_, character, s, w) in enumerate(PLAYERS):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(character)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        pick_guilds(page, i, character)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Decks")).to_be_visible()
    expect(page.locator('input[name="deck_mode"][value="table"]')).to_be_checked()
    page.locator("#next").click()
    page.locator("#next").click()
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()


def _search_pick(scope, label: str, typed: str, name: str):
    """Type in a card search and tap the card that came up."""
    # Content that htmx has just swapped in listens for typing only once htmx has settled it.
    scope.page.wait_for_function(
        "() => !document.querySelector('.htmx-added, .htmx-settling, .htmx-swapping, .htmx-request')"
    )
    scope.get_by_label(f"{label}: search").fill(typed)
    scope.locator(".match", has_text=name).first.click()


def _roll(page, n: int, light: int, dark: int):
    """Enter one roll's dice on the battle screen: the lighter die for the hero, the darker for the foe."""
    expect(page.locator("#battle-step")).to_contain_text(f"Roll {n}")
    steps = page.locator('#battle-steps .offer-card[data-kind="battle_roll"]')
    steps.get_by_role("group", name="Lighter die").locator("label.pick", has_text=str(light)).click()
    steps.get_by_role("group", name="Darker die").locator("label.pick", has_text=str(dark)).click()
    steps.get_by_role("button", name=f"Roll {n}").click()


def test_a_short_real_game_from_the_tablet(tablet, base_url):
    page = tablet
    page.set_default_timeout(8000)
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
    draw.get_by_label("Card: search").fill("forest camp")
    draw.locator(".match", has_text="Forest Camp").first.click()
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
    fight = page.locator('.offer-card[data-kind="start_fight"]')
    for box in fight.locator('input[type="checkbox"]').all():
        box.check()
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
    page.reload()  # the game screen's address: it says a battle is under way and leads back to it
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
