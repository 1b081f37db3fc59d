"""Dragon Aura (003:L785-787): in a battle between characters where either fighter holds it, neither casts battle
Spells (Prayer, Blessed Weapon, …); the Spells leave the offers, one chosen anyway is refused by the rule, and the
screen says why. Against a Creature it changes nothing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import IllegalAction, InvalidInput, apply, legal_actions
from app.games.prophecy.engine.combat.preview import in_progress
from tests.engine.dragons.lorekit import (
    AURA,
    AXE,
    BLESSED,
    CONC,
    CTX,
    PRAYER,
    built,
    offers,
    on_ring,
    play,
    realm_attack,
    refused,
    to_equip,
    to_roll,
    together,
)

SPELLS = (PRAYER, BLESSED)


def test_with_the_aura_no_battle_spell_is_offered_to_either_fighter_003_L787():
    state = to_equip(realm_attack(together(cleo=(AURA, *SPELLS), ben=(CONC,), cleo_items=(AXE,))))
    equip = offers(state, "announce_equipment")[0]
    assert equip.seat == 0 and equip.choices["spells"] == []  # Blessed Weapon is gone from the attacker's form
    state = to_roll(state, cleo_items=(AXE,))
    # Prayer is offered to neither (the aura covers both sides); throwing the Axe is no Spell and stays
    assert [(o.seat, o.choices["use"]) for o in offers(state, "choose_roll_options")] == [(0, [f"throw:{AXE}"])]
    view = in_progress(state, CTX)
    assert any(n.startswith("Dragon Aura (Mercenary)") and "003:L787" in n for n in view["notices"])
    assert [o["id"] for o in view["options"]["hero"]] == [f"throw:{AXE}"] and view["options"]["foe"] == []


def test_without_the_aura_the_same_fight_offers_the_spells():
    state = to_equip(realm_attack(together(cleo=SPELLS, ben=(CONC,), cleo_items=(AXE,))))
    assert offers(state, "announce_equipment")[0].choices["spells"] == [BLESSED]
    state = to_roll(state, cleo_items=(AXE,))
    assert [(o.seat, o.choices["use"]) for o in offers(state, "choose_roll_options")] == [
        (0, [f"spell:{PRAYER}", f"throw:{AXE}"]), (1, [f"spell:{CONC}"])]
    assert not in_progress(state, CTX)["notices"]


def test_a_battle_spell_announced_anyway_is_refused_by_the_rule_003_L787():
    state = to_equip(realm_attack(together(cleo=(AURA, *SPELLS), cleo_items=(AXE,))))
    err = refused(state, kind="announce_equipment", seat=0, items=[AXE], spells=[{"card": BLESSED, "on": AXE}])
    assert (err.rule.id, err.rule.ref) == ("dragon_aura", "003:L787")
    assert "Dragon Aura (Mercenary)" in str(err)


def test_the_defender_s_prayer_is_refused_when_the_attacker_holds_the_aura_003_L787():
    state = to_roll(to_equip(realm_attack(together(cleo=(AURA,), ben=(CONC,)))))
    err = refused(state, kind="choose_roll_options", seat=1, use=[f"spell:{CONC}"])
    assert (err.rule.id, err.rule.ref) == ("dragon_aura", "003:L787")
    assert state.battle.foe_pending == ()  # nothing paid, nothing announced


def test_the_aura_works_on_the_main_board_too_003_L383():
    state = play(on_ring(ben=(AURA,), cleo=(PRAYER,)), kind="start_fight", seat=0, target=1)
    state = to_roll(to_equip(state))
    assert refused(state, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"]).rule.id == "dragon_aura"


def test_against_a_creature_the_aura_changes_nothing():
    from tests.engine.combat.kit import hero, scene

    mob = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"], "experience": 3}}
    state = scene(hero(0, "Cleo", "mercenary", 6, 5, 15), hero(1, "Ben", "paladin", 4, 4, 0),
                  zones={"space:15": ["angry-mob#1"], "hero:0:abilities": [AURA, PRAYER]})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=mob)
    state = play(play(state, kind="choose_battle_kind", seat=0, battle_kind="strength"), kind="announce_equipment",
                 seat=0)
    assert [o.choices["use"] for o in offers(state, "choose_roll_options")] == [[f"spell:{PRAYER}"]]
    assert not built(state).notices


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(min_value=0, max_value=40), min_size=1, max_size=12), st.booleans())
def test_with_the_aura_no_reachable_state_has_a_battle_spell_announced(picks, ben_holds):
    """Whatever legal steps the fighters take (offers taken as offered, Spells pushed in by hand too), no battle
    Spell is ever announced or paid for while Dragon Aura covers the fight."""
    cleo, ben = ((AURA, *SPELLS), (CONC,)) if not ben_holds else (SPELLS, (AURA, CONC))
    state = realm_attack(together(cleo=cleo, ben=ben, cleo_items=(AXE,)))
    for pick in picks:
        b = state.battle
        if b is None:
            break
        assert not b.hero.spells and not b.foe.spells
        assert not [k for k in b.pending + b.foe_pending if k.startswith("spell:")]
        assert not [k for _, _, k in b.used if "|spell:" in k]
        moves = [o for o in legal_actions(state, CTX) if o.kind != "battle_adjust"]
        for seat, use in ((0, f"spell:{PRAYER}"), (1, f"spell:{CONC}")):  # a Spell pushed in is always refused
            if b.step == "roll":
                payload = {"kind": "choose_roll_options", "seat": seat, "use": [use]}
                try:
                    apply(state, _parsed(payload), CTX)
                    raise AssertionError("a battle Spell was accepted under Dragon Aura")
                except (IllegalAction, InvalidInput):
                    pass
        if not moves:
            break
        offer = moves[pick % len(moves)]
        payload = _fill(offer, pick)
        try:
            state = apply(state, _parsed(payload), CTX)[0]
        except (IllegalAction, InvalidInput):
            continue


def _parsed(payload):
    from app.games.prophecy.engine import parse_action

    return parse_action(payload)


def _fill(offer, pick: int) -> dict:
    """An offer's action with its needs filled from its choices, as a table might."""
    payload = {"kind": offer.kind, **offer.params}
    ch = offer.choices
    if offer.kind == "announce_equipment":
        payload["items"] = ch["items"][: pick % 2]
    elif offer.kind == "choose_roll_options" and ch.get("use"):
        payload["use"] = ch["use"][:1]
    elif offer.kind == "battle_roll":
        dice = ch.get("dice") or {"hero": 1, "foe": 1}
        payload["hero_faces"] = [1 + pick % 6] * dice["hero"]
        payload["foe_faces"] = [1 + (pick // 6) % 6] * dice["foe"]
    elif offer.kind == "battle_loss_choice":
        payload["pay"] = "item" if ch["item"] and pick % 2 else "health"
        payload["item"] = ch["item"][0] if payload["pay"] == "item" else None
    return payload
