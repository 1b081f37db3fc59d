"""Builders shared by the tests: a standard two- or three-seat setup and API shortcuts."""

from __future__ import annotations

import uuid

# What the table types for characters whose printed values the catalog does not know yet.
SEATS = [
    {"player": "Anna", "character": "druid", "strength": 3, "willpower": 6, "guilds": ["forest_camp", "magic_tower"]},
    {"player": "Ben", "character": "paladin", "strength": 4, "willpower": 4, "guilds": ["fortress", "monastery"]},
    {"player": "Cleo", "character": "mercenary", "strength": 5, "willpower": 3, "guilds": ["fortress", "thieves_guild"]},
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


# The guilds printed on the characters used in tests, as a table would type them (first = start).
GUILDS = {
    "Druid": ("forest_camp", "magic_tower"),
    "Paladin": ("fortress", "monastery"),
    "Mercenary": ("fortress", "thieves_guild"),
    "Scout": ("thieves_guild", "forest_camp"),
}


def pick_guilds(page, seat: int, character: str) -> None:
    """In the setup wizard (Playwright), choose the two guilds of a seat's character."""
    first, second = GUILDS[character]
    page.get_by_label(f"First guild {seat + 1}", exact=True).select_option(first)
    page.get_by_label(f"Second guild {seat + 1}", exact=True).select_option(second)


def guild_fields(seat: int, character: str) -> dict:
    """The wizard's form fields for a seat's guilds."""
    first, second = GUILDS[character]
    return {f"seat{seat}_guild1": first, f"seat{seat}_guild2": second}
