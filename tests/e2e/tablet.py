"""Helpers shared by the tablet's end-to-end games: the setup wizard, card searches, battle dice and the hero panels."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.e2e.conftest import shot as _shot
from tests.helpers import GM_PIN, pick_guilds

PLAYERS = [("Anna", "Druid", "3", "6"), ("Ben", "Paladin", "4", "4")]
ABILITIES = {"Fortress": "Dueling", "Thieves' guild": "Stealth", "Forest camp": "Healing Arts",
             "Magic tower": "Staff Skill", "Monastery": "Prayer"}


def pick(page, title: str):
    """The pick whose title is `title` (the words it shows first), as a person finds it: not a pick whose rule,
    folded one tap away inside it, merely names that option (Cooperative's rule says what Solo is)."""
    return page.locator("label.pick").filter(has_text=re.compile("^" + re.escape(title)))


SETTLED = "() => !document.querySelector('.htmx-added, .htmx-settling, .htmx-swapping, .htmx-request')"


def shot(page, name: str):
    """A screenshot from the top of the page (the sticky header stays where it belongs)."""
    page.evaluate("window.scrollTo(0, 0)")
    return _shot(page, name)


def stat(page, seat: int, name: str):
    """One number of a hero panel (health, magic, gold, experience)."""
    return page.locator(f'#hero-{seat} [data-stat="{name}"]')


def settle(page) -> None:
    """Wait until htmx has settled what it swapped in (only then do new inputs listen)."""
    page.wait_for_function(SETTLED)


def next_step(page, heading: str) -> None:
    """Go on to the wizard's next step and wait until htmx has settled it: a tap on it before is lost."""
    page.locator("#next").click()
    expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
    settle(page)


def wizard(page, base_url, name: str = "Real night", deck_mode: str = "table"):
    """Create a two-player game with the setup wizard (Anna's Druid, Ben's Paladin)."""
    wizard_to_board(page, base_url, name, deck_mode)
    page.locator("#next").click()
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()


def wizard_to_board(page, base_url, name: str = "Real night", deck_mode: str = "table", realm: str = ""):
    """The setup wizard up to its board step (Anna's Druid, Ben's Paladin), with the Dragon Realm if named."""
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill(name)
    if realm:
        page.locator("label.pick").filter(has=page.locator(f'input[name="realm"][value="{realm}"]')).click()
    next_step(page, "Players")
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
    if deck_mode != "table":
        page.locator(f'input[name="deck_mode"][value="{deck_mode}"]').check()
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Board and Astral Planes")).to_be_visible()


def search_pick(scope, label: str, typed: str, name: str):
    """Type in a card search and tap the card that came up."""
    # Content that htmx has just swapped in listens for typing only once htmx has settled it.
    settle(scope.page)
    scope.get_by_label(f"{label}: search").fill(typed)
    scope.locator(".match", has_text=name).first.click()


def prepare_board(page, adventures: tuple[str, str] = ("Hermit", "Angry Mob"), then: str = "Who goes first"):
    """The initial situation: an Ability in each guild, the Forest Chance card, an Adventure card on each Forest;
    `then` is the phase that follows (Solo's only hero starts at once: "Chance card")."""
    expect(page.locator("#phase")).to_have_text("Initial situation")
    prep = page.locator('.offer-card[data-kind="prepare_board"]')
    for guild, ability in ABILITIES.items():
        search_pick(prep, guild, ability.split()[0], ability)
    prep.locator("label.pick", has_text="Forest").first.click()
    expect(prep.locator("#adventure-slots .slot")).to_have_count(2)
    slots = prep.locator("#adventure-slots .slot")
    for k, card in enumerate(adventures):
        search_pick(slots.nth(k), slots.nth(k).locator(".need-label").inner_text(), card.split()[-1].lower(), card)
    prep.get_by_role("button", name="Prepare the board").click()
    expect(page.locator("#phase")).to_have_text(then)


def roll_first(page, anna: int = 6, ben: int = 2):
    """Who goes first: a die each."""
    roll = page.locator('.offer-card[data-kind="roll_first_player"]')
    roll.get_by_role("group", name="Anna").locator("label.pick", has_text=str(anna)).click()
    roll.get_by_role("group", name="Ben").locator("label.pick", has_text=str(ben)).click()
    # wait for the step to be recorded: a form rendered before it lands carries a stale step number and is refused
    with page.expect_response(lambda r: r.request.method == "POST"):
        roll.get_by_role("button", name="Roll for the first player").click()
    settle(page)


def draw_chance(page, typed: str, name: str):
    """Draw the Chance card named by a search."""
    expect(page.locator("#phase")).to_have_text("Chance card")
    draw = page.locator('.offer-card[data-kind="draw_chance"]')
    search_pick(draw, "Card", typed, name)


def roll(page, n: int, light: int, dark: int):
    """Enter one roll's dice on the battle screen: the lighter die for the hero, the darker for the foe."""
    expect(page.locator("#battle-step")).to_contain_text(f"Roll {n}")
    steps = page.locator('#battle-steps .offer-card[data-kind="battle_roll"]')
    steps.get_by_role("group", name="Lighter die").locator("label.pick", has_text=str(light)).click()
    steps.get_by_role("group", name="Darker die").locator("label.pick", has_text=str(dark)).click()
    steps.get_by_role("button", name=f"Roll {n}").click()


def none_printed(offer):
    """Tick every "none printed" box of a fight's card values (the table read the card: nothing there)."""
    for box in offer.locator('.none-printed input[type="checkbox"]').all():
        box.check()


def fight_values(page, foe: str):
    """Follow the game screen's way to a fight whose card values Herald lacks; the battle screen's form for them."""
    page.locator('.offer-list .offer-card[data-kind="start_fight"] a.fight-link', has_text=f"Fight {foe} ").click()
    form = page.locator(f'.fight-open[aria-label="Fight {foe}"] .battle-values')
    expect(form).to_be_visible()
    return form


def end_turn_and_round(page, next_hero: str, next_round: int):
    """End the turn, then the round; the next player's Chance card comes up."""
    page.get_by_role("button", name="End the turn").click()
    expect(page.locator("#phase")).to_have_text("End of the round")
    page.get_by_role("button", name="End the round").click()
    expect(page.locator("#phase")).to_have_text("Chance card")
    expect(page.locator("#active-hero")).to_have_text(next_hero)
    expect(page.locator("#round")).to_have_text(str(next_round))


def pile(page, deck: str):
    """The row of the Decks table for one deck: its name, cards left, cards discarded."""
    return page.locator("table.piles tbody tr").filter(has=page.get_by_role("cell", name=deck, exact=True))


def slot(scope, label: str):
    """The card slot of an offer whose search field carries this label."""
    return scope.locator(".slot").filter(has=scope.page.get_by_label(f"{label}: search", exact=True)).last


def offer(page, kind: str, label: str | None = None):
    """An offer with inputs, by its action kind (and its title when there are several)."""
    found = page.locator(f'.offer-card[data-kind="{kind}"]')
    return found.filter(has=page.get_by_role("heading", name=label, exact=True)) if label else found
