"""The battle screen's advice (the kind of battle, what to use on the next roll, each with the win chance the
engine computes), the kind chosen for the table when only one is possible, where each number comes from, and the
result kept on screen after the last roll. Prayer's advice (000:L761-763: one more die for one roll, keep the
better; cast again, and paid again, for each roll): every plan Herald offers is checked against odds worked out
here by counting dice faces, and the advice must name the plan those odds make best, within the Magic the hero
holds (000:L143)."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product

import pytest

from app.games.prophecy.engine.combat.preview import in_progress, kind_comparison
from app.games.prophecy.screens.battle.battle_live import pct
from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import api_act, as_tablet
from tests.web.prophecy.scenes import FOREST, VALUES, cleo_and_ben, import_scene
from tests.web.shared.plainwords import visible_text

HX = {"HX-Request": "true"}


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


@pytest.fixture
def mob_known(app):
    """The group typed the Angry Mob's and the Axe's values once: fights start without asking them."""
    with app.app_context():
        catalog_state.record(VALUES)


def _act(client, log, gid, action):
    seq, _ = log.load(gid)
    r = api_act(client, gid, seq, action)
    assert r.status_code < 300, r.get_json()


def _screen(client, gid) -> str:
    return client.get(f"/games/{gid}/battle?live=1", headers=HX).get_data(as_text=True)


def _form(client, gid, log, **fields):
    seq, _ = log.load(gid)
    return client.post(f"/games/{gid}/act", headers=HX,
                       data={"seq": seq, "action_id": f"t-{seq}", "view": "battle", **fields}).get_data(as_text=True)


def test_the_kind_with_the_best_chance_is_advised_with_the_engines_odds(client, log, mob_known):
    gid = import_scene(client, heroes=cleo_and_ben(magic=4, wounds=2))
    _act(client, log, gid, {"kind": "start_fight", "seat": 0, "creature": "angry-mob#1"})
    _, state = log.load(gid)
    kinds = {k["label"]: k for k in kind_comparison(state, log.context(), state.battle)}
    assert all(k["allowed"] for k in kinds.values()) and len(kinds) == 2
    best = max(kinds.values(), key=lambda k: (k["odds"]["percent"]["win"], -k["magic_cost"]))
    other = next(k for k in kinds.values() if k is not best)
    html = _screen(client, gid)
    advice = re.search(r'id="kind-advice"[^>]*>([^<]+)', html).group(1)
    assert advice.startswith(f"Herald advises the {best['label']}") and pct(best["odds"]) in advice
    assert pct(other["odds"]) in advice
    assert re.search(rf'<tr class="[^"]*best[^"]*" data-kind="{re.escape(best["label"])}"', html)


def test_only_one_kind_possible_is_chosen_for_the_table_and_the_screen_says_why(client, log, mob_known):
    gid = import_scene(client, heroes=cleo_and_ben(magic=1))
    html = _screen(client, gid)
    assert "Only the Battle of Strength is possible: the hero needs 2 Magic" in visible_text(html)
    html = _form(client, gid, log, kind="start_fight", seat="0", creature="angry-mob#1")
    text = visible_text(html)
    assert "Only the Battle of Strength is possible: the hero needs 2 Magic to start a Battle of Wills but has 1." \
           " Herald chose it for you." in text
    _, state = log.load(gid)
    assert state.battle.step == "equip" and state.battle.kinds == ("strength",)
    assert "Choose the kind of battle" not in text and "Announce Items and Spells" in text
    # The choice is a step of its own: undo takes back the kind, not the fight.
    seq, _ = log.load(gid)
    client.post(f"/games/{gid}/undo", data={"seq": seq, "view": "battle"}, headers=HX)
    assert log.load(gid)[1].battle.step == "kind"


def test_a_choice_between_kinds_is_left_to_the_table(client, log, mob_known):
    gid = import_scene(client)
    _form(client, gid, log, kind="start_fight", seat="0", creature="angry-mob#1")
    assert log.load(gid)[1].battle.step == "kind"


def test_at_the_roll_the_advice_names_the_best_option_and_what_it_gains(client, log, mob_known):
    gid = import_scene(client)
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1"},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": ["axe#1"]}):
        _act(client, log, gid, action)
    _, state = log.load(gid)
    compare = in_progress(state, log.context())["compare"]
    base = next(c for c in compare if c["label"] == "as chosen")
    assert compare[0] is not base and compare[0]["label"].startswith("Throw Axe")
    html = _screen(client, gid)
    advice = visible_text(re.search(r'<p class="advice" id="roll-advice".*?</p>', html, re.S).group(0))
    assert compare[0]["label"].endswith(" on roll 3")  # kept for the last roll: paid only if reached (000:L429)
    assert advice == (f"Herald advises: {compare[0]['label']}, nothing on roll 1: {pct(base['odds'])} → "
                      f"{pct(compare[0]['odds'])} to win."
                      + (f" {compare[1]['label']}: the same chance, at a higher expected cost."
                         if compare[1]["odds"]["percent"]["win"] == compare[0]["odds"]["percent"]["win"] else ""))


def test_the_breakdown_says_where_each_number_comes_from(client, log, mob_known):
    gid = import_scene(client, heroes=cleo_and_ben(wounds=1))
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1"},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "battle_adjust", "seat": 0, "side": "hero", "amount": 2, "reason": "Talisman"}):
        _act(client, log, gid, action)
    text = visible_text(_screen(client, gid))
    assert "Mercenary 6, less 1 wound = 5" in text and "+2 Talisman" in text and "Other +2" not in text
    assert "Angry Mob: Strength" in text and "as printed" in text


def test_after_the_last_roll_the_result_stays_until_the_group_moves_on(client, log, mob_known):
    gid = import_scene(client)
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1"},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0}):
        _act(client, log, gid, action)
    for _ in range(2):
        _form(client, gid, log, kind="battle_roll", seat="0", **{"hero_faces[]": "6", "foe_faces[]": "1"})
    html = _form(client, gid, log, kind="battle_roll", seat="0", **{"hero_faces[]": "6", "foe_faces[]": "1"})
    assert log.load(gid)[1].battle is None
    text = visible_text(html)
    assert "Cleo's Mercenary won" in text and "No battle under way" not in text
    assert "fought Angry Mob by Strength" in text and "won 7 Experience" in text
    assert text.count("battle roll") >= 3  # every roll of the battle
    # Opened again (a reload, another tablet) it is still there, until the next step of the game.
    again = visible_text(client.get(f"/games/{gid}/battle").get_data(as_text=True))
    assert 'class="panel outcome battle-result"' in client.get(f"/games/{gid}/battle").get_data(as_text=True) and "won" in again
    seq, state = log.load(gid)
    _act(client, log, gid, {"kind": "end_turn", "seat": 0})
    assert 'class="panel outcome battle-result"' not in _screen(client, gid)


# --- Prayer ---------------------------------------------------------------------------------------------------

PRAYER = "Prayer (1 Magic)"


def _one_roll(hero: int, dice: int, foe: int) -> tuple[Fraction, Fraction]:
    """P(win), P(draw) of one roll: the hero keeps the best of `dice` light dice against one dark die."""
    win = draw = Fraction(0)
    for faces in product(range(1, 7), repeat=dice + 1):
        mine, theirs = hero + max(faces[:-1]), foe + faces[-1]
        win += Fraction(mine > theirs, 6 ** (dice + 1))
        draw += Fraction(mine == theirs, 6 ** (dice + 1))
    return win, draw


def _plan(casts: set[int], *, hero: int, foe: int, wills: bool) -> tuple[Fraction, Fraction, Fraction]:
    """Win, draw, lose of the Angry Mob's three rolls (all must be won; a draw or a loss ends the battle) with
    Prayer cast on `casts`; in a Battle of Wills each Magic paid lowers the hero from that roll on (000:L21)."""
    reach, draw = Fraction(1), Fraction(0)
    for roll in (1, 2, 3):
        paid = sum(1 for c in casts if c <= roll) if wills else 0
        w, d = _one_roll(max(0, hero - paid), 2 if roll in casts else 1, foe)
        draw += reach * d
        reach *= w
    return reach, draw, 1 - reach - draw


def _pct(p: Fraction) -> str:
    value = round(float(p) * 100, 1)
    return f"{value:.0f}%" if value == round(value) else f"{value:.1f}%"


def _at_the_roll(client, log, *, magic: int, kind: str):
    gid = import_scene(client, heroes=cleo_and_ben(magic=magic),
                       cards={"angry-mob#1": f"space:{FOREST}", "prayer#1": "hero:0:abilities"})
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1"},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": kind},
                   {"kind": "announce_equipment", "seat": 0}):
        seq, _ = log.load(gid)
        assert api_act(client, gid, seq, action).status_code < 300
    _, state = log.load(gid)
    compare = in_progress(state, log.context())["compare"]
    html = client.get(f"/games/{gid}/battle?live=1", headers=HX).get_data(as_text=True)
    found = re.search(r'<p class="advice" id="roll-advice".*?</p>', html, re.S)
    return compare, visible_text(found.group(0)) if found else None


def _check_every_plan(compare, plans: dict[str, set[int]], **battle):
    """The engine offers exactly these plans, each with the odds counted here."""
    assert {c["label"] for c in compare} == set(plans)
    for row in compare:
        win, draw, lose = _plan(plans[row["label"]], **battle)
        assert (row["odds"]["win"], row["odds"]["draw"], row["odds"]["lose"]) == (str(win), str(draw), str(lose)), row


def test_with_magic_for_every_roll_prayer_on_every_roll_is_advised(client, log, mob_known):
    compare, advice = _at_the_roll(client, log, magic=4, kind="strength")
    plans = {"as chosen": set(), f"{PRAYER} on roll 1 (now)": {1}, f"{PRAYER} on roll 3": {3},
             f"{PRAYER} on rolls 2, 3": {2, 3}, f"{PRAYER} on every roll left": {1, 2, 3}}
    battle = {"hero": 6, "foe": 6, "wills": False}
    _check_every_plan(compare, plans, **battle)
    base, best = _plan(set(), **battle)[0], _plan({1, 2, 3}, **battle)[0]
    assert (base, best) == (Fraction(15, 36) ** 3, Fraction(125, 216) ** 3)  # 7.2% and 19.4%
    assert advice == f"Herald advises: {PRAYER} on every roll left: {_pct(base)} → {_pct(best)} to win."


def test_with_magic_for_one_cast_prayer_is_kept_for_the_last_roll(client, log, mob_known):
    """One Magic pays for one Prayer: any roll gives the same chance, and the last one is paid only if reached."""
    compare, advice = _at_the_roll(client, log, magic=1, kind="strength")
    plans = {"as chosen": set(), f"{PRAYER} on roll 1 (now)": {1}, f"{PRAYER} on roll 3": {3}}
    battle = {"hero": 6, "foe": 6, "wills": False}
    _check_every_plan(compare, plans, **battle)
    assert compare[0]["label"] == f"{PRAYER} on roll 3"
    base, one = _plan(set(), **battle)[0], _plan({3}, **battle)[0]
    assert advice == (f"Herald advises: {PRAYER} on roll 3, nothing on roll 1: {_pct(base)} → {_pct(one)} to win. "
                      f"{PRAYER} on roll 1 (now): the same chance, at a higher expected cost.")


def test_without_magic_prayer_is_not_advised(client, log, mob_known):
    compare, advice = _at_the_roll(client, log, magic=0, kind="strength")
    assert [c["label"] for c in compare] == ["as chosen"] and advice is None


def test_in_a_battle_of_wills_prayer_s_magic_lowers_the_hero_and_nothing_is_advised(client, log, mob_known):
    """Wills: 4 Magic less 2 to start leaves 2 against the Mob's 2; a Prayer's Magic comes off the hero's Wills
    for that roll and the rest, so it gains nothing even on the last roll."""
    compare, advice = _at_the_roll(client, log, magic=4, kind="wills")
    plans = {"as chosen": set(), f"{PRAYER} on roll 1 (now)": {1}, f"{PRAYER} on roll 3": {3},
             f"{PRAYER} on rolls 2, 3": {2, 3}}  # every roll would cost 3 Magic: she has 2
    battle = {"hero": 2, "foe": 2, "wills": True}
    _check_every_plan(compare, plans, **battle)
    assert _plan({3}, **battle)[0] == _plan(set(), **battle)[0] > _plan({1}, **battle)[0]
    assert compare[0]["label"] == "as chosen" and compare[1]["label"] == f"{PRAYER} on roll 3"
    assert advice == (f"Herald advises using nothing more before roll 1: {PRAYER} on roll 3 would not raise the "
                      f"{_pct(_plan(set(), **battle)[0])} to win.")


def test_the_only_kind_possible_is_chosen_even_before_its_odds_are_known():
    """Issue 39: Herald chose for the Giant Spider, not for the Skeletal Dragon, whose odds waited on its values."""
    from app.games.prophecy.screens.battle.battle_advice import kind_advice

    kinds = [{"label": "Battle of Strength", "allowed": False, "reason": "it fights only by Willpower"},
             {"label": "Battle of Wills", "allowed": True, "odds": None}]
    advice = kind_advice(kinds)
    assert advice is not None and advice["only"] and advice["best"] == "Battle of Wills"
