"""Hero against hero in the Dragon Realm (003:L389-391): the attack from the space she reached or stayed on; a
loser who pays Health leaves the Realm as if beaten by a Creature (either fighter, dragon-realm.md Q-7), one who
gives an Item stays."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput, apply, parse_action
from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.realm.fightkit import (
    CTX,
    LEFT,
    offers,
    play,
    realm_hero,
    realm_scene,
    refused,
    strength_fight,
)


def together(ben_items=(), cleo_place=LEFT[2], abilities=()):
    """Cleo (Strength 6) and Ben (Strength 4) on one Realm space; Cleo stays there this round."""
    zones = {"hero:1:items": list(ben_items), "hero:0:abilities": list(abilities)}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, cleo_place),
                        realm_hero(1, "Ben", "paladin", 4, 4, LEFT[2]), zones=zones)
    return play(state, kind="realm_step", seat=0, how="stay")


def attack(state):
    return play(state, kind="realm_hero_fight", seat=0, target=1, back=1, target_back=3)


def test_a_hero_who_stayed_may_attack_one_on_her_space_003_L389():
    assert not offers(together(), "start_fight")  # the ring's attack is not offered in the Realm
    offer = offers(together(), "realm_hero_fight")
    assert [(o.params["target"], o.choices) for o in offer] == [(1, {"back": [1, 3], "target_back": [1, 3]})]
    state = attack(together())
    assert state.battle.opponent.seat == 1 and state.battle.realm.back == {0: 1, 1: 3}


def test_a_defender_paying_health_is_knocked_out_of_the_realm_003_L391():
    beaten = strength_fight(attack(together()), 3, 3, foe_seat=1)  # 9 against 7; Ben holds no Item
    ben = beaten.hero(1)
    assert (ben.realm, ben.space, ben.health) == (None, 3, 3)
    assert beaten.hero(0).realm == LEFT[2] and beaten.flow.stage == "turn"  # the winner's turn goes on


def test_a_loser_giving_an_item_stays_one_paying_health_leaves_003_L391():
    state = strength_fight(attack(together(ben_items=("sword#1",))), 3, 3, foe_seat=1)
    kept = play(state, kind="battle_loss_choice", seat=1, pay="item", item="sword#1")
    assert kept.hero(1).realm == LEFT[2] and "sword#1" in kept.zone("hero:0:items")
    paid = play(state, kind="battle_loss_choice", seat=1, pay="health")
    assert (paid.hero(1).realm, paid.hero(1).space, paid.hero(1).health) == (None, 3, 3)


def test_an_attacker_who_loses_health_leaves_too_and_her_turn_ends_q7():
    lost = strength_fight(attack(together()), 1, 6, foe_seat=1)  # 7 against 10
    cleo = lost.hero(0)
    assert (cleo.realm, cleo.space, cleo.health, lost.flow.stage) == (None, 1, 5, "round_end")
    assert lost.hero(1).realm == LEFT[2]


def test_dragonslayer_abilities_do_not_count_against_a_hero_003_L279():
    state = play(attack(together(abilities=("dragonslaying#1",))), kind="choose_battle_kind", seat=0,
                 battle_kind="strength")
    view = in_progress(play(state, kind="answer_battle_kind", seat=1, wills=False), CTX)
    assert view["breakdown"]["hero"][0]["lines"]  # the breakdown is there; the +2 on the paths is not in it
    assert not [line for line in view["breakdown"]["hero"][0]["lines"] if "Dragonslaying" in line]


def test_only_a_hero_on_the_same_space_after_moving_is_attacked():
    apart = together(cleo_place=LEFT[3])
    assert refused(apart, kind="realm_hero_fight", seat=0, target=1, back=1, target_back=3).rule.id == \
        "realm_hero_fight"
    before = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, LEFT[2]), realm_hero(1, "Ben", "paladin", 4, 4,
                                                                                   LEFT[2]), stage="turn")
    assert refused(before, kind="realm_hero_fight", seat=0, target=1, back=1, target_back=3).rule.id == \
        "realm_hero_fight"
    with pytest.raises(InvalidInput):
        apply(together(), parse_action({"kind": "start_fight", "seat": 0, "target": 1}), CTX)
    with pytest.raises(InvalidInput):
        apply(together(), parse_action({"kind": "realm_hero_fight", "seat": 0, "target": 1, "back": 1}), CTX)
