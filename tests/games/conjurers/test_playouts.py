"""Seeded whole games with random legal actions for 2, 3 and 4 players, checked after every step."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.conjurers.engine import State, fold, legal_actions, parse_events

from .kit import catalog, play_step, start

MAX_STEPS = 4000


def card_places(state: State) -> Counter:
    """Every card id the state holds, counted once per place it sits."""
    places = Counter()
    for cards in state.piles.values():
        places.update(cards)
    places.update(state.level1_box)
    places.update(state.items)
    places.update(state.artifacts)
    places.update(state.out)
    for p in state.players:
        places.update(c.card for c in p.army)
        places.update(p.items)
        places.update(a.card for a in p.artifacts)
    return places


def check_invariants(state: State) -> None:
    """Resources never negative, figures placed once a round, every card in exactly one place."""
    for p in state.players:
        assert all(v >= 0 for v in p.stock.values()), p.stock
        assert p.minus >= 0
        assert len(p.assistants) <= 3 and len(set(p.assistants)) == len(p.assistants)
    placed = [(pl.seat, pl.figure) for pl in state.placements]
    assert len(placed) == len(set(placed))
    taken = [pl.space for pl in state.placements if pl.space and not pl.space.startswith("house_")]
    assert len(taken) == len(set(taken))
    places = card_places(state)
    assert set(places) == {c.id for c in catalog().cards}
    assert max(places.values()) == 1
    if state.fight is not None:
        battle = state.fight.battle
        for side in battle.sides:
            for _, f in side.on_board():
                assert 0 <= f.dm < battle.stats[f.card].hp  # a creature at its HP is dead and off the board
            assert len(side.hand) + len(side.on_board()) + len(side.lost) <= 3


def check_battle_step(before: State, after: State, events) -> None:
    """001:L534 no damage marker outlives a battle; no creature is lost in one (only gained, 001:L361-363)."""
    kinds = [e.kind for e in events]
    if "battle_began" in kinds:
        battle = after.fight.battle if after.fight else next(e for e in events if e.kind == "battle_began").fight.battle
        assert all(f is None for side in battle.sides for f in side.slots)  # everyone starts in hand, unhurt
    if "battle_ended" in kinds:
        assert after.fight is None
        for p_before, p_after in zip(before.players, after.players, strict=True):
            assert {c.card for c in p_before.army} <= {c.card for c in p_after.army}

@pytest.mark.parametrize(("players", "tournaments"), [(2, False), (3, False), (4, False), (4, True)])
@pytest.mark.parametrize("seed", [7, 2026])
def test_random_game_reaches_a_final_score(players, tournaments, seed):
    """001:L299 the game ends after round 12's feeding and points are counted (001:L451 after the tournament)."""
    rng = Random(f"{players}:{seed}:{tournaments}")
    state, log = start(players, seed=seed, start_seat=rng.randrange(players), tournaments=tournaments)
    kinds = set()
    check_invariants(state)
    for _ in range(MAX_STEPS):
        if state.result is not None:
            break
        assert legal_actions(state), f"no legal action in round {state.round}, stage {state.stage}"
        before = state
        _, (state, events) = play_step(state, rng)
        assert events
        kinds.update(e.kind for e in events)
        log.extend(events)
        check_invariants(state)
        check_battle_step(before, state, events)
    assert state.result is not None and state.round == 12 and legal_actions(state) == []
    assert {s.seat for s in state.result.scores} == set(range(players))
    assert state.result.winners
    assert ("tournament_began" in kinds) == tournaments
    assert {"battle_began", "battle_moved", "battle_ended"} <= kinds  # real battles were fought
    # Replay equals live, through the events' JSON form.
    replayed = fold(State(), parse_events([e.model_dump(mode="json") for e in log]))
    assert replayed == state
    assert replayed.model_dump(mode="json") == state.model_dump(mode="json")


def test_rounds_alternate_allocation_and_resolution():
    """001:L273 a round is allocation, resolving, end; 001:L295 the turn figure moves one round on."""
    rng = Random(3)
    state, _ = start(3, seed=3)
    stages = []
    while state.round < 4:
        stages.append((state.round, state.stage))
        _, (state, _) = play_step(state, rng)
    seen = list(dict.fromkeys(stages))
    assert seen == [(1, "allocation"), (1, "resolving"), (2, "allocation"), (2, "resolving"),
                    (3, "allocation"), (3, "resolving")]


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_any_seed_keeps_the_invariants_and_replays(seed, players):
    """001:L279 each figure once per round and 001:L384 payments from what is held, over any seeded game."""
    rng = Random(seed)
    state, log = start(players, seed=seed, start_seat=rng.randrange(players))
    while state.result is None:
        _, (state, events) = play_step(state, rng)
        log.extend(events)
        check_invariants(state)
    assert fold(State(), log) == state


@pytest.mark.parametrize("options", [{"no_dice": True}, {"elements": True, "healing": True},
                                     {"elements": True, "healing": True, "die": [1, 2, 1]}])
def test_random_games_with_the_battle_options(options):
    """001:L542 no dice, 001:L597 elements, 001:L629 healing: whole games with real battles under each option."""
    rng = Random(str(options))
    state, log = start(4, seed=11, tournaments=True, **options)
    kinds = set()
    while state.result is None:
        before = state
        _, (state, events) = play_step(state, rng)
        kinds.update(e.kind for e in events)
        log.extend(events)
        check_invariants(state)
        check_battle_step(before, state, events)
    assert "battle_ended" in kinds
    assert fold(State(), parse_events([e.model_dump(mode="json") for e in log])) == state
