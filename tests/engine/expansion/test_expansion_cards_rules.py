"""The new cards' own rulings outside battle: the Path of Balance's Ability types, the Magical Forest's choice
before its roll, and a card's Race reference without the Races option (003:L717-725, 003:L133)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput
from app.games.prophecy.engine.rules.expansion_cards import race_mentioned, same_ability_type
from app.games.prophecy.engine.state import GameOptions
from tests.engine.combat.kit import CTX, act, hero, offers, play, refused, scene

FOREST = "magical-forest#1"


def test_dragonslaying_is_the_same_type_of_ability_as_dueling_003_L719():
    assert same_ability_type(CTX, "dragonslaying#1", "dueling#1") is True
    assert same_ability_type(CTX, "dueling#1", "stealth#1") is False  # Fortress and Thieves' Guild
    assert same_ability_type(CTX, "dragon-magic#1", "dueling#1") is None  # its front is not known to Herald


def test_without_races_a_card_reads_every_hero_as_human_003_L133():
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0))
    assert race_mentioned(GameOptions(), state.hero(0)) == ("human",)
    assert race_mentioned(GameOptions(expansion={"new_cards": True}), state.hero(1)) == ("human",)


def forest():
    return scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                 zones={"space:5": [FOREST]})


def test_the_magical_forest_is_chosen_before_the_roll_and_offered_as_its_own_step_003_L725():
    state = forest()
    [offer] = offers(state, "magical_forest")
    assert offer.needs == ("choice", "face", "needed", "amount") and offer.choices["known"] == {"strength": 5}
    err = refused(state, kind="use_opportunity", seat=0, card=FOREST)
    assert err.rule.id == "forest_choice"
    assert not [o for o in offers(state, "use_opportunity") if o.params.get("card") == FOREST]


def test_strength_chosen_and_a_four_rolled_gives_nothing_and_the_forest_goes_003_L725():
    state, events = act(forest(), kind="magical_forest", seat=0, card=FOREST, choice="strength", face=4, amount=1)
    assert state.hero(0).red == 6 and FOREST in state.zone("discard:adventure")
    state = play(forest(), kind="magical_forest", seat=0, card=FOREST, choice="strength", face=5, amount=1)
    assert state.hero(0).red == 7 and FOREST in state.zone("discard:adventure")


def test_the_forest_takes_the_card_s_own_roll_for_other_gains_003_L725():
    err = refused(forest(), kind="magical_forest", seat=0, card=FOREST, choice="strength", face=5, needed=3, amount=1)
    assert err.rule.id == "forest_choice" and "needs a 5" in err.detail
    with pytest.raises(InvalidInput, match="Type the roll"):
        act(forest(), kind="magical_forest", seat=0, card=FOREST, choice="gold", face=6, amount=2)
    state = play(forest(), kind="magical_forest", seat=0, card=FOREST, choice="gold", face=3, needed=3, amount=2)
    assert state.hero(0).gold == 3 + 2


def test_a_card_for_a_race_works_for_every_hero_as_a_human_without_races_003_L133():
    from app.games.prophecy.engine.combat.preview import in_progress

    item = "common-dragon-realm-unregistered-02"
    for races, bonus in ((["human"], 1), (["elf", "dwarf"], 0)):
        values = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]},
                  item: {"kind": "item", "name": "Kinsman's Charm", "hands": 0, "effects": [
                      {"kind": "battle_bonus", "amount": 1, "battle": "both", "races": races, "source": "table"}]}}
        state = scene(hero(0, "Cleo", "mercenary", 6, 5, 5), hero(1, "Ben", "paladin", 4, 4, 0),
                      zones={"space:5": ["angry-mob#1"], "hero:0:items": [f"{item}#1"]})
        state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=values)
        state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
        state = play(state, kind="announce_equipment", seat=0, items=[f"{item}#1"])
        assert in_progress(state, CTX)["breakdown"]["hero"][0]["roll_totals"][0] == 6 + bonus
