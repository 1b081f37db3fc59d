"""A game standing where given events leave it, written straight into the store for a test.

An imported file is re-decided by the rules, so a test that needs a scene (a hero on a Forest with a Creature)
cannot forge a one-step file any more; it stores the events as the first step here, and the test client becomes
the game's master with its PIN as a browser would (the PIN page) and as an API client would (a GM API token).
"""

from __future__ import annotations

import uuid

from sqlmodel import Session

from app.games.prophecy.engine import fold
from app.games.prophecy.engine.state import GameState
from app.store import gmauth
from app.store.gamelog import tell
from app.store.games import players_of
from app.store.models import EventRecord, GameRecord
from tests.conftest import FAST_PIN_HASH
from tests.helpers import GM_PIN, GM_TOKENS, csrf_token


def stored_scene(client, events, *, name: str = "Scene", seed: int = 7) -> str:
    """Store a game whose first step holds these events; the client masters it. Returns its id."""
    log = client.application.extensions["herald.log"]
    state = fold(GameState(), events)
    game_id = uuid.uuid4().hex
    with Session(log.engine) as session:
        session.add(GameRecord(id=game_id, name=name, seed=seed, head_seq=1, players=players_of(state)))
        session.flush()
        session.add(EventRecord(
            game_id=game_id, seq=1, type="record_dice", action={"kind": "record_dice", "purpose": "scene", "faces": [1]},
            events=[e.model_dump(mode="json") for e in events], story=tell(GameState(), events),
            action_id=uuid.uuid4().hex,
        ))
        session.commit()
    gmauth.set_pin(log.engine, game_id, GM_PIN, method=FAST_PIN_HASH)
    r = client.post(f"/games/{game_id}/pin", data={"pin": GM_PIN, "next": "/", "csrf_token": csrf_token(client)})
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    GM_TOKENS[game_id] = client.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).get_json()["token"]
    return game_id
