"""The Artifact won in a table-deck game: the game screen asks which card the table turned up, and the log
names the one the table gave."""

from __future__ import annotations

import html as markup
import re

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.engine.events import CardMoved, FlowChanged, HeroUpdated
from tests.helpers import api_act, api_create
from tests.web.prophecy.scenes import append_step


def _act(client, log, game_id, action):
    seq, _ = log.load(game_id)
    r = api_act(client, game_id, seq, action)
    assert r.status_code < 300, r.get_json()
    return r.get_json()


def _guardians_beaten(client, log) -> str:
    """A game where Anna attacked Astral Plane 1 and beat both its Guardians (one step of plain events)."""
    game_id = api_create(client)
    _, state = log.load(game_id)
    prepare = next(o for o in legal_actions(state, log.context()) if o.kind == "prepare_board")
    _act(client, log, game_id, {"kind": "prepare_board", "chance": "chance-forest#1",
                                "abilities": {g: sorted(p)[0] for g, p in prepare.choices["abilities"].items()},
                                "adventures": ["hermit#1", "ruin#1"]})
    _act(client, log, game_id, {"kind": "roll_first_player", "faces": [6, 2]})
    _, state = log.load(game_id)
    catalog = log.context().catalog
    space = catalog.attack_spaces(catalog.planes()[0].id)[0]
    beaten = [state.zone(f"plane:0:{slot}")[0] for slot in ("lesser", "greater")]
    flow = state.flow.model_copy(update={"stage": "astral", "active": 0, "turn": 1,
                                         "marks": frozenset({"turn:plane:0", "turn:moved:astral"})})
    events = [HeroUpdated(seat=0, space=space, moved=True), *(CardMoved(card=c, to="removed") for c in beaten),
              FlowChanged(flow=flow)]
    append_step(log, game_id, events, kind="laid_out", story="Both Guardians of the plane were beaten for the test.",
                tag="lay")
    return game_id


def _offer(html: str, kind: str) -> str:
    found = re.search(rf'<div class="offer-card" data-kind="{kind}">.*?</form>', html, re.S)
    return markup.unescape(found.group(0)) if found else ""


def test_the_game_screen_asks_which_artifact_was_won(client, log):
    game_id = _guardians_beaten(client, log)
    _, state = log.load(game_id)
    stand_in = state.zone("plane:0:artifact")[0]
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    claim = _offer(html, "claim_artifact")
    assert claim, "no offer to take the Artifact"
    assert "<h3>Take the Artifact of Astral Plane 1</h3>" in claim
    buttons = re.findall(r'<button[^>]*name="card" value="([^"]+)">([^<]+)</button>', claim)
    # Every Artifact still face down on a plane, the stand-in's included, by its catalog name.
    assert sorted(v for v, _ in buttons) == sorted(state.zone(f"plane:{p}:artifact")[0] for p in range(5))
    assert ("crown-of-the-ancient-kings#1", "Crown of the Ancient Kings") in buttons
    assert "End the turn" not in html
    assert stand_in in state.hidden


def test_the_artifact_the_table_names_is_the_one_the_hero_takes(client, log):
    game_id = _guardians_beaten(client, log)
    _, state = log.load(game_id)
    named = next(c for c in state.zone("plane:1:artifact"))  # Herald had put it in another plane
    body = _act(client, log, game_id, {"kind": "claim_artifact", "seat": 0, "card": named})
    _, state = log.load(game_id)
    assert state.zone("hero:0:items") == (named,) and named not in state.hidden
    name = log.context().catalog.card(named.split("#")[0]).name
    assert any(name in line for line in body["log"]), body["log"]
    assert not any("records" in line for line in body["log"])
