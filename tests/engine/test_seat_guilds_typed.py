"""Seat guilds sent at creation (000:L214: the first guild printed on the character card is where the hero starts): honoured when they are
the card's, refused naming the field when they contradict it; never silently replaced by the card's."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import GameState, InvalidInput, apply, parse_action
from tests.engine.kit import CTX
from tests.engine.playout import create


def created(guilds: list[str]) -> GameState:
    act = create(2, "table")
    act["seats"][0]["guilds"] = guilds  # seat 0 plays the Paladin: Fortress, then Monastery on the fake catalog
    return apply(GameState(), parse_action(act), CTX)[0]


def test_seat_guilds_that_match_the_card_are_honoured_000_L117():
    assert created(["fortress", "monastery"]).hero(0).guilds == ("fortress", "monastery")


@pytest.mark.parametrize("guilds", [["thieves_guild", "forest_camp"], ["monastery", "fortress"]])
def test_seat_guilds_that_contradict_the_card_are_refused_naming_the_field_000_L117(guilds):
    with pytest.raises(InvalidInput) as err:
        created(guilds)
    assert err.value.field == "guilds" and "Fortress" in str(err.value)
