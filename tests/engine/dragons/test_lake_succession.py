"""Several dragons on the Lake of Fire in the Dragonslayer variant (003:L657, L665): fought one after another in the
same turn, like the Guardians of a plane (000:L479-481). A win opens the next battle at once (a dragon face down is
turned up, and named by the table where it draws the cards, its missing numbers then asked as the first foe's are);
a loss or a draw against a later one leaves those slain out of the game and the hero on the path's last space with
her turn over (003:L405); her next attack faces only those left; the game is won only with the last (003:L661).

Reading taken: a dragon slain stays slain, as a beaten Lesser Guardian does when its Greater Guardian wins
(000:L481); the Lake's loss rule (003:L405) applies to a loss or a draw against any of them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import Context, apply, legal_actions, parse_action
from app.games.prophecy.engine.errors import InvalidInput
from app.games.prophecy.engine.realm.gate import LAKE_GREATER
from app.games.prophecy.engine.realm.setup import space_zone
from tests.engine.realm.fightkit import CTX, GOLDEN, LEFT, QUEEN, offers, play, refused, strength_fight
from tests.engine.realm.test_realm_fight_lake import attack, slayer

# The table's reading of the Phantom Dragon for these tests (not the rulebook's): Strength 7, nothing else.
PHANTOM = {"phantom-dragon": {**QUEEN["dragon-queen"]}}
KNOWN = Context(catalog=CTX.catalog.with_overrides(QUEEN | GOLDEN))


def dealt(state, mode="herald"):
    """The scene where Herald dealt the cards (it knows each face-down card it laid)."""
    return state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": mode})})


def table_game(state, stand_ins=()):
    """The same scene where the table draws the cards; `stand_ins` lie face down on the left path's space 2 (cards
    the Lake's face-down dragon could turn out to be)."""
    zones = dict(state.zones)
    if stand_ins:
        zones[space_zone("left", 2, "negative")] = tuple(stand_ins)
    options = state.options.model_copy(update={"deck_mode": "table"})
    return state.model_copy(update={"options": options, "zones": zones, "hidden": state.hidden | set(stand_ins)})


def two(**kw):
    """The Dragon Queen face up, then the Golden Dragon Lord face down (003:L657), dealt by Herald."""
    return dealt(slayer(lake=("dragon-queen#1", "golden-dragon-lord#1"), hidden={"golden-dragon-lord#1"}, **kw))


def strength_fight_in(state, ctx, hero_die: int, foe_die: int):
    """Fight the opened battle by Strength on a given catalog."""
    for payload in (dict(kind="choose_battle_kind", seat=0, battle_kind="strength"),
                    dict(kind="announce_equipment", seat=0),
                    dict(kind="battle_roll", seat=0, hero_faces=(hero_die,), foe_faces=(foe_die,))):
        state = apply(state, parse_action(payload), ctx)[0]
    return state


def next_fight(state, values, hero_die: int, foe_die: int):
    """Attack the next dragon with its numbers typed as asked, and fight it by Strength."""
    state = attack(state, values)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    return play(state, kind="battle_roll", seat=0, hero_faces=(hero_die,), foe_faces=(foe_die,))


def test_a_win_opens_the_next_dragon_turned_up_in_the_same_turn_003_L665():
    """Where Herald dealt the cards and knows the next dragon's numbers (typed in an earlier game)."""
    start = two()
    won = apply(start, parse_action(dict(kind="realm_lake_fight", seat=0)), KNOWN)[0]
    won = strength_fight_in(won, KNOWN, 6, 1)
    assert won.result is None and won.flow.turn == start.flow.turn and won.flow.active == 0
    assert won.battle.opponent.card == "golden-dragon-lord#1" and "golden-dragon-lord#1" not in won.hidden
    assert won.zone(LAKE_GREATER) == ("golden-dragon-lord#1",) and won.where("dragon-queen#1") == "realm:removed"
    assert [o.kind for o in legal_actions(won, KNOWN) if o.kind == "choose_battle_kind"]


def test_the_next_dragons_missing_numbers_are_asked_as_the_first_ones_were_003_L657():
    """Herald dealt it face down and lacks its numbers: the attack on it asks them, under 'the card turned up'."""
    start = two()
    won = strength_fight(attack(start, QUEEN), 6, 1)
    assert won.battle is None and won.result is None and won.flow.stage == "turn" and "golden-dragon-lord#1" in won.hidden
    (offer,) = offers(won, "realm_lake_fight")
    assert offer.label == "Fight the dragon face down on the Lake of Fire" and offer.needs == ("values",)
    assert offer.choices["face_down"] and "golden-dragon-lord.stat_order" in offer.choices["values"]
    assert (first := offers(two(), "realm_lake_fight")[0]).needs == ("values",) and "values" in first.choices
    asked = refused(won, kind="realm_lake_fight", seat=0)
    assert asked.rule.id == "card_values" and "Golden Dragon Lord (" in str(asked)
    assert refused(won, kind="end_turn", seat=0).rule.id == "lake_next"  # she fights it now (000:L479)
    fought = attack(won, GOLDEN)
    assert fought.battle.opponent.card == "golden-dragon-lord#1" and "golden-dragon-lord#1" not in fought.hidden
    assert fought.flow.turn == start.flow.turn and not offers(fought, "realm_lake_fight")


