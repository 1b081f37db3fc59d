"""The rulebook's Final Battle example (000:L515-523), played through the actions on the real catalog: the
Ranger takes the fifth Artifact, the Illusionist (Royal Cape) picks the Magic Tower and starts, beats the
Scout in a Battle of Wills for 3 Magic and takes the Banner of Hope (the Scout is out), the Ranger's attack
is a draw, then the Illusionist rolls the Banner, drinks her potion, pays 4 Magic and wins the crown.

The example prints no card values: the heroes' Strength and Willpower, the Guardian's Experience and the
Items' missing values are the table's (typed as the table would)."""

from __future__ import annotations

from tests.engine.combat.kit import act, effect, hero, offers, play, refused, scene

TOWER = 2  # the Magic Tower (000:L517)
ITEMS = {"flaming-staff": {"hands": 2, "weapon_types": ["staff"],
                           "effects": [effect("battle_bonus", amount=1, battle="both")]},
         "thors-hammer": {"hands": 1, "effects": [effect("thrown_bonus", amount=2)]},
         "scaled-monster": {"experience": 4, "reward": [], "loss": [], "lives": 1}}


def before_the_fifth_artifact():
    """The Ranger has attacked plane 0 from space 3; its Lesser Guardian fell earlier, its Greater waits."""
    ranger = hero(0, "Rita", "ranger", 6, 3, 3, gold=4)
    illu = hero(1, "Ida", "illusionist", 2, 6, 12, magic=1, health=1, gold=6)
    scout = hero(2, "Sam", "scout", 5, 3, 16)
    return scene(ranger, illu, scout, active=0, stage="astral", marks=frozenset({"turn:plane:0", "turn:moved:astral"}),
                 damaged=frozenset({"flaming-staff#1"}), zones={
                     "plane:0:greater": ["scaled-monster#1"], "plane:0:artifact": ["crown-of-the-ancient-kings#1"],
                     "hero:0:items": ["mirrored-shield#1"],
                     "hero:1:items": ["royal-cape#1", "artifact-unregistered-01#1", "flaming-staff#1",
                                      "thors-hammer#1", "potion-of-concentration#1"],
                     "hero:2:items": ["banner-of-hope#1"]})


def duel(state, attacker, target, kind, *, rolls, attacker_items=(), target_items=(), throw=None, answer=False):
    """A duel through the battle actions; the state after it and the events of its last roll."""
    state = play(state, kind="start_fight", seat=attacker, target=target, values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=attacker, battle_kind=kind)
    if state.battle.step == "answer":
        state = play(state, kind="answer_battle_kind", seat=target, wills=answer)
    state = play(state, kind="announce_equipment", seat=attacker, items=list(attacker_items))
    state = play(state, kind="announce_equipment", seat=target, items=list(target_items))
    if throw:
        state = play(state, kind="choose_roll_options", seat=target, use=[f"throw:{throw}"])
    return act(state, kind="battle_roll", seat=attacker, hero_faces=[rolls[0]], foe_faces=[rolls[1]])


