"""The rules on the real card catalog (cards/*.toml): whole random rounds keep every invariant, with the
values the catalog lacks typed in as the table would."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.games.prophecy.engine import Context
from app.games.prophecy.engine.rules import board, lookup
from tests.engine.kit import real_catalog
from tests.engine.playout import playout

CARDS = Path(__file__).resolve().parents[2] / "cards" / "prophecy"
REAL = ("paladin", "druid", "illusionist", "mystic", "scout")


@pytest.fixture(scope="module")
def ctx():
    return Context(catalog=real_catalog())


def test_the_village_example_on_the_real_board(ctx):  # 000:L275
    assert board.walk(ctx, 0) == (1, 19)
    assert board.horse(ctx, 0) == (2, 18)
    assert board.boat(ctx, 0) == (4, 15)
    assert lookup.attack_spaces(ctx, 1) == (5, 7)  # the Monastery's plane, from the Forest and the City


@pytest.mark.parametrize("seed,mode,draft", [(1, "table", False), (2, "herald", False), (3, "table", True)])
def test_real_catalog_playouts(ctx, seed, mode, draft):
    state, log, ended = playout(seed, seats=3, rounds=25, deck_mode=mode, draft=draft, ctx=ctx, characters=REAL)
    assert ended >= 10 or state.flow.stage == "over"
