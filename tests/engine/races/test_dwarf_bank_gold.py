"""The Dwarf's extra Gold is its bank (003:L155): 3 Gold on the Race card, none on top of it; Herald knows it, so it
neither asks for it nor adds a typed 'extra Gold' to the character's."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import GameState, InvalidInput, apply, parse_action
from app.games.prophecy.engine.cards.errors import OverrideError
from tests.engine.combat.kit import CATALOG
from tests.engine.kit import CTX
from tests.engine.races.test_setup import HUMAN, raced

DWARF_CARD = {"race": "dwarf", "strength": 0, "willpower": 0, "experience": 0, "item_limit": 0, "ability_limit": 0}


def start(pick: dict) -> GameState:
    return apply(GameState(), parse_action(raced([pick], [HUMAN])), CTX)[0]


def test_a_dwarf_starts_with_the_characters_gold_and_three_in_the_bank_003_L155():
    """003:L155: the 3 extra Gold lie on the Race card as the bank; Herald asks nothing for them."""
    dwarf = start(DWARF_CARD).hero(0)
    human = start({**HUMAN}).hero(0)
    assert (dwarf.gold, dwarf.bank) == (human.gold, 3)


def test_extra_gold_typed_for_a_dwarf_is_refused_not_added_to_the_bank_003_L155():
    """003:L155: a Dwarf with 3 typed as 'extra Gold' would start with the bank twice; refused, naming the field."""
    with pytest.raises(InvalidInput) as err:
        start({**DWARF_CARD, "gold": 3})
    assert err.value.field == "gold"


def test_a_group_entry_giving_the_dwarf_extra_gold_is_refused_003_L155():
    """003:L155: an entry that would double the bank does not fit the card; the field is named."""
    with pytest.raises(OverrideError) as err:
        CATALOG.with_overrides({"dwarf": {"gold": 3}})
    assert (err.value.entity, err.value.field) == ("dwarf", "gold")
