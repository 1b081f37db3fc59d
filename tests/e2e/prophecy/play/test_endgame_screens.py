"""In Chromium on a 10-inch tablet, the end of a game: the API plays a two-player table game by the rules until
four Astral Planes are conquered (Anna holds three Artifacts, Ben one); then on the tablet Ben attacks the last
plane, beats its Lesser and Greater Guardians on the battle screen and takes the fifth Artifact (the table says
which card it is), the Final Battle begins, Anna (with the Royal Cape) picks the battleground, wins her duel
against Ben and is crowned."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.rules import zones as Z
from tests.e2e.conftest import become_gm
from tests.e2e.endgame_api import Table
from tests.e2e.tablet import fight_values, none_printed, offer, roll, shot

pytestmark = pytest.mark.e2e

KEEP = {"lesser": "vampire-lord#1", "greater": "scaled-monster#1"}
ROUTES = {0: [(15, True), (17, True), (1, True)], 1: [(9, True), (7, False)]}


def _four_planes_taken(state) -> bool:
    taken = sum(1 for p in range(5) if not state.zone(Z.plane(p, "artifact")))
    return state.flow.active == 1 and state.hero(1).space == 7 and taken == 4


def _both_themes(page, name: str):
    shot(page, f"{name}-light")
    page.get_by_role("button", name="Switch light or dark").click()
    shot(page, f"{name}-dark")
    page.get_by_role("button", name="Switch light or dark").click()


def _seq(page) -> int:
    return int(page.locator("#seq").inner_text())


def _click_and_wait(page, button):
    """Tap a button of a step that may come twice in a row, and wait for the step to be recorded."""
    before = _seq(page)
    button.click()
    expect(page.locator("#seq")).to_have_text(str(before + 1))


def _fight_guardian(page, name: str, slot: str):
    """Turn up a Guardian, type its card's Experience, and beat it on the battle screen."""
    reveal = offer(page, "reveal_guardian")
    expect(reveal.get_by_role("heading")).to_have_text(f"Turn up the {slot} Guardian")
    reveal.get_by_role("button", name=name, exact=True).click()
    expect(page.locator(".planes")).to_contain_text(name)
    fight = fight_values(page, name)
    fight.get_by_label(f"{name}: experience").fill("3")
    none_printed(fight)
    fight.get_by_role("button", name=f"Fight {name}").click()
    expect(page.locator("#battle-title")).to_contain_text(name)
    # Where the Guardian's card allows one kind of battle, Herald records it for the table and says so; otherwise the
    # table taps the card's order.
    kinds = page.locator('#battle-steps button.offer[data-kind="choose_battle_kind"]')
    announce = page.locator("#battle-steps").get_by_role("button", name="Announce Items and Spells")
    expect(kinds.first.or_(announce)).to_be_visible()
    if kinds.count():
        kinds.first.click()
    announce.click()
    while not page.locator("#battle-over").is_visible():  # as many rolls as the Guardian's lives ask
        expect(page.locator("#battle-step")).to_contain_text("Roll")
        n = int(page.locator("#battle-step").inner_text().split("Roll ", 1)[1].split()[0])
        before = _seq(page)
        roll(page, n, 6, 1)
        expect(page.locator("#seq")).to_have_text(str(before + 1))
    expect(page.locator("#battle-story")).to_contain_text(f"fought {name}")
    page.locator("#back-to-table").click()


