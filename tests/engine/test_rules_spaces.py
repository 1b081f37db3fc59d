"""Possibilities of the spaces: training, repair, trade, healing, recharging, lodging, Artifacts."""

from __future__ import annotations

from tests.engine.kit import at, hero, offers, play, put, refused, stage, started


def standing(space, seat=0, **fields):
    state = stage(at(started(2), seat, space), "turn", seat)
    return hero(state, seat, **fields) if fields else state


def test_training_costs_experience_and_gold_outside_the_heros_guilds():  # 000:L309, 000:L968
    monk = standing(6, experience=5, gold=5)  # the Paladin counts the Monastery among his guilds here
    after = play(monk, kind="learn", seat=0, card="blessed_weapon#1")
    assert (after.hero(0).experience, after.hero(0).gold) == (0, 5)
    assert after.zone("hero:0:abilities") == ("blessed_weapon#1",) and not after.zone("guild:monastery")
    druid = stage(hero(at(started(2), 1, 6), 1, experience=5, gold=5), "turn", 1)
    after = play(druid, kind="learn", seat=1, card="blessed_weapon#1")
    assert (after.hero(1).experience, after.hero(1).gold) == (0, 0)
    assert refused(standing(6), kind="learn", seat=0, card="blessed_weapon#1").rule.id == "no_negative_tokens"
    assert refused(standing(10, experience=9), kind="learn", seat=0, card="blessed_weapon#1").rule.id == "training"


def test_repair_one_gold_in_civilization_only():  # 000:L313
    state = put(standing(7), "sword#1", "hero:0:items")
    state = state.model_copy(update={"damaged": frozenset({"sword#1"})})
    after = play(state, kind="repair", seat=0, card="sword#1")
    assert after.hero(0).gold == 2 and not after.damaged
    wild = stage(at(state, 0, 9), "turn")
    assert refused(wild, kind="repair", seat=0, card="sword#1").rule.ref == "000:L313"


def test_sell_for_half_rounded_up_after_repair_never_an_artifact():  # 000:L317, 000:L487
    state = put(standing(7), "sword#1", "hero:0:items")
    after = play(state, kind="sell", seat=0, card="sword#1")
    assert after.hero(0).gold == 3 + 4 and after.zone("discard:common") == ("sword#1",)
    broken = state.model_copy(update={"damaged": frozenset({"sword#1"})})
    assert "Repair" in refused(broken, kind="sell", seat=0, card="sword#1").detail
    artifact = state.zone("plane:0:artifact")[0]
    assert refused(put(state, artifact, "hero:0:items"), kind="sell", seat=0, card=artifact).rule.id == "trade"
    assert refused(stage(at(state, 0, 10), "turn"), kind="sell", seat=0, card="sword#1").rule.id == "trade"


def test_spellblade_saves_for_the_great_sword():  # 000:L335
    state = started(2, characters=("spellblade", "druid"))
    state = put(put(state, "great_sword#1", "goods:city"), "sword#1", "hero:0:items")
    state = hero(at(state, 0, 7), 0, gold=5)
    state = stage(state, "move")
    state = play(state, kind="move", seat=0, how="labor")  # 1 Magic for 2 Gold: 7 Gold
    assert state.hero(0).gold == 7
    assert refused(state, kind="buy", seat=0, card="great_sword#1").rule.id == "no_negative_tokens"
    state = stage(state, "move", turn=2)
    state = play(state, kind="move", seat=0, how="labor")
    state = play(state, kind="sell", seat=0, card="sword#1")  # 7 Gold price: sells for 4
    assert state.hero(0).gold == 13
    state = play(state, kind="buy", seat=0, card="great_sword#1")
    assert state.hero(0).gold == 0 and state.hero(0).spent == 2
    state = stage(state, "move", turn=3)
    state = play(state, kind="move", seat=0, how="labor")
    state = stage(state, "move", turn=4)
    state = play(state, kind="move", seat=0, how="gate", to=12)  # the Enchanted Wilderness
    state = play(state, kind="recharge", seat=0, amount=3)
    assert state.hero(0).magic == state.hero(0).blue and state.hero(0).gold == 0


def test_monastery_heals_one_free_once_a_turn_forest_camp_sells_health():  # 000:L321
    state = standing(6, health=1)
    once = play(state, kind="heal", seat=0)
    assert once.hero(0).health == 2
    assert refused(once, kind="heal", seat=0).rule.ref == "000:L321"
    camp = play(standing(14, health=1), kind="heal", seat=0, amount=3)
    assert (camp.hero(0).health, camp.hero(0).gold) == (4, 0)


def test_wilderness_recharges_three_once_magic_tower_two_per_gold():  # 000:L325, 004:L218
    state = standing(12, magic=0)
    once = play(state, kind="recharge", seat=0, amount=3)
    assert once.hero(0).magic == 3
    assert refused(once, kind="recharge", seat=0, amount=1).rule.id == "recharge"
    tower = play(standing(2, magic=0), kind="recharge", seat=0, amount=3)
    assert (tower.hero(0).magic, tower.hero(0).gold) == (3, 1)  # an odd Magic costs a whole Gold


def test_magic_tower_rounds_the_price_up_004_L218():
    """004:L218: one Gold for every two Magic, rounded up; 000:L325 gives the rate without the rounding."""
    poor = standing(2, magic=0, gold=2)
    err = refused(poor, kind="recharge", seat=0, amount=5)  # 5 Magic cost 3 Gold
    assert err.rule.id == "magic_tower_round" and err.rule.ref == "004:L218" and "3 Gold" in err.detail
    four = play(poor, kind="recharge", seat=0, amount=4)
    assert (four.hero(0).magic, four.hero(0).gold) == (4, 0)


def test_village_lodging_heals_recharges_and_shelters_until_the_next_turn():  # 000:L329
    state = standing(0, health=2, magic=2)
    after = play(state, kind="lodge", seat=0)
    h = after.hero(0)
    assert (h.gold, h.health, h.magic) == (2, 3, 3) and "lodged:0" in after.flow.marks
    other = stage(at(after, 1, 0), "turn", 1, marks=frozenset(m for m in after.flow.marks if not m.startswith("turn:")))
    assert refused(other, kind="fight_hero", seat=1, target=0, outcome="win").rule.id == "safe_space"


def test_lodging_ends_when_the_heros_next_turn_begins():  # 000:L329
    state = play(standing(0), kind="lodge", seat=0)
    state = stage(state, "turn", 0, extra_turns=1)
    state = play(state, kind="end_turn", seat=0)
    assert state.flow.stage == "move" and "lodged:0" not in state.flow.marks


def test_an_artifact_lying_on_the_space_can_be_taken():  # 000:L333
    state = standing(9)
    art = state.zone("plane:0:artifact")[0]
    state = put(state, art, "space:9:artifacts")
    assert offers(state, "take_artifact")
    after = play(state, kind="take_artifact", seat=0, card=art)
    assert after.zone("hero:0:items") == (art,)
    guarded = put(state, "ghost#1", "space:9")
    assert refused(guarded, kind="take_artifact", seat=0, card=art).rule.id == "must_fight"
