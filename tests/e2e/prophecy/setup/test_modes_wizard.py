"""In Chromium: the modes' declaration on the wizard (engine/modes.py). Cooperative for three with the Ancient Races
and Solo with Hybrids, each from the wizard to the first attack on a plane: the options a mode leaves out hidden with
their one-line why, the first player chosen (not rolled), and a Prophetic Dream's Power Up token seen before its
plane is chosen (003:L473, L491, L495, L537, L599). Screenshots under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine import legal_actions
from tests.e2e.endgame_api import Table
from tests.e2e.tablet import next_step, pick, prepare_board, settle, shot
from tests.helpers import GM_PIN, GM_TOKENS, new_id, pick_guilds

pytestmark = pytest.mark.e2e
SEATS = [("Anna", "Druid", "3", "6"), ("Ben", "Paladin", "4", "4"), ("Cleo", "Mercenary", "5", "3")]
VALUES = {"Elf": {"Extra Gold": "0", "Extra Experience": "0", "Item limit change": "0", "Ability limit change": "0"},
          "Dwarf": {"Strength change": "0", "Willpower change": "0", "Extra Gold": "0", "Extra Experience": "0",
                    "Item limit change": "0", "Ability limit change": "0"}}


def _mode_step(page, base_url, name: str, mode: str, parts: tuple[str, ...]) -> None:
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill(name)
    pick(page, "Team Play").click()  # ticked before the mode: dropped once it is chosen
    pick(page, mode).click()
    for part in parts:
        pick(page, part).click()
    for hidden in ("Team Play", "Trading", "No Final Battle", "Apocalypse"):
        expect(pick(page, hidden)).to_be_hidden()
    expect(page.locator("#realm-board")).to_be_hidden()
    why = page.locator(f'.left-out[data-for-mode="{mode.lower()}"]')
    expect(why).to_be_visible()
    expect(why).to_contain_text("the Dragon Realm board and the Dragonslayer variant")
    expect(why.locator(".rule-ref")).to_have_count(1)  # its lines one tap away
    shot(page, f"modes-{mode.lower()}-game-step")
    next_step(page, "Players")


def _characters(page, seats, races: dict[int, tuple[str, ...]]) -> None:
    expect(page.get_by_role("heading", name="Character draft")).to_be_visible()
    for i, (_, character, s, w) in enumerate(seats):
        page.get_by_label(f"Character {i + 1}", exact=True).fill(character)
        page.get_by_label(f"Strength {i + 1}", exact=True).fill(s)
        page.get_by_label(f"Willpower {i + 1}", exact=True).fill(w)
        pick_guilds(page, i, character)
        for k, race in enumerate(races[i]):
            page.locator(f'select[name="seat{i}_race{k + 1}"]').select_option(race.lower())
    for race, values in VALUES.items():
        for label, value in values.items():
            field = page.get_by_label(f"{race}: {label}", exact=True)
            if field.count():
                field.fill(value)


def _start(page, name: str) -> None:
    for _ in range(3):  # decks, board, review: one step at a time
        settle(page)
        page.locator("#next").click()
    expect(page.locator(".review")).to_contain_text(name)
    page.get_by_label("GM PIN (4 to 8 digits)").fill(GM_PIN)
    page.locator("#start").click()


def _api(client, gid: str, token: str, action: dict) -> None:
    seq = client.get(f"/api/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}).get_json()["seq"]
    r = client.post(f"/api/v1/games/{gid}/actions", json={"expected_seq": seq, "action_id": new_id(), "action": action},
                    headers={"Authorization": f"Bearer {token}"})
    assert r.status_code < 300, r.get_json()


def _table(live_app, gid: str, token: str) -> Table:
    """The endgame helper's API table, on this game (its quiet Chance cards and their inputs)."""
    table = Table.__new__(Table)
    table.client, table.log = live_app.test_client(), live_app.extensions["herald.log"]
    table.ctx, table.catalog, table.game_id, table.keep = table.log.context(), live_app.extensions["herald.catalog"], gid, {}
    GM_TOKENS[gid] = token
    return table


