"""Dragon Magic (003:L729-731): every Spell the hero casts while in the Dragon Realm is cheaper, not one a round;
outside the Realm it does nothing (Dragonslayer Abilities work only there, 003:L279). How much cheaper is printed only
on the card: Herald asks it the first time a Spell needs it. Here the group's card reads 1 Magic off (`MAGIC_CUT`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import Context, InvalidInput, apply, parse_action
from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.rules import discounts
from tests.engine.dragons.lorekit import (
    AXE,
    BLESSED,
    CTX,
    MAGIC,
    MAGIC_CTX,
    PRAYER,
    offers,
    on_ring,
    play,
    realm_attack,
    to_equip,
    together,
)

DECAY = "mass-decay#1"
ES = "effective-spellcasting#1"


def test_every_spell_of_a_battle_in_the_realm_is_cheaper_003_L731():
    state = to_equip(realm_attack(together(cleo=(MAGIC, PRAYER, BLESSED), cleo_items=(AXE,)), MAGIC_CTX), MAGIC_CTX)
    state = play(state, MAGIC_CTX, kind="announce_equipment", seat=0, items=[AXE], spells=[{"card": BLESSED, "on": AXE}])
    assert state.hero(0).magic == 5 and state.battle.hero.spells[0].discount == 1  # Blessed Weapon: 1 - 1
    state = play(state, MAGIC_CTX, kind="announce_equipment", seat=1)
    state = play(state, MAGIC_CTX, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"])
    assert state.hero(0).magic == 5  # Prayer too, in the same round: not one Spell a round
    view = in_progress(state, MAGIC_CTX)
    assert [o["label"] for o in view["options"]["hero"] if o["id"] == f"spell:{PRAYER}"] == ["Prayer"]


def test_outside_the_realm_dragon_magic_takes_nothing_off_003_L279():
    state = to_equip(play(on_ring(cleo=(MAGIC, PRAYER, BLESSED), cleo_items=(AXE,)), MAGIC_CTX, kind="start_fight",
                          seat=0, target=1), MAGIC_CTX)
    state = play(state, MAGIC_CTX, kind="announce_equipment", seat=0, items=[AXE], spells=[{"card": BLESSED, "on": AXE}])
    assert state.hero(0).magic == 4
    state = play(play(state, MAGIC_CTX, kind="announce_equipment", seat=1), MAGIC_CTX, kind="choose_roll_options",
                 seat=0, use=[f"spell:{PRAYER}"])
    assert state.hero(0).magic == 3


def test_its_unknown_number_is_asked_before_a_spell_is_paid_for():
    state = to_equip(realm_attack(together(cleo=(MAGIC, PRAYER))))
    (equip,) = offers(state, "announce_equipment")
    assert "values" in equip.needs and equip.choices["values"] == ["dragon-magic.effects[0].amount"]
    state = play(play(state, kind="announce_equipment", seat=0), kind="announce_equipment", seat=1)
    notice = next(n for n in in_progress(state, CTX)["notices"] if n.startswith("Dragon Magic (Mercenary)"))
    assert "does not know how much Magic" in notice and "effects[" not in notice  # plain words, no field path
    with pytest.raises(InvalidInput, match=r"how much Magic Dragon Magic takes off each Spell") as info:
        apply(state, parse_action({"kind": "choose_roll_options", "seat": 0, "use": [f"spell:{PRAYER}"]}), CTX)
    assert info.value.field == "values"
    typed = play(state, kind="choose_roll_options", seat=0, use=[f"spell:{PRAYER}"],
                 values={"dragon-magic": {"effects[0].amount": -1}})
    assert typed.hero(0).magic == 5 and typed.battle.values["dragon-magic"] == {"effects[0].amount": -1}


def test_a_spell_cast_outside_battle_in_the_realm_is_cheaper_too():
    realm = play(together(cleo=(MAGIC, DECAY), cleo_items=(AXE,)), MAGIC_CTX, kind="destroy_items", seat=0,
                 card=DECAY, destroy=[AXE], magic=2)
    assert realm.hero(0).magic == 4  # Mass Decay's 2 (typed), less 1
    ring = play(on_ring(cleo=(MAGIC, DECAY), cleo_items=(AXE,)), MAGIC_CTX, kind="destroy_items", seat=0, card=DECAY,
                destroy=[AXE], magic=2)
    assert ring.hero(0).magic == 3
    with pytest.raises(InvalidInput, match="Catalog page"):
        apply(together(cleo=(MAGIC, DECAY), cleo_items=(AXE,)), parse_action(
            {"kind": "destroy_items", "seat": 0, "card": DECAY, "destroy": [AXE], "magic": 2}), CTX)


def test_the_number_reads_the_same_typed_as_printed_or_signed():
    state = together(cleo=(MAGIC,))
    for typed in (1, -1):
        ctx = Context(catalog=CTX.catalog.with_overrides({"dragon-magic": {"effects[0].amount": typed}}))
        assert discounts.standing_price(state, ctx, 0, 2) == 1


def test_it_is_never_named_for_one_payment_like_effective_spellcasting():
    state = together(cleo=(MAGIC, ES))
    assert [c for c, _ in discounts.spell_cutters(state, MAGIC_CTX, 0)] == [ES]


@settings(max_examples=60, deadline=None)
@given(cut=st.integers(min_value=0, max_value=5), cost=st.integers(min_value=0, max_value=4),
       in_realm=st.booleans(), with_es=st.booleans())
def test_a_spell_never_costs_less_than_nothing(cut, cost, in_realm, with_es):
    """Whatever Dragon Magic's number and the Spell's price, alone or with Effective Spellcasting, the Magic paid
    is between 0 and the printed price, and Dragon Magic counts only in the Realm."""
    ctx = Context(catalog=CTX.catalog.with_overrides({"dragon-magic": {"effects[0].amount": -cut},
                                                      "blessed-weapon": {"magic_cost": cost}}))
    start = together if in_realm else on_ring
    fight = realm_attack if in_realm else (lambda s, c: play(s, c, kind="start_fight", seat=0, target=1))
    state = to_equip(fight(start(cleo=(MAGIC, BLESSED, ES) if with_es else (MAGIC, BLESSED), cleo_items=(AXE,)), ctx),
                     ctx)
    payload = {"kind": "announce_equipment", "seat": 0, "items": [AXE], "spells": [{"card": BLESSED, "on": AXE}]}
    if with_es and cost:
        payload["discount"] = ES
    after = apply(state, parse_action(payload), ctx)[0]
    paid = state.hero(0).magic - after.hero(0).magic
    expected = max(0, cost - (1 if with_es and cost else 0) - (cut if in_realm else 0))
    assert 0 <= paid <= cost and paid == expected
