"""A game with the Dragon Realm from the wizard, on a 1280x800 tablet: the Realm board typed with its picture
drawn as the group types (003:L215-217), the Gate turned face up by the table (003:L297), Anna entering for 3 Gold
(003:L301), a step that reveals a card (003:L325), an Obstacle passed (003:L353), then a Creature lost and the
knock-back beside the Gate's plane (003:L359); a refused move names its rule. Screenshots light and dark."""

from __future__ import annotations

from urllib.parse import quote

from playwright.sync_api import expect

from app.games.prophecy.engine.realm.setup import GATE_CARD
from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.engine.rules import zones as Z
from tests.e2e.tablet import (
    draw_chance,
    offer,
    prepare_board,
    roll_first,
    search_pick,
    settle,
    shot,
    stat,
    wizard_to_board,
)
from tests.helpers import GM_PIN

PATHS = {"Left": "DLSDLD", "Middle": "DSDD", "Right": "LDLSDLDL"}


def both_themes(page, name: str):
    shot(page, f"{name}-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, f"{name}-dark")
    page.get_by_role("button", name="Switch light or dark").click()


def _type_the_realm(page):
    picture = page.locator("#realm-picture g.realm-space")
    typed = 0
    for path, letters in PATHS.items():
        settle(page)
        page.get_by_label(f"{path} path, from the Gate up").press_sequentially(letters, delay=30)
        typed += len(letters)
        expect(picture).to_have_count(typed)  # the picture follows the typing
        if path == "Left":
            expect(page.locator("#realm-problem")).to_contain_text("Type the middle and right paths too.")
    expect(page.locator("#realm-fits")).to_be_visible()
    expect(page.locator('#realm-picture li[data-path="right"]')).to_contain_text("8 spaces, 5 positive, 4 negative")
    both_themes(page, "realm-1-typed")


def _game_state(live_app, page):
    game_id = page.url.rstrip("/").split("/")[-1]
    return game_id, live_app.extensions["herald.log"].load(game_id)[1]


def _act_and_wait(page, button):
    with page.expect_response(lambda r: r.request.method == "POST"):
        button.click()
    settle(page)


def _reveal_the_gate(page, base_url, game_id, state):
    plane = next(p for p in Z.PLANES if state.zone(Z.plane(p, "lesser")))
    lesser = state.zone(Z.plane(plane, "lesser"))[0]
    page.goto(f"{base_url}/games/{game_id}/correct?card={quote(lesser)}")
    page.locator("#correct-named").select_option(label="Gate to the Dragon Realm")
    page.locator("#reason-turn").fill("Anna's Prophetic Dream showed the Gate")
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.get_by_role("button", name="Turn it face up").click()
    page.goto(f"{base_url}/games/{game_id}")
    return plane


def _step_naming(page, live_app, path: str, step: int):
    """Step forward where the table draws: the step's form asks which card turned up (003:L325); the table turned
    up the one Herald's records hold there (a card with no ruling of its own, told by the outcome entry)."""
    _, state = _game_state(live_app, page)
    card = state.zone(f"realm:{path}:{step}:negative")[0]
    form = page.locator('.offer-list .offer-card[data-kind="realm_step"]',
                        has_text=f"Forward to the {path} path, space {step}")
    expect(form).to_contain_text("Card 1 turned up")
    number = Z.PLACEHOLDER.fullmatch(Z.base_id(card))["n"]  # an unnamed card of the box, found by its number
    search_pick(form, "Card 1 turned up", f"unnamed card {number}", f"Unnamed card {number}")
    _act_and_wait(page, form.get_by_role("button", name=f"Forward to the {path} path, space {step}"))


def _chance_forest_camp(page):
    """Anna's Chance card: Forest Camp turns up a new Ability there (Mountain Lore), then she moves."""
    draw_chance(page, "forest camp", "Forest Camp")
    carry = offer(page, "resolve_chance")
    search_pick(carry, "The card", "mountain", "Mountain Lore")
    with page.expect_response(lambda r: r.request.method == "POST"):
        carry.get_by_role("button", name="Carry out Chance Forest Camp").click()
    settle(page)


def _annas_phone(browser, page, base_url, game_id, words):
    """Anna's phone names her place in the Realm in words."""
    page.goto(f"{base_url}/games/{game_id}/share")
    link = page.locator(".seat-url").first.inner_text().strip()
    phone = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True)
    sheet = phone.new_page()
    sheet.goto(link)
    expect(sheet.locator("body")).to_contain_text(f"Standing on {words}")
    shot(sheet, "realm-phone-light")
    phone.close()
    page.goto(f"{base_url}/games/{game_id}")


