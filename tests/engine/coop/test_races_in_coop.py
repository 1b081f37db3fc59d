"""The Cooperative game and Solo take the Ancient Races (and Hybrids) like the competitive game: 003:L473 lets the
cooperative variant be expanded 'also by Races', 003:L491 reveals as many Race cards as characters, and 003:L599
has the solo hero choose a Character and a Race."""

from __future__ import annotations

from app.games.prophecy.engine import GameState, apply, parse_action
from tests.engine.playout import create

from .kit import CTX


def _created(seats: int, mode: str, expansion: dict) -> GameState:
    act = create(seats, "table", ctx=CTX, options={"coop": {"mode": mode}, "expansion": expansion})
    return apply(GameState(), parse_action(act), CTX)[0]


def test_cooperative_with_races_003_L473_L491():
    # 003:L473 ("also by Races"), 003:L491: each character gets one of the Race cards revealed with them.
    game = _created(3, "cooperative", {"races": True})
    assert [len(h.races) for h in game.heroes] == [1, 1, 1]
    assert game.coop is not None  # the cooperative setup ran too


def test_solo_with_a_race_and_with_hybrids_003_L599_L647():
    # 003:L599: the solo hero chooses a Character and a Race; Hybrids cross two Races (003:L647).
    assert len(_created(1, "solo", {"races": True}).heroes[0].races) == 1
    assert len(_created(1, "solo", {"races": True, "hybrids": True}).heroes[0].races) == 2


def _board_ready(seats: int, mode: str) -> GameState:
    from .kit import FIRST_ABILITIES, coop_game, play

    return play(coop_game(seats, mode), kind="prepare_board", abilities=FIRST_ABILITIES, chance="chance_forest#1",
                adventures=["hermit#1", "hermit#2", "gem_mine#1", "gem_mine#2"])


def test_choose_freely_a_player_to_start_003_L495():
    """003:L495: in the Cooperative game the group names who starts; nobody rolls for it."""
    from app.games.prophecy.engine import legal_actions

    from .kit import play, refused

    state = _board_ready(3, "cooperative")
    offers = legal_actions(state, CTX)
    assert [(o.kind, o.params["first"]) for o in offers] == [("choose_first_player", s) for s in range(3)]
    assert refused(state, kind="roll_first_player", faces=[6, 1, 1]).rule.id == "first_player_chosen"
    started = play(state, kind="choose_first_player", first=2)
    assert started.flow.active == 2 and started.flow.first == 2 and started.flow.stage == "chance"


def test_solo_starts_with_its_only_hero_without_a_roll_003_L495():
    state = _board_ready(1, "solo")
    assert state.flow.active == 0 and state.flow.stage == "chance"
