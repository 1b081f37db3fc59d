"""The variants (000:L527-561) and the options a game records at creation; Artifacts never damaged."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import GameState, IllegalAction, apply, parse_action
from app.games.prophecy.engine.ruleset import ruleset
from tests.engine.kit import CTX, at, hero, offers, play, put, refused, stage, started
from tests.engine.playout import create

ARTIFACTS = ("royal_cape#1", "banner_of_hope#1", "mirrored_shield#1", "crown_of_the_ancient_kings#1",
             "artifact_five#1")


def game(seats: int = 3, **options):
    """A started game with these options (seat 0 first)."""
    return started(seats, options=options)


def refused_creation(seats: int, **options):
    act = create(seats)
    act["options"].update(options)
    with pytest.raises(IllegalAction) as info:
        apply(GameState(), parse_action(act), CTX)
    return info.value


def test_a_game_records_its_mode_and_variants_at_creation():
    state = game(4, variants=["team_play", "apocalypse"])
    assert state.options.variants == ("team_play", "apocalypse")
    rules = ruleset(state.options)
    assert rules.endgame == "apocalypse" and rules.teams == ((0, 2), (1, 3)) and rules.trading


def test_options_that_do_not_make_a_game_are_refused():
    assert refused_creation(3, variants=["team_play"]).rule.ref == "000:L543"  # four players
    assert refused_creation(3, variants=["no_final_battle", "apocalypse"]).rule.ref == "000:L535"
    assert refused_creation(3, mode="basic", variants=["apocalypse"]).rule.ref == "004:L48"  # no Artifacts


def holding(state, seat: int, *cards):
    for c in cards:
        state = put(state, c, f"hero:{seat}:items")
    return state


def test_no_final_battle_two_artifacts_win_at_once():  # 000:L529
    state = stage(at(game(3, variants=["no_final_battle"]), 0, 3), "turn", 0, turn=1)
    state = holding(state, 0, ARTIFACTS[0])
    state = put(at(state, 1, 3), ARTIFACTS[1], "space:3:artifacts")
    state = play(state, kind="take_artifact", seat=0, card=ARTIFACTS[1])
    assert state.result.winners == (0,) and "000:L529" in state.result.reason


def test_four_artifacts_win_and_a_team_wins_together():  # 000:L493, 000:L545
    state = stage(at(game(4, variants=["team_play"]), 1, 3), "turn", 1, turn=1)
    state = holding(state, 1, *ARTIFACTS[:3])
    state = put(state, ARTIFACTS[3], "space:3:artifacts")
    state = play(state, kind="take_artifact", seat=1, card=ARTIFACTS[3])
    assert state.result.winners == (1, 3) and "together with Dan" in state.result.reason


def test_the_final_battle_begins_when_every_artifact_is_held_and_the_rest_are_out():  # 000:L497, 000:L501
    state = stage(at(game(3), 0, 3), "turn", 0, turn=1)
    state = holding(holding(state, 1, ARTIFACTS[0]), 0, *ARTIFACTS[1:3])
    state = holding(state, 2, ARTIFACTS[3])
    state = put(state, ARTIFACTS[4], "space:3:artifacts")
    state = play(state, kind="take_artifact", seat=0, card=ARTIFACTS[4])
    assert state.flow.stage == "battleground" and state.flow.active == 1  # seat 1 holds the Royal Cape
    state = play(state, kind="choose_battleground", seat=1, space=12)
    assert state.flow.active == 1 and state.flow.stage == "move"  # left of seat 0, no Chance card (000:L509)
    # Seat 2 loses its only Artifact in a duel: out of the game at once (000:L497).
    state = play(state, kind="move", seat=1, how="stay")
    assert refused(state, kind="fight_hero", seat=1, target=2, outcome="win", loser_pays="health").rule.ref \
        == "000:L511"
    state = play(state, kind="fight_hero", seat=1, target=2, outcome="win", loser_pays="item", item=ARTIFACTS[3])
    assert state.hero(2).status == "out"


def test_final_battle_champions_cannot_move_but_may_work_instead_of_moving():  # 000:L510
    state = stage(at(game(3), 0, 3), "turn", 0, turn=1)
    state = holding(holding(state, 1, ARTIFACTS[0]), 0, *ARTIFACTS[1:3])
    state = holding(state, 2, ARTIFACTS[3])
    state = put(state, ARTIFACTS[4], "space:3:artifacts")
    state = play(state, kind="take_artifact", seat=0, card=ARTIFACTS[4])
    state = play(state, kind="choose_battleground", seat=1, space=7)  # the City: skilled labor
    assert refused(state, kind="move", seat=1, how="walk", to=8).rule.ref == "000:L510"
    assert {o.params["how"] for o in offers(state, "move")} == {"stay", "labor"}
    state = play(state, kind="move", seat=1, how="labor")
    assert refused(state, kind="end_turn", seat=1).rule.ref == "000:L511"


def test_apocalypse_the_fifth_artifact_reshuffles_chance_and_removes_the_empty_handed():  # 000:L537, 000:L539
    state = stage(at(game(3, variants=["apocalypse"]), 0, 3), "turn", 0, turn=1)
    state = put(state, "peaceful_times#1", "discard:chance")
    state = holding(holding(state, 1, ARTIFACTS[0], ARTIFACTS[3]), 0, *ARTIFACTS[1:3])
    state = put(state, ARTIFACTS[4], "space:3:artifacts")
    state = play(state, kind="take_artifact", seat=0, card=ARTIFACTS[4])
    assert "apocalypse" in state.flow.marks and state.hero(2).status == "out"
    assert state.flow.stage == "turn" and not state.zone("discard:chance")
    assert "peaceful_times#1" in state.zone("deck:chance")


def test_apocalypse_once_the_chance_deck_is_spent_every_round_opens_with_a_blow():  # 000:L539
    state = stage(game(3, variants=["apocalypse"]), "round_end", 0, marks=frozenset({"apocalypse"}))
    state = holding(holding(state, 0, ARTIFACTS[0]), 1, ARTIFACTS[1])
    state = holding(state, 2, ARTIFACTS[2])
    for c in state.zone("deck:chance"):
        state = put(state, c, "discard:chance")
    state = hero(state, 2, health=0)
    state = play(state, kind="end_round", seat=0)
    assert state.flow.active == 1 and state.flow.stage == "move"
    assert [(h.health, h.magic) for h in state.heroes[:2]] == [(3, 3), (2, 5)]
    assert state.hero(2).status == "out"  # killed by the blow, her Artifact left on her space
    assert refused(stage(state, "chance", 1), kind="draw_chance", seat=1, card="peaceful_times#1").rule.ref \
        == "000:L539"


def test_apocalypse_without_survivors_ends_with_no_winner():  # 000:L539
    state = stage(game(2, variants=["apocalypse"]), "round_end", 0, marks=frozenset({"apocalypse"}))
    state = holding(holding(state, 0, ARTIFACTS[0]), 1, ARTIFACTS[1])
    for c in state.zone("deck:chance"):
        state = put(state, c, "discard:chance")
    state = hero(hero(state, 0, health=0), 1, health=0)
    state = play(state, kind="end_round", seat=0)
    assert state.result is not None and state.result.winners == ()


def test_trading_instead_of_moving_gold_and_items_with_one_hero_here():  # 000:L557
    state = stage(at(at(game(3, variants=["trading"]), 0, 3), 1, 3), "move", 0, turn=1)
    state = holding(holding(state, 0, "sword#1"), 1, "dagger#1")
    state = put(state, "stealth#1", "hero:1:abilities")
    assert [o.params["partner"] for o in offers(state, "trade")] == [1]
    assert refused(state, kind="trade", seat=0, partner=1).rule.ref == "000:L557"  # nothing changes hands
    assert refused(state, kind="trade", seat=0, partner=1, take_items=["stealth#1"]).rule.id == "trading"
    assert refused(state, kind="trade", seat=0, partner=2, give_gold=1).rule.id == "trading"  # not here
    state = play(state, kind="trade", seat=0, partner=1, give_items=["sword#1"], take_items=["dagger#1"], give_gold=2)
    assert state.zone("hero:0:items") == ("dagger#1",) and state.zone("hero:1:items") == ("sword#1",)
    assert (state.hero(0).gold, state.hero(1).gold) == (1, 5) and state.flow.stage == "turn"
    assert refused(state, kind="trade", seat=0, partner=1, give_gold=1).rule.id == "one_move"


def test_no_trading_unless_the_game_allows_it():  # 000:L557
    state = stage(at(at(game(2), 0, 3), 1, 3), "move", 0, turn=1)
    assert refused(state, kind="trade", seat=0, partner=1, give_gold=1).rule.id == "trading"
    assert offers(state, "trade") == []


def test_artifacts_are_never_damaged():  # 000:L487
    from app.games.prophecy.engine.endgame.artifacts import artifacts_stay_whole

    state = holding(game(2), 0, ARTIFACTS[2])
    with pytest.raises(IllegalAction) as info:
        artifacts_stay_whole(state, "battle_roll", {"damaged": [ARTIFACTS[2]]}, CTX)
    assert info.value.rule.ref == "000:L487"
    assert refused(stage(holding(at(state, 0, 7), 0, "sword#1"), "turn", 0), kind="sell", seat=0,
                   card=ARTIFACTS[2]).rule.id == "trade"
