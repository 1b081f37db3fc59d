"""Movement: one kind, once, at the start of the turn; each kind's reach and price, labor, Astral attacks."""

from __future__ import annotations

from tests.engine.kit import at, hero, offers, play, put, refused, stage, started


def moving(space: int, seat: int = 0, **fields):
    state = stage(at(started(2), seat, space), "move", seat)
    return hero(state, seat, **fields) if fields else state


def reach(state, how):
    return sorted(o.params["to"] for o in offers(state, "move") if o.params["how"] == how)


def test_village_example_lists_every_way_out():  # 000:L275
    state = moving(0)
    kinds = {o.params["how"] for o in offers(state, "move")}
    assert kinds == {"stay", "walk", "horse", "boat"}  # no Magic Gate in the Village
    assert reach(state, "walk") == [1, 19]  # the Mountains and the Plains
    assert reach(state, "horse") == [2, 18]  # the Magic Tower and the Thieves' Guild
    assert reach(state, "boat") == [4, 15]  # Plains by the Forest near the Monastery; Mountains by the Forest Camp


def test_staying_keeps_the_hero_in_place():  # 000:L257
    state = play(moving(0), kind="move", seat=0, how="stay")
    assert state.hero(0).space == 0 and state.flow.stage == "turn"


def test_walk_is_one_space_either_way():  # 000:L258
    assert refused(moving(0), kind="move", seat=0, how="walk", to=2).rule.ref == "000:L258"
    assert play(moving(0), kind="move", seat=0, how="walk", to=19).hero(0).space == 19


def test_horse_costs_one_gold_and_goes_exactly_two():  # 000:L259
    state = play(moving(0), kind="move", seat=0, how="horse", to=2)
    assert (state.hero(0).space, state.hero(0).gold) == (2, 2)
    assert refused(moving(0), kind="move", seat=0, how="horse", to=1).rule.id == "horse"
    assert refused(moving(0, gold=0), kind="move", seat=0, how="horse", to=2).rule.id == "no_negative_tokens"
    assert "horse" not in {o.params["how"] for o in offers(moving(0, gold=0), "move")}


def test_boat_sails_from_a_port_to_the_nearest_port():  # 000:L260
    state = play(moving(7), kind="move", seat=0, how="boat", to=11)
    assert (state.hero(0).space, state.hero(0).gold) == (11, 2)
    assert refused(moving(7), kind="move", seat=0, how="boat", to=15).rule.id == "boat"
    assert refused(moving(1), kind="move", seat=0, how="boat", to=0).rule.id == "boat"


def test_magic_gate_costs_two_gold_to_any_other_gate():  # 000:L261
    state = play(moving(7), kind="move", seat=0, how="gate", to=12)
    assert (state.hero(0).space, state.hero(0).gold) == (12, 1)
    assert refused(moving(0), kind="move", seat=0, how="gate", to=12).rule.id == "gate"


def test_movement_ability_from_catalog_data():  # 000:L262, 000:L960
    state = put(moving(12), "stamina#1", "hero:0:abilities")
    assert reach(state, "card") == [9, 10, 11, 13, 14, 15]
    state = play(state, kind="move", seat=0, how="card", card="stamina#1", to=15)
    assert state.hero(0).space == 15 and state.hero(0).magic == 3  # 1 Magic paid
    r = refused(moving(12), kind="move", seat=0, how="card", card="stamina#1", to=15)
    assert r.rule.id == "card_move"  # the hero does not have it


def test_labor_instead_of_moving():  # 000:L265, 000:L267, 000:L269
    city = play(moving(7), kind="move", seat=0, how="labor")
    assert (city.hero(0).space, city.hero(0).magic, city.hero(0).gold) == (7, 3, 5)
    thieves = play(moving(18), kind="move", seat=0, how="labor").hero(0)
    assert (thieves.health, thieves.gold) == (3, 6)
    fortress = play(moving(10), kind="move", seat=0, how="labor").hero(0)
    assert (fortress.health, fortress.experience) == (3, 5)
    assert refused(moving(0), kind="move", seat=0, how="labor").rule.id == "labor"


def test_one_kind_of_movement_once():  # 000:L273
    state = play(moving(0), kind="move", seat=0, how="walk", to=1)
    assert refused(state, kind="move", seat=0, how="walk", to=2).rule.ref == "000:L273"
    assert refused(state, kind="move", seat=0, how="labor").rule.ref == "000:L273"


def test_astral_attack_only_from_an_adjacent_space_of_an_open_plane():  # 000:L475
    state = moving(7)
    assert any(o.params == {"seat": 0, "how": "astral", "plane": 1} for o in offers(state, "move"))
    after = play(state, kind="move", seat=0, how="astral", plane=1)
    assert after.flow.stage == "astral" and after.hero(0).space == 7
    assert refused(state, kind="move", seat=0, how="astral", plane=2).rule.ref == "000:L475"
    closed = put(state, state.zone("plane:1:artifact")[0], "hero:1:items")
    assert refused(closed, kind="move", seat=0, how="astral", plane=1).rule.id == "astral_attack"


def test_only_the_active_player_moves_and_only_after_the_chance_card():  # 000:L216, 000:L220
    state = started(2)
    assert refused(state, kind="move", seat=0, how="stay").rule.id == "stage"
    assert refused(moving(0), kind="move", seat=1, how="stay").rule.id == "not_your_turn"


def test_an_ability_used_instead_of_moving_takes_the_movement():  # 000:L263, 000:L273
    state = put(moving(6), "sacrifice#1", "hero:0:abilities")
    state = hero(state, 0, magic=1)
    (offer,) = offers(state, "instead_of_moving")
    assert offer.needs == ("magic",)  # the Magic it gives is not in the catalog: the table types it
    after = play(state, kind="instead_of_moving", seat=0, card="sacrifice#1", magic=2)
    assert (after.hero(0).health, after.hero(0).magic, after.flow.stage) == (3, 3, "turn")
    assert refused(after, kind="move", seat=0, how="walk", to=7).rule.ref == "000:L273"
