"""A battleground fight on the Conjurers battle screen in Chromium at 1280x800 with touch: the guardians summon
the minion, Ada opens her secret hand, summons a creature opposite it with its numbers typed once, sees the odds
(equal to the engine's) before the dice, taps the dice as they fell, and Herald rolls the rest to the result."""

from __future__ import annotations

from fractions import Fraction

import pytest
from playwright.sync_api import expect

from app.games.conjurers.engine.battle.profile import Printed
from app.games.conjurers.engine.battle.turns import Move
from app.games.conjurers.engine.battling import battle_preview
from app.store import games as saved
from tests.e2e.conftest import become_gm, keep
from tests.e2e.tablet import settle
from tests.web.conjurers.conjurers_battle_kit import open_battleground

pytestmark = pytest.mark.e2e


def _numbers(page, hp="6", bd="2"):
    page.locator("input[name='v.hp']").fill(hp)
    page.locator("input[name='v.bd']").fill(bd)
    page.locator("#show-odds").tap()
    expect(page.locator("#odds")).to_be_visible()  # the odds (or "no fight") once the numbers are in


# The battle's path (Herald's draws and rolls) follows the game's seed. On some seeds a quiet turn may reach the
# stalemate while Herald lacks a hand creature's numbers, which the screen then asks (the test below reaches that
# moment on purpose): a fixed seed keeps this test on one path in every run.
BATTLE_SEED = 3


def _on_the_battle_screen(live_app, base_url: str, tablet) -> tuple[str, str]:
    """A game at its battleground's fight (made through the app), the tablet on its battle screen: its id and URL."""
    game_id, _ = open_battleground(live_app.test_client())
    become_gm(tablet, base_url, game_id)
    url = f"{base_url}/games/{game_id}/conjurers/battle"
    tablet.goto(url)
    return game_id, url


