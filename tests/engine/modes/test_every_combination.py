"""Every combination the modes' declaration allows starts and plays (engine/modes.py, research T12): each created
on the real catalog (with a typed Realm board) and played by random legal actions, every invariant after every step
and the replay equal to the live state; a seeded sample of them plays on to its end."""

from __future__ import annotations

import random

import pytest

from app.games.prophecy.engine import GameState, IllegalAction, apply, modes, parse_action
from tests.engine.modes.matrix import Combination, combination, create, play
from tests.engine.realm.playout import CTX

ALLOWED = list(modes.allowed_sets())
# Steps each combination plays: enough to pass setup, the first player and a few rounds' first moves.
STEPS = 30


def test_the_declaration_allows_what_the_lines_allow_and_counts_them():
    print(f"{len(ALLOWED)} allowed combinations of mode and options")
    by_mode = {m.id: {c for mode, c in ALLOWED if mode == m.id} for m in modes.MODES}
    # 003:L473, L599: the Races (and so Hybrids) and the new cards go with both cooperative modes...
    assert frozenset({"races", "hybrids", "new_cards"}) in by_mode["cooperative"] & by_mode["solo"]
    # ...and nothing of the Realm, no Artifact ending, no Team Play (003:L473, L521); Solo no Trading (003:L617).
    barred = {"realm", "dragonslayer", "no_final_battle", "apocalypse", "team_play"}
    assert not any(c & barred for c in by_mode["cooperative"] | by_mode["solo"])
    assert not any("trading" in c for c in by_mode["solo"])
    # Two independent choices (new cards, Guardian Power), three Race settings and, in the Cooperative game, the
    # Trading it always plays ticked or not: 24 and 12.
    assert len(by_mode["cooperative"]) == 2 * 2 * 3 * 2 and len(by_mode["solo"]) == 2 * 2 * 3
    assert all(modes.why_allowed(mode, o) for mode, c in ALLOWED for o in c)  # every pair has its line


@pytest.mark.parametrize("index", range(len(ALLOWED)), ids=lambda i: str(combination(i, *ALLOWED[i])))
def test_every_allowed_combination_starts_and_plays(index):
    combo = combination(index, *ALLOWED[index])
    state, steps = play(combo, index, STEPS)
    assert steps == STEPS or state.result is not None
    assert state.flow.stage not in ("situation", "first_player"), f"{combo} never got past setup"


SAMPLE = random.Random(33).sample(range(len(ALLOWED)), 6) + [i for i, (m, _) in enumerate(ALLOWED)
                                                             if m in ("cooperative", "solo")][::9]


@pytest.mark.parametrize("index", SAMPLE, ids=lambda i: str(combination(i, *ALLOWED[i])))
def test_a_seeded_sample_plays_to_its_end(index):
    """An eager group (it heads for the planes and wins its Guardian fights) ends the game within the cap."""
    combo = combination(index, *ALLOWED[index])
    state, steps = play(combo, index, 1500, eager=True)
    assert state.result is not None, f"{combo}: no end in {steps} steps, at {state.flow}"


@pytest.mark.parametrize(("a", "b", "rule"), list(modes.refused_pairs()), ids=lambda x: getattr(x, "id", str(x)))
def test_every_refused_pair_is_refused_with_its_rule(a, b, rule):
    mode = a if a in {"cooperative", "solo", "basic"} else (b if b in {"cooperative", "solo"} else "standard")
    low, high = modes.seat_range(mode)
    combo = Combination(mode, frozenset({a, b} - {mode, "no races"}), 4 if low <= 4 <= high else low, "table",
                        "normal", "plus_one")
    with pytest.raises(IllegalAction) as err:
        apply(GameState(), parse_action(create(combo, random.Random(0))), CTX)
    assert err.value.rule == rule
