"""Whole-battle Spells cast on a weapon (000:L577) and the treasure offer: what is drawn and from where."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput, apply, parse_action
from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, hero, offers, play, refused, scene

FOREST = 5
MOB = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]}}
# Flaming Weapon's bonus, battle kind and Magic cost are the table's: the rulebook prints none of them.
FLAMING = {"flaming-weapon": {"effects[0].amount": 2, "effects[0].battle": "strength", "magic_cost": 1},
           "axe": {"hands": 1}, "spiked-shield": {"head": False}}


def _equip_step(items=("axe#1",), abilities=("flaming-weapon#1",)):
    state = scene(hero(0, "Cleo", "mercenary", 6, 4, FOREST), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={f"space:{FOREST}": ["angry-mob#1"], "hero:0:items": list(items),
                         "hero:0:abilities": list(abilities)})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values={**MOB, **FLAMING})
    return play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")


def test_the_announce_offer_says_which_spells_go_on_which_weapons():
    state = _equip_step(items=("axe#1", "spiked-shield#1"))
    (offer,) = offers(state, "announce_equipment")
    assert offer.choices["spells"] == ["flaming-weapon#1"]
    assert offer.choices["on"] == {"flaming-weapon#1": ["axe#1"]}  # the shield is no weapon


def test_a_weapon_spell_cast_on_the_axe_adds_its_bonus_and_costs_its_magic():
    state = _equip_step()
    before = in_progress(state, CTX)["breakdown"]["hero"][0]["roll_totals"][0]
    state = play(state, kind="announce_equipment", seat=0, items=["axe#1"],
                 spells=[{"card": "flaming-weapon#1", "on": "axe#1"}])
    view = in_progress(state, CTX)
    assert state.hero(0).magic == 3
    assert before == 6 and view["breakdown"]["hero"][0]["roll_totals"][0] == 8
    assert any("Flaming Weapon on Axe" in line for line in view["breakdown"]["hero"][0]["lines"])


def test_a_weapon_spell_needs_a_weapon_000_L577():
    state = _equip_step(items=("axe#1", "spiked-shield#1"))
    err = refused(state, kind="announce_equipment", seat=0, items=["axe#1"], spells=[{"card": "flaming-weapon#1"}])
    assert err.rule.id == "spell_on_weapon" and "name the weapon" in err.detail
    err = refused(state, kind="announce_equipment", seat=0, items=["axe#1", "spiked-shield#1"],
                  spells=[{"card": "flaming-weapon#1", "on": "spiked-shield#1"}])
    assert err.rule.id == "spell_on_weapon" and "Spiked Shield is not one" in err.detail
    err = refused(state, kind="announce_equipment", seat=0, items=[],
                  spells=[{"card": "flaming-weapon#1", "on": "axe#1"}])
    assert err.rule.id == "spell_on_weapon" and "not used" in err.detail


def _won(creature: str, values: dict, abilities=(), rare=("ring-of-concentration#1", "great-sword#1")):
    state = scene(hero(0, "Cleo", "mercenary", 6, 4, FOREST), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={f"space:{FOREST}": [f"{creature}#1"], "hero:0:abilities": list(abilities),
                         "deck:rare": list(rare)})
    state = play(state, kind="start_fight", seat=0, creature=f"{creature}#1", values=values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    return play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])


def test_the_treasure_offer_names_the_deck_and_the_cards_that_can_come_up():
    spider = {"giant-spider": {"strength": 2, "stat_order": "strength_only", "lives": 1, "loss": []}}
    state = _won("giant-spider", spider)
    assert state.battle.step == "reward"
    (offer,) = offers(state, "battle_reward")
    assert offer.needs == ("cards",)
    assert offer.choices["draws"] == ["rare"] and offer.choices["high_roll"] is None
    assert offer.choices["cards"] == {"rare": ["great-sword#1", "ring-of-concentration#1"]}


def test_a_high_roll_treasure_asks_for_the_die_and_offers_prayer():
    golem = {"golem-guardian": {"stat_order": "strength_only", "lives": 1, "loss": [], "special": [],
                                "reward[0].amount": 5}}
    state = _won("golem-guardian", golem, abilities=("prayer#1",))
    (offer,) = offers(state, "battle_reward")
    assert offer.needs == ("faces", "use", "cards")
    assert offer.choices["high_roll"] == {"deck": "rare", "threshold": 5} and offer.choices["draws"] == []
    assert offer.choices["use"] == ["spell:prayer#1"]


def test_the_battle_waiting_for_its_treasure_has_no_next_roll():
    spider = {"giant-spider": {"strength": 2, "stat_order": "strength_only", "lives": 1, "loss": []}}
    view = in_progress(_won("giant-spider", spider), CTX)  # a one-life battle after its only roll
    assert view["battle"]["step"] == "reward" and view["dice"] is None


def test_a_spell_the_hero_lacks_on_the_treasure_die_is_refused_in_words_000_L441():
    """000:L441: a Spell such as Prayer changes how the hero's die is rolled, the treasure's high roll included; a
    Spell she does not hold is refused by its name, never its id, and nothing changes."""
    golem = {"golem-guardian": {"stat_order": "strength_only", "lives": 1, "loss": [], "special": [],
                                "reward[0].amount": 5}}
    state = _won("golem-guardian", golem, abilities=("prayer#1",))
    for use in ("spell:concentration#1", "concentration#1"):
        with pytest.raises(InvalidInput) as err:
            apply(state, parse_action({"kind": "battle_reward", "seat": 0, "faces": [6, 2], "use": [use]}), CTX)
        assert str(err.value) == "Concentration is not one of the hero's Spells."
