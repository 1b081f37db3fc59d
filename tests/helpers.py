"""Builders shared by the tests: a standard two- or three-seat setup and API shortcuts."""

from __future__ import annotations

import uuid

SEATS = [
    {"player": "Anna", "character": "Druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
    {"player": "Ben", "character": "Paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
    {"player": "Cleo", "character": "Mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
]


def setup_action(seats: int = 2, **options) -> dict:
    """A create_game action payload with the first n standard seats."""
    return {"kind": "create_game", "options": options, "seats": SEATS[:seats]}


def new_id() -> str:
    """A fresh action id."""
    return uuid.uuid4().hex


def api_create(client, seats: int = 2, name: str = "Test game") -> str:
    """Create a game through the API and return its id."""
    r = client.post("/api/v1/games", json={"name": name, "setup": setup_action(seats)})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["id"]


def api_act(client, game_id: str, seq: int, action: dict, action_id: str | None = None):
    """Post one action through the API."""
    return client.post(
        f"/api/v1/games/{game_id}/actions",
        json={"expected_seq": seq, "action_id": action_id or new_id(), "action": action},
    )
