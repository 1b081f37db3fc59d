"""Requests the access tests send: a valid request for each write route, and the games they act on."""


from __future__ import annotations

import io
import json

from tests.helpers import (
    GM_PIN,
    GM_TOKENS,
    api_act,
    csrf_token,
    gm_headers,
    new_id,
    ui_create,
)
from tests.web.conjurers.conjurers_access_kit import (
    conjurers_entry,
    unnamed_card,
)
from tests.web.conjurers.conjurers_battle_kit import minion_summon_index, open_battleground


def ui_create_client(app):
    """A game master's browser (it created a game)."""
    gm = app.test_client()
    ui_create(gm)
    return gm


# ---- the requests a game master would send, per route -----------------------------------------------


def _first_offer(client, game_id: str) -> dict:
    """A Conjurers game's first offered action as its screen's form posts it (one field per value); empty for another
    game."""
    offers = client.get(f"/api/v1/games/{game_id}").get_json().get("legal_actions") or [{}]
    return {"kind": offers[0].get("kind"), **offers[0].get("params", {})}


def conjurers_create(client) -> str:
    """A two-player Conjurers game made from its setup form (this client masters it); Herald draws the rest."""
    form = {"name": "Myths", "pin": GM_PIN, "seat0_player": "Ada", "seat0_assistant": "worker", "seat1_player": "Bo",
            "seat1_assistant": "warrior", "start": "0", "csrf_token": csrf_token(client)}
    r = client.post("/conjurers/new", data=form)
    assert r.status_code == 303, r.get_data(as_text=True)[:300]
    game_id = r.headers["Location"].rstrip("/").split("/")[-1]
    GM_TOKENS[game_id] = client.post(f"/api/v1/games/{game_id}/session", json={"pin": GM_PIN}).get_json()["token"]
    return game_id


CONJURERS_BATTLE = ("conjurers_battle.play", "api.conjurers_battle_preview", "conjurers_battle.name_card",
                    "conjurers_battle.type_dice")
def _minion_pick(client, game_id: str, endpoint: str) -> str:
    """The battle screen's tap summoning the minion, in a game where that battle is open."""
    if endpoint != "conjurers_battle.play" or log_kind(client, game_id) != "conjurers":
        return "0"
    return str(minion_summon_index(client, game_id))


def log_kind(client, game_id: str) -> str:
    return client.application.extensions["herald.log"].kind_of(game_id).name


CARD_PACKS = ("card_packs.review_upload", "card_packs.import_reviewed", "card_packs_api.review_card_pack",
              "card_packs_api.import_card_pack")


