"""A hero beaten by a hero in the Dragon Realm is knocked out of it whenever the defeat costs her Health (003:L391):
the 1 Health she pays, and also the Health paid for what she fought with (Berserker's Axe, 000:L593), even if she then
gives an Item. Giving an Item instead of Health lets her stay; an attacker knocked out ends her turn (003:L359)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.dragons.lorekit import LEFT, offers, play, realm_attack, to_equip, together

B_AXE, SWORD, DAGGER = "berserkers-axe#1", "sword#1", "dagger#1"
HANDS = {"berserkers-axe": {"hands": 2}}  # the table's reading of the card (not in the seed)


def _fight(state, cleo_items=(), ben_items=(), dice=(3, 3)):
    state = to_equip(realm_attack(state))
    state = play(state, kind="announce_equipment", seat=0, items=list(cleo_items), values=HANDS)
    state = play(state, kind="announce_equipment", seat=1, items=list(ben_items), values=HANDS)
    return play(state, kind="battle_roll", seat=0, hero_faces=(dice[0],), foe_faces=(dice[1],))


def test_health_paid_for_the_axe_knocks_the_defender_out_though_he_gives_an_item_003_L391():
    state = _fight(together(ben_items=(B_AXE, SWORD)), ben_items=(B_AXE,))  # 9 against 7: Ben loses
    ben = state.hero(1)
    assert (ben.health, ben.realm, ben.space) == (3, None, 3)  # the axe's 1 Health: out at once, beside the Gate
    assert state.battle.step == "loss_choice"
    given_up = play(state, kind="battle_loss_choice", seat=1, pay="item", item=SWORD)
    assert given_up.hero(1).realm is None and SWORD in given_up.zone("hero:0:items")
    assert given_up.hero(0).realm == LEFT[2] and given_up.flow.stage == "turn"  # the winner's turn goes on


def test_an_item_given_without_health_lost_lets_him_stay_003_L391():
    state = _fight(together(ben_items=(SWORD,)))  # he holds a Sword and fights bare-handed
    stayed = play(state, kind="battle_loss_choice", seat=1, pay="item", item=SWORD)
    assert (stayed.hero(1).health, stayed.hero(1).realm) == (4, LEFT[2])


def test_an_attacker_knocked_out_by_the_axe_ends_her_turn_when_the_fight_is_settled_003_L359():
    state = _fight(together(cleo_items=(B_AXE, DAGGER)), cleo_items=(B_AXE,), dice=(1, 6))  # 7 against 10
    cleo = state.hero(0)
    assert (cleo.health, cleo.realm, cleo.space) == (5, None, 1)
    settled = play(state, kind="battle_loss_choice", seat=0, pay="item", item=DAGGER)
    assert settled.battle is None and settled.flow.stage == "round_end" and DAGGER in settled.zone("hero:1:items")
    assert not offers(settled, "realm_hero_fight")


@settings(max_examples=50, deadline=None)
@given(axe=st.sampled_from(["none", "cleo", "ben"]), spare=st.booleans(), dice=st.tuples(
    st.integers(min_value=1, max_value=6), st.integers(min_value=1, max_value=6)), pay=st.sampled_from(["health", "item"]))
def test_a_beaten_hero_leaves_the_realm_exactly_when_the_defeat_cost_her_health(axe, spare, dice, pay):
    cleo_items = ((B_AXE,) if axe == "cleo" else ()) + ((DAGGER,) if spare else ())
    ben_items = ((B_AXE,) if axe == "ben" else ()) + ((SWORD,) if spare else ())
    state = together(cleo_items=cleo_items, ben_items=ben_items)
    before = {s: state.hero(s).health for s in (0, 1)}
    state = _fight(state, cleo_items=cleo_items[:1] if axe == "cleo" else (), ben_items=ben_items[:1] if axe == "ben"
                   else (), dice=dice)
    if state.battle is not None and state.battle.step == "loss_choice":
        loser = 1 if state.battle.outcome == "win" else 0
        items = state.zone(f"hero:{loser}:items")
        choice = {"pay": "item", "item": items[-1]} if pay == "item" and items else {"pay": "health"}
        state = play(state, kind="battle_loss_choice", seat=loser, **choice)
    assert state.battle is None
    for seat in (0, 1):
        hero = state.hero(seat)
        if hero.status != "active":
            continue
        assert (hero.realm is None) == (hero.health < before[seat]), (seat, hero)
