"""The rule hooks battles need, each with its rulebook line (000:L840-866 Guardians, 000:L758-759)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput
from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, act, hero, play, refused, scene, story

PLANE = "plane:0:greater"
GUARDIAN_DONE = {"experience": 5, "reward": [], "loss": []}  # a Guardian prints no lives: one roll


def at_plane(guardian: str, items=(), abilities=(), **kw):
    return scene(hero(0, "Cleo", "mercenary", 6, 5, 1, **kw), hero(1, "Ben", "paladin", 4, 4, 0),
                 zones={PLANE: [guardian], "hero:0:items": list(items), "hero:0:abilities": list(abilities)},
                 stage="astral")


def test_the_scaled_monster_destroys_the_weapon_used_000_L848():
    values = {"scaled-monster": GUARDIAN_DONE, "axe": {"hands": 1}}
    state = play(at_plane("scaled-monster#1", items=["axe#1"]), kind="start_fight", seat=0,
                 guardian="scaled-monster#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["axe#1"])
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])
    assert "destroying Axe" in story(events)[-1] and "won" in story(events)[-1]
    assert "axe#1" in state.zone("discard:common") and "scaled-monster#1" in state.zone("removed")
    assert state.hero(0).experience == 8


def test_shadow_of_death_is_strength_fought_with_willpower_000_L857():
    values = {"shadow-of-death": {"strength": 6, "stat_order": "strength_only", **GUARDIAN_DONE},
              "great-sword": {"effects[0].amount": 3}}
    state = play(at_plane("shadow-of-death#1", items=["great-sword#1", "crown-of-power#1", "ruby-circlet#1"]),
                 kind="start_fight", seat=0, guardian="shadow-of-death#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["great-sword#1", "crown-of-power#1"])
    lines = in_progress(state, CTX)["breakdown"]["hero"][0]["lines"]
    assert lines == ["5 Strength (Mercenary)", "+1 Crown of Power", "+3 Great Sword"]  # Willpower 5, not Strength 6


def test_shapeless_things_ask_four_magic_for_strength_and_two_health_for_wills_000_L852_853():
    values = {"shapeless-things": {"stat_order": "strength_then_wills", **GUARDIAN_DONE}}
    state = play(at_plane("shapeless-things#1", magic=3, health=1), kind="start_fight", seat=0,
                 guardian="shapeless-things#1", values=values)
    assert "at least 4 Magic" in refused(state, kind="choose_battle_kind", seat=0, battle_kind="strength").detail
    assert "at least 2 Health" in refused(state, kind="choose_battle_kind", seat=0, battle_kind="wills").detail


def test_master_of_pain_counts_both_stats_and_an_item_good_in_both_twice_000_L861_862():
    values = {"master-of-pain": {"stat_order": "strength_only", **GUARDIAN_DONE}}
    state = play(at_plane("master-of-pain#1", items=["cedar-staff#1"], abilities=["staff-skill#1"]),
                 kind="start_fight", seat=0, guardian="master-of-pain#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=["cedar-staff#1"])
    view = in_progress(state, CTX)
    assert view["breakdown"]["hero"][0]["roll_totals"] == [6 + 5 + 2 + 1]  # Staff Skill only once
    assert view["breakdown"]["foe"][0]["roll_totals"] == [14]
    assert any("Master of Pain" in line for line in view["table_applies"])  # its before-battle drain: by hand


MOB = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]}}


def at_the_mob(abilities):
    return scene(hero(0, "Cleo", "mercenary", 6, 4, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                 zones={"space:5": ["angry-mob#1"], "hero:0:abilities": abilities})


def ready(state):
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    return play(state, kind="announce_equipment", seat=0)


def test_fanaticism_fights_again_as_a_new_battle_after_a_draw_000_L758():
    state = ready(at_the_mob(["fanaticism#1"]))
    state = play(state, kind="battle_roll", seat=0, hero_faces=[2], foe_faces=[2], hooks=["refight_after_draw"])
    assert state.battle is not None and state.battle.step == "kind" and state.battle.rolls == ()
    assert state.flow.stage == "turn"
    with pytest.raises(InvalidInput):  # only with the card
        act(ready(at_the_mob([])), kind="battle_roll", seat=0, hero_faces=[2], foe_faces=[2],
            hooks=["refight_after_draw"])


def test_resistance_turns_a_loss_into_a_draw_000_L759():
    state = ready(at_the_mob(["resistance#1"]))
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[6], hooks=["loss_becomes_draw"])
    assert "the loss is turned into a draw" in story(events)[-1]
    assert state.hero(0).health == 6 and state.flow.stage == "round_end"


SPHINX = {"sphinx": {"strength": 4, "stat_order": "strength_only", **GUARDIAN_DONE}}


@pytest.mark.parametrize(("hero_die", "foe_die", "left"), [(6, 1, 3), (1, 6, 2)])
def test_the_sphinx_takes_half_the_health_right_after_the_battle_000_L837(hero_die, foe_die, left):
    """000:L837: half the hero's Health goes as soon as the battle is over, whatever its result, before anything the
    result costs (the loss's Health, the Berserker's Axe). Our reading: half rounded down, as Economic Crisis halves
    Gold (000:L189), and first of all, since the line puts it immediately after the battle. Health 6: the Sphinx
    takes 3; a loss then costs 1 more."""
    state = play(at_plane("sphinx#1"), kind="start_fight", seat=0, guardian="sphinx#1", values=SPHINX)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0, items=[])
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[hero_die], foe_faces=[foe_die])
    assert state.hero(0).health == left
    assert "Sphinx takes 3 Health" in story(events)[-1]


def test_the_sphinx_rule_is_applied_not_printed_twice_for_the_table_000_L837():
    """000:L837: Herald applies the half Health itself; the battle screen no longer tells the table to, twice."""
    state = play(at_plane("sphinx#1"), kind="start_fight", seat=0, guardian="sphinx#1", values=SPHINX)
    notes = in_progress(state, CTX)["table_applies"]
    assert not any("half" in n.lower() for n in notes), notes
    assert len(notes) == len(set(notes))