def _put_anna(page, base_url, game_id, space: int):
    page.goto(f"{base_url}/games/{game_id}/correct?seat=0")
    page.get_by_label("Space", exact=True).select_option(value=str(space))
    page.locator("#reason-hero").fill("Anna walked beside the Gate's plane")
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.get_by_role("button", name="Put the hero there").click()
    page.goto(f"{base_url}/games/{game_id}")


def test_a_realm_game_from_the_wizard(browser, tablet, base_url, live_app):
    page = tablet
    wizard_to_board(page, base_url, name="Dragon night", realm="standard")
    _type_the_realm(page)
    page.locator("#next").click()
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()
    expect(page.locator("#realm")).to_be_visible()
    expect(page.locator("#realm g.realm-space")).to_have_count(18)
    expect(page.locator("#realm g.realm-space rect.mini-card.down")).to_have_count(21)  # every card face down
    expect(page.locator("#realm-gate")).to_contain_text("face down")
    prepare_board(page)
    roll_first(page)

    game_id, state = _game_state(live_app, page)
    plane = _reveal_the_gate(page, base_url, game_id, state)
    expect(page.locator("#realm-gate")).to_contain_text(f"face up, plane {plane + 1}")
    spaces = lookup.attack_spaces(live_app.extensions["herald.log"].context(), plane)
    _put_anna(page, base_url, game_id, spaces[0])
    _, state = _game_state(live_app, page)
    assert any(Z.base_id(c) == GATE_CARD for c in state.zone(Z.plane(plane, "lesser")))
    assert state.zone("realm:lake:greater") and state.zone("realm:lake:artifact")  # gone to the Lake (003:L297)
    _chance_forest_camp(page)
    expect(page.locator("#phase")).to_have_text("Movement")
    both_themes(page, "realm-2-gate")

    gold = int(stat(page, 0, "gold").inner_text())
    _act_and_wait(page, page.get_by_role("button", name="Enter the Dragon Realm (3 Gold)"))
    expect(stat(page, 0, "gold")).to_have_text(str(gold - 3))
    expect(page.locator('#realm-gate g.token[data-seat="0"]')).to_have_count(1)
    # a step the rules do not allow is refused with its rule
    page.locator("#realm-tools summary").click()
    page.get_by_label("Path to step along").select_option("middle")
    page.get_by_label("Space of the path, counted from the Gate").fill("3")
    _act_and_wait(page, page.locator("#realm-try-step"))
    expect(page.locator("#refusal")).to_contain_text("003:L323")
    _step_naming(page, live_app, "middle", 1)
    expect(page.locator('#realm-middle-1 g.token[data-seat="0"]')).to_have_count(1)
    expect(page.locator("#realm-middle-1 rect.mini-card.down")).to_have_count(0)  # revealed on arrival
    expect(page.locator("#realm-middle-1 .realm-card-name")).to_have_count(1)
    how = offer(page, "realm_settle")
    how.locator("label.pick", has_text="An Obstacle").click()
    how.get_by_label("Experience the card gives (on a pass or a win)").fill("1")
    exp = int(stat(page, 0, "experience").inner_text())
    _act_and_wait(page, how.get_by_role("button", name="Obstacle passed"))
    expect(stat(page, 0, "experience")).to_have_text(str(exp + 1))
    expect(page.locator('#realm-middle-1 g.token[data-seat="0"]')).to_have_count(1)
    both_themes(page, "realm-3-passed")
    _annas_phone(browser, page, base_url, game_id, "space 1 of the Dragon Realm's middle path")

    # Ben's round: Good Times gives Gold to the heroes on the main board only (003:L307).
    _act_and_wait(page, page.get_by_role("button", name="End the turn"))
    expect(page.locator("#phase")).to_have_text("End of the round")
    _act_and_wait(page, page.get_by_role("button", name="End the round"))
    expect(page.locator("#active-hero")).to_have_text("Ben's Paladin")
    draw_chance(page, "good", "Good Times")
    resolve = offer(page, "resolve_chance")
    settle(page)
    resolve.get_by_label("The drawer gets").fill("2")
    resolve.get_by_label("Everyone else gets").fill("1")
    _act_and_wait(page, resolve.get_by_role("button", name="Carry out Good Times"))
    expect(stat(page, 1, "gold")).to_have_text("5")
    expect(stat(page, 0, "gold")).to_have_text(str(gold - 3))  # Anna is in the Realm
    _act_and_wait(page, page.locator('button[data-kind="move"]').first)
    _act_and_wait(page, page.get_by_role("button", name="End the turn"))
    _act_and_wait(page, page.get_by_role("button", name="End the round"))

    # Anna's round in the Realm: no Chance card (003:L305); a Creature beats her and she is knocked back (003:L359).
    expect(page.locator("#active-hero")).to_have_text("Anna's Druid")
    expect(page.locator("#phase")).to_have_text("Movement")
    health = int(stat(page, 0, "health").inner_text())
    _step_naming(page, live_app, "middle", 2)
    expect(page.locator('#realm-middle-2 g.token[data-seat="0"]')).to_have_count(1)
    how = offer(page, "realm_settle")
    how.locator("label.pick", has_text="A Creature").click()
    how.get_by_label("Knocked back to (on a loss)").select_option(str(spaces[1]))
    both_themes(page, "realm-4-creature")
    _act_and_wait(page, how.get_by_role("button", name="Lost to the Creature"))
    expect(stat(page, 0, "health")).to_have_text(str(health - 1))
    expect(page.locator('#realm g.token[data-seat="0"]')).to_have_count(0)
    expect(page.locator(f'#space-{spaces[1]} g.token[data-seat="0"]')).to_have_count(1)
    expect(page.locator("#realm-middle-2 rect.mini-card.down")).to_have_count(1)  # the positive card still hidden
    both_themes(page, "realm-5-knocked-back")


