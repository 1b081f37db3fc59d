"""Fire Breathing (003:L789-791): in a battle between characters with its holder (either side: the appendix's note
names the attacker and the defender, not the holder), the attacker chooses her Spells and Items first, then the
defender: for the battle (as 000:L389 has it for every fight between heroes) and before each roll."""

from __future__ import annotations

from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.dragons.lorekit import (
    AXE,
    CONC,
    CTX,
    FIRE,
    PRAYER,
    offers,
    on_ring,
    play,
    realm_attack,
    refused,
    to_equip,
    to_roll,
    together,
)


def test_the_defender_announces_her_items_after_the_attacker_003_L791():
    state = to_equip(realm_attack(together(ben=(FIRE,), ben_items=(AXE,))))
    assert [o.seat for o in offers(state, "announce_equipment")] == [0]  # the attacker's step is shown first
    err = refused(state, kind="announce_equipment", seat=1, items=[AXE])
    assert err.rule.id == "announce_order"
    assert [o.seat for o in offers(play(state, kind="announce_equipment", seat=0), "announce_equipment")] == [1]


def test_before_a_roll_the_defender_waits_for_the_attacker_003_L791():
    state = to_roll(to_equip(realm_attack(together(cleo=(PRAYER,), ben=(FIRE, CONC)))))
    assert [(o.seat, o.label) for o in offers(state, "choose_roll_options")] == [
        (0, "Before roll 1"), (0, "Nothing more before roll 1")]
    err = refused(state, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"])
    assert (err.rule.id, err.rule.ref) == ("fire_breathing", "003:L791")
    assert state.battle.foe_pending == ()
    assert any(n.startswith("Fire Breathing (Paladin)") for n in in_progress(state, CTX)["notices"])


def test_once_the_attacker_has_chosen_the_defender_chooses():
    state = to_roll(to_equip(realm_attack(together(cleo=(PRAYER,), ben=(FIRE, CONC)))))
    chosen = play(state, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"])
    assert {o.seat for o in offers(chosen, "choose_roll_options")} >= {1}
    assert play(chosen, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"]).battle.foe_pending == (
        f"spell:{CONC}",)
    passed = play(state, kind="choose_roll_options", seat=0)  # "nothing more" for this roll
    assert passed.battle.hero_done == (0, 1) and passed.battle.pending == ()
    assert play(passed, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"]).battle.foe_pending


def test_once_the_defender_s_turn_has_come_the_attacker_adds_nothing_003_L791():
    state = to_roll(to_equip(realm_attack(together(cleo=(PRAYER,), ben=(FIRE, CONC)))))
    passed = play(state, kind="choose_roll_options", seat=0)
    assert [o.seat for o in offers(passed, "choose_roll_options")] == [1]  # the attacker's form is gone
    assert refused(passed, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"]).rule.id == "fire_breathing"
    chosen = play(play(state, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"]), kind="choose_roll_options",
                  seat=1, use=[f"spell:{CONC}"])
    err = refused(chosen, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"])
    assert err.rule.id == "fire_breathing" and "now Paladin chooses" in str(err)


def test_an_attacker_with_nothing_to_choose_does_not_hold_the_defender_up():
    state = to_roll(to_equip(realm_attack(together(ben=(FIRE, CONC)))))
    assert [o.seat for o in offers(state, "choose_roll_options")] == [1]
    assert play(state, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"]).battle.foe_pending


def test_the_order_holds_on_the_main_board_and_with_the_attacker_holding_it():
    state = to_roll(to_equip(play(on_ring(cleo=(FIRE, PRAYER), ben=(CONC,)), kind="start_fight", seat=0, target=1)))
    assert refused(state, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"]).rule.id == "fire_breathing"


def test_without_fire_breathing_nothing_is_ordered_and_nothing_more_is_no_step():
    state = to_roll(to_equip(realm_attack(together(cleo=(PRAYER,), ben=(CONC,)))))
    assert {o.seat for o in offers(state, "choose_roll_options")} == {0, 1}
    assert play(state, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"]).battle.foe_pending
    err = refused_input(state, kind="choose_roll_options", seat=0)
    assert "at least one option" in str(err)


def refused_input(state, **payload):
    import pytest

    from app.games.prophecy.engine import InvalidInput, apply, parse_action

    with pytest.raises(InvalidInput) as info:
        apply(state, parse_action(payload), CTX)
    return info.value