def test_a_battleground_fight_on_the_battle_screen(live_app, base_url, tablet, artifacts, monkeypatch):
    monkeypatch.setattr(saved.secrets, "randbits", lambda bits: BATTLE_SEED)
    game_id, url = _on_the_battle_screen(live_app, base_url, tablet)
    log = live_app.extensions["herald.log"]
    expect(tablet.locator("#side-0")).to_contain_text("3 creatures in hand, secret until summoned")
    assert tablet.evaluate("document.querySelectorAll('#screen [style]').length") == 0
    keep(tablet, artifacts / "conjurers-battle-start.png", full_page=True)

    # The guardians summon the minion into slot 1: nobody faces it, no fight.
    tablet.locator(".cb-group", has_text="Summon the minion").get_by_role("button", name="Slot 1").tap()
    expect(tablet.locator("#odds")).to_contain_text("No fight starts")
    tablet.locator("#record-turn").tap()
    expect(tablet.locator("#side-1 .cb-slot").first).to_contain_text("the minion")

    # Ada's hand opens only when she taps it; her first creature goes opposite the minion.
    secret = tablet.locator("#secret-hand")
    expect(secret.locator(".cb-move").first).to_be_hidden()
    secret.locator("summary").tap()
    group = secret.locator(".cb-group").first
    expect(group).to_contain_text("once this creature's printed numbers are typed")
    keep(tablet, artifacts / "conjurers-battle-hand.png", full_page=True)
    group.get_by_role("button", name="Slot 1").tap()
    expect(tablet.locator("#values")).to_be_visible()
    _numbers(tablet)
    odds = tablet.locator("#odds")
    expect(odds).to_contain_text("against the minion")

    state = log.load(game_id)[1]
    card = state.fight.battle.side(0).hand[0]
    engine = battle_preview(state, Move(kind="summon", card=card, slot=0), {card: Printed(hp=6, bd=2)})
    shown = odds.locator(".cb-deaths li").all_inner_texts()
    for name, p in engine.dies.items():
        line = f"{round(float(p) * 100, 1)}%"
        assert any(s.startswith(line) and f"({p.numerator}/{p.denominator})" in s for s in shown), (name, shown)
    cells = odds.locator(".cb-damage").first.locator("td").all_inner_texts()
    assert [Fraction(c.split()[-1]) for c in cells] == [p for _, p in engine.striker_deals]
    keep(tablet, artifacts / "conjurers-battle-odds.png", full_page=True)

    # The dice as they fell: each die a row of big 0/1/2 buttons.
    rows = tablet.locator(".dice-row")
    assert rows.count() == 4
    for i in range(rows.count()):
        rows.nth(i).locator("label.pick", has_text="1").tap()
    tablet.locator("#record-turn").tap()
    expect(tablet.locator("#result")).to_contain_text("lands 2; the minion lands 2.")
    expect(tablet.locator("#result")).not_to_contain_text(". the ")
    mine = tablet.locator("#side-0 .cb-slot").first
    expect(mine).to_contain_text("Damage 2")
    keep(tablet, artifacts / "conjurers-battle-after-dice.png", full_page=True)
    tablet.get_by_role("button", name="Switch light or dark").tap()
    keep(tablet, artifacts / "conjurers-battle-after-dice-dark.png", full_page=True)
    tablet.get_by_role("button", name="Switch light or dark").tap()

    # Herald rolls every later fight until the battle is decided.
    for _ in range(40):
        # the last turn's answer shown and settled first (the counts below do not wait)
        expect(tablet.locator("#back-to-table").or_(tablet.locator("#secret-hand summary, .cb-move:visible")).first).to_be_visible()
        settle(tablet)
        if tablet.locator("#back-to-table").count():
            break
        moves = tablet.locator(".cb-move:visible")
        if moves.count() == 0:
            tablet.locator("#secret-hand summary").tap()
            moves = tablet.locator(".cb-move:visible")
        moves.first.tap()
        expect(tablet.locator("#pick")).to_be_visible()
        if tablet.locator("#values").count():
            _numbers(tablet)
        expect(tablet.locator("#record-turn")).to_be_visible()
        if tablet.locator("#herald-rolls").count():
            tablet.locator("#herald-rolls").tap()
        else:
            tablet.locator("#record-turn").tap()
        expect(tablet.locator("#pick")).to_have_count(0)  # back on the board: the turn was recorded
    expect(tablet.locator("h1")).to_contain_text("No battle under way")
    expect(tablet.locator("#result")).to_contain_text("wins")
    keep(tablet, artifacts / "conjurers-battle-result.png", full_page=True)
    assert log.load(game_id)[1].fight is None

    # The numbers typed during the battle are the group's now, with the game they were typed in.
    tablet.goto(f"{base_url}/conjurers/catalog")
    expect(tablet.locator("#entries")).to_contain_text("HP: 6")
    expect(tablet.locator("#entries")).to_contain_text("typed during a game (Battle night)")
    keep(tablet, artifacts / "conjurers-catalog.png", full_page=True)


def test_the_stalemate_asks_the_numbers_of_the_creatures_still_in_hand(live_app, base_url, tablet, artifacts):
    """001:L488 on the battle screen: the sixth quiet turn ends the battle on every creature's hitpoints, those in hand
    too; the screen asks the numbers Herald lacks beside the move, refuses a bad one beside its field with nothing
    recorded, then records the turn and the battle's end."""
    from tests.web.conjurers.conjurers_battle_kit import to_quiet_stalemate

    client = live_app.test_client()
    game_id = to_quiet_stalemate(client)
    log = live_app.extensions["herald.log"]
    seq = log.load(game_id)[0]
    become_gm(tablet, base_url, game_id)
    tablet.goto(f"{base_url}/games/{game_id}/conjurers/battle")
    tablet.locator(".cb-group", has_text="Move Ada's first level 1 creature").get_by_role("button", name="Slot 3").tap()
    tablet.locator("#record-turn").tap()
    hands = tablet.locator("#hand-numbers")
    expect(hands).to_be_visible()
    expect(tablet.locator("#refusal")).to_contain_text("the hands are shown")
    expect(hands.locator(".cb-hand-row")).to_have_count(2)
    second, third = hands.locator(".cb-hand-row").nth(0), hands.locator(".cb-hand-row").nth(1)
    expect(second).to_contain_text("Ada's second level 1 creature")
    hands.scroll_into_view_if_needed()
    keep(tablet, artifacts / "conjurers-stalemate-hands-asked.png", full_page=False)

    second.get_by_label("Hitpoints of Ada's second level 1 creature, in the order laid out").fill("0")
    second.get_by_label("Battle dice of Ada's second level 1 creature, in the order laid out").fill("2")
    third.get_by_label("Hitpoints of Ada's third level 1 creature, in the order laid out").fill("5")
    third.get_by_label("Battle dice of Ada's third level 1 creature, in the order laid out").fill("1")
    tablet.locator("#record-turn").tap()
    problem = tablet.locator(".cb-hand-row").nth(0).locator(".cb-field-problem")
    expect(problem).to_contain_text("at least 1 (not 0)")
    assert log.load(game_id)[0] == seq  # nothing recorded
    expect(tablet.locator(".cb-hand-row").nth(1).locator("input[name$='.hp']")).to_have_value("5")  # what was typed stays
    tablet.locator("#hand-numbers").scroll_into_view_if_needed()
    keep(tablet, artifacts / "conjurers-stalemate-hands-refused.png", full_page=False)

    tablet.locator(".cb-hand-row").nth(0).locator("input[name$='.hp']").fill("4")
    tablet.locator("#record-turn").tap()
    expect(tablet.locator("h1")).to_contain_text("No battle under way")
    expect(tablet.locator("#result")).to_contain_text("three battle rounds without dice: 15 HP left against")
    keep(tablet, artifacts / "conjurers-stalemate-decided.png", full_page=True)
    assert log.load(game_id)[1].fight is None