def test_the_last_plane_the_final_battle_and_the_crown(tablet, base_url, live_app):
    table = Table(live_app, KEEP)
    table.prepare()
    table.play_until({seat: list(route) for seat, route in ROUTES.items()}, _four_planes_taken)
    _, state = table.state()
    anna_artifacts = [table.name(c) for c in state.zone(Z.items(0))]
    assert len(anna_artifacts) == 3 and "Royal Cape" in anna_artifacts

    page = tablet
    become_gm(page, base_url, table.game_id)
    expect(page.locator("#active-hero")).to_have_text("Ben's Paladin")
    expect(page.locator("#phase")).to_have_text("Movement")
    expect(page.locator(".planes li.conquered")).to_have_count(4)
    for name in anna_artifacts:
        expect(page.locator("#hero-0 .hand")).to_contain_text(name)

    # The attack on the last open plane, from the Monastery's neighbour: Lesser Guardian, then Greater.
    page.get_by_role("button", name="Attack Astral Plane 2").click()
    expect(page.locator("#phase")).to_have_text("Attack on an Astral Plane")
    expect(page.get_by_role("button", name="End the turn")).to_have_count(0)  # the plane is fought to the end
    _both_themes(page, "endgame-astral-attack")
    _fight_guardian(page, "Vampire Lord", "Lesser")
    expect(page.locator("#phase")).to_have_text("Attack on an Astral Plane")
    _fight_guardian(page, "Scaled Monster", "Greater")

    # The table says which Artifact it turned up: the last one still face down.
    won = offer(page, "claim_artifact")
    expect(won.get_by_role("heading")).to_have_text("Take the Artifact of Astral Plane 2")
    expect(page.get_by_role("button", name="End the turn")).to_have_count(0)
    shot(page, "endgame-claim-artifact")
    won.get_by_role("button", name="Banner of Hope", exact=True).click()

    # The fifth Artifact is Ben's: the Final Battle begins; Anna, holding the Royal Cape, picks the field.
    expect(page.locator("#hero-1 .hand")).to_contain_text("Banner of Hope")
    expect(page.locator(".planes li.conquered")).to_have_count(5)
    expect(page.locator("#final-battle")).to_be_visible()
    expect(page.locator("#phase")).to_have_text("Choosing the Final Battle's battleground")
    expect(page.locator("#active-hero")).to_have_text("Anna's Druid")
    _both_themes(page, "endgame-final-battle")
    offer(page, "choose_battleground").get_by_role("button", name="the Village", exact=True).click()
    expect(page.locator("#hero-0 .where")).to_have_text("Village")
    expect(page.locator("#hero-1 .where")).to_have_text("Village")

    # Anna's turn in the Final Battle: no Chance card, no movement but staying; then the duel with Ben.
    expect(page.locator("#phase")).to_have_text("Movement")
    expect(page.get_by_role("button", name="Stay here")).to_be_visible()
    expect(page.locator('button.offer[data-kind="move"]')).to_have_count(1)
    page.get_by_role("button", name="Stay here").click()
    page.locator('button.offer[data-kind="start_fight"]', has_text="Attack Ben").click()
    steps = page.locator("#battle-steps")
    steps.get_by_role("button", name="Battle of Strength").click()
    steps.get_by_role("button", name="Accept the Battle of Strength").click()
    for _ in ("Anna", "Ben"):
        expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
        _click_and_wait(page, steps.get_by_role("button", name="Announce Items and Spells"))
    _both_themes(page, "endgame-duel")
    roll(page, 1, 6, 1)
    loss = offer(page, "battle_loss_choice")
    expect(loss).to_be_visible()
    loss.locator("label.pick", has_text="Item").click()
    loss.locator("label.pick", has_text="Banner of Hope").click()
    with page.expect_response(lambda r: r.request.method == "POST"):  # the step is written before leaving the screen
        loss.get_by_role("button", name="Choose the loss").click()

    # Four Artifacts in Anna's hands: she is crowned and the game is over.
    page.locator("#back-to-table").click()
    expect(page.locator("#turn")).to_contain_text("Game over")
    expect(page.locator("#result-headline")).to_have_text("Anna's Druid wins")
    expect(page.locator("#result-reason")).to_contain_text("holds 4 Artifacts and is crowned")
    expect(page.locator('.finisher[data-seat="0"]')).to_contain_text("4 Artifacts")
    expect(page.locator('.finisher[data-seat="1"]')).to_contain_text("1 Artifact")
    expect(page.locator("#hero-0 .hand .chip")).to_have_count(4)  # Anna's four Artifacts, nothing else
    expect(page.locator("#no-offers")).to_have_text("The game is over.")
    expect(page.locator("#hero-0").get_by_title("Gain Gold")).to_have_count(0)
    _both_themes(page, "endgame-result")
