"""The battle through the JSON API: preview (changes nothing), the battle in progress, actions, Herald's dice."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.helpers import api_act, as_tablet
from tests.scenes import stored_scene
from tests.web.prophecy.battle.kit import mercenary_scene
from tests.web.prophecy.scenes import FOREST, VALUES


@pytest.fixture
def client(client):
    """The tablet's browser: a game master's device sending its page's CSRF token (see tests.helpers.as_tablet)."""
    return as_tablet(client, make_game=False)


def test_preview_answers_odds_and_changes_nothing(client):
    gid = mercenary_scene(client)
    before = client.get(f"/api/v1/games/{gid}").get_json()
    r = client.post(f"/api/v1/games/{gid}/battle-preview", json={
        "seat": 0, "opponent": {"creature": "angry-mob#1"},
        "choices": {"kind": "strength", "items": ["axe#1"], "rolls": {"3": ["throw:axe#1"]}, "values": VALUES}})
    assert r.status_code == 200, r.get_json()
    out = r.get_json()
    assert out["breakdown"]["hero"][0]["roll_totals"] == [6, 6, 7]
    assert set(out["odds"]) == {"win", "draw", "lose", "percent"} and "/" in out["odds"]["win"]
    assert {k["label"] for k in out["kinds"]} == {"Battle of Strength", "Battle of Wills (2 Magic)"}
    assert out["missing"] == [] and out["violations"] == []
    after = client.get(f"/api/v1/games/{gid}").get_json()
    assert after["seq"] == before["seq"] and after["state"] == before["state"]


def test_preview_names_the_missing_values(client):
    gid = mercenary_scene(client)
    out = client.post(f"/api/v1/games/{gid}/battle-preview",
                      json={"seat": 0, "opponent": {"creature": "angry-mob#1"}}).get_json()
    # Only the numbers that change the odds stop a preview (issue 34); what the result brings is still named missing.
    assert "angry-mob.special" in out["blocking"] and out["odds"] is None
    assert "angry-mob.reward" in out["missing"] and "angry-mob.reward" not in out["blocking"]


def test_a_battle_fought_through_the_actions_with_herald_rolling(client):
    gid = mercenary_scene(client)
    assert client.get(f"/api/v1/games/{gid}/battle").get_json()["battle"] is None
    seq = 1
    for action in ({"kind": "start_fight", "seat": 0, "creature": "angry-mob#1", "values": VALUES},
                   {"kind": "choose_battle_kind", "seat": 0, "battle_kind": "strength"},
                   {"kind": "announce_equipment", "seat": 0, "items": ["axe#1"]}):
        r = api_act(client, gid, seq, action)
        assert r.status_code == 200, r.get_json()
        seq = r.get_json()["seq"]
    now = client.get(f"/api/v1/games/{gid}/battle").get_json()
    assert now["battle"]["step"] == "roll" and now["dice"] == {"hero": 1, "foe": 1}
    assert now["compare"][0]["label"].startswith("Throw Axe")
    r = api_act(client, gid, seq, {"kind": "battle_roll", "seat": 0, "by_herald": True})
    assert r.status_code == 200, r.get_json()
    rolled = [e for e in r.get_json()["events"] if e["kind"] == "dice_rolled"][0]
    assert rolled["by_herald"] and len(rolled["faces"]) == 2 and "battle roll 1" in rolled["purpose"]
    refused = api_act(client, gid, r.get_json()["seq"], {"kind": "end_turn", "seat": 0})
    state = client.get(f"/api/v1/games/{gid}").get_json()["state"]
    if state["battle"] is not None:
        assert refused.status_code == 422 and refused.get_json()["rule"]["id"] == "battle_in_progress"


def test_openapi_lists_the_battle_routes(client):
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    assert "post" in paths["/api/v1/games/{game_id}/battle-preview"]
    assert "get" in paths["/api/v1/games/{game_id}/battle"]


@pytest.mark.parametrize("opponent, field, words", [
    ({"creature": "nonsense#1"}, "opponent.creature", "There is no card 'nonsense#1'"),
    ({"guardian": "no-such-guardian#1"}, "opponent.guardian", "There is no card 'no-such-guardian#1'"),
    ({"creature": "axe#1"}, "opponent.creature", "Axe (axe#1) is not a Creature"),
    ({"guardian": "angry-mob#1"}, "opponent.guardian", "Angry Mob (angry-mob#1) is not a Guardian"),
])
def test_preview_against_an_unknown_or_unfit_card_is_a_422_naming_it(client, opponent, field, words):
    gid = mercenary_scene(client)
    r = client.post(f"/api/v1/games/{gid}/battle-preview", json={"seat": 0, "opponent": opponent})
    assert r.status_code == 422 and r.content_type == "application/problem+json"
    body = r.get_json()
    assert body["field"] == field and body["detail"].startswith(words), body
    assert "blocking" not in body


def test_preview_against_a_card_the_game_holds_but_the_catalog_does_not_know(client):
    """The table is the truth: an unregistered card lying on the board can be previewed (its values asked)."""
    heroes = (Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=4, magic=4, space=FOREST),
              Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0))
    gid = stored_scene(client, [GameCreated(options=GameOptions(), heroes=heroes),
                                CardMoved(card="adventure-unregistered-01#1", to=f"space:{FOREST}"),
                                FlowChanged(flow=Flow(stage="turn", round=1, active=0, turn=1))], name="Unregistered")
    r = client.post(f"/api/v1/games/{gid}/battle-preview",
                    json={"seat": 0, "opponent": {"creature": "adventure-unregistered-01#1"}})
    assert r.status_code == 200 and r.get_json()["blocking"], r.get_json()
