"""The rules summary and the player aid of a cooperative or solo game: their own goal, clock and order instead of
the crown and the Final Battle, still on two pages (003:L569, L575, L623, L625)."""

from __future__ import annotations

import dataclasses

import pytest

from app.games.prophecy.engine.state import GameOptions, GameResult
from app.games.prophecy.printing.documents import render_document
from app.printing import PAPERS

from .games import sample_game
from .pdfcheck import A4, assert_paper, text


def _coop_game(mode: str):
    game = sample_game(seats=2 if mode == "solo" else 3)
    options = GameOptions(coop={"mode": mode, "difficulty": "hard"})
    heroes = game.state.heroes[:1] if mode == "solo" else game.state.heroes
    return dataclasses.replace(game, state=game.state.model_copy(update={"options": options, "heroes": heroes}),
                               seat_links={0: game.seat_links[0]} if mode == "solo" else game.seat_links)


@pytest.mark.parametrize("mode", ["cooperative", "solo"])
def test_the_rules_summary_of_a_cooperative_game(mode):
    rendered = render_document("rules", _coop_game(mode), sheet=PAPERS["A4"])
    assert rendered.pages == 2
    assert_paper(rendered.pdf, A4, pages=2)
    words = " ".join(text(rendered.pdf).split())
    assert "Power Up token" in words and "Champions" not in words and "Win 4 of the 5" not in words
    assert ("three more rounds" in words) if mode == "cooperative" else ("five rounds" in words)


def test_the_player_aid_of_a_cooperative_game_says_the_goal_and_the_order():
    rendered = render_document("aid", _coop_game("cooperative"), sheet=PAPERS["A4"], seat=0)
    words = " ".join(text(rendered.pdf).split())
    assert "Together against the planes" in words and "catch up" in words


@pytest.mark.parametrize(("mode", "won", "verdict"), [
    ("cooperative", True, "The group wins together"), ("cooperative", False, "The group loses together"),
    ("solo", True, "The planes are won back"), ("solo", False, "The planes win"),
])
def test_the_chronicle_tells_one_result_for_the_whole_group(mode, won, verdict):
    """003:L569-577, L623-625: the group wins or loses together, so the chronicle names no single winner."""
    game = _coop_game(mode)
    seats = tuple(h.seat for h in game.state.heroes)
    result = GameResult(winners=seats if won else (), reason="every Artifact won" if won else "a hero died")
    game = dataclasses.replace(game, state=game.state.model_copy(update={"result": result}))
    words = " ".join(text(render_document("chronicle", game, sheet=PAPERS["A4"]).pdf).split())
    assert verdict in words and "Winner" not in words and "No winner" not in words
