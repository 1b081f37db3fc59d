"""Random, mostly illegal actions never crash the engine: each is accepted (and keeps the invariants) or
refused as IllegalAction or InvalidInput, and a refusal changes nothing."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from app.games.prophecy.engine import GameState, IllegalAction, InvalidInput, apply, parse_action
from app.games.prophecy.engine.actions import ACTION_TYPES
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.playout import CTX, all_instances, check_invariants, create, playout

CARDS = sorted(all_instances()) + ["paladin", "druid", "mystic", "nonsense#9"]
VALUES = {
    "seat": [0, 1, 2, 3, 4], "target": [0, 1, 2], "killer": [None, 0, 1], "to": [None, 0, 1, 7, 12, 15, 19],
    "plane": [None, 0, 1, 4], "how": ["stay", "walk", "horse", "boat", "gate", "card", "labor", "astral"],
    "outcome": ["win", "draw", "lose"], "loser_pays": ["health", "item"], "deck": ["common", "rare"],
    "amount": [1, 2, 3], "guild": [None, *Z.GUILDS], "resource": [None, "gold", "health"],
    "amounts": [None, [2, 1]], "experience": [None, 0, 2], "price": [None, 3], "cost": [None, 2],
    "strength": [None, 3], "willpower": [None, 4], "magic": [None, 0, 1], "gold": [None, 0, 2],
    "health": [None, 0, -1], "faces": [[6, 1], [3, 3, 2], [5]], "discard": [[], ["sword#1"]],
}


def random_payload(rng: random.Random, kind: str, state: GameState | None = None) -> dict:
    fields = ACTION_TYPES[kind].model_fields
    act: dict = {"kind": kind}
    near = [c for z, cs in (state.zones.items() if state else ()) if not z.startswith("deck:") for c in cs]
    for name, info in fields.items():
        if name == "kind":
            continue
        if name == "seat" and state is not None and state.flow.active is not None and rng.random() < 0.7:
            act[name] = state.flow.active
        elif name in VALUES:
            act[name] = rng.choice(VALUES[name])
        elif name in ("card", "keep", "character", "chance", "item"):
            act[name] = rng.choice(near) if near and rng.random() < 0.6 else rng.choice(CARDS)
        elif name in ("cards", "revealed", "ability_order", "adventures"):
            act[name] = rng.sample(CARDS, rng.randint(0, 3))
        elif info.is_required():
            return {}
    return {k: v for k, v in act.items() if v is not None}


@pytest.mark.parametrize("seed", range(4))
def test_random_actions_are_accepted_or_refused_cleanly(seed):
    rng = random.Random(seed)
    states = [GameState(), apply(GameState(), parse_action(create(3, draft=bool(seed % 2))), CTX)[0]]
    playout(seed, rounds=6)
    states += playout.trail[::3]  # moments at every stage of a few rounds
    kinds = sorted(k for k in ACTION_TYPES if k != "create_game")
    for _ in range(1500):
        state = rng.choice(states)
        payload = random_payload(rng, rng.choice(kinds), state)
        if not payload:
            continue
        try:
            act = parse_action(payload)
        except ValidationError:
            continue
        before = state.model_dump()
        try:
            after, _ = apply(state, act, CTX)
        except (IllegalAction, InvalidInput):
            assert state.model_dump() == before
            continue
        if state.heroes and after.zones:
            check_invariants(after)
        if len(states) < 120:
            states.append(after)