def gm_request(endpoint: str, client, game_id: str) -> dict:
    """Keyword arguments for client.open that make the GM's request succeed (with what it needs first)."""
    log = client.application.extensions["herald.log"]
    seq = lambda: log.load(game_id)[0]  # noqa: E731
    token = csrf_token(client)
    conjurers = log.kind_of(game_id).name == "conjurers"
    if conjurers and endpoint in ("conjurers.undo", "conjurers.redo"):
        offer = client.get(f"/api/v1/games/{game_id}").get_json()["legal_actions"][0]
        api_act(client, game_id, seq(), {"kind": offer["kind"], **offer["params"]})
    if conjurers and endpoint == "conjurers.redo":
        log.undo(game_id, expected_seq=seq())
    if endpoint in CONJURERS_BATTLE and log_kind(client, game_id) == "conjurers":  # a battleground fought on Herald's boards, the guardians to act
        open_battleground(client, game_id)
    if endpoint in ("play.undo", "api.undo"):
        api_act(client, game_id, seq(), {"kind": "adjust_hero", "seat": 0, "gold": 1})
    if endpoint in ("play.redo", "api.redo"):
        api_act(client, game_id, seq(), {"kind": "adjust_hero", "seat": 0, "gold": 1})
        log.undo(game_id, expected_seq=seq())
    if endpoint in ("catalog.forget", "catalog.import_file", "catalog_api.import_entries", *CARD_PACKS):
        assert client.post("/catalog/cards/ghost", data={"f:lives": "3", "csrf_token": token}).status_code == 200
    if endpoint in ("catalog.forget_fact", "catalog_api.delete_fact_entry"):  # a correction to withdraw
        r = client.post("/api/v1/catalog/facts/space-05/entries", json={"values": {"port": True}}, headers=gm_headers(game_id))
        assert r.status_code == 201, r.get_json()
    withdrawn = conjurers_entry(client, game_id, endpoint)
    entries = b""
    if endpoint in ("catalog.import_file", "catalog_api.import_entries", *CARD_PACKS):  # exported, then withdrawn: importing restores it
        entries = client.get("/card-packs/export" if endpoint in CARD_PACKS else "/catalog/export").data
        assert client.post("/catalog/cards/ghost/forget", data={"field": "lives", "csrf_token": token}).status_code in (200, 303)
    # Built for the one endpoint asked: each value is computed only when its request is sent.
    forms = {
        "play.act": lambda: {"seq": seq(), "action_id": new_id(), "kind": "adjust_hero", "seat": 0, "gold": 1},
        "play.undo": lambda: {"seq": seq()},
        "play.redo": lambda: {"seq": seq()},
        "games.rename": lambda: {"name": "Renamed"},
        "games.delete": lambda: {},
        "gm.leave": lambda: {},
        "gm.change_pin_submit": lambda: {"current": GM_PIN, "pin": "97531", "pin2": "97531"},
        "share.reissue": lambda: {},
        "share.reissue_display": lambda: {},
        "share.choose_address": lambda: {"address": "localhost"},  # the test client's host: one of the choices
        "catalog.save_card": lambda: {"f:lives": "3", "f:copies": "2"},
        "catalog.forget": lambda: {"field": "lives"},
        "catalog.import_file": lambda: {"file": (io.BytesIO(entries), "entries.json")},
        "catalog.register": lambda: {"f:lives": "1", "f:copies": "4"},  # differs from what catalog.save_card enters
        "catalog.later": lambda: {},
        "catalog.save_fact": lambda: {"f:port": "yes"},
        "catalog.forget_fact": lambda: {"field": "port"},
        "conjurers.act": lambda: {"seq": seq(), "action_id": new_id(), **_first_offer(client, game_id)},
        "conjurers.undo": lambda: {"seq": seq()},
        "conjurers.redo": lambda: {"seq": seq()},
        "conjurers_battle.play": lambda: {"seq": seq(), "action_id": new_id(), "pick": _minion_pick(client, game_id, endpoint)},
        "realm_board.type_board": lambda: {"seq": seq(), "action_id": new_id(), "realm_path_left": "DLSDLD",
                                           "realm_path_middle": "DSDD", "realm_path_right": "LDLSDLDL"},
        "conjurers_battle.name_card": lambda: {"seq": seq(), "card": unnamed_card(client, game_id, endpoint), "name": "Imp"},
        "conjurers_battle.type_dice": lambda: {"seq": seq(), "faces.0": "1", "faces.1": "4", "faces.2": "1"},
        "conjurers_catalog.save_card": lambda: {"name": "Imp the First"},
        "conjurers_catalog.withdraw_entry": lambda: {"field": "name"},
        "conjurers_catalog.restore_entry": lambda: {"entry": str(withdrawn)},
        "play_record.keep_bgg_id": lambda: {"bgg_id": "1234"},
        "card_packs.review_upload": lambda: {"file": (io.BytesIO(entries), "pack.json")},
        "card_packs.import_reviewed": lambda: {"pack": entries.decode()},
        "printing.set_paper": lambda: {"paper": "Letter"},  # not the default, so the change shows
        "printing.prepare": lambda: {"paper": "A4"},
        "battle.act": lambda: {"seq": seq(), "action_id": new_id(), "kind": "adjust_hero", "seat": 0, "gold": 1},
        "battle.fight": lambda: {
            "seq": seq(), "action_id": new_id(), "seat": 0, "opponent": "creature", "foe_name": "Old Pirate",
            "foe_strength": 3, "foe_willpower": 3, "kind": "strength", "r1_hero_1": 1, "r1_foe_1": 6,
        },
    }
    bodies = {
        "api.post_action": lambda: {"expected_seq": seq(), "action_id": new_id(), "action": {"kind": "adjust_hero", "seat": 0, "gold": 1}},
        "api.undo": lambda: {"expected_seq": seq()},
        "api.redo": lambda: {"expected_seq": seq()},
        "api.rename_game": lambda: {"name": "Renamed"},
        "api.delete_game": lambda: None,
        "gm_api.delete_session": lambda: None,
        "gm_api.put_pin": lambda: {"current": GM_PIN, "pin": "97531"},
        "share_api.reissue_link": lambda: None,
        "share_api.reissue_display_link": lambda: None,
        "catalog_api.post_entries": lambda: {"values": {"lives": 3}},
        "catalog_api.post_fact_entries": lambda: {"values": {"port": True}},
        "catalog_api.delete_fact_entry": lambda: None,
        "api.battle_preview": lambda: {"seat": 0, "opponent": {"creature": "angry-mob#1"}},
        "api.conjurers_battle_preview": lambda: {},
        "api.conjurers_card_values": lambda: {"values": {"name": "Imp the Second"}},
        "api.conjurers_card_withdraw": lambda: {"field": "name"},
        "api.conjurers_card_restore": lambda: {"entry_id": withdrawn},
        "play_record_api.put_bgg_id": lambda: {"bgg_id": 4321},
        "card_packs_api.import_card_pack": lambda: {"pack": json.loads(entries) if entries else {}},
    }
    if endpoint in ("catalog_api.import_entries", "card_packs_api.review_card_pack"):
        return {"headers": gm_headers(game_id), "data": entries, "content_type": "application/json"}
    if endpoint in forms:
        return {"data": {**forms[endpoint](), "csrf_token": token}}
    if endpoint in bodies:
        kwargs = {"headers": gm_headers(game_id)}
        body = bodies[endpoint]()
        if body is not None:
            kwargs["json"] = body
        return kwargs
    raise AssertionError(f"{endpoint}: add the request a game master sends to gm_request")
