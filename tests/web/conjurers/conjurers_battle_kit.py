"""A two-player Conjurers game brought through the API to an open battleground battle, or to any placement's
resolution, for the battle and table tests; a four-player game with tournaments brought to its first prize."""

from __future__ import annotations

from tests.helpers import GM_PIN, GM_TOKENS, api_act
from tests.web.conjurers.kit import start_action

SIMPLE = ("lumber_mill", "stone_mine", "wood_storage", "stone_storage", "wild_animals")
BATTLEGROUNDS = ("mount_olympus", "valhalla", "duat", "shangri_la", "garden_of_eden")
# The numbers a table might type from the level 1 creatures' cards (our own, not the game's).
PRINTED = {"hp": 6, "bd": 2, "abilities": {}, "element": None}


def create(client) -> str:
    """A new two-player game (Ada and Bo), Ada starting; the client masters it."""
    action = start_action(("Ada", "Bo")) | {"start": 0, "locked": ["japanese", "egyptian"]}
    r = client.post("/api/v1/games", json={"name": "Battle night", "setup": action, "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    GM_TOKENS[r.get_json()["id"]] = r.get_json()["gm_token"]
    return r.get_json()["id"]


def game(client, game_id: str) -> dict:
    """The game's state and offers as the API answers them."""
    return client.get(f"/api/v1/games/{game_id}").get_json()


def open_battleground(client, game_id: str | None = None, level: int = 2, spaces=BATTLEGROUNDS) -> tuple[str, int]:
    """Ada's conjurer (seat 0, placing first) on an open battleground (Mount Olympus in `create`'s game), everything
    else resolved, then the battleground fought on Herald's boards: the game's id and its step."""
    game_id = game_id or create(client)
    g = game(client, game_id)
    while g["state"]["stage"] == "allocation":
        offers = g["legal_actions"]
        pick = next((o for o in offers if o["params"].get("space") in spaces and o["seat"] == 0
                     and o["params"]["figure"] == "conjurer"), None)
        pick = pick or next(o for o in offers if o["params"].get("space") in SIMPLE)
        assert api_act(client, game_id, g["seq"], {"kind": pick["kind"], **pick["params"]}).status_code == 200
        g = game(client, game_id)
    while (offer := g["legal_actions"][0])["kind"] not in ("battleground", "duel"):
        assert api_act(client, game_id, g["seq"], {"kind": offer["kind"], **offer["params"]}).status_code == 200
        g = game(client, game_id)
    fought = {"creature": offer["choices"]["creature"][0], "level": level} if offer["kind"] == "battleground" else {}
    r = api_act(client, game_id, g["seq"], {"kind": offer["kind"], **offer["params"], **fought, "by_herald": True})
    assert r.status_code == 200, r.get_json()
    return game_id, r.get_json()["seq"]


def battle_offers(client, game_id: str) -> list[dict]:
    """The battle moves offered now."""
    return [o for o in game(client, game_id)["legal_actions"] if o["kind"] == "battle"]


def minion_summon_index(client, game_id: str) -> int:
    """The place in the battle's move list of the minion summoned into slot 1 (the guardians' first move)."""
    moves = [o["params"]["move"] for o in battle_offers(client, game_id)]
    return next(i for i, m in enumerate(moves) if m["card"] == "minion" and m["slot"] == 0)


def open_duel(client) -> tuple[str, int]:
    """Ada (seat 0) challenges Bo in his house: the duel's battle open, Ada to act (001:L423-429, L500)."""
    return open_battleground(client, spaces=("house_1",))


def to_resolution(client, gid: str, seat: int, figure: str, space: str) -> dict:
    """Every figure out (this seat's `figure` on `space`, the others on simple spaces), everything before it
    resolved: the game as the API gives it, its first offer the space's."""
    g = game(client, gid)
    while g["state"]["stage"] == "allocation":
        offers = g["legal_actions"]
        pick = next((o for o in offers if o["params"].get("space") == space and o["seat"] == seat
                     and o["params"]["figure"] == figure), None)
        pick = pick or next(o for o in offers if o["params"].get("space") in SIMPLE)
        assert api_act(client, gid, g["seq"], {"kind": pick["kind"], **pick["params"]}).status_code == 200
        g = game(client, gid)
    while not (g["legal_actions"][0]["seat"] == seat and g["legal_actions"][0]["params"].get("figure") == figure):
        offer = g["legal_actions"][0]
        assert api_act(client, gid, g["seq"], {"kind": offer["kind"], **offer["params"]}).status_code == 200
        g = game(client, gid)
    return g


# Spaces that ask nothing more than a tap when they resolve.
EVERY_SIMPLE = (*SIMPLE, "fishing_pond", "iron_mine", "iron_storage", "bronze_mine", "bronze_storage", "initiative")


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
        offer = next((o for o in places if o["params"].get("space") in EVERY_SIMPLE), None) or offers[0]
        r = api_act(client, game_id, g["seq"], _answer(offer))
        assert r.status_code == 200, (offer, r.get_json())
    raise AssertionError("no tournament prize reached")


# A flyer on the guardians' side: a creature without flying arriving opposite it starts no fight (001:L512, L559).
FLYER = {"hp": 6, "bd": 2, "abilities": {"flying": 0}, "element": None}
QUIET_PATH = (("summon", "creature-", 0), ("summon", "level1-", 0), ("move", "creature-", 1), ("move", "level1-", 1),
              ("move", "creature-", 2))


def to_quiet_stalemate(client) -> str:
    """A battleground battle five quiet turns long (no die rolled: the creature fought for flies, Ada's first creature
    follows it without a fight), Ada's two other creatures still in hand and untyped: Ada moving her creature to
    slot 3 makes the sixth quiet turn, the stalemate (001:L488)."""
    game_id, _ = open_battleground(client)
    for kind, prefix, slot in QUIET_PATH:
        g = game(client, game_id)
        offer = next(o for o in g["legal_actions"] if o["kind"] == "battle" and o["params"]["move"]["kind"] == kind
                     and (o["params"]["move"]["card"] or "").startswith(prefix) and o["params"]["move"]["slot"] == slot)
        card = offer["params"]["move"]["card"]
        values = {card: FLYER if prefix == "creature-" else PRINTED} if kind == "summon" else {}
        r = api_act(client, game_id, g["seq"], {"kind": "battle", **offer["params"], "values": values})
        assert r.status_code == 200, r.get_json()
    return game_id
