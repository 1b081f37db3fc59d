"""Every Chance card of the rulebook, drawn by the active player at the start of her round."""

from __future__ import annotations

from tests.engine.kit import at, hero, offers, play, put, refused, stage, started


def draw(state, card, **inputs):
    return play(state, kind="draw_chance", seat=state.flow.active, card=card, **inputs)


def test_the_round_opens_with_a_chance_card_then_the_turn():  # 000:L228
    state = started(2)
    assert [o.kind for o in offers(state)] == ["draw_chance"]
    after = draw(state, "economic_crisis#1")
    assert after.flow.stage == "move" and after.zone("discard:chance")[-1] == "economic_crisis#1"


def test_terrain_refill_clockwise_up_down_or_none_extra_discarded():  # 000:L153
    state = at(started(2), 0, 2)  # the drawer stands in the Magic Tower; Forests are 3, 5, 13, 17
    state = put(state, "ghost#2", "space:13", face_up=False)  # two cards there now
    mid = draw(state, "chance_mountains#1")
    assert mid.flow.stage == "chance_resolve"
    # Mountains clockwise from space 2: 9, 15, 1. All empty: three cards face up.
    after = play(mid, kind="resolve_chance", seat=0, cards=["golem_guardian#1", "rock_giant#1", "old_pirate#1"])
    assert [after.zone(f"space:{i}") for i in (9, 15, 1)] == [("golem_guardian#1",), ("rock_giant#1",), ("old_pirate#1",)]
    # Forests clockwise from 2: 3 and 5 have one card (face down under it), 13 has two (discarded), 17 one.
    forest = draw(stage(after, "chance"), "chance_forest#2", cards=[None, None, "angry_mob#1", None])
    assert len(forest.zone("space:3")) == 2 and forest.zone("space:3")[1] in forest.hidden
    assert forest.zone("space:13") == ("gem_mine#1", "ghost#2") and forest.zone("discard:adventure") == ("angry_mob#1",)


def test_terrain_refill_in_herald_mode_names_every_card():  # 000:L153
    state = at(started(2, "herald"), 0, 2)
    cards = ["ghost#1", "ghost#2", "rock_giant#1", "rock_giant#2"]
    after = draw(state, "chance_forest#2", cards=cards)
    assert after.zone("space:3") == ("hermit#1", "ghost#1") and "ghost#1" in after.hidden


def test_guild_card_turns_up_an_ability_beside_the_first():  # 000:L157
    state = started(2)
    one = draw(state, "chance_fortress#1", cards=["ambidexterity#1"])
    assert one.zone("guild:fortress") == ("concentration#1", "ambidexterity#1")


def test_a_third_ability_replaces_the_oldest_which_goes_under_its_deck():  # 000:L159
    state = started(2)
    state = put(state, "ambidexterity#1", "guild:fortress")
    after = draw(stage(state, "chance", 0), "chance_fortress#1", cards=["edged_weapons#1"])
    assert after.zone("guild:fortress") == ("ambidexterity#1", "edged_weapons#1")
    assert after.zone("bottom:ability:fortress") == ("concentration#1",)


def test_open_training_lets_the_drawer_choose_the_guild():  # 000:L161
    state = started(2)
    mid = draw(state, "open_training#1")
    assert set(offers(mid)[0].needs) == {"guild", "cards"}
    after = play(mid, kind="resolve_chance", seat=0, guild="monastery", cards=["prayer#1"])
    assert after.zone("guild:monastery") == ("blessed_weapon#1", "prayer#1")
    assert refused(mid, kind="resolve_chance", seat=0, guild="monastery", cards=["stealth#1"]).rule.id == "drawable"