def test_the_final_battle_example_000_L515_to_L523():
    state = before_the_fifth_artifact()
    # The Ranger beats the Greater Guardian with the combat actions and takes the fifth Artifact (000:L515).
    state = play(state, kind="start_fight", seat=0, guardian="scaled-monster#1", values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="battle_roll", seat=0, hero_faces=[5], foe_faces=[2])
    assert "crown-of-the-ancient-kings#1" in state.zone("hero:0:items")
    assert state.flow.stage == "battleground" and state.flow.active == 1  # the Royal Cape chooses (000:L501)
    assert "final_battle" in state.flow.marks and all(h.status == "active" for h in state.heroes)
    assert [o.kind for o in offers(state)] == ["choose_battleground"]
    assert refused(state, kind="choose_battleground", seat=0, space=TOWER).rule.id == "not_your_turn"

    state = play(state, kind="choose_battleground", seat=1, space=TOWER)
    ida = state.hero(1)
    assert all(h.space == TOWER for h in state.heroes)
    assert (ida.health, ida.magic) == (2, 6) and not state.damaged  # healed, recharged, repaired (000:L501)
    # The Illusionist sits left of the Ranger, so she starts, with no Chance card (000:L505, 000:L509).
    assert (state.flow.active, state.flow.stage) == (1, "move")
    assert refused(state, kind="move", seat=1, how="walk", to=3).rule.id == "final_round"
    assert {o.params["how"] for o in offers(state, "move")} == {"stay"}
    state = play(state, kind="move", seat=1, how="stay")
    assert refused(state, kind="end_turn", seat=1).rule.id == "must_duel"  # 000:L513

    state, events = duel(state, 1, 2, "wills", rolls=(5, 2), attacker_items=["flaming-staff#1"])
    assert state.hero(1).magic == 3  # 2 + the Scout's one Artifact (000:L517)
    assert refused(state, kind="battle_loss_choice", seat=2, pay="health").rule.id == "final_battle_loss"
    state = play(state, kind="battle_loss_choice", seat=2, pay="item", item="banner-of-hope#1")
    assert state.hero(2).status == "out"  # his last Artifact (000:L513, 000:L519)
    state = play(state, kind="recharge", seat=1, amount=3)  # the Magic Tower's possibility after the duel
    state = play(state, kind="end_turn", seat=1)
    state = play(state, kind="end_round", seat=1)

    # The Scout is out, so the Ranger plays; she attacks with Strength and the hammer throw makes it a draw.
    assert (state.flow.active, state.flow.stage) == (0, "move")
    state = play(state, kind="move", seat=0, how="stay")
    state = play(state, kind="start_fight", seat=0, target=1, values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    switch = [o.label for o in offers(state, "answer_battle_kind")]
    assert "Pay 4 Magic for a Battle of Wills" in switch  # 2 + the Ranger's two Artifacts (000:L521)
    state = play(state, kind="answer_battle_kind", seat=1, wills=False)
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="announce_equipment", seat=1, items=["thors-hammer#1"])
    state = play(state, kind="choose_roll_options", seat=1, use=["throw:thors-hammer#1"])
    state = play(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[3])
    assert state.battle is None and "thors-hammer#1" in state.damaged
    assert len(state.zone("hero:0:items")) == 2  # a draw changes nothing (000:L513)
    state = play(state, kind="end_turn", seat=0)
    state = play(state, kind="end_round", seat=0)

    # The Illusionist rolls the Banner (a 1: +1 this turn), drinks her potion, pays 4 Magic and wins (000:L523).
    assert [o.kind for o in offers(state, "use_banner")] == ["use_banner"]
    state = play(state, kind="use_banner", seat=1, face=1)
    assert refused(state, kind="use_banner", seat=1, face=1).rule.id == "banner_of_hope"
    state = play(state, kind="move", seat=1, how="stay")
    state = play(state, kind="use_before_battle", seat=1, card="potion-of-concentration#1")
    state, events = duel(state, 1, 0, "wills", rolls=(4, 2))
    assert state.hero(1).magic == 2  # 6 - 4
    state = play(state, kind="battle_loss_choice", seat=0, pay="item", item="crown-of-the-ancient-kings#1")
    assert state.result is not None and state.result.winners == (1,)
    assert "4 Artifacts" in state.result.reason
    assert offers(state) == [] or all(o.kind == "adjust_hero" for o in offers(state))
    assert refused(state, kind="end_turn", seat=1).rule.id == "game_over"


def test_a_hero_taking_a_fourth_artifact_wins_at_once_without_a_final_battle():  # 000:L495
    state = before_the_fifth_artifact()
    state = state.model_copy(update={"zones": {**state.zones, "hero:0:items": (
        "mirrored-shield#1", "royal-cape#1", "artifact-unregistered-01#1"), "hero:1:items": ("flaming-staff#1",)}})
    state = play(state, kind="start_fight", seat=0, guardian="scaled-monster#1", values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="battle_roll", seat=0, hero_faces=[5], foe_faces=[2])
    assert state.result.winners == (0,) and "final_battle" not in state.flow.marks


def test_the_guardian_battle_lost_with_the_combat_actions_ends_the_turn():  # 000:L479
    state = before_the_fifth_artifact()
    state = play(state, kind="start_fight", seat=0, guardian="scaled-monster#1", values=ITEMS)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    state = play(state, kind="battle_roll", seat=0, hero_faces=[1], foe_faces=[6])
    assert state.flow.stage == "round_end" and state.hero(0).health == 5
    assert state.zone("plane:0:greater") == ("scaled-monster#1",) and state.hero(0).space == 3
    assert not any(m.startswith("turn:astral") for m in state.flow.marks)
