"""Turn Back Time from the battle screen (000:L722-725): the form names the hero's card, takes the dice set aside
and the roll made again, and posts one battle_roll with `turn_back`; without such a card there is no form."""

from __future__ import annotations

import pytest

from tests.helpers import as_tablet
from tests.web.prophecy.battle.kit import api_state, battle_scene, post_battle, to_equip


@pytest.fixture
def client(client):
    return as_tablet(client, make_game=False)


def _at_the_roll(client, abilities=()):
    gid = battle_scene(client, abilities=abilities)
    to_equip(client, gid)
    post_battle(client, gid, {"kind": "announce_equipment", "seat": "0"})
    assert api_state(client, gid)["state"]["battle"]["step"] == "roll"
    return gid


def test_the_spell_turns_back_time_from_the_battle_screen_000_L722(client):
    gid = _at_the_roll(client, abilities=("turn-back-time#1",))
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'id="turn-back"' in page and 'value="turn-back-time#1"' in page
    assert 'name="first_hero_faces.0"' in page and 'name="foe_faces.0"' in page
    r = post_battle(client, gid, {"kind": "battle_roll", "seat": "0", "turn_back": "turn-back-time#1",
                            "first_hero_faces.0": "1", "first_foe_faces.0": "6",
                            "hero_faces.0": "6", "foe_faces.0": "1"})
    assert r.status_code == 200, r.get_data(as_text=True)
    state = api_state(client, gid)["state"]
    assert state["heroes"][0]["magic"] == 4 - 1  # the Spell's Magic
    (roll,) = state["battle"]["rolls"]  # one roll counts: the one made again
    assert (roll["hero_faces"], roll["foe_faces"], roll["outcome"]) == ([6], [1], "win")


def test_a_refused_turn_back_changes_nothing_and_says_why_000_L722(client):
    gid = _at_the_roll(client, abilities=("turn-back-time#1",))
    before = api_state(client, gid)["seq"]
    r = post_battle(client, gid, {"kind": "battle_roll", "seat": "0", "turn_back": "turn-back-time#1",
                            "hero_faces.0": "6", "foe_faces.0": "1"})
    assert "Enter the dice that fell before time was turned back" in r.get_data(as_text=True)
    assert api_state(client, gid)["seq"] == before


def test_no_turn_back_form_without_a_card_that_turns_back_time(client):
    gid = _at_the_roll(client)
    page = client.get(f"/games/{gid}/battle?live=1").get_data(as_text=True)
    assert 'id="turn-back"' not in page and "Roll 1" in page


def test_the_staff_of_time_is_offered_only_while_it_is_used_in_the_battle_003_L697():
    from app.games.prophecy.screens.battle.battle_live import time_turners
    from tests.engine.combat.kit import CTX, hero, play, scene

    values = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]},
              "staff-of-time": {"hands": 2}}
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"space:5": ["angry-mob#1"], "hero:0:items": ["staff-of-time#1"]})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    assert time_turners(state, CTX) == []  # before the roll: nothing to turn back
    used = play(state, kind="announce_equipment", seat=0, items=["staff-of-time#1"])
    assert [c for c, _ in time_turners(used, CTX)] == ["staff-of-time#1"]
    assert time_turners(play(state, kind="announce_equipment", seat=0), CTX) == []  # left aside: not offered