def test_merchant_and_tradesman_replace_the_goods():  # 000:L165
    state = put(started(2), "great_sword#1", "goods:city")
    after = draw(state, "city_merchant#1", cards=["ritual_dagger#1", "crown_of_power#1"])
    assert after.zone("goods:city") == ("ritual_dagger#1", "crown_of_power#1")
    assert after.zone("discard:rare") == ("great_sword#1",)
    village = draw(state, "tradesman#1", cards=["sword#1", "sword#2", "axe#1"])
    assert len(village.zone("goods:village")) == 3


def test_peaceful_times_gives_one_more_turn_without_a_chance_card():  # 000:L169, 000:L236
    state = draw(started(2), "peaceful_times#1")
    state = play(state, kind="move", seat=0, how="stay")
    state = play(state, kind="end_turn", seat=0)
    assert (state.flow.stage, state.flow.turn, state.flow.active) == ("move", 2, 0)
    state = play(play(state, kind="move", seat=0, how="stay"), kind="end_turn", seat=0)
    assert state.flow.stage == "round_end"


def test_prophetic_dream_reveals_in_order_lesser_first():  # 000:L173, 000:L175
    state = started(2)
    lesser = state.zone("plane:2:lesser")[0]
    mid = draw(state, "prophetic_dream#1")
    assert refused(mid, kind="resolve_chance", seat=0, plane=2, cards=["scaled_monster#1"]).rule.id == "drawable"
    after = play(mid, kind="resolve_chance", seat=0, plane=2, cards=["sphinx#1"])
    assert after.zone("plane:2:lesser") == ("sphinx#1",) and "sphinx#1" not in after.hidden
    assert after.zone(f"plane:{_plane_of(state, 'sphinx#1')}:lesser") == (lesser,)  # unseen cards traded places
    after = put(after, "prophetic_dream#1", "deck:chance", face_up=False)
    again = play(draw(stage(after, "chance", 1), "prophetic_dream#1"), kind="resolve_chance", seat=1, plane=2,
                 cards=["master_of_pain#1"])
    assert again.zone("plane:2:greater") == ("master_of_pain#1",)


def test_prophetic_dream_refuses_a_plane_with_nothing_face_down():  # 000:L173
    state = started(2)
    for slot in ("lesser", "greater", "artifact"):
        (card,) = state.zone(f"plane:2:{slot}")
        state = put(state, card, f"plane:2:{slot}", face_up=True)
    assert not any(c in state.hidden for slot in ("lesser", "greater", "artifact") for c in state.zone(f"plane:2:{slot}"))
    mid = draw(state, "prophetic_dream#1")
    assert refused(mid, kind="resolve_chance", seat=0, plane=2, cards=["sphinx#1"]).rule.id == "prophetic_dream"


def _plane_of(state, card):
    return next(int(z.split(":")[1]) for z, cs in state.zones.items() if z.startswith("plane:") and card in cs)


def test_winds_give_the_most_to_the_drawer():  # 000:L179
    state = hero(hero(started(2), 0, health=1), 1, health=1)
    after = draw(state, "refreshing_wind#1", amounts=[2, 1])
    assert (after.hero(0).health, after.hero(1).health) == (3, 2)
    gold = draw(state, "good_times#1", amounts=[3, 1])
    assert (gold.hero(0).gold, gold.hero(1).gold) == (6, 4)


def test_charity_example():  # 000:L183, 000:L185
    state = started(3, characters=("druid", "mercenary", "paladin"))
    # Druid 2 Gold, 3 Health, 2 Magic; Mercenary 2 Gold, 2 Health, 3 Magic; Paladin 3 Gold, 1 Health, 3 Magic.
    state = hero(state, 0, gold=2, red=4, health=3, blue=4, magic=2)
    state = hero(state, 1, gold=2, red=4, health=2, blue=4, magic=3)
    state = hero(state, 2, gold=3, red=4, health=1, blue=4, magic=3)
    after = draw(state, "charity#1", charity={"gold": 3, "health": 1, "magic": 2})
    assert [h.gold for h in after.heroes] == [5, 5, 3]
    assert [h.health for h in after.heroes] == [3, 2, 2]
    assert [h.magic for h in after.heroes] == [4, 3, 3]


