"""An Elf's Spell discount adds to a second discount card on the same Spell (003:L143-145), while Effective
Spellcasting and the Ring of Magical Forces never both cut one Spell (000:L744); on the real catalog."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, apply, parse_action
from app.games.prophecy.engine.coop.model import CoopState
from app.games.prophecy.engine.errors import IllegalAction
from tests.engine.combat.kit import CATALOG, hero, scene

FOREST, PLAINS = 13, 11
# The Elf's cut is printed only on the Race card: here the group has typed it as 1.
TYPED = Context(catalog=CATALOG.with_overrides({"elf": {"forest_spell_discount": 1}}))


def _run(state, **payload):
    return apply(state, parse_action(payload), TYPED)


def _refusal(state, **payload) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        _run(state, **payload)
    return info.value


def freezing(space: int, cards=("effective-spellcasting#1",), players: int = 4):
    """A cooperative elf holding Time Freeze (3 Magic with four players, 003:L805) and discount cards, at her
    Chance card."""
    names = ("Anna", "Ben", "Cleo", "Dan")
    heroes = [hero(0, "Anna", "druid", 3, 6, space, races=("elf",), magic=6)]
    heroes += [hero(s, names[s], "paladin", 4, 4, 0) for s in range(1, players)]
    abilities = ["time-freeze#1", *(c for c in cards if not c.startswith("ring"))]
    items = [c for c in cards if c.startswith("ring")]
    state = scene(*heroes, stage="chance", zones={"hero:0:abilities": abilities, "hero:0:items": items,
                                                   "deck:chance": ["charity#1"]})
    return state.model_copy(update={"coop": CoopState(stack=(1, 2), total=2)})


def test_the_elf_and_effective_spellcasting_cut_one_spell_together():  # 003:L145, 000:L742
    state = freezing(FOREST)
    after = _run(state, kind="time_freeze", seat=0, card="charity#1", discount="elf+effective-spellcasting#1")[0]
    assert after.hero(0).magic == 6 - (3 - 1 - 1)  # 3 Magic, 1 off for the Elf, 1 for Effective Spellcasting
    assert {"round:used:elf", "round:used:effective-spellcasting#1"} <= after.flow.marks  # each once a round


def test_the_combined_discount_is_offered_beside_each_single_one():  # 003:L145
    from app.games.prophecy.engine import legal_actions

    found = {o.params.get("discount") for o in legal_actions(freezing(FOREST), TYPED) if o.kind == "time_freeze"}
    assert found == {None, "elf", "effective-spellcasting#1", "elf+effective-spellcasting#1"}
    # Outside a Forest the Elf's cut is not offered, alone or joined.
    plains = {o.params.get("discount") for o in legal_actions(freezing(PLAINS), TYPED) if o.kind == "time_freeze"}
    assert plains == {None, "effective-spellcasting#1"}


def test_the_elf_part_still_needs_a_forest():  # 003:L143
    err = _refusal(freezing(PLAINS), kind="time_freeze", seat=0, card="charity#1",
                   discount="elf+effective-spellcasting#1")
    assert err.rule.ref == "003:L143"


def test_effective_spellcasting_and_the_ring_never_cut_the_same_spell():  # 000:L744
    state = freezing(FOREST, cards=("effective-spellcasting#1", "ring-of-magical-forces#1"))
    err = _refusal(state, kind="time_freeze", seat=0, card="charity#1",
                   discount="effective-spellcasting#1+ring-of-magical-forces#1")
    assert err.rule.ref == "000:L744"


def test_the_elf_and_the_ring_together_on_a_movement_spell():  # 003:L145
    elf = hero(0, "Anna", "druid", 3, 6, FOREST, races=("elf",), magic=4)
    state = scene(elf, hero(1, "Ben", "paladin", 4, 4, 0), stage="move",
                  zones={"hero:0:abilities": ["stamina#1"], "hero:0:items": ["ring-of-magical-forces#1"]})
    after = _run(state, kind="move", seat=0, how="card", card="stamina#1", to=12,
                 discount="elf+ring-of-magical-forces#1")[0]
    assert (after.hero(0).space, after.hero(0).magic) == (12, 4)  # nothing paid, never below 0
    assert {"round:used:elf", "round:used:ring-of-magical-forces#1"} <= after.flow.marks


def test_in_a_battle_the_elf_and_effective_spellcasting_cut_the_first_spell():  # 003:L145, 000:L742
    from tests.engine.combat.kit import offers

    values = {"giant-spider": {"strength": 4, "stat_order": "strength_only", "lives": 1, "loss": [], "reward": [],
                               "experience": 2},
              # Flaming Weapon's cost and bonus as a group would type them from its card.
              "flaming-weapon": {"magic_cost": 3, "effects[0].amount": 1, "effects[0].battle": "strength"},
              "axe": {"hands": 1}}
    elf = hero(0, "Anna", "paladin", 4, 5, FOREST, races=("elf",))
    state = scene(elf, hero(1, "Ben", "druid", 3, 6, 0), zones={
        "hero:0:abilities": ["flaming-weapon#1", "effective-spellcasting#1"], "hero:0:items": ["axe#1"],
        f"space:{FOREST}": ["giant-spider#1"]})
    state = _run(state, kind="start_fight", seat=0, creature="giant-spider#1", values=values)[0]
    state = _run(state, kind="choose_battle_kind", seat=0, battle_kind="strength")[0]
    from app.games.prophecy.engine import legal_actions

    [announce] = [o for o in legal_actions(state, TYPED) if o.kind == "announce_equipment"]
    assert announce.choices["discount"]["elf+effective-spellcasting#1"] == "Elf and Effective Spellcasting"
    [untyped] = offers(state, "announce_equipment")  # the Elf's amount unknown: only the card is offered
    assert list(untyped.choices["discount"]) == ["effective-spellcasting#1"]
    after = _run(state, kind="announce_equipment", seat=0, items=["axe#1"],
                 spells=[{"card": "flaming-weapon#1", "on": "axe#1"}], discount="elf+effective-spellcasting#1")[0]
    assert after.hero(0).magic == 5 - 1 and after.battle.hero.spells[0].discount == 2  # 3 Magic, 1 + 1 off

