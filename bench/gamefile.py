"""Game files for the import benches: seeded random playouts on the real catalog (as tests/engine/playout.py plays
them), written as Herald export files. A step that would end the game is passed over (an ended game takes no more
steps), and where nothing else can be played the table records a die, so a file has exactly the steps asked for."""

from __future__ import annotations

import random
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.games.prophecy.catalog import load_catalog  # noqa: E402
from app.games.prophecy.engine import (  # noqa: E402
    Context,
    GameState,
    IllegalAction,
    InvalidInput,
    decide,
    fold,
    legal_actions,
    parse_action,
)
from app.store.gamelog import tell  # noqa: E402
from app.store.transfer import FORMAT, VERSION, _checksum  # noqa: E402
from tests.engine.playout import create, fill  # noqa: E402

REAL = ("paladin", "druid", "illusionist", "mystic", "scout")


def steps_of(n: int, seed: int, ctx: Context):
    """(action, events, story) for n steps of a seeded playout."""
    rng = random.Random(seed)
    state = GameState()
    act = parse_action(create(3, "table", False, rng, ctx=ctx, characters=REAL))
    for _ in range(n):
        events = decide(state, act, ctx)
        yield act, events, tell(state, events)
        state = fold(state, events)
        act = _next(state, rng, ctx)


def _next(state: GameState, rng: random.Random, ctx: Context):
    offers = legal_actions(state, ctx)
    rng.shuffle(offers)
    offers.sort(key=lambda o: o.kind == "end_turn")
    for offer in offers:
        act = parse_action(fill(state, offer, rng, ctx))
        try:
            events = decide(state, act, ctx)
        except (IllegalAction, InvalidInput):
            continue
        if fold(state, events).result is None:  # an ended game takes no more steps: play on instead
            return act
    return parse_action({"kind": "record_dice", "purpose": "a die for the table", "faces": [rng.randint(1, 6)]})


def game_file(n: int, seed: int = 17) -> dict:
    """A Herald export file of an n-step game."""
    ctx = Context(catalog=load_catalog(ROOT / "cards" / "prophecy"))
    now = datetime.now(UTC).isoformat()
    log = [{"seq": i, "type": act.kind, "action": act.model_dump(mode="json"),
            "events": [e.model_dump(mode="json") for e in events], "story": story, "action_id": uuid.uuid4().hex,
            "chance": any(e.chance for e in events), "status": "active", "recorded_at": now}
           for i, (act, events, story) in enumerate(steps_of(n, seed, ctx), start=1)]
    body = {"format": FORMAT, "version": VERSION, "exported_at": now,
            "game": {"name": f"Bench {n}", "game": "prophecy", "seed": seed, "created_at": now}, "log": log,
            "catalog_entries": []}
    return {**body, "checksum": _checksum(body)}