def test_economic_crisis_takes_half_rounded_down():  # 000:L189
    state = hero(hero(started(2), 0, gold=7), 1, gold=1)
    after = draw(state, "economic_crisis#1")
    assert (after.hero(0).gold, after.hero(1).gold) == (4, 1)


def _restock(state, card):
    mid = draw(state, card)
    assert mid.flow.stage == "chance_resolve"
    return mid


def test_a_restock_says_how_many_cards_it_lays_out():  # 000:L165
    city = offers(_restock(started(2), "city_merchant#1"))[0]
    assert city.needs == ("cards",) and city.choices["count"] == 2
    assert set(city.choices["cards"]) == set(started(2).zone("deck:rare"))
    assert offers(_restock(started(2), "tradesman#1"))[0].choices["count"] == 3


def test_a_restock_with_too_few_or_too_many_cards_is_refused():  # 000:L165
    mid = _restock(started(2), "city_merchant#1")
    assert refused(mid, kind="resolve_chance", seat=0, cards=["ritual_dagger#1"]).rule.id == "goods"
    assert refused(mid, kind="resolve_chance", seat=0,
                   cards=["ritual_dagger#1", "crown_of_power#1", "great_sword#1"]).rule.id == "goods"
    assert refused(started(2), kind="draw_chance", seat=0, card="tradesman#1", cards=["sword#1"]).rule.id == "goods"


def test_a_restock_from_a_short_deck_goes_on_after_the_reshuffle():  # 000:L109, 000:L165
    state = started(2)
    for card in ("crown_of_power#1", "flying_carpet#1", "great_sword#1", "ring_of_concentration#1"):
        state = put(state, card, "removed")
    state = put(put(state, "great_sword#1", "discard:rare"), "crown_of_power#1", "goods:city")
    mid = _restock(state, "city_merchant#1")
    offer = offers(mid)[0]
    # One card left in the deck; the second comes from the discard pile reshuffled, old goods included.
    assert offer.choices["count"] == 2
    assert set(offer.choices["cards"]) == {"ritual_dagger#1", "great_sword#1", "crown_of_power#1"}
    after = play(mid, kind="resolve_chance", seat=0, cards=["great_sword#1", "ritual_dagger#1"])
    assert set(after.zone("goods:city")) == {"great_sword#1", "ritual_dagger#1"}
    assert refused(mid, kind="resolve_chance", seat=0, cards=["great_sword#1", "crown_of_power#1"]).rule.id == "drawable"


def test_a_restock_lays_out_only_the_cards_there_are():  # 000:L165
    state = started(2)
    for card in ("crown_of_power#1", "flying_carpet#1", "great_sword#1", "ring_of_concentration#1"):
        state = put(state, card, "removed")
    mid = _restock(state, "city_merchant#1")
    assert offers(mid)[0].choices["count"] == 1
    assert play(mid, kind="resolve_chance", seat=0, cards=["ritual_dagger#1"]).zone("goods:city") == ("ritual_dagger#1",)


def test_old_goods_alone_are_reshuffled_and_laid_out_again():  # 000:L109, 000:L165
    state = started(2)
    for card in ("flying_carpet#1", "great_sword#1", "ring_of_concentration#1"):
        state = put(state, card, "removed")
    state = put(put(state, "crown_of_power#1", "goods:city"), "ritual_dagger#1", "goods:city")
    offer = offers(_restock(state, "city_merchant#1"))[0]
    assert offer.needs == ("cards",) and offer.choices["count"] == 2
    after = play(_restock(state, "city_merchant#1"), kind="resolve_chance", seat=0,
                 cards=["ritual_dagger#1", "crown_of_power#1"])
    assert set(after.zone("goods:city")) == {"ritual_dagger#1", "crown_of_power#1"}
