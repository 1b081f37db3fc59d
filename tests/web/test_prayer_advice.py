"""Prayer's advice on the battle screen (000:L761-763: one more die for one roll, keep the better; cast again, and
paid again, for each roll): every plan Herald offers is checked against odds worked out here by counting dice
faces, and the advice must name the plan those odds make best, within the Magic the hero holds (000:L143)."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product

import pytest

from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import api_act, as_tablet
from tests.web.plainwords import visible_text
from tests.web.scenes import FOREST, VALUES, cleo_and_ben, import_scene

HX = {"HX-Request": "true"}
PRAYER = "Prayer (1 Magic)"


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


@pytest.fixture
def mob_known(app):
    with app.app_context():
        catalog_state.record(VALUES)


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
