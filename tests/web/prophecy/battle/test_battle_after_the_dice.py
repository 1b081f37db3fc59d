"""A battle between heroes that waits for the loser's choice after its last roll is shown, not a server error:
the battle screen and the API's view of the battle no longer count the dice of a roll that will not come."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.engine.events import CardMoved, FlowChanged, HeroUpdated
from tests.helpers import api_act, api_create, gm_headers
from tests.web.prophecy.scenes import append_step


def _lay_out(log, game_id: str) -> None:
    """One step of plain events: Anna holds a Dagger and both heroes stand in the Enchanted Wilderness on
    Ben's turn, his movement done (what a few rounds of play would give)."""
    _, state = log.load(game_id)
    events = [CardMoved(card="dagger#1", to="hero:0:items"), HeroUpdated(seat=0, space=12, moved=True),
              HeroUpdated(seat=1, space=12, moved=True),
              FlowChanged(flow=state.flow.model_copy(update={"stage": "turn", "active": 1, "turn": 1}))]
    append_step(log, game_id, events, kind="laid_out", story="The table was laid out for the test.", tag="lay")


def _act(client, log, game_id, action):
    seq, _ = log.load(game_id)
    r = api_act(client, game_id, seq, action)
    assert r.status_code < 300, r.get_json()


def test_the_loser_choice_step_is_shown(client, log):
    game_id = api_create(client)
    _, state = log.load(game_id)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    _act(client, log, game_id, {"kind": "prepare_board", "chance": "chance-forest#1",
                                "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()},
                                "adventures": ["hermit#1", "ruin#1"]})
    _act(client, log, game_id, {"kind": "roll_first_player", "faces": [2, 6]})
    _lay_out(log, game_id)
    for action in ({"kind": "start_fight", "seat": 1, "target": 0},
                   {"kind": "choose_battle_kind", "seat": 1, "battle_kind": "strength"},
                   {"kind": "answer_battle_kind", "seat": 0, "wills": False},
                   {"kind": "announce_equipment", "seat": 1}, {"kind": "announce_equipment", "seat": 0},
                   {"kind": "battle_roll", "seat": 1, "hero_faces": [6], "foe_faces": [1]}):
        _act(client, log, game_id, action)
    _, state = log.load(game_id)
    assert state.battle is not None and state.battle.step == "loss_choice"

    page = client.get(f"/games/{game_id}/battle?live=1")
    assert page.status_code == 200
    assert "Choose the loss" in page.get_data(as_text=True)
    api = client.get(f"/api/v1/games/{game_id}/battle", headers=gm_headers(game_id))
    assert api.status_code == 200, api.get_json()
    body = api.get_json()
    assert body["battle"]["step"] == "loss_choice" and body["dice"] is None
