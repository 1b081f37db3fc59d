"""The group's Realm board is stored once, like the ring's missing facts, and travels with every game."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.games.prophecy.catalog import load_catalog
from app.games.prophecy.catalog.entries import current_entries, entries_for_game, record
from app.games.prophecy.engine.cards import OverrideError
from app.store.db import make_engine
from tests.catalog.conftest import CARDS
from tests.engine.realm.boards import TYPED, board


def test_the_typed_board_is_kept_refused_boards_are_not_and_every_game_carries_it(tmp_path):
    engine = make_engine(tmp_path / "herald.sqlite")
    base = load_catalog(CARDS)
    with pytest.raises(OverrideError):
        record(engine, base, {"realm": {**TYPED, "path_middle": "DSDDDLD"}}, origin="table")  # 003:L217
    assert current_entries(engine) == []
    catalog = record(engine, base, {"realm": TYPED}, origin="table")
    assert catalog.entity("realm").board() == board()
    game = SimpleNamespace(zones={}, heroes=())
    assert {e.field for e in entries_for_game(engine, "some-game", game)} == set(TYPED)