def test_a_realm_board_typed_after_the_game_began_deals_its_cards(tablet, base_url):
    page = tablet
    wizard_to_board(page, base_url, name="Late board", realm="standard")
    expect(page.locator("#q-realm")).to_be_visible()
    page.locator("#next").click()  # left untyped: the Dragon cards wait in their decks
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()
    expect(page.locator("#realm-untyped")).to_be_visible()
    expect(page.locator("#realm g.realm-space")).to_have_count(0)
    panel = page.locator("#realm-type")
    for path, letters in PATHS.items():
        settle(page)
        panel.get_by_label(f"{path} path, from the Gate up").press_sequentially(letters, delay=30)
    expect(panel.locator("#realm-fits")).to_be_visible()
    both_themes(page, "realm-late-1-typed")
    _act_and_wait(page, panel.get_by_role("button", name="Keep this board and deal its Dragon cards"))
    expect(page.locator("#realm-type")).to_have_count(0)
    expect(page.locator("#realm g.realm-space rect.mini-card.down")).to_have_count(21)
    expect(page.locator(".log-lines")).to_contain_text("face down")
    _act_and_wait(page, page.get_by_role("button", name="Undo"))
    expect(page.locator("#realm-undealt")).to_be_visible()  # undone: the board stays typed, the cards wait again
    expect(page.locator('button[data-kind="realm_deal"]')).to_be_visible()
    _act_and_wait(page, page.locator('button[data-kind="realm_deal"]'))
    expect(page.locator("#realm g.realm-space rect.mini-card.down")).to_have_count(21)
    both_themes(page, "realm-late-2-dealt")
