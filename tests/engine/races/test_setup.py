"""A hero's Race at setup: cubes and caps moved (003:L125), tokens, the bank, typed values (003:L129)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import GameState, InvalidInput, apply, parse_action
from tests.engine.kit import CTX, refused
from tests.engine.playout import create


def raced(*picks, hybrids=False, **kw):
    act = create(2, options={"expansion": {"races": True, "hybrids": hybrids}}, **kw)
    for seat, pick in enumerate(picks):
        act["seats"][seat]["races"] = pick
    return act


def make(act) -> GameState:
    return apply(GameState(), parse_action(act), CTX)[0]


ELF = {"race": "elf", "gold": 0, "experience": 0, "item_limit": 0, "ability_limit": 0}
HUMAN = {"race": "human", "strength": 0, "willpower": 0, "gold": 0, "experience": 0, "item_limit": 0,
         "ability_limit": 0}


def test_elven_paladin_starts_4_5_with_caps_8_and_11():  # 003:L125
    state = make(raced([ELF], [HUMAN]))
    paladin = state.hero(0)
    assert paladin.races == ("elf",)
    assert (paladin.red, paladin.health, paladin.blue, paladin.magic) == (4, 4, 5, 5)
    assert (paladin.sheet.red_cap, paladin.sheet.blue_cap) == (8, 11)


def test_a_race_without_its_printed_values_is_refused_naming_them():  # 003:L125
    err = refused(GameState(), **raced([{"race": "elf"}], [HUMAN]))
    assert err.rule.ref == "003:L125" and "gold" in err.detail


def test_a_typed_value_against_the_catalog_is_refused():  # 003:L125
    with pytest.raises(InvalidInput):
        make(raced([{**ELF, "willpower": 2}], [HUMAN]))


def test_each_hero_takes_one_race_or_two_different_with_hybrids():  # 003:L103, 003:L647
    assert refused(GameState(), **raced([ELF, HUMAN], [HUMAN])).rule.ref == "003:L103"
    assert refused(GameState(), **raced([ELF, ELF], [HUMAN, ELF], hybrids=True)).rule.ref == "003:L103"


def test_setup_extras_and_limit_changes_come_from_the_card():  # 003:L129
    # The Dwarf's extra Gold is its bank, never typed (003:L155); the other changes are typed from the card.
    dwarf = {"race": "dwarf", "strength": 1, "willpower": -1, "experience": 1, "item_limit": 1, "ability_limit": -1}
    hero = make(raced([dwarf], [HUMAN])).hero(0)
    assert (hero.red, hero.blue, hero.gold, hero.experience) == (5, 3, 3, 4)
    assert (hero.sheet.red_cap, hero.sheet.blue_cap, hero.sheet.item_limit, hero.sheet.ability_limit) == (9, 9, 8, 6)
    assert hero.bank == 3 and hero.sheet.bank_cap == 3  # 003:L155


def test_a_hybrid_adds_both_races_changes_and_rules():  # 003:L647
    hero = make(raced([ELF, {**HUMAN}], [HUMAN, ELF], hybrids=True)).hero(0)
    assert hero.races == ("elf", "human") and hero.sheet.ability_cost == -1
    assert hero.blue == 5 and hero.sheet.has("forest_wills")
