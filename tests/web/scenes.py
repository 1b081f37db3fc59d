"""A game standing where a test needs it, imported as a one-step file (the table laid out, then play goes on)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from app.engine.events import CardMoved, FlowChanged, GameCreated
from app.engine.state import Flow, GameOptions, Hero
from app.store.transfer import FORMAT, VERSION, _checksum
from tests.helpers import GM_TOKENS

FOREST = 5
# What the table types for the Angry Mob and the Axe (the catalog does not know them).
VALUES = {"angry-mob": {"reward": [], "loss": [], "special": [], "creature_types": ["humanoid"]},
          "axe": {"hands": 1}}


def cleo_and_ben(magic: int = 4, wounds: int = 0, willpower: int = 4) -> tuple[Hero, ...]:
    """The Mercenary on a Forest (with `wounds` Health lost and `magic` Magic) and the Paladin in the Fortress."""
    return (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6 - wounds, blue=willpower, magic=magic,
                 space=FOREST, guilds=("fortress", "thieves_guild")),
            Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0,
                 guilds=("fortress", "monastery")))


def import_scene(client, heroes=None, cards=None, name: str = "Battle") -> str:
    """Import a game at the first hero's turn with `cards` ({card: zone}) laid out; the client masters it."""
    heroes = heroes or cleo_and_ben()
    cards = {"angry-mob#1": f"space:{FOREST}", "axe#1": "hero:0:items"} if cards is None else cards
    events = [GameCreated(options=GameOptions(), heroes=heroes),
              *(CardMoved(card=c, to=z) for c, z in cards.items()),
              FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))]
    now = datetime.now(UTC).isoformat()
    body = {"format": FORMAT, "version": VERSION, "exported_at": now,
            "game": {"name": name, "game": "prophecy", "seed": 7, "created_at": now},
            "log": [{"seq": 1, "type": "record_dice", "action": {"kind": "record_dice", "purpose": "scene",
                                                                  "faces": [1]},
                     "events": [e.model_dump(mode="json") for e in events], "story": [], "action_id": "scene-001",
                     "chance": False, "status": "active", "recorded_at": now}]}
    body["checksum"] = _checksum(body)
    r = client.post("/api/v1/games/import", data=json.dumps(body), content_type="application/json")
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r.get_json()["id"]
