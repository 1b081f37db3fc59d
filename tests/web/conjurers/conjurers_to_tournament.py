"""A four-player Conjurers game with tournaments brought through the JSON API to the first tournament's first
prize: every figure on a simple space or a fight reported as won, nothing traded, bought or sacrificed."""

from __future__ import annotations

from tests.helpers import GM_PIN, GM_TOKENS, api_act
from tests.web.conjurers.kit import start_action

# Spaces that ask nothing more than a tap when they resolve.
SIMPLE = ("lumber_mill", "stone_mine", "wood_storage", "stone_storage", "wild_animals", "fishing_pond", "iron_mine",
          "iron_storage", "bronze_mine", "bronze_storage", "initiative")


def _answer(offer: dict) -> dict:
    """The least the table types for an offer: outcomes reported, the first choice taken."""
    raw = {"kind": offer["kind"], **offer["params"]}
    kind, choices = offer["kind"], offer["choices"]
    if kind == "place":
        return raw
    if kind == "hire":
        return raw | {"assistant": None}
    if kind == "trade":
        return raw | {"trades": []}
    if kind == "buy":
        return raw | {"purchases": []}
    if kind == "sacrifice":
        return raw | {"offerings": []}
    if kind == "battleground":
        return raw | {"creature": choices["creature"][0], "level": 2, "won": True}
    if kind == "duel":
        return raw | ({"categories": ["food", "wood", "stone"]} if "drawn" not in offer["needs"]
                      else {"challenger_won": False, "categories": []})
    if kind == "tournament_draw":
        return raw | {"semifinals": [[0, 1], [2, 3]]}
    if kind == "tournament_match":
        return raw | {"winner": choices["winner"][0]}
    return raw


def to_first_prize(client) -> str:
    """The game's id, its first tournament's first prize the next step (after round 6's feeding)."""
    setup = start_action(("Ada", "Bo", "Cy", "Di")) | {"tournaments": True}
    r = client.post("/api/v1/games", json={"name": "Tournament night", "setup": setup, "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    for _ in range(2000):
        g = client.get(f"/api/v1/games/{game_id}").get_json()
        offers = g["legal_actions"]
        if offers[0]["kind"] == "tournament_prize":
            return game_id
        places = [o for o in offers if o["kind"] == "place"]
        offer = next((o for o in places if o["params"].get("space") in SIMPLE), None) or offers[0]
        r = api_act(client, game_id, g["seq"], _answer(offer))
        assert r.status_code == 200, (offer, r.get_json())
    raise AssertionError("no tournament prize reached")