def test_where_the_table_draws_the_cards_it_names_the_next_dragon_then_its_numbers_are_asked_003_L657():
    start = table_game(two())
    won = strength_fight(attack(start, QUEEN), 6, 1)
    # no battle yet: Herald holds a stand-in, the table turns the card up and names it; the turn goes on
    assert won.battle is None and won.result is None and won.flow.stage == "turn"
    assert "golden-dragon-lord#1" in won.hidden and won.hero(0).realm == LEFT[6]
    (offer,) = offers(won, "realm_lake_fight")
    assert offer.label == "Fight the dragon face down on the Lake of Fire" and offer.needs == ("card",)
    assert "golden-dragon-lord#1" in offer.choices["card"]
    # she may not end her turn between the dragons
    assert refused(won, kind="end_turn", seat=0).rule.id == "lake_next"
    # named, the card's missing numbers are asked by its name, and nothing changes until they are typed
    with pytest.raises(InvalidInput, match="Name the card"):  # not named: nothing happens
        apply(won, parse_action(dict(kind="realm_lake_fight", seat=0)), CTX)
    asked = refused(won, kind="realm_lake_fight", seat=0, card="golden-dragon-lord#1")
    assert asked.rule.id == "card_values" and "Golden Dragon Lord (" in str(asked) and "how it fights" in str(asked)
    assert refused(won, kind="realm_lake_fight", seat=0, card="dragon-queen#1").rule.id == "drawable"  # slain
    fought = attack(won, GOLDEN, card="golden-dragon-lord#1")
    assert fought.battle.opponent.card == "golden-dragon-lord#1" and "golden-dragon-lord#1" not in fought.hidden
    assert fought.zone(LAKE_GREATER) == ("golden-dragon-lord#1",)
    assert fought.flow.turn == start.flow.turn


def _phantom_fight(state, hero_die: int, foe_die: int):
    """Attack the Phantom with its numbers typed, and fight it."""
    return _phantom_fight_open(attack(state, PHANTOM), hero_die, foe_die)


def test_a_loss_or_draw_against_the_second_leaves_the_first_slain_and_her_turn_over_003_L405():
    for hero_die, foe_die, health in ((1, 6, 5), (2, 2, 6)):  # 7 against 5 + 6 + 1 lost; 8 against 8 drawn
        won = strength_fight(attack(two(), QUEEN), 6, 1)
        after = next_fight(won, GOLDEN, hero_die, foe_die)
        cleo = after.hero(0)
        assert after.result is None and after.battle is None
        assert (cleo.realm, cleo.health, after.flow.stage) == (LEFT[6], health, "round_end")
        assert after.zone(LAKE_GREATER) == ("golden-dragon-lord#1",) and after.where("dragon-queen#1") == "realm:removed"


def test_the_next_attack_faces_only_the_dragons_left_and_only_the_last_wins_003_L661():
    won = strength_fight(attack(two(), QUEEN), 6, 1)
    lost = next_fight(won, GOLDEN, 1, 6)
    later = lost.model_copy(update={"flow": lost.flow.model_copy(update={"stage": "move", "turn": 2})})
    (offer,) = offers(later, "realm_lake_fight")
    assert offer.label == "Fight Golden Dragon Lord on the Lake of Fire"  # face up since the last attack
    again = attack(later, GOLDEN)
    assert again.battle.opponent.card == "golden-dragon-lord#1"
    done = strength_fight(again, 4, 1)  # 10 against 5 + 1 + 1
    assert done.result.winners == (0,) and "003:L661" in done.result.reason and not done.zone(LAKE_GREATER)


def test_three_dragons_the_win_comes_only_with_the_third_003_L661():
    three = dealt(slayer(lake=("dragon-queen#1", "golden-dragon-lord#1", "phantom-dragon#1"),
                         hidden={"golden-dragon-lord#1", "phantom-dragon#1"}))
    state = strength_fight(attack(three, QUEEN), 6, 1)
    assert state.result is None
    state = next_fight(state, GOLDEN, 4, 1)
    assert state.result is None and state.battle is None and state.flow.stage == "turn"
    assert state.zone(LAKE_GREATER) == ("phantom-dragon#1",)  # its numbers asked with the attack on it
    state = _phantom_fight(state, 6, 1)
    assert state.result.winners == (0,) and not state.zone(LAKE_GREATER)


