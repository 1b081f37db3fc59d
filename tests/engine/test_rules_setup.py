"""Setup: seats and characters, the draft, the cards' starting places, the initial situation, the first player."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput, apply, parse_action
from app.games.prophecy.engine.rules import decks
from app.games.prophecy.engine.state import GameState
from tests.engine.kit import CTX, FIRST_ABILITIES, fresh, hero, offers, play, prepared, refused
from tests.engine.playout import all_instances, check_invariants, create


def test_heroes_start_with_printed_cubes_three_gold_three_experience():  # 000:L127, 000:L195
    state = fresh(2)
    paladin = state.hero(0)
    assert (paladin.red, paladin.health, paladin.blue, paladin.magic) == (4, 4, 4, 4)
    assert (paladin.gold, paladin.experience) == (3, 3)


def test_heroes_start_in_their_first_guild():  # 000:L214
    state = fresh(2)
    assert state.hero(0).space == 10  # the Paladin: Fortress
    assert state.hero(1).space == 14  # the Druid: Forest Camp


def test_unknown_printed_values_come_from_the_table():  # 000:L127
    act = create(2, characters=("spellblade", "druid"))
    assert act["seats"][0]["strength"] == 4
    state = apply(GameState(), parse_action(act), CTX)[0]
    assert state.hero(0).red == 4
    act["seats"][0].pop("strength")
    act["seats"][0].pop("willpower")
    with pytest.raises(Exception) as info:
        apply(GameState(), parse_action(act), CTX)
    assert "000:L127" in str(info.value)


def test_every_card_starts_in_a_deck_or_an_astral_plane():  # 000:L83, 000:L87
    state = fresh(3)
    check_invariants(state)
    for p in range(5):
        for slot in ("lesser", "greater", "artifact"):
            (card,) = state.zone(f"plane:{p}:{slot}")
            assert card in state.hidden and CTX.catalog.card(card.split("#")[0]).deck == slot
    assert {c for z, cs in state.zones.items() if z.startswith("deck:") for c in cs} | {
        c for z, cs in state.zones.items() if z.startswith("plane:") for c in cs} == all_instances()


def test_herald_mode_needs_a_deal_for_the_planes_and_checks_it():  # 000:L83
    act = create(2, "herald")
    act["planes"][0] = [act["planes"][1][0], *act["planes"][0][1:]]
    with pytest.raises(Exception) as info:
        apply(GameState(), parse_action(act), CTX)
    assert "000:L83" in str(info.value)
    act.pop("planes")
    with pytest.raises(InvalidInput):
        apply(GameState(), parse_action(act), CTX)


def test_create_without_catalog_still_works_for_the_web_form():  # 000:L17
    from app.games.prophecy.engine import Context
    payload = {"kind": "create_game", "seats": [{"player": "A", "character": "Druid", "strength": 3, "willpower": 6},
                                                {"player": "B", "character": "Paladin", "strength": 4, "willpower": 4}]}
    state = apply(GameState(), parse_action(payload), Context())[0]
    assert state.flow.stage == "setup" and state.hero(0).red == 3


def drafted(seats=3):
    state = fresh(seats, draft=True)
    hands = [["paladin", "druid"], ["wandering_monk", "enchantress"], ["mystic", "ranger"]][:seats]
    return play(state, kind="draft_deal", hands=hands)


def test_draft_keep_one_pass_the_other_left_twice_then_choose():  # 000:L119
    state = drafted()
    state = play(state, kind="draft_pick", seat=0, keep="paladin")
    assert state.zone("draft:1:in") == ("druid",)
    state = play(state, kind="draft_pick", seat=1, keep="enchantress")
    state = play(state, kind="draft_pick", seat=2, keep="mystic")
    assert state.flow.turn == 2
    assert set(state.zone("draft:0")) == {"paladin", "ranger"}
    for seat, keep in ((0, "paladin"), (1, "druid"), (2, "mystic")):
        state = play(state, kind="draft_pick", seat=seat, keep=keep)
    for seat, keep in ((0, "paladin"), (1, "druid")):
        state = play(state, kind="draft_pick", seat=seat, keep=keep)
    assert state.hero(0).character == "paladin" and state.hero(0).red == 4 and state.hero(0).space == 10
    refused(state, kind="draft_pick", seat=2, keep="mystic")  # unknown Strength: the table must type it
    state = play(state, kind="draft_pick", seat=2, keep="mystic", strength=3, willpower=5)
    assert state.flow.stage == "situation"
    assert "enchantress" in state.zone("characters:box")
    check_invariants(state)


def test_draft_refuses_a_character_not_in_hand_and_a_second_pick():  # 000:L119
    state = drafted()
    assert refused(state, kind="draft_pick", seat=0, keep="mystic").rule.ref == "000:L119"
    state = play(state, kind="draft_pick", seat=0, keep="druid")
    assert refused(state, kind="draft_pick", seat=0, keep="druid").rule.id == "draft"


def test_initial_situation_turns_up_an_ability_per_guild_and_adventures_on_one_terrain():  # 000:L207, 000:L208
    state = prepared(fresh(2))
    for guild, card in FIRST_ABILITIES.items():
        assert state.zone(f"guild:{guild}") == (card,)
    assert [state.zone(f"space:{i}") for i in (3, 5, 13, 17)] == [("hermit#1",), ("hermit#2",), ("gem_mine#1",),
                                                                   ("gem_mine#2",)]
    assert not state.hidden & {"hermit#1", "gem_mine#2"}
    assert state.zone("discard:chance") == ("chance_forest#1",)
    assert state.flow.stage == "first_player"


def test_initial_situation_needs_a_terrain_chance_card():  # 000:L208
    state = fresh(2)
    r = refused(state, kind="prepare_board", abilities=FIRST_ABILITIES, chance="peaceful_times#1", adventures=[])
    assert r.rule.ref == "000:L208"


def test_first_player_by_highest_die_and_ties_roll_again():  # 000:L214
    state = prepared(fresh(3))
    state = play(state, kind="roll_first_player", faces=[5, 5, 2])
    assert state.flow.stage == "first_player"
    assert offers(state)[0].choices["seats"] == [0, 1]
    state = play(state, kind="roll_first_player", faces=[3, 4])
    assert (state.flow.stage, state.flow.active, state.flow.round, state.flow.first) == ("chance", 1, 1, 1)


def test_drawable_is_what_can_still_come_up():  # 000:L109
    state = prepared(fresh(2))
    assert "hermit#1" not in decks.drawable(state, "adventure")
    assert "concentration#1" not in decks.drawable(state, "ability:fortress")
    assert len(decks.drawable(state, "ability:fortress")) == 4  # five in the test catalog, one turned up


def test_the_first_player_is_not_rolled_for_while_a_hero_has_no_starting_space():  # 000:L214
    state = hero(prepared(fresh(2)), 1, space=None)
    assert state.hero(1).guilds
    assert refused(state, kind="roll_first_player", faces=[6, 1]).rule.id == "first_player"


def test_a_character_whose_guilds_nobody_knows_needs_them_typed():  # 000:L214
    import pytest

    from app.games.prophecy.engine import IllegalAction
    from app.games.prophecy.engine.setup import character_guilds

    with pytest.raises(IllegalAction) as info:
        character_guilds(CTX, "a-character-not-in-the-catalog", ())
    assert info.value.rule.id == "start_space"
    assert character_guilds(CTX, "a-character-not-in-the-catalog", ("monastery", "fortress")) == ("monastery", "fortress")


def test_after_a_tie_the_roll_names_who_rolls_again():  # 000:L214
    state = play(prepared(fresh(3)), kind="roll_first_player", faces=[5, 5, 2])
    assert offers(state)[0].label == "Anna and Ben tied: roll again"
    assert offers(prepared(fresh(3)))[0].label == "Roll for the first player"
