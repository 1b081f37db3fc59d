"""Undoing a Conjurers step whose outcome came from chance asks first, on the JSON API as on the tablet: a battle
turn's dice (001:L538-544), a battle's three drawn at random (001:L492-494), the semifinals drawn by lot (001:L455).
The table cannot roll or draw them again the same. A step without chance (a placement) is undone at once."""

from __future__ import annotations

import re

import pytest

from app.games.conjurers.kind import KIND
from tests.helpers import api_act, gm_headers
from tests.web.conjurers.conjurers_battle_kit import PRINTED, battle_offers, create, game, open_battleground


def _undo(client, game_id, seq, confirm=False):
    return client.post(f"/api/v1/games/{game_id}/undo", json={"expected_seq": seq, "confirm": confirm},
                       headers=gm_headers(game_id))


def _asks_then_undoes(client, game_id, seq):
    """The undo is refused as Prophecy's API refuses one (409, `confirmation_required`, the step in words), nothing
    taken back, until confirmed."""
    asked = _undo(client, game_id, seq)
    assert asked.status_code == 409, asked.get_json()
    body = asked.get_json()
    assert body["error"] == "confirmation_required"
    assert body["message"].startswith(f"Undoing this step takes back dice or a drawn card: step {seq}, “")
    assert not re.search(r"level1-|creature-|[a-z]+_[a-z]+", body["message"]), body["message"]  # plain words
    assert game(client, game_id)["seq"] == seq
    done = _undo(client, game_id, seq, confirm=True)
    assert done.status_code == 200 and done.get_json()["seq"] == seq - 1


def test_undo_of_a_battle_turn_with_dice_asks_first_on_the_api(client):
    """001:L538-544: the battle dice fell (rolled by Herald here); undoing the turn asks first."""
    game_id, seq = open_battleground(client)
    minion = api_act(client, game_id, seq, {"kind": "battle", "seat": 1,
                                            "move": {"kind": "summon", "card": "minion", "slot": 0}})
    seq = minion.get_json()["seq"]
    move = next(o for o in battle_offers(client, game_id) if o["params"]["move"]["slot"] == 0)["params"]["move"]
    rolled = api_act(client, game_id, seq, {"kind": "battle", "seat": 0, "move": move, "by_herald": True,
                                            "values": {move["card"]: PRINTED}})
    assert rolled.status_code == 200 and rolled.get_json()["events"][0]["dice"], rolled.get_json()
    _asks_then_undoes(client, game_id, seq + 1)
    _asks_then_undoes(client, game_id, seq)  # the minion's summon: a battle turn asks, as on the tablet


def test_undo_of_herald_s_draw_asks_first_on_the_api(client):
    """001:L492: the battle's three drawn at random, here by Herald (`by_herald`); undoing the step asks first."""
    game_id, seq = open_battleground(client)
    assert client.get(f"/api/v1/games/{game_id}/log", headers=gm_headers(game_id)).get_json()[-1]["chance"]
    _asks_then_undoes(client, game_id, seq)


def test_undo_of_a_placement_does_not_ask_on_the_api(client):
    game_id = create(client)
    offer = game(client, game_id)["legal_actions"][0]
    assert offer["kind"] == "place"
    placed = api_act(client, game_id, 1, {"kind": "place", **offer["params"]})
    assert placed.status_code == 200
    done = _undo(client, game_id, 2)
    assert done.status_code == 200 and done.get_json()["seq"] == 1


# Every step the tablet asked about before the rule moved to the kind: a battle turn and the semifinals' lot (its own
# list of kinds), any step Herald drew or rolled for (`by_herald`), and a step whose three the tablet had Herald
# draw (its story ending "Herald dealt what came up."), here the three drawn as any table may type them.
ASKED_BEFORE = [
    {"kind": "battle", "seat": 0, "move": {"kind": "summon", "card": "minion", "slot": 0}},
    {"kind": "battle", "seat": 0, "move": {"kind": "summon", "card": "minion", "slot": 0}, "by_herald": True},
    {"kind": "tournament_draw", "semifinals": [[0, 1], [2, 3]]},
    {"kind": "battleground", "seat": 0, "figure": "conjurer", "creature": "c", "by_herald": True},
    {"kind": "battleground", "seat": 0, "figure": "conjurer", "creature": "c", "drawn": ["a", "b", "c"]},
    {"kind": "duel", "seat": 0, "by_herald": True},
    {"kind": "duel", "seat": 0, "drawn": ["a", "b", "c"]},
    {"kind": "duel", "seat": 0, "defender_drawn": ["a", "b", "c"]},
    {"kind": "tournament_match", "match": "semi_1", "by_herald": True},
    {"kind": "tournament_match", "match": "semi_1", "challenger": 0, "drawn": ["a", "b", "c"]},
]
NOT_ASKED = [
    {"kind": "place", "seat": 0, "figure": "conjurer", "space": "lumber_mill"},
    {"kind": "battleground", "seat": 0, "figure": "conjurer", "creature": "c", "level": 2, "won": True},
    {"kind": "duel", "seat": 0, "categories": ["food", "wood", "stone"]},
    {"kind": "tournament_match", "match": "semi_1", "winner": 0},
]


@pytest.mark.parametrize("raw", ASKED_BEFORE, ids=lambda raw: raw["kind"])
def test_every_step_the_tablet_asked_about_still_asks(raw):
    """The one rule (the kind's `took_chance`, read by the store's undo for the tablet and the API alike) asks about
    every step the tablet's own list and Herald's marks asked about."""
    act = KIND.parse_action(raw)
    assert KIND.took_chance(act, ())


@pytest.mark.parametrize("raw", NOT_ASKED, ids=lambda raw: raw["kind"])
def test_steps_without_dice_or_a_draw_do_not_ask(raw):
    assert not KIND.took_chance(KIND.parse_action(raw), ())


def test_the_tablet_asks_before_taking_back_herald_s_draw(client):
    """The tablet's undo goes through the same rule: Herald's draw (001:L492) asks, in the screen's words."""
    game_id, seq = open_battleground(client)
    screen = client.get(f"/games/{game_id}").get_data(as_text=True)
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', screen).group(1)
    asked = client.post(f"/conjurers/{game_id}/undo", data={"seq": seq, "csrf_token": token})
    text = asked.get_data(as_text=True)
    assert asked.status_code == 200 and 'id="confirm-undo"' in text and "Ada battles the minion side" in text
    assert game(client, game_id)["seq"] == seq
    done = client.post(f"/conjurers/{game_id}/undo", data={"seq": seq, "csrf_token": token, "confirm": "1"})
    assert done.status_code == 303 and game(client, game_id)["seq"] == seq - 1


def test_a_played_game_marks_its_chance_steps_and_an_import_marks_the_same(app, client, log):
    """The row's `chance` is the kind's rule at write time, and a game file re-decided on import marks the same rows
    (so an imported game asks before the same undos as the game it came from)."""
    import json

    from app.store.transfer import export_game, import_game
    from tests.web.conjurers.kit import played

    game_id = played(app, client, stop=lambda state: state.round >= 8)
    rows = log.rows(game_id)
    marks = [(r.seq, r.chance) for r in rows]
    assert marks == [(r.seq, KIND.took_chance(KIND.parse_action(r.action), KIND.parse_events(r.events))) for r in rows]
    assert any(r.type == "tournament_draw" for r in rows) and all(r.chance for r in rows if r.type == "tournament_draw")
    assert not any(r.chance for r in rows if r.type == "place")
    copy = import_game(log, json.dumps(export_game(log, game_id)))
    assert [(r.seq, r.chance) for r in log.rows(copy)] == marks
