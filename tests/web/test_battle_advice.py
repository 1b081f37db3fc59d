"""The battle screen's advice (the kind of battle, what to use on the next roll, each with the win chance the
engine computes), the kind chosen for the table when only one is possible, where each number comes from, and the
result kept on screen after the last roll."""

from __future__ import annotations

import re

import pytest

from app.games.prophecy.engine.combat.preview import in_progress, kind_comparison
from app.games.prophecy.screens.battle.battle_live import pct
from app.games.prophecy.screens.catalog import catalog_state
from tests.helpers import api_act, as_tablet
from tests.web.plainwords import visible_text
from tests.web.scenes import VALUES, cleo_and_ben, import_scene

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