def _dream_then_attack(page, live_app, gid: str, seat: int, tag: str) -> None:
    """The seat's Chance card is a Prophetic Dream (drawn through the API); on the screen Herald draws the token,
    which shows before any plane is offered; then the plane, and the hero attacks the plane by her guild."""
    client = live_app.test_client()
    token = client.post(f"/api/v1/games/{gid}/session", json={"pin": GM_PIN}).get_json()["token"]
    log = live_app.extensions["herald.log"]
    state = log.load(gid)[1]
    card = next(o for o in legal_actions(state, log.context()) if o.kind == "draw_chance").choices["card"]
    _api(client, gid, token, {"kind": "draw_chance", "seat": seat, "card": next(c for c in card
                                                                                 if c.startswith("prophetic-dream"))})
    state = log.load(gid)[1]
    resolve = next(o for o in legal_actions(state, log.context()) if o.kind == "resolve_chance")
    _api(client, gid, token, {"kind": "resolve_chance", "seat": seat, "plane": 2,
                              "cards": [resolve.choices["cards"][2][0]]})
    page.reload()
    draw = page.locator('.offer-card[data-kind="draw_power_up"]')
    expect(draw).not_to_contain_text("Astral Plane")  # 003:L537: the token first
    draw.get_by_role("button", name="Herald draws").click()
    place = page.locator('.offer-card[data-kind="place_power_up"]')
    expect(place).to_contain_text("Power Up token on a plane")
    shot(page, f"modes-{tag}-token-seen")
    place.get_by_role("button", name="Astral Plane 5").click()
    expect(page.locator('.offer-card[data-kind="place_power_up"]')).to_have_count(0)
    # The Paladin starts in the Fortress; the plane by it is attacked from a space beside it (space 11), on the
    # round's second turn.
    page.get_by_role("button", name="Walk to the Plains (space 11)").click()
    expect(page.locator("#phase")).to_have_text("Fights, then the space")
    table = _table(live_app, gid, token)
    table.act({"kind": "end_turn", "seat": seat})
    table.act({"kind": "end_round", "seat": seat})
    while table.state()[1].flow.active != seat:  # the others' rounds go by quietly, through the API
        other = table.state()[1].flow.active
        table.chance(other)
        for action in ({"kind": "move", "seat": other, "how": "stay"}, {"kind": "end_turn", "seat": other},
                       {"kind": "end_round", "seat": other}):
            table.act(action)
    table.chance(seat)
    page.reload()
    attack = page.get_by_role("button", name="Attack Astral Plane 3")
    expect(attack).to_be_visible()
    attack.click()
    expect(page.locator("#phase")).to_have_text("Attack on an Astral Plane")
    shot(page, f"modes-{tag}-first-attack")


def test_cooperative_for_three_with_races_from_the_wizard_to_the_first_attack(tablet, base_url, live_app):
    page = tablet
    _mode_step(page, base_url, "Together", "Cooperative", ("Ancient Races",))
    page.locator("label.pick.number", has_text="3").click()
    settle(page)
    for i, (player, *_rest) in enumerate(SEATS):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    _characters(page, SEATS, {0: ("Elf",), 1: ("Dwarf",), 2: ("Elf",)})
    shot(page, "modes-cooperative-characters")
    _start(page, "Together")
    expect(page.locator("#coop-clock")).to_be_visible()
    expect(page.locator("#hero-1 .race")).to_have_text("Dwarf")
    prepare_board(page)
    choose = page.locator('[data-kind="choose_first_player"]')
    expect(choose).to_have_count(3)  # 003:L495: chosen freely, no dice
    shot(page, "modes-cooperative-who-starts")
    page.get_by_role("button", name="Ben starts").click()
    expect(page.locator("#phase")).to_have_text("Chance card")
    _dream_then_attack(page, live_app, page.url.rstrip("/").split("/")[-1], 1, "cooperative")


def test_solo_with_hybrids_from_the_wizard_to_the_first_attack(tablet, base_url, live_app):
    page = tablet
    _mode_step(page, base_url, "Alone", "Solo", ("Ancient Races", "Hybrids"))
    page.get_by_label("Player 1", exact=True).fill("Anna")
    page.locator("#next").click()
    _characters(page, SEATS[1:2], {0: ("Elf", "Dwarf")})
    _start(page, "Alone")
    expect(page.locator("#hero-0 .race")).to_contain_text("Elf")
    prepare_board(page, then="Chance card")  # Solo's only hero starts at once
    _dream_then_attack(page, live_app, page.url.rstrip("/").split("/")[-1], 0, "solo")


def test_a_refusal_at_the_start_keeps_the_page_whole(tablet, base_url):
    """A refused 'Start the game' shows the problem on the wizard's page: its header, its address and everything
    typed stay (the refusal swapped the whole body and pushed /games before)."""
    page = tablet
    page.goto(base_url + "/games/new")
    page.get_by_label("Name of the game").fill("Kept whole")
    page.locator("label.pick", has_text="Cooperative").click()
    next_step(page, "Players")
    page.locator("label.pick.number", has_text="2").click()
    settle(page)
    for i, (player, *_rest) in enumerate(SEATS[:2]):
        page.get_by_label(f"Player {i + 1}", exact=True).fill(player)
    page.locator("#next").click()
    _characters(page, SEATS[:2], {0: (), 1: ()})
    for _ in range(3):
        settle(page)
        page.locator("#next").click()
    # tapped once htmx has settled the last step: before, the tap sends the form without htmx and the browser holds
    # the short PIN back itself, so Herald never refuses it
    expect(page.get_by_role("heading", name="Ready to play")).to_be_visible()
    settle(page)
    page.get_by_label("GM PIN (4 to 8 digits)").fill("12")  # too short: refused
    page.locator("#start").click()
    expect(page.locator("#form-error")).to_contain_text("PIN")
    expect(page.locator("header, .site-header, nav").first).to_be_visible()
    assert page.url.endswith("/games/new")
    expect(page.locator(".review")).to_contain_text("Kept whole")
    shot(page, "modes-refused-start-page-whole")
