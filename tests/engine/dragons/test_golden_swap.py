"""The Golden Dragon Lord (003:L765-767): right after beating it, once and in that turn only, the hero may trade one
of her Items for an Item of the same class another hero carries: Common for Common, Rare for Rare, Artifact for
Artifact. Declining is carrying on."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import apply, parse_action
from app.games.prophecy.engine.realm.fights.golden import swap_mark
from app.games.prophecy.engine.realm.met.settle import REMOVED
from tests.engine.dragons.kit import met
from tests.engine.invariants import check_invariants, check_story
from tests.engine.realm.boards import as_dealt, name_turned_up
from tests.engine.realm.fightkit import (
    CTX,
    LEFT,
    offers,
    play,
    realm_hero,
    realm_scene,
    refused,
    strength_fight,
)

GOLDEN = "golden-dragon-lord"
COMMON = ("dagger#1", "hammer#1", "rapier#1", "axe#1")
RARE = ("great-sword#1", "ritual-dagger#1", "ring-of-concentration#1")
ARTIFACT = ("royal-cape#1", "banner-of-hope#1")


def beaten(items=("dagger#1", "great-sword#1"), others=("hammer#1", "ritual-dagger#1", "royal-cape#1")):
    """Cleo beats the Golden Dragon Lord (6 + 6 against 7 + 1) holding `items`; Ben carries `others`."""
    return strength_fight(met(GOLDEN, items=items, others=others), 6, 1)


def swap(state, item, take, target=1):
    return play(state, kind="golden_swap", seat=0, target=target, item=item, take=take)


def test_a_win_opens_the_trade_of_one_item_for_one_of_the_same_class_003_L767():
    won = beaten()
    assert won.battle is None and swap_mark(0) in won.flow.marks
    (offer,) = offers(won, "golden_swap")
    assert offer.needs == ("item", "target", "take")
    assert offer.choices["pairs"] == {"dagger#1": ["hammer#1"], "great-sword#1": ["ritual-dagger#1"]}
    state, events = apply(won, parse_action({"kind": "golden_swap", "seat": 0, "target": 1, "item": "great-sword#1",
                                             "take": "ritual-dagger#1"}), CTX)
    assert set(state.zone("hero:0:items")) == {"dagger#1", "ritual-dagger#1"}
    assert set(state.zone("hero:1:items")) == {"hammer#1", "great-sword#1", "royal-cape#1"}
    check_story(won, events)  # told in our words, no internal mark
    told = " ".join(e.describe(won) for e in events)
    assert "trades Great Sword for" in told and "Ritual Dagger (Rare for Rare)" in told
    assert swap_mark(0) not in state.flow.marks and not offers(state, "golden_swap")  # once
    again = refused(state, kind="golden_swap", seat=0, target=1, item="dagger#1", take="hammer#1")
    assert again.rule.id == "realm_golden_dragon_lord" and "003:L767" in str(again)


def test_artifact_for_artifact_003_L767():
    state = swap(beaten(items=("banner-of-hope#1",)), "banner-of-hope#1", "royal-cape#1")
    assert state.zone("hero:0:items") == ("royal-cape#1",) and "banner-of-hope#1" in state.zone("hero:1:items")


def test_the_trade_refuses_another_class_an_item_not_held_and_no_such_hero_003_L767():
    won = beaten()
    cross = refused(won, kind="golden_swap", seat=0, target=1, item="dagger#1", take="ritual-dagger#1")
    assert cross.rule.id == "realm_golden_dragon_lord" and "Dagger is Common and Ritual Dagger is Rare" in str(cross)
    assert "not one of" in str(refused(won, kind="golden_swap", seat=0, target=1, item="axe#1", take="hammer#1"))
    assert "does not carry" in str(refused(won, kind="golden_swap", seat=0, target=1, item="dagger#1", take="axe#1"))
    for target in (0, 4):
        nobody = refused(won, kind="golden_swap", seat=0, target=target, item="dagger#1", take="hammer#1")
        assert nobody.rule.id == "realm_golden_dragon_lord" and f"seat {target + 1}" in str(nobody)


def test_no_trade_without_the_win_or_after_the_turn_003_L767():
    lost = strength_fight(met(GOLDEN, items=("dagger#1",), others=("hammer#1",)), 1, 6)
    assert swap_mark(0) not in lost.flow.marks and not offers(lost, "golden_swap")
    assert refused(lost, kind="golden_swap", seat=0, target=1, item="dagger#1", take="hammer#1").rule.id == \
        "realm_golden_dragon_lord"
    declined = play(name_turned_up(beaten(), CTX), kind="end_turn", seat=0)  # declining is carrying on
    assert swap_mark(0) not in declined.flow.marks and not offers(declined, "golden_swap")


def test_a_win_the_table_tells_opens_the_trade_too_003_L767():
    """The outcome entry (the fight told by the table, not fought here) opens the same trade."""
    from app.games.prophecy.engine.realm.setup import space_zone

    card = "golden-dragon-lord#1"
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", 6, 5, LEFT[2]), realm_hero(1, "Ben", "paladin", 4, 4, space=10),
                        zones={space_zone("left", 3, "negative"): [card], "hero:0:items": ["axe#1"],
                               "hero:1:items": ["rapier#1"]}, hidden={card})
    state = play(state, kind="realm_step", seat=0, how="forward", path="left", step=3, revealed=as_dealt(state, "left", 3))
    won = play(state, kind="realm_settle", seat=0, faced="creature", outcome="won", experience=2)
    (offer,) = offers(won, "golden_swap")
    assert offer.choices["pairs"] == {"axe#1": ["rapier#1"]}
    lost = play(state, kind="realm_settle", seat=0, faced="creature", outcome="draw")
    assert not offers(lost, "golden_swap")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(COMMON + RARE + ARTIFACT), min_size=2, max_size=6, unique=True), st.data())
def test_a_trade_keeps_every_card_in_exactly_one_zone(cards, data):
    cut = data.draw(st.integers(1, len(cards) - 1))
    won = beaten(items=tuple(cards[:cut]), others=tuple(cards[cut:]))
    before = Counter(c for zone in won.zones.values() for c in zone)
    item, take = data.draw(st.sampled_from(cards[:cut])), data.draw(st.sampled_from(cards[cut:]))
    classes = {c: k for k, group in (("c", COMMON), ("r", RARE), ("a", ARTIFACT)) for c in group}
    if classes[item] != classes[take]:
        assert "same class" in str(refused(won, kind="golden_swap", seat=0, target=1, item=item, take=take))
        return
    state = swap(won, item, take)
    after = Counter(c for zone in state.zones.values() for c in zone)
    assert after == before and max(after.values()) == 1
    check_invariants(state, CTX, {c for c in before if "#" in c})
    assert take in state.zone("hero:0:items") and item in state.zone("hero:1:items")
    assert len(state.zone("hero:0:items")) == cut


def test_a_win_that_ends_her_turn_with_the_game_going_opens_no_trade_003_L767():
    """The trade is hers "in that turn only" (003:L767): a win over the Golden Dragon Lord after which her turn is
    over (here it guards the Lake of Fire, whose win sends her out of the Realm and ends the turn, 003:L407) opens
    none, though the game goes on. The scene lays the dragon on the Lake as a stand-in for any such win."""
    from app.games.prophecy.engine.realm.gate import LAKE_GREATER
    from tests.engine.realm.fightkit import GOLDEN as GOLDEN_NUMBERS
    from tests.engine.realm.test_realm_fight_lake import at_lake

    state = at_lake(lake=("golden-dragon-lord#1",))
    state = state.model_copy(update={"zones": {**state.zones, "hero:0:items": ("dagger#1",),
                                               "hero:1:items": ("hammer#1",)}})
    won = strength_fight(play(state, kind="realm_lake_fight", seat=0, values=GOLDEN_NUMBERS, back=1), 6, 1)
    assert won.result is None and won.flow.stage == "round_end" and not won.zone(LAKE_GREATER)
    assert swap_mark(0) not in won.flow.marks and not offers(won, "golden_swap")


def test_a_win_over_another_dragon_opens_no_trade_003_L767():
    """The trade is the Golden Dragon Lord's reward only: beating the Dragon Queen on a path opens none."""
    won = strength_fight(met("dragon-queen", items=("dagger#1",), others=("hammer#1",)), 6, 1)
    assert won.battle is None and won.flow.stage == "turn" and "dragon-queen#1" in won.zone(REMOVED)
    assert swap_mark(0) not in won.flow.marks and not offers(won, "golden_swap")
