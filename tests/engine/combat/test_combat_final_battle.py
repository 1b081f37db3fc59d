"""The Final Battle example's duels (000:L507-523) through the actions: Wills cost 2 plus the opponent's
Artifacts, the defender's paid switch declined, a thrown weapon damaged on a draw, a potion before the kind."""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.combat.kit import CTX, act, effect, hero, offers, play, refused, scene, story

TOWER = 2  # the Magic Tower, chosen as the battleground (000:L517)
# The heroes' values are the table's (the example gives none); the Items' missing values are typed.
ITEMS = {"flaming-staff": {"hands": 2, "weapon_types": ["staff"], "effects": [effect("battle_bonus", amount=1,
                                                                                      battle="both")]},
         "thors-hammer": {"hands": 1, "effects": [effect("thrown_bonus", amount=2)]}}


def champions(active: int, **illusionist):
    ranger = hero(0, "Rita", "ranger", 4, 3, TOWER)
    illu = hero(1, "Ida", "illusionist", 2, 6, TOWER, **illusionist)
    scout = hero(2, "Sam", "scout", 5, 3, TOWER)
    return scene(ranger, illu, scout, active=active, marks=frozenset({"final_battle"}), zones={
        "hero:0:items": ["mirrored-shield#1", "crown-of-the-ancient-kings#1"],
        "hero:1:items": ["royal-cape#1", "artifact-unregistered-01#1", "flaming-staff#1", "thors-hammer#1",
                         "potion-of-concentration#1"],
        "hero:2:items": ["banner-of-hope#1"]})


def test_illusionist_pays_three_magic_against_the_scouts_one_artifact_and_takes_it_000_L517():
    state = play(champions(1), kind="start_fight", seat=1, target=2, values=ITEMS)
    kinds = {k["label"]: k for k in in_progress(state, CTX)["kinds"]}
    assert kinds["Battle of Wills (3 Magic)"]["allowed"]  # 2 + the Scout's one Artifact
    state = play(state, kind="choose_battle_kind", seat=1, battle_kind="wills")
    assert state.hero(1).magic == 3
    assert refused(state, kind="announce_equipment", seat=2).rule.id == "announce_order"  # the attacker first (000:L389)
    state = play(state, kind="announce_equipment", seat=1, items=["flaming-staff#1"])
    assert refused(state, kind="battle_roll", seat=1, hero_faces=[5], foe_faces=[2]).rule.id == "battle_step"
    state = play(state, kind="announce_equipment", seat=2)  # then the defender announces (000:L389)
    state, events = act(state, kind="battle_roll", seat=1, hero_faces=[5], foe_faces=[2])
    assert story(events)[-1].endswith("by Wills: 9 against 5; Ida's Illusionist wins: Sam's Scout chooses 1 Health "
                                      "or an Item.")
    err = refused(state, kind="battle_loss_choice", seat=2, pay="health")
    assert err.rule.id == "final_battle_loss"  # in the Final Battle the loser gives an Artifact (000:L511)
    state = play(state, kind="battle_loss_choice", seat=2, pay="item", item="banner-of-hope#1")
    assert "banner-of-hope#1" in state.zone("hero:1:items") and state.battle is None


def test_ranger_attacks_with_strength_switching_would_cost_four_and_the_thrown_hammer_is_damaged_000_L521():
    state = play(champions(0), kind="start_fight", seat=0, target=1, values=ITEMS)
    # Wills would cost the Ranger 2 + the Illusionist's two Artifacts = 4 Magic; she has 3.
    assert refused(state, kind="choose_battle_kind", seat=0, battle_kind="wills").rule.id == "hero_battle_kind"
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    assert state.battle.step == "answer"
    kinds = {k["label"]: k for k in in_progress(state, CTX)["kinds"]}
    assert "Battle of Wills (4 Magic)" in kinds  # 2 + the Ranger's two Artifacts (000:L521)
    state = play(state, kind="answer_battle_kind", seat=1, wills=False)
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="announce_equipment", seat=1, items=["thors-hammer#1"])
    state = play(state, kind="choose_roll_options", seat=1, use=["throw:thors-hammer#1"])
    state, events = act(state, kind="battle_roll", seat=0, hero_faces=[3], foe_faces=[3])
    assert story(events)[-1].endswith("by Strength: 7 against 7, a draw: nothing happens.")
    assert "thors-hammer#1" in state.damaged and state.battle is None
    assert state.hero(1).health == 2 and state.hero(0).health == 4


def test_illusionist_drinks_concentration_then_pays_four_for_wills_against_the_ranger_000_L523():
    state = champions(1, magic=6)
    state, events = act(state, kind="use_before_battle", seat=1, card="potion-of-concentration#1")
    assert events[0].describe(state) == "Ida's Illusionist uses Potion of Concentration: +3 Willpower this turn."
    state = play(state, kind="start_fight", seat=1, target=0, values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=1, battle_kind="wills")
    assert state.hero(1).magic == 2  # 4 Magic: 2 + the Ranger's two Artifacts
    state = play(state, kind="announce_equipment", seat=1)
    err = refused(state, kind="use_before_battle", seat=1, card="royal-cape#1")
    assert err.rule.id == "non_battle_effects"
    state = play(state, kind="announce_equipment", seat=0)
    lines = in_progress(state, CTX)["breakdown"]["hero"][0]["lines"]
    assert lines == ["6 Willpower (Illusionist)", "+3 Potion of Concentration",
                     "-4 Start Battle of Wills [paid 4 Magic]"]


def test_the_losers_choice_offers_only_her_artifacts_in_the_final_battle_000_L513():
    state = play(champions(2), kind="start_fight", seat=2, target=1, values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=2, battle_kind="strength")
    state = play(state, kind="answer_battle_kind", seat=1, wills=False)
    state = play(state, kind="announce_equipment", seat=2)
    state = play(state, kind="announce_equipment", seat=1)
    state = play(state, kind="battle_roll", seat=2, hero_faces=[6], foe_faces=[1])
    (offer,) = offers(state, "battle_loss_choice")
    assert offer.choices["pay"] == ["item"]
    assert offer.choices["item"] == ["royal-cape#1", "artifact-unregistered-01#1"]  # not the staff, hammer or potion
    state = play(state, kind="battle_loss_choice", seat=1, pay="item", item=offer.choices["item"][0])
    assert "royal-cape#1" in state.zone("hero:2:items")


def test_outside_the_final_battle_the_winner_takes_only_an_item_the_loser_holds_000_L393():
    illu = hero(1, "Ida", "illusionist", 2, 6, TOWER)
    scout = hero(2, "Sam", "scout", 5, 3, TOWER)
    state = scene(hero(0, "Rita", "ranger", 4, 3, 0), illu, scout, active=1,
                  zones={"hero:2:items": ["banner-of-hope#1"]})
    state = play(state, kind="start_fight", seat=1, target=2, values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=1, battle_kind="wills")
    state = play(state, kind="announce_equipment", seat=1)
    state = play(state, kind="announce_equipment", seat=2)
    state = play(state, kind="battle_roll", seat=1, hero_faces=[6], foe_faces=[1])
    err = refused(state, kind="battle_loss_choice", seat=2, pay="item", item="thors-hammer#1")
    assert err.rule.id == "hero_loss_choice"
    state = play(state, kind="battle_loss_choice", seat=2, pay="health")
    assert state.hero(2).health == 4 and state.battle is None
