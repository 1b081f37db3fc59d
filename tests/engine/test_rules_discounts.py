"""Cards that make a payment cheaper apply their discount when named with the payment (issue 14), instead of the
table refunding it: Counterfeiting, Haggling, Effective Spellcasting and the Ring of Magical Forces."""

from __future__ import annotations

from tests.engine.combat import kit as K

CAMP, CITY, TOWER = 14, 7, 2


def _at(space: int, abilities=(), items=(), gold=7, magic=4, **zones):
    return K.scene(K.hero(0, "Ida", "druid", 5, 5, space, health=1, magic=magic, gold=gold),
                   K.hero(1, "Ole", "paladin", 4, 4, 10),
                   zones={"hero:0:abilities": list(abilities), "hero:0:items": list(items), **zones})


def test_counterfeiting_pays_one_payment_three_gold_short_once_a_round_000_L689():
    """000:L689: healing several Health is one payment (5 Health cost 2 Gold; 4 here cost 1); 000:L690: a cheaper
    payment costs nothing and the rest is lost; 000:L459: once a round."""
    state = K.play(_at(CAMP, abilities=["counterfeiting#1"]), kind="heal", seat=0, amount=4,
                   discount="counterfeiting#1")
    assert (state.hero(0).health, state.hero(0).gold) == (5, 6)
    state = K.play(_at(CAMP, abilities=["counterfeiting#1"]), kind="heal", seat=0, amount=2,
                   discount="counterfeiting#1")
    assert (state.hero(0).health, state.hero(0).gold) == (3, 7)  # 2 Gold due, nothing paid, 1 lost
    err = K.refused(state, kind="heal", seat=0, amount=1, discount="counterfeiting#1")
    assert err.rule.id == "counterfeiting" and err.rule.ref == "000:L689"
    state = K.play(state, kind="heal", seat=0, amount=1)
    assert state.hero(0).gold == 6


def test_haggling_lowers_a_price_only_in_the_city_or_the_village_000_L684():
    """000:L684: Haggling works when buying or selling in the City or the Village; its number is the card's, typed
    here (1) as the table reads it."""
    state = _at(CITY, abilities=["haggling#1"], gold=9, **{"goods:city": ["ritual-dagger#1"]})
    state = K.play(state, kind="buy", seat=0, card="ritual-dagger#1", price=9, discount="haggling#1",
                   discount_amount=1)
    assert state.hero(0).gold == 1 and "ritual-dagger#1" in state.zone("hero:0:items")
    tower = _at(TOWER, abilities=["haggling#1"], magic=1)
    err = K.refused(tower, kind="recharge", seat=0, amount=2, discount="haggling#1")
    assert err.rule.id == "haggling" and err.rule.ref == "000:L684"


def test_effective_spellcasting_makes_one_spell_a_round_a_magic_cheaper_000_L742():
    """000:L742: a 1-Magic Spell costs nothing, once a round; 000:L744: with the Ring of Magical Forces too, a second
    Spell that round is cheaper. Time Loop's price (1 Magic) is the table's here."""
    state = _at(9, abilities=["stamina#1", "time-loop#1", "effective-spellcasting#1"],
                items=["ring-of-magical-forces#1"], magic=4)
    state = state.model_copy(update={"flow": state.flow.model_copy(update={"stage": "move"})})
    state = K.play(state, kind="move", seat=0, how="card", card="stamina#1", to=12,
                   discount="effective-spellcasting#1")
    assert (state.hero(0).space, state.hero(0).magic) == (12, 4)  # Stamina's 1 Magic not paid
    err = K.refused(state, kind="take_extra_turn", seat=0, card="time-loop#1", magic=1,
                    discount="effective-spellcasting#1")
    assert err.rule.id == "spell_discount" and err.rule.ref == "000:L744"
    state = K.play(state, kind="take_extra_turn", seat=0, card="time-loop#1", magic=1,
                   discount="ring-of-magical-forces#1")
    assert state.hero(0).magic == 4 and state.flow.extra_turns == 1


def test_a_spell_discount_lowers_the_magic_a_battle_spell_takes_000_L742():
    """In a battle the Spell made cheaper costs (and drains) the lower price."""
    values = {"giant-spider": {"strength": 4, "stat_order": "strength_only", "lives": 1, "loss": [], "reward": [],
                               "experience": 2},
              "blessed-weapon": {"effects[0].amount": 1, "effects[0].battle": "strength"}, "axe": {"hands": 1}}
    state = _at(15, abilities=["blessed-weapon#1", "effective-spellcasting#1"], items=["axe#1"],
                **{"space:15": ["giant-spider#1"]})
    state = K.play(state, kind="start_fight", seat=0, creature="giant-spider#1", values=values)
    state = K.play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = K.play(state, kind="announce_equipment", seat=0, items=["axe#1"],
                   spells=[{"card": "blessed-weapon#1", "on": "axe#1", "discount": 2}],
                   discount="effective-spellcasting#1")
    assert state.hero(0).magic == 4 and state.battle.hero.spells[0].discount == 1  # the typed 2 is not taken


def test_the_discounts_are_offered_beside_the_full_price_000_L689():
    """The tablet offers each payment once more with the card that makes it cheaper, until it is used (000:L459)."""
    state = _at(CAMP, abilities=["counterfeiting#1"])
    heal = [o for o in K.offers(state, "heal") if o.params.get("discount") == "counterfeiting#1"]
    assert len(heal) == 1 and heal[0].label.endswith("with Counterfeiting")
    state = K.play(state, kind="heal", seat=0, amount=4, discount="counterfeiting#1")
    assert not [o for o in K.offers(state) if o.params.get("discount")]
    loop = _at(9, abilities=["time-loop#1", "effective-spellcasting#1"])
    loop = loop.model_copy(update={"flow": loop.flow.model_copy(update={"stage": "turn"})})
    assert [o.params.get("discount") for o in K.offers(loop, "take_extra_turn")] == [None, "effective-spellcasting#1"]


def test_a_movement_spell_is_offered_once_more_with_the_card_that_makes_it_cheaper_000_L742():
    state = _at(9, abilities=["stamina#1", "effective-spellcasting#1"], magic=4)
    state = state.model_copy(update={"flow": state.flow.model_copy(update={"stage": "move"})})
    stamina = [o for o in K.offers(state, "move") if o.params.get("card") == "stamina#1"]
    plain = [o for o in stamina if "discount" not in o.params]
    cheaper = [o for o in stamina if o.params.get("discount") == "effective-spellcasting#1"]
    assert plain and len(cheaper) == len(plain)
    assert all(o.label.endswith(", with Effective Spellcasting") for o in cheaper)
    after = K.play(state, **{"kind": "move", **cheaper[0].params})
    assert after.hero(0).magic == 4  # Stamina's 1 Magic taken off
    used = after.model_copy(update={"flow": after.flow.model_copy(update={"stage": "move"})})
    assert not [o for o in K.offers(used, "move") if o.params.get("discount")]  # once a round
