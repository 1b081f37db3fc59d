"""Seeded whole games with the Dragon Realm on the real catalog (a typed board): the standard game, the Apocalypse
and the Dragonslayer variant. Every step is a legal offer; after each, every card lies in exactly one zone across
both boards, cubes and tokens in bounds, and no hero stands on both boards; the log replays to the live state
(tests/engine/realm/playout.py). Realm fights go through the outcome entry until the battle engine takes them."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from tests.engine.realm.playout import play_game

REALM_STEPS = ("realm_enter", "realm_step", "realm_obstacle", "realm_positive", "realm_lake")


@pytest.mark.parametrize(("seed", "seats"), [(1, 3), (4, 3)])
def test_standard_games_with_the_realm_end_with_every_invariant_003_L431(seed, seats):
    """003:L431: nobody is crowned before the Lake's Artifact is won, which the heroes fetch through the Realm."""
    game = play_game(seed, seats=seats)
    assert game.state.result is not None and game.state.result.winners
    assert all(game.kinds[k] for k in REALM_STEPS), game.kinds
    assert not game.state.zone(LAKE_ARTIFACT)


def test_a_final_battle_with_the_realm_brings_everyone_back_003_L435():
    """003:L435: the Final Battle begins once every Artifact is held; the Realm's heroes come back for it."""
    game = play_game(3, seats=4)
    assert "final_battle" in game.marks and game.state.result is not None
    assert game.kinds["realm_lake"] and game.kinds["choose_battleground"]


def test_the_apocalypse_with_the_realm_closes_the_gate_and_ends_003_L439():
    """003:L439: once the fifth Artifact is taken the Gate closes; the game still ends under the Apocalypse."""
    game = play_game(1, seats=4, variants=("apocalypse",))
    assert "apocalypse" in game.marks and game.state.result is not None
    assert all(game.kinds[k] for k in REALM_STEPS)


def test_the_dragonslayer_variant_plays_through_the_realm_with_every_invariant_003_L661():
    """003:L655-661: Lesser Guardians only, the Dragon Queen on the Lake; the heroes cross the Realm's paths.
    (The Queen's battle and its win come with the Realm's battles; until then the game runs a fixed number of
    steps.)"""
    game = play_game(0, seats=3, variant="dragonslayer", max_steps=1500)
    assert all(game.kinds[k] for k in ("realm_enter", "realm_step", "realm_obstacle", "realm_positive")), game.kinds
    assert game.state.zone(LAKE_GREATER) == ("dragon-queen#1",)


@pytest.mark.parametrize("seed", range(6))
def test_seeded_realm_games_never_stall(seed):
    """Whatever the table turns up (the Gate late or never, heroes dying in the Realm), each game reaches an end."""
    assert play_game(seed, seats=3 + seed % 2).state.result is not None