def test_a_dragon_with_a_treasure_its_treasure_first_then_the_next_dragon_000_L479():
    """A dragon whose card (as the table typed it) gives a Rare Item: the treasure is taken, then she must go on
    (000:L479) against the one left, in the same turn."""
    rich = {"dragon-queen": {**QUEEN["dragon-queen"], "reward": [
        {"kind": "draw_item", "deck": "rare", "count": 1, "source": "table"}]}}
    start = two()
    start = start.model_copy(update={"zones": {**start.zones, "deck:rare": ("great-sword#1",)}})
    won = strength_fight(attack(start, rich), 6, 1)
    assert won.battle.step == "reward" and not offers(won, "realm_lake_fight")
    taken = play(won, kind="battle_reward", seat=0, cards=["great-sword#1"])
    assert taken.battle is None and taken.flow.stage == "turn" and taken.flow.turn == start.flow.turn
    assert "great-sword#1" in taken.zone("hero:0:items")
    assert refused(taken, kind="end_turn", seat=0).rule.id == "lake_next"
    (offer,) = offers(taken, "realm_lake_fight")
    assert offer.needs == ("values",)
    done = next_fight(taken, GOLDEN, 4, 1)
    assert done.result.winners == (0,)


def test_any_of_the_face_down_dragons_may_be_the_one_turned_up_003_L657():
    """The group laid its dragons face down: whichever the table turns up is named, in whatever order Herald held
    them, and the other waits for the next attack."""
    down = table_game(slayer(lake=("golden-dragon-lord#1", "phantom-dragon#1"),
                             hidden={"golden-dragon-lord#1", "phantom-dragon#1"}))
    (offer,) = offers(down, "realm_lake_fight")
    assert {"golden-dragon-lord#1", "phantom-dragon#1"} <= set(offer.choices["card"])
    fought = attack(down, PHANTOM, card="phantom-dragon#1")
    assert fought.battle.opponent.card == "phantom-dragon#1" and "phantom-dragon#1" not in fought.hidden
    assert fought.zone(LAKE_GREATER) == ("phantom-dragon#1", "golden-dragon-lord#1")
    assert "golden-dragon-lord#1" in fought.hidden
    won = _phantom_fight_open(fought, 6, 1)
    assert won.result is None and won.battle is None and won.zone(LAKE_GREATER) == ("golden-dragon-lord#1",)
    (offer,) = offers(won, "realm_lake_fight")
    assert offer.needs == ("card",) and "golden-dragon-lord#1" in offer.choices["card"]
    assert "phantom-dragon#1" not in offer.choices["card"]  # slain, not a card that could come up


def _phantom_fight_open(state, hero_die: int, foe_die: int):
    """The Phantom's battle already open: its Strength for this battle asked first (003:L759), here 7."""
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="phantom_strength", seat=0, strength=7)
    state = play(state, kind="announce_equipment", seat=0)
    return play(state, kind="battle_roll", seat=0, hero_faces=(hero_die,), foe_faces=(foe_die,))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=8))
def test_dragons_fall_in_order_and_only_the_last_wins_003_L661_L665(rolls):
    """Any run of rolls over several turns: the dragons left are always the last of those laid, in order; a loss or
    a draw ends the turn with her on the last space; a win goes straight on to the next; the game ends exactly when
    the Lake is empty."""
    laid = ("dragon-queen#1", "golden-dragon-lord#1")
    state = dealt(slayer(lake=laid))
    fresh = True
    for hero_die, foe_die in rolls:
        if fresh:  # a new turn of hers: she attacks from the last space
            state = state.model_copy(update={"flow": state.flow.model_copy(update={"stage": "move", "marks": frozenset()})})
            state = apply(state, parse_action(dict(kind="realm_lake_fight", seat=0)), KNOWN)[0]
        left = state.zone(LAKE_GREATER)
        state = strength_fight_in(state, KNOWN, hero_die, foe_die)
        now = state.zone(LAKE_GREATER)
        assert now == laid[len(laid) - len(now):]  # the ones slain never come back; the order is kept
        assert (state.result is not None) == (not now)
        if state.result is not None:
            assert state.result.winners == (0,)
            return
        if state.hero(0).health == 0:  # beaten once too often: the Realm's ending rules take over
            return
        assert state.hero(0).realm == LEFT[6]
        if now == left:  # lost or drawn: her turn is over
            assert state.battle is None and state.flow.stage == "round_end"
            fresh = True
        else:  # won: the next one is fought at once, in the same turn
            assert state.battle.opponent.card == now[0] and state.flow.stage == "turn"
            fresh = False
