"""Conjurers battles on the JSON API: battle turns as actions (dice entered or rolled by Herald, seeded), the draw
by Herald, and the preview endpoint, which changes nothing and answers the engine's exact odds
(001:L492 secret draw, L500-512 summons and fights, L538-544 battle dice)."""

from __future__ import annotations

import re
from fractions import Fraction

from app.games.conjurers.engine.battle.profile import Printed
from app.games.conjurers.engine.battle.turns import Move
from app.games.conjurers.engine.battling import battle_preview
from tests.helpers import api_act, gm_headers
from tests.web.conjurers.conjurers_battle_kit import PRINTED, battle_offers, game, open_battleground


def _minion_in_slot_1(client, game_id, seq):
    """The minion side starts (001:L500): the minion summoned into slot 1 (no fight: nobody faces it)."""
    r = api_act(client, game_id, seq, {"kind": "battle", "seat": 1, "move": {"kind": "summon", "card": "minion",
                                                                             "slot": 0}})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["seq"]


def _summon_move(client, game_id):
    offer = next(o for o in battle_offers(client, game_id) if o["params"]["move"]["slot"] == 0)
    return offer["params"]["move"]


def _preview(client, game_id, body):
    return client.post(f"/api/v1/games/{game_id}/conjurers/battle-preview", json=body, headers=gm_headers(game_id))


def _rows(client, game_id):
    return client.get(f"/api/v1/games/{game_id}/log", headers=gm_headers(game_id)).get_json()


def test_preview_answers_the_engine_s_exact_odds_and_changes_nothing(client, log):
    game_id, seq = open_battleground(client)
    seq = _minion_in_slot_1(client, game_id, seq)
    move = _summon_move(client, game_id)
    before, rows = game(client, game_id), _rows(client, game_id)
    r = _preview(client, game_id, {"move": move, "values": {move["card"]: PRINTED}})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert game(client, game_id) == before and _rows(client, game_id) == rows and body["seq"] == seq
    [fight] = body["fights"]
    engine = battle_preview(log.load(game_id)[1], Move(**move), {move["card"]: Printed(**PRINTED)})
    odds = fight["odds"]
    assert [(d["damage"], Fraction(d["fraction"])) for d in odds["striker_deals"]] == list(engine.striker_deals)
    assert [(d["damage"], Fraction(d["fraction"])) for d in odds["target_deals"]] == list(engine.target_deals)
    assert {d["card"]: Fraction(d["fraction"]) for d in odds["dies"]} == engine.dies
    for d in odds["dies"]:
        assert d["percent"] == round(float(Fraction(d["fraction"])) * 100, 1)
    assert sum(Fraction(d["fraction"]) for d in odds["striker_deals"]) == 1
    assert re.match(r"Ada's \w+ level 1 creature", odds["striker"]["name"]) and odds["target"]["name"] == "the minion"


def test_preview_without_a_move_lists_every_fight_and_what_must_be_typed(client):
    game_id, seq = open_battleground(client)
    _minion_in_slot_1(client, game_id, seq)
    r = _preview(client, game_id, {})
    assert r.status_code == 200
    body = r.get_json()
    assert body["fights"] == [] and len(body["missing"]) == 9  # three creatures, three slots, numbers untyped
    card = _summon_move(client, game_id)["card"]
    typed = _preview(client, game_id, {"values": {card: PRINTED}}).get_json()
    assert [f["move"]["slot"] for f in typed["fights"]] == [0]  # only slot 1 faces the minion
    assert {q["move"]["slot"] for q in typed["quiet"] if q["move"]["card"] == card} == {1, 2}


def test_preview_refuses_unknown_creatures_and_bad_input_naming_the_field(client):
    game_id, seq = open_battleground(client)
    seq = _minion_in_slot_1(client, game_id, seq)
    before = game(client, game_id)
    cases = [
        ({"move": {"kind": "summon", "card": "creature-nobody-9", "slot": 0}}, "move.card"),
        ({"move": {"kind": "attack", "card": "level1-01"}}, "move"),
        ({"move": {"kind": "summon", "card": "minion", "slot": 7}}, "move.slot"),
        ({"move": {"kind": "fly"}}, "move.kind"),
        ({"values": {"creature-nobody-9": PRINTED}}, "values.creature-nobody-9"),
        ({"values": {"minion": {"hp": 0, "bd": 1}}}, "values.minion.hp"),
        ({"gear": {"item-99": {"abilities": {"bind": 0}}}}, "gear.item-99"),
        ({"magician": {"creature-nobody-9": "burning"}}, "magician.creature-nobody-9"),
        ({"surprise": 1}, "surprise"),
    ]
    for body, field in cases:
        r = _preview(client, game_id, body)
        assert r.status_code == 422, (body, r.get_json())
        assert r.mimetype == "application/problem+json" and r.get_json()["field"] == field, (body, r.get_json())
    move = _summon_move(client, game_id)
    r = _preview(client, game_id, {"move": move})
    assert r.status_code == 422 and r.get_json()["field"] == "values"  # its numbers are not typed yet
    assert game(client, game_id) == before


