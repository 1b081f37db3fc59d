"""Setup by player count (table C2 of the research note), each check citing the seed line."""

from __future__ import annotations

from random import Random

import pytest

from app.games.conjurers.engine import InvalidInput, State, apply, draw_setup, parse_action
from app.games.conjurers.engine.allocation import open_spaces

from .kit import NAMES, catalog, ctx, refused, start


def _spaces(state: State) -> set[str]:
    return set(open_spaces(state.model_copy(update={"round": 7}), state.start, "conjurer"))


def test_four_players_lock_nothing_and_open_every_space():
    """001:L247 four players follow the rules as they are: five battlegrounds, two of each shop and pit."""
    state, _ = start(4)
    assert state.options.locked == ()
    spaces = _spaces(state)
    assert {"duat", "mount_olympus", "shangri_la", "valhalla", "garden_of_eden"} <= spaces
    assert {"blacksmith_1", "blacksmith_2", "artificer_1", "artificer_2", "pit_1", "pit_2"} <= spaces
    assert {"fishing_pond", "sapphire_mine", "sapphire_storage"} <= spaces
    assert len(state.artifacts) == 15 and sum(len(p) for p in state.piles.values()) == 40


def test_three_players_lock_one_mythology():
    """001:L251 with three players one mythology is drawn: its battleground, creatures and artifacts are out."""
    state, _ = start(3, seed=5)
    (locked,) = state.options.locked
    assert locked not in state.piles and len(state.piles) == 4
    assert all(state.facts[c].myth != locked for c in state.artifacts)
    assert len(state.artifacts) == 12 and sum(len(p) for p in state.piles.values()) == 32
    battlegrounds = {"duat", "mount_olympus", "shangri_la", "valhalla", "garden_of_eden"} & _spaces(state)
    assert len(battlegrounds) == 4
    assert {"blacksmith_2", "artificer_2", "pit_2", "fishing_pond", "sapphire_mine"} <= _spaces(state)


def test_two_players_close_a_shop_of_each_kind_the_pond_and_sapphire():
    """001:L255-265 two players: two mythologies locked; one blacksmith, artificer and pit; no pond, no sapphire."""
    state, _ = start(2, seed=9)
    assert len(state.options.locked) == 2 and len(state.piles) == 3 and len(state.artifacts) == 9
    spaces = _spaces(state)
    assert len({"duat", "mount_olympus", "shangri_la", "valhalla", "garden_of_eden"} & spaces) == 3
    assert {"blacksmith_1", "artificer_1", "pit_1"} <= spaces
    assert not {"blacksmith_2", "artificer_2", "pit_2", "fishing_pond", "sapphire_mine", "sapphire_storage"} & spaces
    assert "diamond_mine" in spaces


def test_a_closed_space_is_refused_with_its_line():
    """001:L263 the fishing pond is out of a two-player game."""
    state, _ = start(2)
    err = refused(state, {"kind": "place", "seat": 0, "figure": "conjurer", "space": "fishing_pond"})
    assert err.rule.id == "space_closed" and err.rule.ref == "001:L257"


def test_players_start_with_a_conjurer_one_assistant_three_level1_creatures_and_nothing_else():
    """001:L235-239 conjurer and one chosen assistant; three random level 1 creatures; no resources."""
    state, _ = start(4, assistants=("recruiter", "worker", "worker", "warrior"))
    assert [p.figures for p in state.players][0] == ("conjurer", "recruiter")
    for p in state.players:
        assert len(p.army) == 3 and {c.level for c in p.army} == {1} and {c.myth for c in p.army} == {None}
        assert sum(p.stock.values()) == 0 and p.items == () and p.artifacts == ()
    assert len(state.level1_box) == 15 - 12 and state.round == 1 and state.stage == "allocation"


def test_the_starting_player_holds_the_button():
    """001:L241 the starting player, chosen as the group likes, takes the Initiative Button."""
    state, _ = start(3, start_seat=2)
    assert state.button == 2 and state.start == 2


def test_draws_are_inputs_from_a_seeded_generator():
    """001:L251 the locked mythology is drawn at random: the same seed draws the same, another seed may not."""
    assert draw_setup(Random(4), catalog(), 3) == draw_setup(Random(4), catalog(), 3)
    draws = {tuple(draw_setup(Random(s), catalog(), 3)["locked"]) for s in range(40)}
    assert len(draws) == 5


@pytest.mark.parametrize(("n", "locked", "ok"), [(4, [], True), (4, ["greek"], False), (3, [], False),
                                                  (3, ["norse"], True), (2, ["norse", "norse"], False),
                                                  (2, ["norse", "greek"], True)])
def test_the_number_of_locked_mythologies_follows_the_player_count(n, locked, ok):
    """001:L255 two players lock two mythologies, three lock one (001:L251), four none (001:L247)."""
    drawn = draw_setup(Random(1), catalog(), n)
    raw = {"kind": "start_game", "players": NAMES[:n], "first_assistants": ["worker"] * n, "locked": locked,
           "level1": drawn["level1"]}
    if ok:
        apply(State(), parse_action(raw), ctx())
    else:
        assert refused(State(), raw).rule.ref == "001:L251"


def test_setup_refuses_a_bad_deal_and_a_fifth_player():
    """001:L239 three different level 1 creatures each; 001:L245-253 the player counts are 4, 3 and 2."""
    raw = {"kind": "start_game", "players": NAMES[:2], "first_assistants": ["worker"] * 2,
           "locked": ["norse", "greek"], "level1": [["level1-01", "level1-02", "level1-03"],
                                                    ["level1-03", "level1-04", "level1-05"]]}
    assert refused(State(), raw).rule.ref == "001:L239"
    five = {**raw, "players": [*NAMES, "Ed"], "first_assistants": ["worker"] * 5, "locked": []}
    assert refused(State(), five).rule.ref == "001:L245"
    assert refused(State(), {**raw, "first_assistants": ["worker"]}).rule.ref == "001:L237"
    state, _ = start(2)
    assert refused(state, raw).rule.ref == "001:L233"  # set up before turn 1
    with pytest.raises(InvalidInput):
        apply(State(), parse_action({**raw, "level1": raw["level1"][:1] + [["level1-06", "level1-07",
                                                                              "level1-08"]]}))