def test_a_turn_tapped_on_a_second_tab_after_the_step_moved_on_shows_why(live_app, base_url, tablet, artifacts):
    """A stale step on the battle screen (its forms are boosted): the screen comes back with its message and the
    current step, where a 409 left the tab as it was, as if the tap were lost; nothing is recorded. The tab tapped is
    brought to the front first, as a person looks at it: Chromium slows the timers of a tab in the background (htmx
    swapped the refused screen in about 3 s later there)."""
    game_id, url = _on_the_battle_screen(live_app, base_url, tablet)
    log = live_app.extensions["herald.log"]
    other = tablet.context.new_page()
    other.goto(url)
    for page in (tablet, other):  # both tabs pick the guardians' minion at the step they show
        page.bring_to_front()
        page.locator(".cb-group", has_text="Summon the minion").get_by_role("button", name="Slot 1").tap()
        expect(page.locator("#record-turn")).to_be_visible()
        settle(page)
    seq = log.load(game_id)[0]
    other.locator("#record-turn").tap()  # the other tab records it first
    expect(other.locator("#side-1 .cb-slot").first).to_contain_text("the minion")
    assert log.load(game_id)[0] == seq + 1
    tablet.bring_to_front()
    tablet.locator("#record-turn").tap()
    expect(tablet.locator("#refusal")).to_contain_text("The game changed on another device. Nothing was applied.")
    expect(tablet.locator("#seq")).to_have_text(str(seq + 1))
    assert tablet.url == url  # the address stays the battle screen's: a reload opens it
    expect(tablet.locator("#record-turn")).to_have_count(0)  # the board as it is now, the minion summoned
    expect(tablet.locator("#side-1 .cb-slot").first).to_contain_text("the minion")
    assert log.load(game_id)[0] == seq + 1
    keep(tablet, artifacts / "conjurers-battle-stale-step.png", full_page=True)

    # the dice typed from this tab after the other typed them: refused the same way, the address still the screen's
    other.bring_to_front()
    other.reload()
    for page, faces in ((other, "3"), (tablet, "4")):
        page.bring_to_front()
        page.locator("#dice summary").tap()
        page.get_by_label("Faces showing 0").fill(faces)
    other.bring_to_front()
    other.locator("#dice-form button").tap()
    expect(other.locator("#seq")).to_have_text(str(seq + 2))
    tablet.bring_to_front()
    tablet.locator("#dice-form button").tap()
    expect(tablet.locator("#refusal")).to_contain_text("The game changed on another device. Nothing was applied.")
    expect(tablet.locator("#seq")).to_have_text(str(seq + 2))
    assert tablet.url == url  # not the dice form's address, which a reload could not open
    assert log.load(game_id)[1].options.die[0] == 3
