"""A played game goes through the event store unchanged: every new event and the flow survive the JSON
round trip and the snapshots (one every 50 steps)."""

from __future__ import annotations

import random

from app.games.prophecy.engine import IllegalAction, InvalidInput, legal_actions, parse_action
from app.store import games as saved
from app.store.db import make_engine
from app.store.gamelog import GameLog
from tests.engine.playout import CTX, create, fill
from tests.helpers import new_id


def test_a_random_game_reloads_identically(tmp_path):
    log = GameLog(make_engine(str(tmp_path / "h.sqlite")), context=lambda: CTX)
    rng = random.Random(7)
    game_id, applied = saved.create_game(log, name="G", act=parse_action(create(3, "table", rng=rng)))
    seq, state = applied.seq, applied.state
    for _ in range(160):
        offers = legal_actions(state, CTX)
        rng.shuffle(offers)
        for offer in offers:
            try:
                applied = log.append(game_id, parse_action(fill(state, offer, rng)), expected_seq=seq,
                                     action_id=new_id())
            except (IllegalAction, InvalidInput):
                continue
            break
        seq, state = applied.seq, applied.state
    fresh = GameLog(log.engine, context=lambda: CTX)
    assert fresh.load(game_id) == (seq, state)
    assert seq > 100
