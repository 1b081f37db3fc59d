"""Herald drawing a battle's secret three (001:L492, L494): seeded, from the army, the defender's set-aside
creature kept out, and the draw hidden from every other seat until summoned."""

from __future__ import annotations

from app.games.conjurers.engine import parse_action
from app.games.conjurers.engine.battling import battle_view
from app.games.conjurers.screens.battle.herald import fill, rng_for
from tests.games.conjurers.kit import act, army, resolving, start, with_player

SPECS = ((1, None), (1, None), (2, "greek"), (3, "norse"), (4, "greek"))
CARDS = {c.card for c in army(*SPECS)}  # seat 0's (each seat's ids are its own)


def _scene(*placed):
    state, _ = start(4, locked=[])
    for seat in range(4):
        state = with_player(state, seat, army=army(*SPECS, seat=seat))
    return resolving(state, *placed)


def test_herald_draws_three_of_a_larger_army_for_a_battleground_seeded():
    state = _scene((0, "conjurer", "mount_olympus"))
    raw = {"kind": "battleground", "seat": 0, "figure": "conjurer", "creature": state.piles["greek"][0], "level": 3,
           "by_herald": True}
    one = fill(state, parse_action(raw), rng_for(5, 9))
    assert len(one.drawn) == 3 and set(one.drawn) <= CARDS and len(set(one.drawn)) == 3
    assert fill(state, parse_action(raw), rng_for(5, 9)).drawn == one.drawn
    draws = {fill(state, parse_action(raw), rng_for(s, 9)).drawn for s in range(30)}
    assert len(draws) > 3  # random, not always the same three
    after = act(state, one.model_dump())
    assert after.fight.battle.side(0).hand == one.drawn
    assert battle_view(after, 1).fight.battle.side(0).hand == ("?", "?", "?")  # the others see only how many
    assert battle_view(after, 0).fight.battle.side(0).hand == one.drawn  # its owner sees them


def test_herald_draws_both_sides_of_a_duel_keeping_the_set_aside_creature_out():
    state = _scene((0, "conjurer", "house_1"))
    raw = {"kind": "duel", "seat": 0, "figure": "conjurer", "set_aside": "s1c4", "by_herald": True}
    for seed in range(20):
        filled = fill(state, parse_action(raw), rng_for(seed, 3))
        assert len(filled.drawn) == 3 and len(filled.defender_drawn) == 3
        assert "s1c4" not in filled.defender_drawn
    after = act(state, filled.model_dump())
    assert after.fight.battle.side(1).hand == filled.defender_drawn and after.fight.battle.side(1).seat == 1


def test_an_action_herald_is_not_asked_to_fill_passes_unchanged():
    state = _scene((0, "conjurer", "mount_olympus"))
    raw = parse_action({"kind": "battleground", "seat": 0, "figure": "conjurer", "creature": state.piles["greek"][0],
                        "level": 3, "drawn": ["c0", "c1", "c2"]})
    assert fill(state, raw, rng_for(1, 1)) is raw


def test_a_seat_s_phone_sees_its_own_draw_and_nobody_else_s():
    from app.games.conjurers.screens.battle.board_view import seat_battle

    state = _scene((0, "conjurer", "house_1"))
    raw = {"kind": "duel", "seat": 0, "figure": "conjurer", "by_herald": True}
    state = act(state, fill(state, parse_action(raw), rng_for(4, 2)).model_dump())
    ada, bo, cy = (seat_battle(state, s) for s in range(3))
    mine = next(s for s in ada["sides"] if s["title"] == "Ada")
    theirs = next(s for s in ada["sides"] if s["title"] == "Bo")
    drawn = state.fight.battle.side(0).hand
    assert mine["hand_public"] and mine["hand"] == list(drawn) and "?" not in drawn  # the kit's made-up ids
    assert not theirs["hand_public"] and theirs["hand"] == [] and theirs["hand_count"] == 3
    assert all(not s["hand_public"] for s in cy["sides"])  # a third seat sees neither hand
    assert next(s for s in bo["sides"] if s["title"] == "Bo")["hand_public"]


def test_herald_draws_a_tournament_match_s_challenger_by_lot_and_both_draws():
    """Research Q-31: the match's challenger is drawn by lot; 001:L455 a match is a duel without spoils."""
    from tests.games.conjurers.test_tournament import after_feeding

    state = after_feeding(6)
    for seat in range(4):
        state = with_player(state, seat, army=army(*SPECS, seat=seat))
    state = act(state, {"kind": "tournament_draw", "semifinals": [[0, 1], [2, 3]]})
    raw = {"kind": "tournament_match", "match": "semi_1", "by_herald": True}
    challengers = set()
    for seed in range(12):
        filled = fill(state, parse_action(raw), rng_for(seed, 7))
        challengers.add(filled.challenger)
        assert filled.challenger in (0, 1) and len(filled.drawn) == len(filled.defender_drawn) == 3
    assert challengers == {0, 1}
    after = act(state, filled.model_dump())
    assert after.fight.battle.kind == "match" and after.fight.battle.side(0).seat == filled.challenger
