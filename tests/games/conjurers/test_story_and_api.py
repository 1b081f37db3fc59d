"""Every step tells the table something in plain words; the action union yields a JSON schema for the API."""

from __future__ import annotations

from random import Random

from pydantic import TypeAdapter

from app.games.conjurers.engine import action_union
from app.games.conjurers.engine.actions import ACTION_TYPES

from .kit import play_step, start


def test_every_step_of_a_game_tells_something_without_internal_names():
    """001:L273 each phase of a round is told as it happens (allocation, resolving, end)."""
    rng = Random(11)
    state, _ = start(4, seed=11, tournaments=True)
    while state.result is None:
        raw, (after, events) = play_step(state, rng)
        lines, cursor = [], state
        for e in events:
            lines.append(e.describe(cursor))
            cursor = e.apply_to(cursor)
        story = " ".join(line for line in lines if line)
        assert story, raw
        assert "_" not in story and "None" not in story, story
        state = after


def test_the_action_union_makes_one_schema_with_every_kind():
    """001:L319 every action of the board has its own request shape (the API documents each)."""
    schema = TypeAdapter(action_union()).json_schema()
    kinds = set(schema["discriminator"]["mapping"])
    assert kinds == set(ACTION_TYPES) and {"place", "collect", "trade", "buy", "sacrifice", "duel"} <= kinds
