"""A round and its turns, the end-of-round limits, death and new characters, and the sample turn."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput
from tests.engine.kit import at, hero, offers, play, put, refused, stage, started


def test_round_passes_clockwise_after_the_end_of_round():  # 000:L216, 000:L220
    state = play(started(3), kind="draw_chance", seat=0, card="economic_crisis#1")
    state = play(play(state, kind="move", seat=0, how="stay"), kind="end_turn", seat=0)
    assert [o.kind for o in offers(state)] == ["end_round"]
    state = play(state, kind="end_round", seat=0)
    assert (state.flow.stage, state.flow.active, state.flow.round) == ("chance", 1, 2)


def test_once_a_round_marks_survive_extra_turns_turn_marks_do_not():  # 000:L236, 000:L459
    state = stage(hero(at(started(2), 0, 6), 0, health=1), "turn", extra_turns=1,
                  marks=frozenset({"round:card:time_loop"}))
    state = play(state, kind="heal", seat=0)
    state = play(state, kind="end_turn", seat=0)
    assert "round:card:time_loop" in state.flow.marks and "turn:monastery" not in state.flow.marks
    state = play(play(state, kind="move", seat=0, how="stay"), kind="heal", seat=0)  # once a turn, so again
    assert state.hero(0).health == 3


def round_end(seat=0, **fields):
    return stage(hero(started(2), seat, **fields), "round_end", seat)


def test_round_cannot_end_over_the_limits_and_tokens_go_back():  # 000:L240
    state = round_end(gold=18, experience=16)
    for c in ("sword#1", "sword#2", "dagger#1", "dagger#2", "axe#1", "axe#2", "cape#1", "cape#2"):
        state = put(state, c, "hero:0:items")
    (offer,) = offers(state)
    assert offer.choices["excess"] == {"gold": 3, "experience": 1, "items": 1, "abilities": 0}
    assert offer.needs == ("discard",) and len(offer.choices["items"]) == 8 and offer.choices["abilities"] == []
    assert refused(state, kind="end_round", seat=0).rule.ref == "000:L240"
    after = play(state, kind="end_round", seat=0, discard=["cape#2"])
    assert (after.hero(0).gold, after.hero(0).experience) == (15, 15)
    assert len(after.zone("hero:0:items")) == 7 and after.zone("discard:common") == ("cape#2",)


@pytest.mark.parametrize(
    ("discard", "why"),
    [
        ((), "too few: one Item is over"),
        (("cape#2", "cape#1"), "too many Items"),
        (("cape#2", "prayer#1"), "an Ability while no Ability is over"),
        (("prayer#1",), "an Ability instead of the Item"),
        (("cape#2", "cape#2"), "the same card twice"),
        (("ghost#1",), "a card the hero does not hold"),
    ],
)
def test_the_round_ends_only_on_exactly_the_cards_over_the_limit(discard, why):  # 000:L240
    state = round_end()
    for c in ("sword#1", "sword#2", "dagger#1", "dagger#2", "axe#1", "axe#2", "cape#1", "cape#2"):
        state = put(state, c, "hero:0:items")
    state = put(state, "prayer#1", "hero:0:abilities")
    err = refused(state, kind="end_round", seat=0, discard=list(discard))
    assert err.rule.id == "round_limits", why
    if len(set(discard)) < len(discard) or "ghost#1" in discard:
        assert err.detail == "Discard only the hero's own cards, each once.", why
    else:
        assert "exactly 1 Item(s) and 0 Ability(ies)" in err.detail, why


def test_a_hero_under_the_limits_discards_nothing():  # 000:L240
    state = put(put(round_end(gold=15, experience=15), "sword#1", "hero:0:items"), "prayer#1", "hero:0:abilities")
    for discard in (["sword#1"], ["prayer#1"]):
        assert refused(state, kind="end_round", seat=0, discard=discard).rule.id == "round_limits"
    after = play(state, kind="end_round", seat=0)
    assert after.zone("hero:0:items") == ("sword#1",) and after.zone("hero:0:abilities") == ("prayer#1",)
    assert (after.hero(0).gold, after.hero(0).experience) == (15, 15)  # at the limit, nothing goes back


def test_artifacts_are_never_discarded_for_the_limit():  # 000:L487
    state = round_end()
    art = state.zone("plane:0:artifact")[0]
    for c in ("sword#1", "sword#2", "dagger#1", "dagger#2", "axe#1", "axe#2", "cape#1", art):
        state = put(state, c, "hero:0:items")
    assert refused(state, kind="end_round", seat=0, discard=[art]).rule.id == "artifact_kept"
    (offer,) = offers(state)
    assert art not in offer.choices["items"] and len(offer.choices["items"]) == 7  # only what may go is offered


def test_excess_abilities_go_under_their_guild_decks():  # 000:L449
    state = round_end()
    mine = ["concentration#1", "ambidexterity#1", "edged_weapons#1", "stealth#1", "wharf_rat#1", "pickpocketing#1",
            "prayer#1", "sacrifice#1"]
    for c in mine:
        state = put(state, c, "hero:0:abilities")
    after = play(state, kind="end_round", seat=0, discard=["prayer#1"])
    assert after.zone("bottom:ability:monastery") == ("prayer#1",)


def dying():
    state = stage(hero(at(started(2), 0, 9), 0, health=0, gold=4), "turn")
    art = state.zone("plane:3:artifact")[0]
    for c in ("sword#1", art):
        state = put(state, c, "hero:0:items")
    for c in ("stealth#1", "prayer#1"):
        state = put(state, c, "hero:0:abilities")
    return put(state, "ghost#1", "space:9"), art


def test_death_by_a_creature_discards_everything_artifacts_stay():  # 000:L403, 000:L405
    state, art = dying()
    with pytest.raises(InvalidInput) as info:  # the order they go under their decks is the table's shuffle
        play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose")
    assert info.value.field == "ability_order"
    after = play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose",
                 ability_order=["prayer#1", "stealth#1"])
    assert after.hero(0).status == "dead" and after.hero(0).gold == 0
    assert after.zone("discard:common") == ("sword#1",) and after.zone("space:9:artifacts") == (art,)
    assert after.zone("bottom:ability:monastery") == ("prayer#1",)
    assert after.zone("characters:fallen") == ("paladin",)


def test_a_new_character_starts_in_its_first_guild_a_little_worn():  # 000:L409, 000:L401
    state, _ = dying()
    state = play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose",
                 ability_order=["prayer#1", "stealth#1"])
    state = stage(state, "chance", 0)
    assert refused(state, kind="new_character", seat=0, character="paladin").rule.id == "new_character"
    assert refused(state, kind="draw_chance", seat=0, card="peaceful_times#1").rule.id == "hero_dead"
    after = play(state, kind="new_character", seat=0, character="wandering_monk")
    h = after.hero(0)
    assert (h.character, h.space, h.status) == ("wandering_monk", 6, "active")
    assert (h.red, h.health, h.blue, h.magic, h.gold, h.experience) == (4, 3, 4, 2, 3, 3)
    assert [o.kind for o in offers(after)] == ["draw_chance"]


def test_no_new_character_is_offered_once_the_box_is_empty():  # 000:L409
    """Every character played or fallen: drawing a new one cannot be done, so only leaving is offered."""
    state, _ = dying()
    state = play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose",
                 ability_order=["prayer#1", "stealth#1"])
    state = stage(state, "chance", 0)
    assert [o.kind for o in offers(state)] == ["new_character", "retire"]
    empty = state.model_copy(update={"zones": {**state.zones, "characters:box": ()}})
    assert [o.kind for o in offers(empty)] == ["retire"]


def test_no_new_character_once_the_final_battle_has_begun():  # 000:L411
    state, _ = dying()
    state = play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose",
                 ability_order=["prayer#1", "stealth#1"])
    state = put(state, "royal_cape#1", "hero:1:items")  # seat 1 is a Champion; a hero without Artifacts is out
    state = stage(state, "chance", 0, marks=frozenset({"final_battle"}))
    assert refused(state, kind="new_character", seat=0, character="mystic", strength=3, willpower=5).rule.ref \
        == "000:L411"
    assert [o.kind for o in offers(state)] == ["retire"]
    out = play(state, kind="retire", seat=0)
    assert out.hero(0).status == "out" and out.flow.active == 1


def test_sample_turn_peaceful_times_walk_buy_repair_then_sail():  # 000:L968, 000:L970, 000:L972
    state = started(2, characters=("wandering_monk", "enchantress"))
    state = hero(put(put(state, "ritual_dagger#1", "goods:city"), "axe#1", "hero:0:items"), 0, gold=12)
    state = state.model_copy(update={"damaged": frozenset({"axe#1"})})
    state = put(put(state, "golem_guardian#1", "space:11"), "rock_giant#1", "space:11")
    state = play(state, kind="draw_chance", seat=0, card="peaceful_times#1")
    state = play(state, kind="move", seat=0, how="walk", to=7)  # the Monastery to the City
    state = play(state, kind="buy", seat=0, card="ritual_dagger#1")  # 9 Gold
    # The sample turn (000:L970) also has the Monk earn 2 Gold by labor in the City after walking there. Herald
    # follows the rules it contradicts: labor is done "instead of moving" (000:L263) and a turn has one kind of
    # movement, once (000:L273, which names City labor); a worked example does not outweigh two rules.
    assert refused(state, kind="move", seat=0, how="labor").rule.ref == "000:L273"
    state = play(state, kind="repair", seat=0, card="axe#1")
    assert state.hero(0).gold == 2 and not state.damaged
    state = play(state, kind="end_turn", seat=0)
    assert state.flow.stage == "move" and state.flow.turn == 2  # no new Chance card
    state = play(state, kind="move", seat=0, how="boat", to=11)  # the Plains by the Enchanted Wilderness
    assert {o.params["card"] for o in offers(state, "resolve_fight")} == {"golem_guardian#1", "rock_giant#1"}
    state = play(state, kind="resolve_fight", seat=0, card="golem_guardian#1", outcome="win")
    assert state.hero(0).experience == 6
    state = play(state, kind="take_card", seat=0, deck="rare", card="ring_of_concentration#1")
    state = play(state, kind="resolve_fight", seat=0, card="rock_giant#1", outcome="draw")
    assert state.flow.stage == "round_end"


def test_sample_turn_enchantress_stamina_walk_and_mountains_refill():  # 000:L960, 000:L962
    state = started(2, characters=("enchantress", "wandering_monk"))
    state = at(put(put(state, "master_wizard#1", "space:15"), "stamina#1", "hero:0:abilities"), 0, 12)
    state = play(state, kind="draw_chance", seat=0, card="chance_mountains#1",
                 cards=[None, "undead_warrior#1", "rock_giant#1"])  # clockwise from 12: 15, 1, 9
    assert state.zone("space:15")[0] == "master_wizard#1" and state.zone("space:15")[1] in state.hidden
    state = play(state, kind="move", seat=0, how="card", card="stamina#1", to=15, revealed=["ghost#1"])
    assert state.hero(0).magic == 5 and state.zone("space:15") == ("master_wizard#1", "ghost#1")
    assert refused(state, kind="use_opportunity", seat=0, card="master_wizard#1", gold=-2).rule.id == "must_fight"
    state = play(state, kind="resolve_fight", seat=0, card="ghost#1", outcome="win")
    assert state.hero(0).experience == 5
    assert play(state, kind="use_opportunity", seat=0, card="master_wizard#1", gold=-2).hero(0).gold == 1


def test_possibilities_wait_for_the_chance_card_and_the_movement():  # 000:L220, 000:L246
    state = hero(at(started(2), 0, 6), 0, health=1)
    assert refused(state, kind="heal", seat=0).rule.ref == "000:L220"
    state = play(state, kind="draw_chance", seat=0, card="economic_crisis#1")
    assert refused(state, kind="heal", seat=0).rule.ref == "000:L246"
    assert play(play(state, kind="move", seat=0, how="stay"), kind="heal", seat=0).hero(0).health == 2


def test_a_once_a_round_movement_card_is_not_used_again_in_an_extra_turn():  # 000:L459
    from dataclasses import replace

    from tests.engine.kit import CTX
    carpet = CTX.catalog.by_id["flying_carpet"]
    once = replace(carpet, effects=(replace(carpet.effects[0], limit="once_per_round"),))
    CTX.catalog.by_id["flying_carpet"] = once
    try:
        state = put(stage(at(started(2), 0, 0), "move", extra_turns=1), "flying_carpet#1", "hero:0:items")
        state = play(state, kind="move", seat=0, how="card", card="flying_carpet#1", to=3, magic=1)
        state = play(state, kind="end_turn", seat=0)
        r = refused(state, kind="move", seat=0, how="card", card="flying_carpet#1", to=0, magic=1)
        assert r.rule.ref == "000:L459"
    finally:
        CTX.catalog.by_id["flying_carpet"] = carpet


def test_a_spell_granting_another_turn_is_an_extra_turn_once_a_round():  # 000:L236, 000:L459
    state = put(stage(at(started(2), 0, 9), "turn"), "time_loop#1", "hero:0:abilities")
    (offer,) = offers(state, "take_extra_turn")
    assert offer.needs == ("magic",)  # its Magic cost is not in the catalog
    state = play(state, kind="take_extra_turn", seat=0, card="time_loop#1", magic=2)
    assert state.hero(0).magic == 2 and state.flow.extra_turns == 1
    state = play(state, kind="end_turn", seat=0)
    assert (state.flow.stage, state.flow.turn) == ("move", 1)
    state = play(state, kind="move", seat=0, how="stay")
    assert refused(state, kind="take_extra_turn", seat=0, card="time_loop#1", magic=2).rule.ref == "000:L459"


def test_a_spell_for_another_turn_is_not_offered_to_a_hero_who_cannot_pay_it():  # 000:L143, 000:L236
    from dataclasses import replace

    from tests.engine.kit import CTX
    loop = CTX.catalog.by_id["time_loop"]
    CTX.catalog.by_id["time_loop"] = replace(loop, magic_cost=3)
    try:
        state = put(stage(at(started(2), 0, 9), "turn"), "time_loop#1", "hero:0:abilities")
        assert not offers(hero(state, 0, magic=2), "take_extra_turn")
        assert refused(hero(state, 0, magic=2), kind="take_extra_turn", seat=0, card="time_loop#1").rule.ref == "000:L143"
        (offer,) = offers(hero(state, 0, magic=3), "take_extra_turn")
        assert offer.needs == ()
    finally:
        CTX.catalog.by_id["time_loop"] = loop


def test_gold_alone_over_the_limit_goes_back():  # 000:L240
    after = play(round_end(gold=17, experience=3), kind="end_round", seat=0)
    assert (after.hero(0).gold, after.hero(0).experience) == (15, 3)
    after = play(round_end(gold=2, experience=19), kind="end_round", seat=0)
    assert (after.hero(0).gold, after.hero(0).experience) == (2, 15)


def test_time_loop_waits_a_round_after_it_is_used_000_L748():
    """000:L748: never twice in one round nor in two rounds running; the round after that it is free again."""
    state = put(stage(at(started(2), 1, 9), "turn", 1), "time_loop#1", "hero:1:abilities")
    state = play(state, kind="take_extra_turn", seat=1, card="time_loop#1", magic=1)
    state = _next_round_of(state, 1)
    err = refused(state, kind="take_extra_turn", seat=1, card="time_loop#1", magic=1)
    assert err.rule.id == "time_loop" and err.rule.ref == "000:L748"
    assert not offers(state, "take_extra_turn")
    state = _next_round_of(state, 1)
    state = play(state, kind="take_extra_turn", seat=1, card="time_loop#1", magic=1)
    assert state.flow.extra_turns == 1 and state.hero(1).magic == 4  # 6 Magic, 1 paid each time


def _next_round_of(state, seat):
    """Seat 0 plays a round between; the seat's own next round is at its turn (the Chance card skipped)."""
    state = stage(state, "round_end", seat)
    state = play(state, kind="end_round", seat=seat)  # seat 0's round begins
    state = stage(state, "round_end", 1 - seat)
    state = play(state, kind="end_round", seat=1 - seat)
    return stage(state, "turn", seat, extra_turns=0)


def test_the_basic_version_has_no_round_limits():
    """The basic version keeps no end-of-round limits (Ruleset BASIC, round_limits off): a hero over 15 Gold and
    Experience has nothing in excess and ends her round keeping it all."""
    from app.games.prophecy.engine.rules.limits import excess

    state = round_end(gold=18, experience=16)
    basic = state.model_copy(update={"options": state.options.model_copy(update={"mode": "basic"})})
    assert excess(basic, 0) == {"gold": 0, "experience": 0, "items": 0, "abilities": 0}
    assert excess(state, 0)["gold"] == 3  # the same hero in the standard game
