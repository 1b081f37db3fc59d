"""The sacrificial pit (table C11): payouts, halving within one action, non-decreasing levels."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine.pit import pit_payout

from .kit import act, army, refused, resolving, start, with_player

# Table C11 (001:L402-407): the first sacrifice's payout by level; None is a blank cell.
C11 = {
    1: {"wood_stone": 2, "iron_bronze": None, "diamond_sapphire": None, "food": 4},
    2: {"wood_stone": 4, "iron_bronze": 2, "diamond_sapphire": None, "food": 8},
    3: {"wood_stone": 8, "iron_bronze": 4, "diamond_sapphire": 2, "food": 14},
    4: {"wood_stone": 16, "iron_bronze": 8, "diamond_sapphire": 4, "food": 20},
    5: {"wood_stone": 32, "iron_bronze": 16, "diamond_sapphire": 8, "food": 30},
}
PAIRS = {"wood_stone": ("wood", "stone"), "iron_bronze": ("iron", "bronze"),
         "diamond_sapphire": ("diamond", "sapphire"), "food": ("food",)}


@pytest.mark.parametrize("level", sorted(C11))
def test_first_sacrifice_pays_the_table(level):
    """001:L402-407 a pair cell pays that amount of both resources (001:L411); blank cells pay nothing."""
    for payout, amount in C11[level].items():
        gain = pit_payout(level, payout, 0, 4)
        assert gain == ({} if amount is None else dict.fromkeys(PAIRS[payout], amount))


def pit(*offered, n=3):
    state, _ = start(n, start_seat=0)
    state = with_player(state, 0, army=army((2, "greek"), (3, "norse"), (4, "egyptian"),
                                            (5, "biblical"), (1, None)))
    state = resolving(state, (0, "conjurer", "pit_1"), (1, "conjurer", "wild_animals"))
    return act(state, {"kind": "sacrifice", "seat": 0, "figure": "conjurer",
                       "offerings": [{"card": c, "payout": p} for c, p in offered]})


def test_the_seeds_worked_example_halves_each_further_sacrifice():
    """001:L411-415 a level 2 (full), then a level 3 (halved), then a level 4 (quartered) in one action."""
    assert pit_payout(2, "wood_stone", 0, 4) == {"wood": 4, "stone": 4}
    assert pit_payout(2, "iron_bronze", 0, 4) == {"iron": 2, "bronze": 2}
    assert pit_payout(2, "food", 0, 4) == {"food": 8}
    second = {p: pit_payout(3, p, 1, 4) for p in PAIRS}
    assert second == {"wood_stone": {"wood": 4, "stone": 4}, "iron_bronze": {"iron": 2, "bronze": 2},
                      "diamond_sapphire": {"diamond": 1, "sapphire": 1}, "food": {"food": 7}}
    third = {p: pit_payout(4, p, 2, 4) for p in PAIRS}
    assert third == {"wood_stone": {"wood": 4, "stone": 4}, "iron_bronze": {"iron": 2, "bronze": 2},
                     "diamond_sapphire": {"diamond": 1, "sapphire": 1}, "food": {"food": 5}}


def test_one_action_sacrifices_in_order_and_collects_at_once():
    """001:L409 any number of the player's creatures; 001:L413 each later one halved, rounded down."""
    state = pit(("c0", "food"), ("c1", "diamond_sapphire"), ("c2", "food"), ("c3", "wood_stone"))
    p = state.players[0]
    assert p.stock["food"] == 8 + 20 // 4 and p.stock["diamond"] == 1 and p.stock["sapphire"] == 1
    assert p.stock["wood"] == 32 // 8 and p.stock["stone"] == 4
    assert [c.card for c in p.army] == ["c4"] and {"c0", "c1", "c2", "c3"} <= set(state.out)


def test_a_later_pit_action_starts_again_at_full_output():
    """001:L419 the next pit action pays the first creature in full again."""
    state = pit(("c0", "food"))
    state = resolving(state, (0, "conjurer", "pit_2"), (1, "conjurer", "wild_animals"))
    state = act(state, {"kind": "sacrifice", "seat": 0, "figure": "conjurer",
                        "offerings": [{"card": "c1", "payout": "food"}]})
    assert state.players[0].stock["food"] == 8 + 14


def test_never_a_lower_level_after_a_higher_one():
    """001:L417 a level 2 after a level 3 in the same action is refused."""
    state, _ = start(3, start_seat=0)
    state = with_player(state, 0, army=army((3, "greek"), (2, "norse")))
    state = resolving(state, (0, "conjurer", "pit_1"), (1, "conjurer", "wild_animals"))
    raw = {"kind": "sacrifice", "seat": 0, "figure": "conjurer",
           "offerings": [{"card": "c0", "payout": "food"}, {"card": "c1", "payout": "food"}]}
    assert refused(state, raw).rule.ref == "001:L417"
    same = {**raw, "offerings": [{"card": "c1", "payout": "food"}, {"card": "c0", "payout": "food"}]}
    assert act(state, same).players[0].stock["food"] == 8 + 7


def test_a_blank_cell_and_a_stranger_creature_are_refused():
    """001:L402 a level 1 creature pays no iron and bronze (Q-27); 001:L409 only one's own creatures."""
    state, _ = start(3, start_seat=0)
    state = resolving(state, (0, "conjurer", "pit_1"), (1, "conjurer", "wild_animals"))
    own = state.players[0].army[0].card
    raw = {"kind": "sacrifice", "seat": 0, "figure": "conjurer", "offerings": [{"card": own, "payout": "iron_bronze"}]}
    assert refused(state, raw).rule.ref == "001:L402"
    other = state.players[1].army[0].card
    raw = {**raw, "offerings": [{"card": other, "payout": "food"}]}
    assert refused(state, raw).rule.ref == "001:L409"


def test_with_two_players_the_sapphire_half_comes_as_diamonds():
    """001:L265 two players have no sapphire; the pit's sapphire is paid in diamonds (Q-26)."""
    assert pit_payout(3, "diamond_sapphire", 0, 2) == {"diamond": 4}
    state = pit(("c1", "diamond_sapphire"), n=2)
    assert state.players[0].stock["diamond"] == 4 and state.players[0].stock["sapphire"] == 0
