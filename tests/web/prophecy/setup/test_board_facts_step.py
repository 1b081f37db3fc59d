"""The wizard's board step: the first game of a group asks once for the board facts Herald lacks (terrains of five
wilderness spaces, the third Magic Gate, which way clockwise runs), with a picture of the ring; the answers become
the group's entries and the next game does not ask again; terrain Chance cards then reach those spaces."""

from __future__ import annotations

import random
import re

import pytest

from app.games.prophecy.engine.rules import lookup
from app.games.prophecy.engine.rules.chance.inputs import terrain_plan
from tests.helpers import as_tablet
from tests.web.prophecy.wholegame.formplay import Tablet, create_with_wizard, parse
from tests.web.prophecy.wholegame.kit import answers


@pytest.fixture
def client(client):
    """The tablet's browser, sending its page's CSRF token."""
    return as_tablet(client, make_game=False)


BOARD = {"board_terrain_3": "forest", "board_terrain_8": "plains", "board_terrain_9": "mountains",
         "board_terrain_16": "forest", "board_terrain_17": "plains", "board_gate": "9", "board_clockwise": "down"}


def _board_step(client, **extra) -> str:
    data = {"go": "4", "name": "Board", "seats": "2", "seat0_player": "Anna", "seat1_player": "Ben",
            **{k: str(v) for k, v in answers(2).items() if k.startswith("seat") and k != "seats"}, **extra}
    r = client.post("/games/new", data=data)
    assert r.status_code == 200, r.get_data(as_text=True)[:2000]
    return r.get_data(as_text=True)


def test_the_first_game_asks_for_the_board_once_and_keeps_the_answers(app, client):
    page = parse(_board_step(client))
    asked = page.find(id="board-facts")
    assert asked is not None
    # the picture: 20 spaces, the five unknown wilderness spaces marked
    assert len(page.select("svg.ring-picture g.ring-space")) == 20
    assert sorted(int(g["data-index"]) for g in page.select("g.ring-space.asked")) == [3, 8, 9, 16, 17]
    assert {s["name"] for s in asked.select("select")} == {f"board_terrain_{i}" for i in (3, 8, 9, 16, 17)} | {"board_gate"}
    assert "Mountains (space 1)" in asked.get_text() and "Plains (space 19)" in asked.get_text()
    before = lookup.spaces_of(app.extensions["herald.log"].context(), "forest")
    assert 3 not in before

    tablet = Tablet(client, random.Random(1))
    game_id = create_with_wizard(tablet, answers(2) | BOARD)
    entries = client.get("/api/v1/catalog/entries/export").get_json()["overrides"]
    assert entries["space-03"]["terrain"] == "forest" and entries["space-09"]["gate"] is True
    assert entries["space-16"]["gate"] is False and entries["board"] == {"clockwise": "down"}
    ctx = app.extensions["herald.log"].context()
    assert lookup.spaces_of(ctx, "forest") == tuple(sorted({*before, 3, 16}))
    assert lookup.step(ctx, 0, 1) == 19  # clockwise now runs toward lower numbers
    # the terrain cards reach the new spaces: a Forest card's plan, clockwise from the Village, in this game
    _, state = app.extensions["herald.log"].load(game_id)
    state = state.model_copy(update={"flow": state.flow.model_copy(update={"active": 0})})
    start = state.hero(0).space
    plan = [i for i, _ in terrain_plan(state, ctx, "forest")]
    assert sorted(plan) == sorted({*before, 3, 16})
    assert plan == sorted(plan, key=lambda i: (start - i) % 20)  # going down the numbers from the drawer

    # the next game's wizard knows the board: nothing asked
    again = parse(_board_step(client))
    assert again.find(id="board-facts") is None and again.find(id="board-known") is not None


def test_board_answers_are_optional_and_a_bad_one_is_named(app, client):
    html = _board_step(client, board_terrain_3="forest")
    assert 'id="board-facts"' in html
    r = client.post("/games/new", data={"go": "5", "name": "B", "seats": "2", "seat0_player": "A", "seat1_player": "B",
                                        **{k: str(v) for k, v in answers(2).items() if k.startswith("seat") and k != "seats"},
                                        "board_terrain_3": "lava"})
    assert r.status_code == 422
    assert re.search(r'id="form-error">[^<]*Forest, Mountains or Plains', r.get_data(as_text=True))
    # left open, the step moves on and nothing is recorded
    tablet = Tablet(client, random.Random(2))
    create_with_wizard(tablet, answers(2))
    assert client.get("/api/v1/catalog/entries/export").get_json()["overrides"].get("board") is None
