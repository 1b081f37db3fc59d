"""Per-hero costs, caps and limits, and the Dwarf's bank (003:L125, 003:L137-161)."""

from __future__ import annotations

from app.games.prophecy.engine.events import HeroUpdated
from app.games.prophecy.engine.rules import limits
from tests.engine.kit import play, prepared, put, refused
from tests.engine.races.test_setup import HUMAN, make, raced

TROLL = {**HUMAN, "race": "troll"}
DWARF = {**HUMAN, "race": "dwarf"}


def game(*picks):
    """A game at the first Chance card with these Races, seat 0 (the Paladin) first."""
    state = prepared(make(raced(*picks)))
    return play(state, kind="roll_first_player", faces=[6, 1])


def with_tokens(state, seat, **values):
    hero = state.hero(seat)
    return state.with_hero(hero.model_copy(update=values))


def at_guild(state, seat, space, ability):
    state = HeroUpdated(seat=seat, space=space, moved=True).apply_to(state)
    guild = {10: "fortress", 14: "forest_camp", 6: "monastery"}[space]
    if ability not in state.zone(f"guild:{guild}"):
        state = put(state, ability, f"guild:{guild}")
    flow = state.flow.model_copy(update={"stage": "turn", "active": seat})
    return state.model_copy(update={"flow": flow})


def learn(state, seat, ability, printed):
    return play(state, kind="learn", seat=seat, card=ability, cost=printed)


def test_human_paladin_pays_7_for_concentration_and_1_plus_1_for_meditation():  # 003:L137
    state = with_tokens(game([HUMAN], [TROLL]), 0, experience=10, gold=5)
    fortress = learn(at_guild(state, 0, 10, "concentration#1"), 0, "concentration#1", 8)
    assert (fortress.hero(0).experience, fortress.hero(0).gold) == (3, 5)
    camp = learn(at_guild(state, 0, 14, "meditation#1"), 0, "meditation#1", 2)
    assert (camp.hero(0).experience, camp.hero(0).gold) == (9, 4)


def test_troll_pays_4_for_sacrifice_and_10_plus_10_for_horsemanship():  # 003:L149
    state = game([TROLL], [HUMAN])
    state = state.with_hero(state.hero(0).model_copy(update={"guilds": ("monastery", "magic_tower")}))
    state = with_tokens(state, 0, experience=14, gold=12)
    monastery = learn(at_guild(state, 0, 6, "sacrifice#1"), 0, "sacrifice#1", 2)
    assert (monastery.hero(0).experience, monastery.hero(0).gold) == (10, 12)
    camp = learn(at_guild(state, 0, 14, "horsemanship#1"), 0, "horsemanship#1", 8)
    assert (camp.hero(0).experience, camp.hero(0).gold) == (4, 2)


def test_dwarf_with_6_gold_loses_only_1_in_an_economic_crisis():  # 003:L157
    state = game([DWARF], [HUMAN])
    assert (state.hero(0).gold, state.hero(0).bank) == (3, 3)
    crisis = play(state, kind="draw_chance", seat=0, card="economic_crisis#1")
    assert (crisis.hero(0).gold, crisis.hero(0).bank) == (2, 3)


def test_banked_gold_is_outside_the_15_gold_limit_and_spent_when_the_card_runs_out():  # 003:L155, 003:L157
    state = with_tokens(game([DWARF], [HUMAN]), 0, gold=15)
    assert limits.excess(state, 0)["gold"] == 0 and state.hero(0).bank == 3
    spent = play(with_tokens(state, 0, gold=1), kind="adjust_hero", seat=0, gold=-3)
    assert (spent.hero(0).gold, spent.hero(0).bank) == (0, 1)


def test_the_bank_moves_at_will_up_to_three():  # 003:L155, 003:L161
    state = game([DWARF], [HUMAN])
    out = play(state, kind="move_bank", seat=0, amount=-2)
    assert (out.hero(0).gold, out.hero(0).bank) == (5, 1)
    assert refused(state, kind="move_bank", seat=0, amount=1).rule.ref == "003:L155"
    assert refused(state, kind="move_bank", seat=1, amount=1).rule.ref == "003:L155"


def test_caps_are_the_heros_own():  # 003:L125
    state = game([{**HUMAN, "race": "elf", "strength": None, "willpower": None}], [HUMAN])
    grown = play(with_tokens(state, 0, blue=10, magic=10), kind="adjust_hero", seat=0, willpower=2)
    assert (grown.hero(0).blue, grown.hero(0).magic) == (11, 11)
    human = play(with_tokens(state, 1, blue=10, magic=10), kind="adjust_hero", seat=1, willpower=2)
    assert human.hero(1).blue == 10


def test_a_new_character_keeps_the_players_race_and_its_cube_changes():  # 003:L125 (Herald's reading on a death)
    from tests.engine.kit import hero, stage
    from tests.engine.test_rules_round import dying

    state, _ = dying()
    elf = game([{**HUMAN, "race": "elf", "strength": None, "willpower": None}], [HUMAN]).hero(0)
    state = hero(state, 0, races=elf.races, sheet=elf.sheet)
    state = play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose",
                 ability_order=["prayer#1", "stealth#1"])
    after = play(stage(state, "chance", 0), kind="new_character", seat=0, character="wandering_monk")
    h = after.hero(0)
    assert h.races == ("elf",) and (h.red, h.blue, h.magic) == (4, 5, 3)  # the Monk's 4/4, +1 Willpower, less 2 Magic


def test_the_human_discount_leaves_other_experience_payments_alone():  # 003:L139
    state = with_tokens(game([HUMAN], [TROLL]), 0, experience=10)
    paid = play(state, kind="adjust_hero", seat=0, experience=-4, reason="Strong Man")
    assert paid.hero(0).experience == 6


def test_gold_moved_into_the_bank_may_fill_it_to_exactly_three():  # 003:L155
    """The bank holds up to 3 Gold: a move that ends at 3 is allowed, one past it is refused."""
    state = play(game([DWARF], [HUMAN]), kind="move_bank", seat=0, amount=-2)
    full = play(state, kind="move_bank", seat=0, amount=2)
    assert (full.hero(0).gold, full.hero(0).bank) == (3, 3)
    assert refused(state, kind="move_bank", seat=0, amount=3).rule.ref == "003:L155"


def test_a_hero_whose_race_has_no_bank_is_told_so():  # 003:L155
    """Only a Dwarf banks Gold: a Human's move is refused by that reason, not by a bank of size 0."""
    state = game([DWARF], [HUMAN])
    for amount in (1, -1):
        err = refused(state, kind="move_bank", seat=1, amount=amount)
        assert err.rule.ref == "003:L155" and "Only a hero whose Race has a bank" in str(err)


def test_a_dwarf_banks_no_more_gold_than_her_card_holds():  # 003:L155
    """Gold moved in comes off the character card, so no more than it holds."""
    poor = with_tokens(play(game([DWARF], [HUMAN]), kind="move_bank", seat=0, amount=-3), 0, gold=1)
    err = refused(poor, kind="move_bank", seat=0, amount=2)
    assert err.rule.ref == "003:L155" and "only 1 Gold on the character card" in str(err)


def test_a_dwarf_may_empty_her_bank():  # 003:L161
    """Gold moves out at will, down to an empty bank."""
    empty = play(game([DWARF], [HUMAN]), kind="move_bank", seat=0, amount=-3)
    assert (empty.hero(0).gold, empty.hero(0).bank) == (6, 0)
