"""In Chromium at 1280x800 with touch: during a battleground the group names the card Herald shows as "the Greek
pile's first creature" and counts its own battle dice on the battle screen; then, on the card's catalog page, corrects the
name, is refused a level it cannot read, withdraws the level and restores it; light and dark screenshots."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.conjurers import entries
from tests.e2e.conftest import become_gm, keep
from tests.web.conjurers.conjurers_battle_kit import open_battleground

pytestmark = pytest.mark.e2e


def _post(page, click) -> None:
    """Tap a form's button and wait for its POST's answer and the page it leads to (the machine is loaded)."""
    with page.expect_response(lambda r: r.request.method == "POST"):
        click()
    page.wait_for_load_state("load")


def _both_themes(page, artifacts, name: str) -> None:
    keep(page, artifacts / f"{name}.png", full_page=True)
    page.get_by_role("button", name="Switch light or dark").tap()
    keep(page, artifacts / f"{name}-dark.png", full_page=True)
    page.get_by_role("button", name="Switch light or dark").tap()


def test_naming_a_card_and_correcting_entries(live_app, base_url, tablet, artifacts):
    client = live_app.test_client()
    game_id, _ = open_battleground(client)
    log = live_app.extensions["herald.log"]
    become_gm(tablet, base_url, game_id)
    tablet.goto(f"{base_url}/games/{game_id}/conjurers/battle")
    naming = tablet.locator("#naming")
    expect(naming).to_contain_text("the Greek pile's first creature, in the order laid out")
    card = naming.locator("input[name=card]").first.get_attribute("value")
    _both_themes(tablet, artifacts, "conjurers-naming")
    naming.get_by_label("Printed name of the Greek pile's first creature, in the order laid out").fill("Hydra")
    _post(tablet, lambda: naming.get_by_role("button", name="Name it").first.tap())
    expect(tablet.locator("#side-1 .cb-hand")).to_contain_text("In hand: Hydra")
    expect(tablet.locator("#naming")).to_have_count(0)
    assert log.load(game_id)[1].facts[card].name == "Hydra"

    dice = tablet.locator("#dice")
    dice.locator("summary").tap()
    for i, n in enumerate(("1", "4", "1")):
        dice.locator(f"input[name='faces.{i}']").fill(n)
    _post(tablet, lambda: dice.get_by_role("button", name="Use our dice").tap())
    expect(tablet.locator("#dice summary")).to_contain_text("1 show 0 · 4 show 1 · 1 show 2")
    assert tuple(log.load(game_id)[1].options.die) == (1, 4, 1)
    tablet.locator("#dice summary").tap()
    expect(tablet.locator("#dice")).to_contain_text("Your group's dice, typed")
    assert tablet.evaluate("document.querySelectorAll('#screen [style]').length") == 0
    _both_themes(tablet, artifacts, "conjurers-named-and-dice")

    # The catalog lists the name typed in the game; its card page corrects it.
    tablet.goto(f"{base_url}/conjurers/catalog")
    expect(tablet.locator("#dice")).to_contain_text("counted by your group")
    tablet.locator("#entries").get_by_role("link", name="Hydra").first.tap()
    tablet.wait_for_url(f"{base_url}/conjurers/catalog/cards/{card}")
    expect(tablet.locator("#values")).to_contain_text("typed during a game (Battle night)")
    form = tablet.locator("#correct-form")
    form.locator("input[name=name]").fill("Lernaean Hydra")
    _post(tablet, lambda: tablet.locator("#save-card").tap())
    expect(tablet.locator("#notice")).to_contain_text("Saved for Lernaean Hydra")
    expect(tablet.locator("h1")).to_have_text("Lernaean Hydra")

    # A level Herald cannot read is refused by name; nothing changes.
    form.locator("input[name=level]").fill("nine")
    _post(tablet, lambda: tablet.locator("#save-card").tap())
    expect(tablet.locator("#refusal")).to_contain_text("Level is a whole number (not 'nine')")
    assert {e.field: e.value for e in entries.current_entries(log.engine, card)}["level"] == 2

    # Withdrawn, then restored from the history.
    _post(tablet, lambda: tablet.locator("#withdraw-level").tap())
    expect(tablet.locator("#notice")).to_contain_text("withdrawn")
    expect(tablet.locator("#values tr[data-field=level]")).to_contain_text("unknown")
    expect(tablet.locator("#history")).to_contain_text("withdrawn")
    assert "level" not in {e.field for e in entries.current_entries(log.engine, card)}
    _both_themes(tablet, artifacts, "conjurers-card-withdrawn")
    _post(tablet, lambda: tablet.locator("#history").get_by_role("button", name="Restore").first.tap())
    expect(tablet.locator("#notice")).to_contain_text("Restored: level")
    expect(tablet.locator("#values tr[data-field=level]")).to_contain_text("2")
    _both_themes(tablet, artifacts, "conjurers-card-page")
