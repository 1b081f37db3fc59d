"""Conjurers games made through the API for the web tests: the start action for 2 to 4 players and a game created
with it, the client its game master."""

from __future__ import annotations

from app.games.conjurers.catalog import load_catalog
from tests.helpers import GM_PIN, GM_TOKENS

LEVEL1 = [c.id for c in load_catalog().deck("level1")]


def start_action(players=("Ada", "Bo", "Cy")) -> dict:
    """A start_game action for 2 to 4 players: one mythology locked per the table C2, three level 1 each."""
    locked = {2: ["greek", "norse"], 3: ["japanese"], 4: []}[len(players)]
    return {"kind": "start_game", "players": list(players), "first_assistants": ["worker", "merchant", "warrior",
            "recruiter"][:len(players)], "locked": locked,
            "level1": [LEVEL1[3 * i:3 * i + 3] for i in range(len(players))], "start": 1}


def create_game(client, players=("Ada", "Bo", "Cy"), **extra):
    """A new game for `players` through the API (`extra` joins the request); the client masters it."""
    r = client.post("/api/v1/games", json={"name": "Conjurers night", "setup": start_action(players), "pin": GM_PIN,
                                           **extra})
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r.get_json()["id"]
