"""Seeded whole games with the Dragon Realm on the real catalog (a typed board): the standard game, the Apocalypse
and the Dragonslayer variant. Every step is a legal offer; after each, every card lies in exactly one zone across
both boards, cubes and tokens in bounds, and no hero stands on both boards; the log replays to the live state
(tests/engine/realm/playout.py). Realm fights go through the battle engine (realm_fight, realm_lake_fight,
realm_hero_fight, then the usual battle actions) most of the time and through the outcome entry (realm_settle,
realm_lake) the rest, so each game covers both."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from tests.engine.realm.playout import play_game

REALM_STEPS = ("realm_enter", "realm_step", "realm_obstacle", "realm_positive", "realm_lake")
BATTLES = ("realm_fight", "realm_lake_fight", "battle_roll")


@pytest.mark.parametrize(("seed", "seats"), [(1, 3), (0, 4)])
def test_standard_games_with_the_realm_end_with_every_invariant_003_L431(seed, seats):
    """003:L431: nobody is crowned before the Lake's Artifact is won, which the heroes fetch through the Realm.
    Seeds 1 (3 seats) and 0 (4 seats) end with a crowned hero after Creatures and the Lake's Guardian were fought
    both through the battle engine and through the table's outcome entry."""
    game = play_game(seed, seats=seats)
    assert game.state.result is not None and game.state.result.winners
    assert all(game.kinds[k] for k in REALM_STEPS + BATTLES + ("realm_settle", "realm_claim")), game.kinds
    assert not game.state.zone(LAKE_ARTIFACT)


def test_a_final_battle_with_the_realm_brings_everyone_back_003_L435():
    """003:L435: the Final Battle begins once every Artifact is held; the Realm's heroes come back for it (the
    playout checks after every step that nobody is left in the Realm then). Seed 0 with 4 seats gets there."""
    game = play_game(0, seats=4)
    assert "final_battle" in game.marks and game.state.result is not None and game.state.result.winners
    assert game.kinds["realm_lake"] and game.kinds["choose_battleground"]
    assert game.kinds["realm_fight"] and game.kinds["realm_lake_fight"]


def test_the_apocalypse_with_the_realm_closes_the_gate_and_ends_003_L439():
    """003:L439: once the fifth Artifact is taken the Gate closes; the game still ends under the Apocalypse.
    Seed 0 with 4 seats reaches the Apocalypse; its heroes then fall one by one until nobody is left (000:L539),
    an end the rules allow."""
    game = play_game(0, seats=4, variants=("apocalypse",))
    assert "apocalypse" in game.marks and game.state.result is not None and "000:L539" in game.state.result.reason
    assert all(game.kinds[k] for k in REALM_STEPS), game.kinds
    assert game.kinds["realm_fight"]


def test_the_dragonslayer_variant_is_won_by_slaying_the_lakes_dragon_in_battle_003_L661():
    """003:L655-661: Lesser Guardians only, the Dragon Queen on the Lake; the heroes cross the Realm's paths and
    the first to defeat her wins. Seed 13 (3 seats) is won in the battle engine: the game's last step is a roll."""
    game = play_game(13, seats=3, variant="dragonslayer")
    result = game.state.result
    assert result is not None and len(result.winners) == 1 and "003:L661" in result.reason
    assert game.last == "battle_roll" and not game.state.zone(LAKE_GREATER)
    assert all(game.kinds[k] for k in ("realm_enter", "realm_step", "realm_obstacle", "realm_positive")), game.kinds
    assert game.kinds["realm_fight"] and game.kinds["realm_lake_fight"] >= 1, game.kinds


def test_legends_of_dragons_brings_dragonslayer_abilities_into_play_and_back_under_their_deck_003_L277():
    """003:L273-277: in seed 0 (3 seats) Legends of Dragons turns Dragonslayer Abilities up in the guilds, a hero
    learns one, then fights a path Creature holding it (where its bonuses count, 003:L279), and later gives it up:
    it goes under the Dragonslayer deck (the trail is told in the order the steps came)."""
    trail = list(play_game(0, seats=3).slayers)
    assert "guild" in trail and "learned" in trail and "fought" in trail and "given_up" in trail, trail
    assert trail.index("guild") < trail.index("learned") < trail.index("fought") < trail.index("given_up"), trail


@pytest.mark.parametrize("seed", range(6))
def test_seeded_realm_games_never_stall(seed):
    """Whatever the table turns up (the Gate late or never, heroes dying in the Realm), each game reaches an end."""
    assert play_game(seed, seats=3 + seed % 2).state.result is not None
