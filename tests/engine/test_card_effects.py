"""Card effects that move cards or the hero, recorded as real steps on the real catalog (issue 13), each followed by
the invariant checks: Ruin, Master Wizard, Imp, Highwayman, the Mummy's treasure, Mass Decay, the Scroll of Stealing,
Fleet of Foot, Opportunities that change no cubes, the Golden Fish; and a treasure gain at the cap that never blocks."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, IllegalAction, InvalidInput, apply, parse_action
from app.games.prophecy.engine.rules.card_effects import takeable
from tests.engine.combat.kit import CTX, hero, offers, play, refused, scene
from tests.engine.playout import check_invariants, check_story

FOREST, PLAINS = 3, 8


def step(state, **payload):
    """Apply one action, check its story and that every card of the scene is still in exactly one zone."""
    cards = {c for cs in state.zones.values() for c in cs if "#" in c}
    after, events = apply(state, parse_action(payload), CTX)
    check_story(state, events)
    check_invariants(after, CTX, instances=cards)
    return after


def apply_refused(state, ctx, **payload) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), ctx)
    return info.value


def anna(space=FOREST, **kw):
    return hero(0, "Anna", "druid", 3, 6, space, **kw)


def ben(space=0, **kw):
    return hero(1, "Ben", "paladin", 4, 4, space, **kw)


def test_the_ruin_puts_the_creature_found_in_the_deck_on_the_space():  # 000:L884, 000:L880-884
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["ruin#1"], "deck:adventure": ["ghost#1", "hermit#1"]})
    (offer,) = offers(state, "search_ruin")
    assert offer.choices["creature"] == ["ghost#1"]
    assert refused(state, kind="search_ruin", seat=0, card="ruin#1", creature="hermit#1").rule.id == "ruin"
    after = step(state, kind="search_ruin", seat=0, card="ruin#1", creature="ghost#1")
    assert after.zone(f"space:{FOREST}") == ("ghost#1",) and after.zone("discard:adventure") == ("ruin#1",)
    assert {o.kind for o in offers(after)} >= {"resolve_fight"}  # the Creature found must be fought (000:L281)
    lost = step(after, kind="resolve_fight", seat=0, card="ghost#1", outcome="lose")
    assert lost.zone(f"space:{FOREST}") == ("ghost#1",)  # not destroyed: it stays in the Ruin's place


def test_a_ruin_that_finds_no_creature_is_only_discarded():  # 000:L882
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["ruin#1"], "deck:adventure": ["hermit#1"]})
    after = step(state, kind="search_ruin", seat=0, card="ruin#1")
    assert not after.zone(f"space:{FOREST}") and after.zone("deck:adventure") == ("hermit#1",)


def test_the_master_wizards_paid_move_is_an_arrival():  # 000:L888, 000:L279
    state = scene(anna(gold=3), ben(PLAINS), zones={f"space:{FOREST}": ["master-wizard#1"]},
                  marks=frozenset({"turn:moved:walk", "turn:hero_fight"}))
    state = state.model_copy(update={"zones": {**state.zones, f"space:{PLAINS}": ("ghost#1",)},
                                     "hidden": state.hidden | {"ghost#1"}})
    assert refused(state, kind="master_wizard_move", seat=0, card="master-wizard#1", to=PLAINS).rule.id == \
        "reveal_on_arrival"
    named = [o for o in offers(state, "master_wizard_move") if o.params.get("to") == PLAINS]
    assert named and named[0].needs == ("revealed",) and named[0].choices["count"] == 1
    after = step(state, kind="master_wizard_move", seat=0, card="master-wizard#1", to=PLAINS, revealed=["ghost#1"])
    assert after.hero(0).space == PLAINS and after.hero(0).gold == 1
    assert "ghost#1" not in after.hidden and after.zone("discard:adventure") == ("master-wizard#1",)
    assert "turn:hero_fight" not in after.flow.marks and after.flow.stage == "turn"
    assert {o.kind for o in offers(after)} >= {"resolve_fight"}


def test_the_imp_takes_the_most_valuable_item_the_hero_chooses_among_ties():  # 000:L818
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["imp#1"], "hero:0:items": ["sword#1", "dagger#1"]})
    (offer,) = offers(state, "creature_takes_item")
    assert offer.choices["item"] == ["sword#1", "dagger#1"]  # the Dagger's price is unknown: the table chooses
    priced = Context(catalog=CTX.catalog.with_overrides({"dagger": {"price": 2}}))
    assert takeable(state, priced, 0, True) == ("sword#1",)  # the Sword's 7 Gold (000:L335) is the most
    err = apply_refused(state, priced, kind="creature_takes_item", seat=0, creature="imp#1", item="dagger#1")
    assert err.rule.id == "imp"
    after = step(state, kind="creature_takes_item", seat=0, creature="imp#1", item="sword#1")
    assert after.zone("hero:0:items") == ("dagger#1",) and after.zone("discard:common") == ("sword#1",)
    assert refused(after, kind="creature_takes_item", seat=0, creature="imp#1", item="dagger#1").rule.id == "imp"


def test_the_highwayman_keeps_the_item_under_his_card_for_whoever_beats_him():  # 000:L774, 000:L775
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["highwayman#1"], "hero:0:items": ["sword#1"]})
    robbed = step(state, kind="creature_takes_item", seat=0, creature="highwayman#1", item="sword#1")
    (told,) = [e.describe(state) for e in apply(state, parse_action(
        {"kind": "creature_takes_item", "seat": 0, "creature": "highwayman#1", "item": "sword#1"}), CTX)[1]
        if e.kind == "card_moved"]
    assert told == "Sword went from Anna's Items to under the Highwayman's card."
    assert robbed.zone("under:highwayman#1") == ("sword#1",) and not robbed.zone("hero:0:items")
    won = step(robbed, kind="resolve_fight", seat=0, card="highwayman#1", outcome="win", experience=2)
    assert won.zone("hero:0:items") == ("sword#1",) and not won.zone("under:highwayman#1")


def test_the_highwayman_takes_a_health_from_a_hero_without_items():  # 000:L774
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["highwayman#1"], "hero:0:items": ["royal-cape#1"]})
    assert refused(state, kind="creature_takes_item", seat=0, creature="highwayman#1",
                   item="royal-cape#1").rule.id == "highwayman"  # never an Artifact
    after = step(state, kind="creature_takes_item", seat=0, creature="highwayman#1")
    assert after.hero(0).health == 2


def test_the_mummys_cursed_treasure_can_be_thrown_away():  # 000:L807
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["mummy#1"], "deck:common": ["sword#1"]})
    assert not offers(state, "discard_cursed_item")
    won = step(state, kind="resolve_fight", seat=0, card="mummy#1", outcome="win", experience=2)
    won = step(won, kind="take_card", seat=0, deck="common", card="sword#1")
    (offer,) = offers(won, "discard_cursed_item")
    assert offer.choices["item"] == ["sword#1"]
    after = step(won, kind="discard_cursed_item", seat=0, item="sword#1")
    assert after.zone("discard:common") == ("sword#1",) and not offers(after, "discard_cursed_item")
    assert refused(after, kind="discard_cursed_item", seat=0, item="sword#1").rule.id == "mummy"


def test_mass_decay_turns_items_into_magic_and_the_excess_is_lost():  # 000:L720, 000:L608
    state = scene(anna(magic=2), ben(), zones={"hero:0:abilities": ["mass-decay#1"],
                                              "hero:0:items": ["sword#1", "dagger#1", "royal-cape#1"]},
                  stage="round_end")
    (offer,) = offers(state, "destroy_items")
    assert offer.choices["destroy"] == ["sword#1", "dagger#1"]
    try:
        step(state, kind="destroy_items", seat=0, card="mass-decay#1", destroy=["sword#1"], recharge=3)
        raise AssertionError("the Spell's unknown Magic cost must be typed")
    except InvalidInput as exc:
        assert exc.field == "magic"
    after = step(state, kind="destroy_items", seat=0, card="mass-decay#1", destroy=["sword#1", "dagger#1"],
                 recharge=9, magic=1)
    assert after.hero(0).magic == 6 and not set(after.zone("hero:0:items")) & {"sword#1", "dagger#1"}
    assert refused(state, kind="destroy_items", seat=0, card="mass-decay#1", destroy=["royal-cape#1"], recharge=1,
                   magic=1).rule.id == "mass_decay"


def test_the_scroll_of_stealing_takes_from_a_hero_without_a_fight():  # 000:L626
    state = scene(anna(gold=1), ben(FOREST, gold=5), zones={"hero:0:items": ["scroll-of-stealing#1"],
                                                           "hero:1:items": ["sword#1"]})
    (offer,) = offers(state, "steal_with_scroll")
    assert offer.choices["target"] == [1]
    after = step(state, kind="steal_with_scroll", seat=0, card="scroll-of-stealing#1", target=1, item="sword#1")
    assert after.zone("hero:0:items") == ("sword#1",) and after.zone("discard:common") == ("scroll-of-stealing#1",)
    gold = step(state, kind="steal_with_scroll", seat=0, card="scroll-of-stealing#1", target=1, gold=3)
    assert (gold.hero(0).gold, gold.hero(1).gold) == (4, 2)
    away = state.with_hero(state.hero(1).model_copy(update={"space": 0}))
    assert refused(away, kind="steal_with_scroll", seat=0, card="scroll-of-stealing#1", target=1,
                   gold=1).rule.id == "scroll_of_stealing"


def test_fleet_of_foot_gives_a_second_movement_but_no_instead_of_moving():  # 000:L696, 000:L697
    state = scene(anna(space=2), ben(), zones={"hero:0:abilities": ["fleet-of-foot#1"]},
                  marks=frozenset({"turn:moved:walk"}))
    (offer,) = offers(state, "second_move")
    moving = step(state, kind="second_move", seat=0, card="fleet-of-foot#1")
    assert moving.flow.stage == "move" and moving.hero(0).magic == 5  # its 1 Magic (000:L697)
    assert refused(moving, kind="move", seat=0, how="labor").rule.id == "fleet_of_foot"
    assert not [o for o in offers(moving, "move") if o.params.get("how") == "labor"]
    after = step(moving, kind="move", seat=0, how="walk", to=FOREST)
    assert after.hero(0).space == FOREST and after.flow.stage == "turn"
    assert refused(after, kind="second_move", seat=0, card="fleet-of-foot#1").rule.id == "fleet_of_foot"
    assert offer.label.startswith("Cast Fleet of Foot")


def test_opportunities_that_change_no_cubes_can_be_used():  # 000:L305, 000:L890-892
    state = scene(anna(), ben(), zones={f"space:{FOREST}": ["forgotten-chapel#1", "gem-mine#1"]})
    after = step(state, kind="use_opportunity", seat=0, card="forgotten-chapel#1")
    assert after.zone("discard:adventure") == ("forgotten-chapel#1",)
    # A card Herald knows nothing of must still change something (never used just to discard it).
    assert refused(state, kind="use_opportunity", seat=0, card="gem-mine#1").rule.id == "opportunity"


def test_the_golden_fish_grants_a_wish_only_to_the_one_with_the_least():  # 000:L902, 000:L904
    state = scene(anna(), ben(FOREST), zones={f"space:{FOREST}": ["golden-fish#1"], "deck:rare": ["great-sword#1"],
                                              "hero:1:items": ["mirrored-shield#1"]})  # an Artifact counts as Rare
    (offer,) = offers(state, "use_opportunity")
    assert offer.needs == ("strength", "willpower")  # a wish, not Gold or Health
    wished = step(state, kind="use_opportunity", seat=0, card="golden-fish#1", strength=1)
    assert wished.hero(0).red == 4 and wished.zone("discard:adventure") == ("golden-fish#1",)
    assert refused(state, kind="use_opportunity", seat=0, card="golden-fish#1", willpower=1).rule.id == "golden_fish"
    assert refused(state, kind="use_opportunity", seat=0, card="golden-fish#1", strength=1,
                   gold=1).rule.id == "golden_fish"
    item = step(state, kind="use_opportunity", seat=0, card="golden-fish#1", item="great-sword#1")
    assert item.zone("hero:0:items") == ("great-sword#1",)
    nothing = step(state, kind="use_opportunity", seat=0, card="golden-fish#1")  # no wish granted: discarded after
    assert nothing.zone("discard:adventure") == ("golden-fish#1",)


def test_a_golden_fish_strength_wish_at_the_cap_is_lost_not_refused():  # 000:L135, 000:L242
    state = scene(hero(0, "Anna", "druid", 8, 6, FOREST), hero(1, "Ben", "paladin", 8, 4, FOREST),
                  zones={f"space:{FOREST}": ["golden-fish#1"]})
    state = state.with_hero(state.hero(0).model_copy(update={"red": 7, "health": 7}))
    capped = state.with_hero(state.hero(0).model_copy(update={"red": 8, "health": 8}))
    capped = capped.with_hero(capped.hero(1).model_copy(update={"red": 8}))
    assert refused(capped, kind="use_opportunity", seat=0, card="golden-fish#1", strength=1).rule.id == "golden_fish"
    after = step(state, kind="use_opportunity", seat=0, card="golden-fish#1", strength=2)
    assert (after.hero(0).red, after.hero(0).health) == (8, 8)


MOB = {"angry-mob": {"reward": [{"kind": "strength", "amount": 1, "source": "table"}], "loss": [], "special": [],
                     "creature_types": ["humanoid"]}}


def test_a_battle_whose_treasure_is_strength_at_the_cap_never_blocks():  # 000:L135, 000:L242
    state = scene(hero(0, "Cleo", "mercenary", 8, 4, 5), ben(), zones={"space:5": ["angry-mob#1"]})
    state = play(state, kind="start_fight", seat=0, creature="angry-mob#1", values=MOB)
    state = play(state, kind="choose_battle_kind", seat=0, battle_kind="strength")
    state = play(state, kind="announce_equipment", seat=0)
    for _ in range(2):  # the mob has three lives: all three rolls are won in one battle (000:L375)
        state = play(state, kind="battle_roll", seat=0, hero_faces=[6], foe_faces=[1])
    after, events = apply(state, parse_action({"kind": "battle_roll", "seat": 0, "hero_faces": [6],
                                                "foe_faces": [1]}), CTX)
    assert after.battle is None and after.hero(0).red == 8 and after.zone("discard:adventure") == ("angry-mob#1",)
    assert any("1 Strength lost" in e.describe(s) for e, s in zip(events, _states(state, events), strict=True))


def _states(state, events):
    out = []
    for e in events:
        out.append(state)
        state = e.apply_to(state)
    return out
