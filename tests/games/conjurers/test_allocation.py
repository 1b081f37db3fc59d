"""The allocation phase: order of placement, who may stand where (table C4), phases, one figure per space."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine import legal_actions
from app.games.conjurers.engine.allocation import next_placer, open_spaces

from .kit import act, army, refused, start, with_player


def place(state, seat, figure, space):
    return act(state, {"kind": "place", "seat": seat, "figure": figure, "space": space})


def placement_order(state) -> list[int]:
    """The seats that placed, in order, when each time the first figure the offers allow is placed."""
    order = []
    while state.stage == "allocation":
        offers = legal_actions(state)
        (seat,) = {o.seat for o in offers}  # only one player may place at a time
        assert seat == next_placer(state)
        order.append(seat)
        state = act(state, {"kind": offers[0].kind, **offers[0].params})
    return order


def test_placement_goes_clockwise_from_the_buttons_holder_one_figure_at_a_time():
    """001:L277-279 the starting player places one figure, then each player clockwise, one at a time."""
    state, _ = start(3, start_seat=1)
    assert placement_order(state) == [1, 2, 0, 1, 2, 0]


def test_players_with_more_figures_go_on_after_the_others_run_out():
    """001:L281 a player with more figures keeps placing, clockwise, once the others have none left."""
    state, _ = start(3, start_seat=0)
    state = with_player(state, 1, assistants=("worker", "merchant", "warrior"))
    assert placement_order(state) == [0, 1, 2, 0, 1, 2, 1, 1]


def test_placing_out_of_turn_or_twice_is_refused():
    """001:L281 one figure at a time in clockwise order; 001:L279 each figure is placed once a round."""
    state, _ = start(2, start_seat=0)
    assert refused(state, {"kind": "place", "seat": 1, "figure": "conjurer", "space": "wild_animals"}
                   ).rule.ref == "001:L281"
    state = place(state, 0, "conjurer", "wild_animals")
    state = place(state, 1, "conjurer", "lumber_mill")
    assert refused(state, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "stone_mine"}
                   ).rule.ref == "001:L279"
    assert refused(state, {"kind": "place", "seat": 0, "figure": "recruiter", "space": "stone_mine"}
                   ).rule.ref == "001:L305"


# Table C4 (001:L305-313): the spaces each assistant kind may take; the conjurer takes all of them.
C4 = {
    "worker": {"lumber_mill", "stone_mine", "iron_mine", "bronze_smelter", "sapphire_mine", "diamond_mine"},
    "merchant": {"wood_storage", "stone_storage", "iron_storage", "bronze_storage", "sapphire_storage",
                 "diamond_storage", "blacksmith_1", "blacksmith_2", "artificer_1", "artificer_2"},
    "warrior": {"duat", "mount_olympus", "shangri_la", "valhalla", "garden_of_eden"},
    "recruiter": {"tavern", "marketplace", "guild_house", "pit_1", "pit_2"},
}
ANY = {"wild_animals", "fishing_pond"}


@pytest.mark.parametrize("kind", sorted(C4))
def test_each_assistant_takes_only_its_colour_and_the_food_spaces(kind):
    """001:L307-313 each assistant's coloured actions; 001:L305 wild animals and fishing pond take any figure."""
    state, _ = start(4, assistants=(kind,) * 4, start_seat=1)  # seat 0 does not hold the Button (tavern)
    state = with_player(state.model_copy(update={"round": 7, "start": 0}), 0, army=army((2, "greek")))
    assert set(open_spaces(state, 0, kind)) == C4[kind] | ANY


def test_the_conjurer_takes_every_open_action_and_only_she_duels():
    """001:L305 the conjurer may take any unlocked action; 001:L423 she duels on another player's house."""
    state, _ = start(4, start_seat=1)
    state = with_player(state.model_copy(update={"round": 7, "start": 0}), 0, army=army((2, "greek")))
    everything = set().union(*C4.values()) | ANY | {"house_1", "house_2", "house_3"}
    assert set(open_spaces(state, 0, "conjurer")) == everything
    assert refused(state, {"kind": "place", "seat": 0, "figure": "worker", "space": "house_1"}).rule.ref == "001:L305"
    assert refused(state, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "house_0"}
                   ).rule.ref == "001:L423"


