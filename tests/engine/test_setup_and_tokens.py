"""Creating a game and moving cubes and tokens, each test naming the rulebook line it checks."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, InvalidInput, apply, parse_action
from tests.helpers import SEATS, setup_action

CTX = Context()


def started(seats: int = 2) -> GameState:
    state, _ = apply(GameState(), parse_action(setup_action(seats)), CTX)
    return state


def adjust(state: GameState, **changes) -> GameState:
    return apply(state, parse_action({"kind": "adjust_hero", "seat": 0, **changes}), CTX)[0]


def events_of(state: GameState, **payload):
    return apply(state, parse_action(payload), CTX)[1]


def refused(state: GameState, **changes) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        adjust(state, **changes)
    return info.value


@pytest.mark.parametrize("count", [0, 1, 6])
def test_two_to_five_seats(count):  # 000:L17
    seats = [{**SEATS[0], "player": f"P{i}", "character": f"C{i}"} for i in range(count)]
    with pytest.raises(IllegalAction) as info:
        apply(GameState(), parse_action({"kind": "create_game", "seats": seats}), CTX)
    assert info.value.rule.ref == "000:L17"


def test_five_seats_allowed():  # 000:L17
    seats = [{**SEATS[0], "player": f"P{i}", "character": f"C{i}"} for i in range(5)]
    state, _ = apply(GameState(), parse_action({"kind": "create_game", "seats": seats}), CTX)
    assert len(state.heroes) == 5


def test_start_with_three_gold_and_three_experience_and_full_cubes():  # 000:L195, 000:L127
    hero = started().hero(0)
    assert (hero.gold, hero.experience) == (3, 3)
    assert (hero.red, hero.health, hero.blue, hero.magic) == (3, 3, 6, 6)


def test_duplicate_character_refused():
    seats = [SEATS[0], {**SEATS[1], "character": SEATS[0]["character"]}]
    with pytest.raises(InvalidInput):
        apply(GameState(), parse_action({"kind": "create_game", "seats": seats}), CTX)


def test_losing_health_moves_cubes_left():  # 000:L131
    hero = adjust(started(), health=-2).hero(0)
    assert (hero.red, hero.health, hero.wounds) == (3, 1, 2)


def test_losing_health_at_zero_is_refused_as_death():  # 000:L133
    state = adjust(started(), health=-3)
    assert state.hero(0).health == 0
    assert refused(state, health=-1).rule.id == "health_floor"


def test_healing_only_up_to_red_cubes():  # 000:L133
    assert refused(adjust(started(), health=-1), health=2).rule.id == "health_floor"


def test_strength_gain_takes_a_cube_from_the_bank():  # 000:L135, 000:L199
    hero = adjust(started(), strength=1).hero(0)
    assert (hero.red, hero.health) == (4, 4)


def test_strength_gain_at_eight_heals_instead():  # 000:L135
    state = adjust(started(), strength=5)
    state = adjust(state, health=-1)
    hero = adjust(state, strength=1).hero(0)
    assert (hero.red, hero.health) == (8, 8)


def test_strength_gain_at_eight_with_full_health_is_lost_not_refused():  # 000:L135, 000:L242
    state = adjust(started(), strength=5)
    (event,) = events_of(state, kind="adjust_hero", seat=0, strength=1)
    after = event.apply_to(state)
    assert (after.hero(0).red, after.hero(0).health) == (8, 8)
    assert "1 Strength lost" in event.describe(state)


def test_willpower_gain_at_ten_with_full_magic_is_lost_not_refused():  # 000:L141, 000:L242
    state = adjust(started(), willpower=4)
    (event,) = events_of(state, kind="adjust_hero", seat=0, willpower=2)
    assert event.apply_to(state).hero(0).blue == 10 and "2 Willpower lost" in event.describe(state)


def test_a_potion_heals_only_the_wounds_and_the_rest_is_lost():  # 000:L608
    from app.games.prophecy.engine.tokens import token_change

    state = adjust(started(), health=-1)
    event = token_change(state.hero(0), health=3, reason="Potion of Healing", lose_excess=True)
    assert event.health == 1 and "2 Health lost" in event.describe(state)


def test_willpower_gain_at_ten_recharges_instead():  # 000:L141
    state = adjust(started(), willpower=4, magic=-2)
    hero = adjust(state, willpower=1).hero(0)
    assert (hero.blue, hero.magic) == (10, 9)


def test_cannot_pay_more_magic_than_held():  # 000:L143
    assert refused(started(), magic=-7).rule.id == "magic_floor"


def test_gold_is_paid_only_from_the_tokens_held():  # 000:L195
    assert refused(started(), gold=-4).rule.id == "no_negative_tokens"


def test_refusal_leaves_state_unchanged():
    state = started()
    with pytest.raises(IllegalAction):
        adjust(state, gold=-4)
    assert state == started()


def test_nothing_to_change_is_invalid():
    with pytest.raises(InvalidInput):
        adjust(started())


def test_events_fold_to_the_same_state():
    from app.games.prophecy.engine import fold

    state = started()
    act = parse_action({"kind": "adjust_hero", "seat": 1, "gold": 2, "health": -1})
    after, events = apply(state, act, CTX)
    assert fold(state, events) == after
    assert "Ben" in events[0].describe(state)


def test_typed_values_that_contradict_the_catalog_are_refused():
    from tests.engine.kit import real_catalog

    ctx = Context(catalog=real_catalog())
    seats = [
        {"player": "A", "character": "paladin", "strength": 5, "willpower": 4, "guilds": ["fortress", "monastery"]},
        {"player": "B", "character": "scout", "strength": 3, "willpower": 3, "guilds": ["thieves_guild", "forest_camp"]},
    ]
    with pytest.raises(InvalidInput) as info:
        apply(GameState(), parse_action({"kind": "create_game", "seats": seats}), ctx)
    assert info.value.field == "strength" and "Strength 4, not 5" in info.value.message