def test_preview_without_a_battle_is_refused_with_its_rule(client):
    from tests.web.conjurers.conjurers_battle_kit import create

    game_id = create(client)
    r = _preview(client, game_id, {})
    assert r.status_code == 422 and r.get_json()["error"] == "illegal_action"
    assert r.get_json()["rule"]["ref"] == "001:L431"
    assert client.get(f"/api/v1/games/{game_id}/conjurers/battle", headers=gm_headers(game_id)).get_json()["battle"] is None


def test_battle_turns_with_dice_entered_or_rolled_by_herald(client, log):
    game_id, seq = open_battleground(client)
    seq = _minion_in_slot_1(client, game_id, seq)
    move = _summon_move(client, game_id)
    act = {"kind": "battle", "seat": 0, "move": move, "values": {move["card"]: PRINTED}}
    r = api_act(client, game_id, seq, act)  # a fight starts: its dice are needed
    assert r.status_code == 422 and r.get_json()["field"].startswith("dice.")
    r = api_act(client, game_id, seq, act | {"by_herald": True, "dice": {"hit:minion": [1, 1]}})
    assert r.status_code == 422 and r.get_json()["field"] == "dice"
    r = api_act(client, game_id, seq, act | {"by_herald": True}, action_id="herald-roll")
    assert r.status_code == 200, r.get_json()
    rolled = r.get_json()["events"][0]["dice"]
    assert set(rolled) >= {"hit:defender:minion"} and all(f in (0, 1, 2) for faces in rolled.values() for f in faces)
    assert len(rolled["hit:defender:minion"]) == 2  # the minion's 2 BD (table C15, level 2)
    recorded = log.rows(game_id)[-1].action
    assert recorded["dice"] == rolled  # the log keeps the faces, so replay needs no generator
    again = api_act(client, game_id, seq, act | {"by_herald": True}, action_id="herald-roll")
    assert again.get_json()["duplicate"] and again.get_json()["seq"] == seq + 1
    # The same step rolls the same dice in another game with the same seed: Herald's roll is seeded.
    undo = client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": seq + 1, "confirm": True},
                       headers=gm_headers(game_id))
    assert undo.status_code == 200
    r = api_act(client, game_id, undo.get_json()["seq"], act | {"by_herald": True})
    assert r.status_code == 200 and r.get_json()["events"][0]["dice"] == rolled
    state = game(client, game_id)["state"]
    assert state["fight"]["battle"]["sides"][0]["slots"][0]["card"] == move["card"]


def test_entered_dice_are_applied_as_they_fell(client):
    game_id, seq = open_battleground(client)
    seq = _minion_in_slot_1(client, game_id, seq)
    move = _summon_move(client, game_id)
    act = {"kind": "battle", "seat": 0, "move": move, "values": {move["card"]: PRINTED}}
    r = api_act(client, game_id, seq, act | {"dice": {"hit:minion": [2, 2], f"hit:{move['card']}": [0, 0]}})
    assert r.status_code == 200, r.get_json()
    [mine] = [s for s in r.get_json()["state"]["fight"]["battle"]["sides"][0]["slots"] if s]
    assert mine["dm"] == 4  # the minion's first strike lands 4; the creature answers with 0
    r = api_act(client, game_id, seq + 1, {"kind": "battle", "seat": 1, "move": {"kind": "attack", "card": "minion"},
                                           "dice": {"hit:minion": [3, 0]}})
    assert r.status_code == 422 and r.get_json()["field"] == "dice.hit:minion"


def test_the_preview_is_in_openapi(client):
    doc = client.get("/api/v1/openapi.json").get_json()
    op = doc["paths"]["/api/v1/games/{game_id}/conjurers/battle-preview"]["post"]
    assert op["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("ConjurersBattlePreviewRequest")
    assert "422" in op["responses"]
    assert "/api/v1/games/{game_id}/conjurers/battle" in doc["paths"]
    battle = doc["components"]["schemas"]["BattleTurn"]
    assert "by_herald" in battle["properties"]
