"""In Chromium: the battle screen advises the kind of battle and when to throw, with the odds the engine computes;
chooses the only possible kind for the table; and keeps the result on screen after the last roll. Screenshots at
1280x800 and 390x844, light and dark, under test-artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from app.games.prophecy.engine.combat.preview import in_progress, kind_comparison
from app.games.prophecy.screens.battle.battle_live import pct
from tests.e2e.conftest import CHROMIUM_ARGS, become_gm  # noqa: F401 - the browser fixture launches with these
from tests.e2e.conftest import shot as _shot
from tests.helpers import as_tablet
from tests.web.prophecy.scenes import VALUES, cleo_and_ben, import_scene

pytestmark = pytest.mark.e2e
SIZES = (("tablet", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844}))


def _game(live_app, **hero) -> str:
    client = as_tablet(live_app.test_client(), make_game=False)
    gid = import_scene(client, heroes=cleo_and_ben(**hero))
    for card, values in VALUES.items():
        assert client.post(f"/api/v1/catalog/cards/{card}/entries", json={"values": values}).status_code == 201
    return gid


def _shots(page, name: str) -> None:
    for size, viewport in SIZES:
        page.set_viewport_size(viewport)
        page.evaluate("window.scrollTo(0, 0)")
        _shot(page, f"advice-{name}-{size}-light")
        page.get_by_role("button", name="Switch light or dark").click()
        _shot(page, f"advice-{name}-{size}-dark")
        page.get_by_role("button", name="Switch light or dark").click()
    page.set_viewport_size(SIZES[0][1])


def _engine(live_app, gid):
    log = live_app.extensions["herald.log"]
    _, state = log.load(gid)
    return state, log.context()


def _roll(page, n: int, light: int, dark: int) -> None:
    expect(page.locator("#battle-step")).to_contain_text(f"Roll {n}")
    roll = page.locator('#battle-steps .offer-card[data-kind="battle_roll"]')
    roll.get_by_role("group", name="Lighter die").locator("label.pick", has_text=str(light)).click()
    roll.get_by_role("group", name="Darker die").locator("label.pick", has_text=str(dark)).click()
    roll.get_by_role("button", name=f"Roll {n}").click()


def test_the_advised_kind_with_the_engines_odds_then_the_result_after_the_last_roll(tablet, base_url, live_app):
    page = tablet
    gid = _game(live_app, magic=6, willpower=6)  # much stronger in Willpower than in Strength
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    page.locator("#battle-steps, .fight-open").get_by_role("button", name="Fight Angry Mob").click()
    expect(page.locator("#battle-step")).to_contain_text("Choose the kind of battle")

    state, ctx = _engine(live_app, gid)
    kinds = {k["label"]: k for k in kind_comparison(state, ctx, state.battle)}
    wills, strength = kinds["Battle of Wills (2 Magic)"], kinds["Battle of Strength"]
    assert wills["odds"]["percent"]["win"] > strength["odds"]["percent"]["win"]
    advice = page.locator("#kind-advice")
    expect(advice).to_have_text(f"Herald advises the Battle of Wills (2 Magic): {pct(wills['odds'])} to win, "
                                f"against {pct(strength['odds'])} for the Battle of Strength.")
    expect(page.locator("table.kinds tr.best")).to_have_attribute("data-kind", "Battle of Wills (2 Magic)")
    expect(page.locator("table.kinds tr.best .best-badge")).to_have_text("best")
    _shots(page, "kind")

    page.locator("#battle-steps").get_by_role("button", name="Battle of Wills (2 Magic)").click()
    page.locator('.battle-equip[data-kind="announce_equipment"]').get_by_role(
        "button", name="Announce Items and Spells").click()
    for n in (1, 2, 3):
        _roll(page, n, 6, 1)

    # After the last roll the result stays: who fought, how, what it gave; the group taps on when it is ready.
    result = page.locator("#battle-over.battle-result")
    expect(result).to_be_visible()
    expect(page.get_by_text("No battle under way")).to_have_count(0)
    expect(page.locator("#battle-result-title")).to_have_text("Cleo's Mercenary won")
    expect(page.locator("#battle-headline")).to_contain_text("fought Angry Mob by Wills")
    expect(page.locator("#battle-headline")).to_contain_text("won 7 Experience")
    expect(result.locator(".roll-lines li")).to_have_count(3)
    _shots(page, "result")
    page.reload()
    expect(page.locator("#battle-over.battle-result")).to_be_visible()
    page.locator("#battle-done").click()
    expect(page).to_have_url(f"{base_url}/games/{gid}")


def test_the_only_kind_is_chosen_and_the_throw_is_advised_for_the_right_roll(tablet, base_url, live_app):
    page = tablet
    gid = _game(live_app, magic=1)  # too little Magic for a Battle of Wills
    become_gm(page, base_url, gid)
    page.goto(f"{base_url}/games/{gid}/battle?live=1")
    expect(page.locator("#kind-advice")).to_contain_text("Only the Battle of Strength is possible")
    page.locator(".fight-open").get_by_role("button", name="Fight Angry Mob").click()

    # No choice step: Herald chose the only kind and says why.
    expect(page.locator("#notice")).to_have_text("Only the Battle of Strength is possible: the hero needs 2 Magic to "
                                                 "start a Battle of Wills but has 1. Herald chose it for you.")
    expect(page.locator("#battle-step")).to_contain_text("Announce Items and Spells")
    _shots(page, "only-kind")
    equip = page.locator('.battle-equip[data-kind="announce_equipment"]')
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-settling')")
    equip.locator("fieldset.need-checks label.pick", has_text="Axe").click()
    equip.get_by_role("button", name="Announce Items and Spells").click()
    expect(page.locator("#battle-step")).to_contain_text("Roll 1")

    state, ctx = _engine(live_app, gid)
    compare = in_progress(state, ctx)["compare"]
    best, base = compare[0], next(c for c in compare if c["label"] == "as chosen")
    assert best["label"].startswith("Throw Axe") and best["label"].endswith("on roll 3")  # keep the throw for last
    assert best["odds"]["percent"]["win"] > base["odds"]["percent"]["win"]
    expect(page.locator("#roll-advice")).to_contain_text(
        f"Herald advises: {best['label']}, nothing on roll 1: {pct(base['odds'])} → {pct(best['odds'])} to win.")
    page.locator("details.compare summary").click()
    expect(page.locator("details.compare li.best")).to_contain_text(best["label"])
    _shots(page, "throw")
