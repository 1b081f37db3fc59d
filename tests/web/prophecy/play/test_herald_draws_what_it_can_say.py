"""Issue 38, "Herald draws only what it can say": when Herald deals from a real deck and the card that comes up is
one the group has not named yet, Herald does not deal an unnameable card; it tells the table to draw that card from
its deck and name it, and nothing is dealt."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.games.prophecy.screens.play.offer_fill import fill_all
from app.games.prophecy.screens.play.offers_view import herald_fill, herald_rng

UNNAMED = "rare-unregistered-03#1"


def test_herald_dealing_a_card_it_cannot_name_asks_the_table_to_draw_and_name_it():
    with pytest.raises(ValueError, match=r"draw .* name it") as told:
        herald_fill({"kind": "x"}, "card", herald_rng(1, 1), [UNNAMED])
    assert "Unnamed card 03 of the Rare Item deck" in str(told.value)
    offer = SimpleNamespace(needs=("card",), choices={"card": [UNNAMED]})
    with pytest.raises(ValueError, match=r"draw .* name it"):
        fill_all({"kind": "x"}, offer, herald_rng(1, 1), None, table=False)


def test_herald_still_deals_a_card_it_can_name():
    assert herald_fill({}, "card", herald_rng(1, 1), ["sword#1"])["card"] == "sword#1"
    offer = SimpleNamespace(needs=("card",), choices={"card": ["sword#1"]})
    assert fill_all({"kind": "x"}, offer, herald_rng(1, 1), None, table=False)["card"] == "sword#1"
