"""Through the API, as a script would: every combination the modes' declaration allows is created (201), and every
pair it refuses answers 422 naming both choices and the rule line (engine/modes.py)."""

from __future__ import annotations

import random

from app.games.prophecy.engine import modes
from tests.engine.modes.matrix import Combination, combination, create
from tests.helpers import GM_PIN


def _post(client, act: dict):
    return client.post("/api/v1/games", json={"name": "Matrix", "setup": act, "pin": GM_PIN})


def test_every_allowed_combination_is_created_through_the_api(client):
    allowed = list(modes.allowed_sets())
    print(f"{len(allowed)} allowed combinations of mode and options")
    for i, (mode, chosen) in enumerate(allowed):
        combo = combination(i, mode, chosen)
        r = _post(client, create(combo, random.Random(i)))
        assert r.status_code == 201, (str(combo), r.get_json())


MODE_IDS = {m.id for m in modes.MODES}


def _refused_case(a: str, b: str) -> Combination:
    """A game holding both choices of a refused pair (and nothing else), seated as its mode allows."""
    mode = a if a in MODE_IDS else (b if b in MODE_IDS and b != "basic" else "standard")
    chosen = frozenset({a, b} - {mode, "no races"})
    low, high = modes.seat_range(mode)
    return Combination(mode, chosen, 4 if low <= 4 <= high else low, "table", "normal", "plus_one")


def test_every_refused_pair_answers_422_with_both_choices_and_the_rule(client):
    pairs = list(modes.refused_pairs())
    print(f"{len(pairs)} refused pairs")
    for a, b, rule in pairs:
        combo = _refused_case(a, b)
        r = _post(client, create(combo, random.Random(0)))
        body = r.get_json()
        assert r.status_code == 422 and body["rule"]["ref"] == rule.ref, (a, b, body)
        words = [modes.WORDS[x].lower() for x in (a, b) if x in modes.WORDS]
        assert all(w in body["detail"].lower() for w in words), (a, b, body["detail"])
    assert client.get("/api/v1/games").get_json() == []  # nothing was created


def test_a_seat_count_the_mode_does_not_take_is_refused_with_its_rule(client):
    # 000:L543: Team Play is for four; 003:L457: Solo is one character.
    for combo, ref in ((Combination("standard", frozenset({"team_play"}), 3, "table", "normal", "none"), "000:L543"),
                       (Combination("solo", frozenset(), 2, "table", "normal", "none"), "003:L457")):
        body = _post(client, create(combo, random.Random(0))).get_json()
        assert body["rule"]["ref"] == ref and "not played with" in body["detail"], body
