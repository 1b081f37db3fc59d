"""Inputs that once answered 500 now answer 422 problem JSON naming the field."""

from __future__ import annotations

import random

from app.games.prophecy.engine import Context, legal_actions
from tests.engine.playout import create, fill
from tests.helpers import GM_PIN, GM_TOKENS, api_act, api_create, gm_headers
from tests.web.shared.hostile import REAL


def _problem(r, status: int, field: str) -> dict:
    assert r.status_code == status, r.get_data(as_text=True)[:300]
    assert r.mimetype == "application/problem+json"
    body = r.get_json()
    assert body["field"] == field and body["status"] == status and body["message"]
    return body


def _preview(client, game_id, body):
    return client.post(f"/api/v1/games/{game_id}/battle-preview", json=body, headers=gm_headers(game_id))


def test_a_preview_against_a_seat_that_is_not_in_the_game(client):
    game_id = api_create(client, seats=2)
    body = _problem(_preview(client, game_id, {"seat": 0, "opponent": {"seat": 3}}), 422, "opponent.seat")
    assert "no seat 4" in body["message"]


def test_a_hero_previewing_a_fight_against_herself(client):
    game_id = api_create(client, seats=2)
    body = _problem(_preview(client, game_id, {"seat": 1, "opponent": {"seat": 1}}), 422, "opponent.seat")
    assert "herself" in body["message"]


def test_a_preview_with_a_malformed_roll_choice(client):
    game_id = api_create(client, seats=2)
    r = _preview(client, game_id, {"seat": 0, "opponent": {"seat": 1}, "choices": {"rolls": {"1": ["garbage"]}}})
    assert "garbage" in _problem(r, 422, "choices.rolls.1")["message"]
    r = _preview(client, game_id, {"seat": 0, "opponent": {"seat": 1}, "choices": {"rolls": {"x": []}}})
    _problem(r, 422, "choices.rolls.x.[key]")


def test_false_is_not_seat_zero(client):
    game_id = api_create(client, seats=2)
    r = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": False, "gold": 1})
    assert _problem(r, 422, "action.adjust_hero.seat")["error"] == "invalid_input"
    r = api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1.5})  # 1.0 is 1, as JSON Schema says
    _problem(r, 422, "action.adjust_hero.gold")
    r = client.post(f"/api/v1/games/{game_id}/battle-preview", json={"seat": True, "opponent": {"seat": 1}},
                    headers=gm_headers(game_id))
    _problem(r, 422, "seat")
    assert api_act(client, game_id, 1, {"kind": "adjust_hero", "seat": 0, "gold": 1}).status_code == 200


def _at_a_terrain_chance_card(app, client) -> tuple[str, int]:
    """A real-catalog game played through the API until the Chance card drawn is the Forest's."""
    log, ctx = app.extensions["herald.log"], Context(catalog=app.extensions["herald.catalog"])
    rng = random.Random(3)
    r = client.post("/api/v1/games", json={"name": "Chance", "pin": GM_PIN,
                                           "setup": create(3, "table", False, rng, ctx=ctx, characters=REAL)})
    game_id = r.get_json()["id"]
    GM_TOKENS[game_id] = r.get_json()["gm_token"]
    for _ in range(20):
        seq, state = log.load(game_id)
        if state.flow.stage == "chance_resolve":
            return game_id, seq
        offer = legal_actions(state, ctx)[0]
        act = fill(state, offer, rng, ctx)
        if offer.kind == "draw_chance":
            act["card"] = "chance-forest#1"
        assert api_act(client, game_id, seq, act).status_code == 200
    raise AssertionError("no Chance card to resolve")


def test_resolve_chance_with_more_cards_than_the_terrain_card_places(app, client):
    game_id, seq = _at_a_terrain_chance_card(app, client)
    offer = next(o for o in client.get(f"/api/v1/games/{game_id}", headers=gm_headers(game_id)).get_json()["legal_actions"]
                 if o["kind"] == "resolve_chance")
    places = len(offer["choices"]["plan"])
    cards = offer["choices"]["cards"][: places + 3]
    assert places and len(cards) == places + 3
    r = api_act(client, game_id, seq, {"kind": "resolve_chance", "seat": offer["seat"], "cards": cards})
    assert f"places {places} cards" in _problem(r, 422, "cards")["message"]
    r = api_act(client, game_id, seq, {"kind": "resolve_chance", "seat": offer["seat"], "cards": cards[:places]})
    assert r.status_code == 200, r.get_json()
