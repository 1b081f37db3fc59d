"""In Chromium at 1280x800: a Hybrids draft picked on the tablet, one tap per pick (000:L119, 003:L113, 003:L647).
Herald deals from the game's seed; the tablet names whose pick it is and keeps her hand behind "only <name> looks";
a pick is taken back once; the last pick fills each hero's character and two Races, and the game starts with them.
Screenshots light and dark under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.tablet import PLAYERS, next_step, pick, settle, shot
from tests.helpers import GM_PIN

pytestmark = pytest.mark.e2e
COUNTS = {"Human": "3", "Elf": "2", "Dwarf": "2", "Troll": "1", "Halfling": "1", "Goblin": "1"}
GUILDS = ("fortress", "monastery")  # what the table types for a character Herald does not know the guilds of


def _tap(page, button) -> None:
    """One pick: the tap's POST answered and the new step settled before the next."""
    with page.expect_response(lambda r: r.request.method == "POST"):
        button.click()
    settle(page)


def _switch_theme(page) -> None:
    page.get_by_role("button", name="Switch light or dark").click()


def _to_the_draft(page, base_url) -> None:
    """The wizard with Races and Hybrids, two players, up to the character draft."""
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Hybrid night")
    pick(page, "Ancient Races").click()
    pick(page, "Hybrids").click()
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="2").click()
    expect(page.get_by_label("Player 3", exact=True)).to_have_count(0)
    settle(page)
    for i, (player, *_rest) in enumerate(PLAYERS):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    settle(page)


def test_a_hybrid_draft_picked_pick_by_pick_on_the_tablet(tablet, base_url):
    page = tablet
    _to_the_draft(page, base_url)
    for race, n in COUNTS.items():
        page.get_by_label(f"Race cards showing {race}", exact=True).fill(n)
    _tap(page, page.locator("#draft-picks-2"))
    expect(page.locator("#draft-turn")).to_have_text("Anna's pick")
    expect(page.locator(".dealt-characters")).to_have_count(0)  # no hand lies open
    expect(page.locator("#draft-hand summary")).to_contain_text("only Anna looks")
    expect(page.locator(".draft-card").first).to_be_hidden()  # closed until Anna opens it
    kept: dict[str, list[str]] = {"Anna": [], "Ben": []}
    taken_back = False
    shots = 0
    while page.locator("#draft-turn").count():
        player = page.locator("#draft-turn").inner_text().removesuffix("'s pick")
        page.locator("#draft-hand summary").click()
        cards = page.locator(".draft-card")
        expect(cards.first).to_be_visible()
        labels = [c.removeprefix("Keep ") for c in cards.all_inner_texts()]
        if len(labels) >= 4 and shots < 2:  # a Race hand: five Race cards each with two players (our reading)
            page.locator("#draft-picks").scroll_into_view_if_needed()
            shot(page, "hybrid-draft-race-hand" + ("-dark" if shots else ""))
            if not shots:
                _switch_theme(page)  # the hand stays open: the theme changes no markup
            shots += 1
            expect(cards.first).to_be_visible()
        choice = next(i for i, c in enumerate(labels) if c not in kept[player])
        _tap(page, cards.nth(choice))
        if not taken_back:  # take the first pick back: Anna picks again from the same hand
            expect(page.locator("#draft-made")).to_have_text("1 of 10 picks made.")
            _tap(page, page.locator("#draft-undo"))
            expect(page.locator("#draft-turn")).to_have_text("Anna's pick")
            expect(page.locator("#draft-made")).to_have_text("0 of 10 picks made.")
            taken_back = True
            continue
        if labels[choice] in ("Human", "Elf", "Dwarf", "Troll", "Halfling", "Goblin") and len(labels) >= 4:
            kept[player].append(labels[choice])
    expect(page.locator("#draft-over")).to_be_visible()
    expect(page.locator("#draft-made")).to_have_text("10 of 10 picks made.")
    rows = page.locator(".draft-kept tbody tr")
    for i, player in enumerate(("Anna", "Ben")):
        races = rows.nth(i).locator(".kept-races").inner_text().split(" and ")
        assert len(races) == 2 and races[0] != races[1] and races == kept[player]
    page.locator("#draft-picks").scroll_into_view_if_needed()
    shot(page, "hybrid-draft-over-dark")
    _switch_theme(page)
    shot(page, "hybrid-draft-over-light")
    characters = [rows.nth(i).locator(".kept-character").inner_text() for i in range(2)]
    for i, character in enumerate(characters):
        expect(page.get_by_label(f"Character {i + 1}", exact=True)).to_have_value(character)
        for key in ("Strength", "Willpower"):
            field = page.get_by_label(f"{key} {i + 1}", exact=True)
            if not field.input_value():
                field.fill("4")
        for k, guild in zip(("First", "Second"), GUILDS, strict=True):
            select = page.get_by_label(f"{k} guild {i + 1}", exact=True)
            if not select.input_value():
                select.select_option(guild)
    for field in page.locator(".race-values input").all():
        field.fill("0")
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Decks")).to_be_visible()
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Board and Astral Planes")).to_be_visible()
    page.locator("#next").click()
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()
    for i, player in enumerate(("Anna", "Ben")):
        panel = page.locator(f"#hero-{i} .race")
        for race in kept[player]:
            expect(panel).to_contain_text(race)


def test_race_cards_the_table_dealt_itself_are_typed_and_held_to_each_hand(tablet, base_url):
    page = tablet
    _to_the_draft(page, base_url)
    for race, n in (("Human", "2"), ("Elf", "1")):
        page.get_by_label(f"{race} cards dealt to Anna", exact=True).fill(n)
    for race in ("Dwarf", "Troll", "Goblin"):
        page.get_by_label(f"{race} cards dealt to Ben", exact=True).fill("1")
    for i, (_, character, s, w) in enumerate(PLAYERS):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(character)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        for k, guild in zip(("First", "Second"), GUILDS, strict=True):
            page.get_by_label(f"{k} guild {i + 1}", exact=True).select_option(guild)
    for label, race in (("Race 1", "human"), ("Second Race 1", "dwarf"), ("Race 2", "troll"),
                        ("Second Race 2", "goblin")):
        page.get_by_label(label, exact=True).select_option(race)
    for field in page.locator(".race-values input").all():
        field.fill("0")
    page.locator("#next").click()
    expect(page.locator("#form-error")).to_contain_text(
        "The table dealt Anna Human, Human, Elf: a Hybrid hero keeps two different Races from her own Race cards")
    page.locator("#race-hands-typed").scroll_into_view_if_needed()
    shot(page, "hybrid-typed-hands-refused")
    page.get_by_label("Second Race 1", exact=True).select_option("elf")
    page.locator("#next").click()
    expect(page.get_by_role("heading", name="Decks")).to_be_visible()