def test_a_challenger_without_creatures_cannot_duel():
    """001:L486 a side that has lost all its creatures has lost, so a challenger needs an army (Q-43)."""
    state, _ = start(2)
    state = with_player(state, 0, army=())
    assert refused(state, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "house_1"}).rule.ref == "001:L486"


@pytest.mark.parametrize(("round_", "opened"), [(1, set()), (3, set()), (4, {"iron_mine", "iron_storage"}),
                                                (7, {"iron_mine", "iron_storage", "diamond_mine", "diamond_storage"}),
                                                (12, {"iron_mine", "iron_storage", "diamond_mine", "diamond_storage"})])
def test_phases_unlock_the_actions_of_their_numeral(round_, opened):
    """001:L317 actions marked II open in phase II (round 4), III in phase III (round 7); phase IV adds none."""
    state, _ = start(4)
    state = state.model_copy(update={"round": round_})
    later = {"iron_mine", "iron_storage", "diamond_mine", "diamond_storage"}
    assert set(open_spaces(state, 0, "conjurer")) & later == opened
    if "diamond_mine" not in opened:
        err = refused(state, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "diamond_mine"})
        assert err.rule.ref == "001:L317"


def test_a_numeral_typed_from_the_board_replaces_the_default():
    """001:L317 numerals are printed on the board; the seed gives none for the guild house (read I until typed)."""
    state, _ = start(4, numerals={"guild_house": 2})
    assert "guild_house" not in open_spaces(state, 0, "conjurer")
    assert "guild_house" in open_spaces(state.model_copy(update={"round": 4}), 0, "conjurer")


def test_one_figure_per_action_space_but_several_duels_on_one_house():
    """001:L277 a figure goes on a possible action: one per space (Q-2; 001:L257 the board carries two
    blacksmiths, artificers and pits so two players can use them)."""
    state, _ = start(3, start_seat=0)
    state = place(state, 0, "conjurer", "blacksmith_1")
    state = place(state, 1, "conjurer", "house_0")
    assert refused(state, {"kind": "place", "seat": 2, "figure": "conjurer", "space": "blacksmith_1"}
                   ).rule.ref == "001:L277"
    state = place(state, 2, "conjurer", "house_0")
    assert [p.space for p in state.placements] == ["blacksmith_1", "house_0", "house_0"]


def test_the_buttons_holder_may_not_use_the_tavern():
    """001:L392 while a player holds the Initiative Button she places no figure on the tavern."""
    state, _ = start(2, assistants=("recruiter", "recruiter"), start_seat=0)
    assert refused(state, {"kind": "place", "seat": 0, "figure": "recruiter", "space": "tavern"}).rule.ref == "001:L392"
    state = place(state, 0, "conjurer", "wild_animals")
    state = place(state, 1, "recruiter", "tavern")
    assert state.placements[-1].space == "tavern"


def test_a_figure_with_no_open_space_stays_home_and_only_then():
    """001:L279 every figure is placed; one no open space takes stays home (our reading)."""
    state, _ = start(4, assistants=("worker",) * 4, start_seat=0)
    assert refused(state, {"kind": "place", "seat": 0, "figure": "worker", "space": None}).rule.ref == "001:L279"
    for seat, space in enumerate(["lumber_mill", "stone_mine", "wild_animals", "fishing_pond"]):
        state = place(state, seat, "conjurer", space)
    assert open_spaces(state, 0, "worker") == []
    offers = [o for o in legal_actions(state) if o.params.get("figure") == "worker"]
    assert [o.params["space"] for o in offers] == [None]
    state = place(state, 0, "worker", None)
    assert state.placements[-1].resolved


def test_resolving_begins_once_every_figure_is_out():
    """001:L279 nothing resolves until every figure is placed; 001:L285 then the resolving phase begins."""
    state, _ = start(2, start_seat=0)  # seat 0 has a worker, seat 1 a merchant
    state = place(state, 0, "conjurer", "wild_animals")
    assert refused(state, {"kind": "collect", "seat": 0, "figure": "conjurer"}).rule.ref == "001:L285"
    state = place(state, 1, "conjurer", "lumber_mill")
    state = place(state, 0, "worker", "stone_mine")
    assert state.stage == "allocation"
    state = place(state, 1, "merchant", "wood_storage")
    assert state.stage == "resolving"
    assert refused(state, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "tavern"}).rule.ref == "001:L279"
