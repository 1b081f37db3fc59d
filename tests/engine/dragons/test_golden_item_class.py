"""The Golden Dragon Lord's trade (003:L767) with an Item whose class Herald cannot tell: a Realm Item taken from a
positive Dragon card is used as a Common or Rare Item, told by its front side (003:L373). The trade offers it,
marked as needing its class; the table types Common or Rare with the trade, once, and the trade is checked with it.
Bad input (another class, one contradicting Herald's, a card outside the trade) is refused by name."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine import Context, IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.fights.golden import swap_mark
from app.games.prophecy.engine.realm.fights.item_class import known_class
from tests.engine.dragons.test_golden_swap import beaten
from tests.engine.realm.fightkit import CTX

GEM = "dragon-positive-dragon-realm-unregistered-01"  # a Realm Item the group registered, its class not yet typed
GEM_CARD = GEM + "#1"
RCTX = Context(catalog=CTX.catalog.with_overrides({GEM: {"dragon_type": "item"}}))
KNOWN = Context(catalog=RCTX.catalog.with_overrides({GEM: {"item_deck": "rare"}}))  # once the group's entry is kept


def act(state, ctx=RCTX, **payload):
    return apply(state, parse_action({"kind": "golden_swap", "seat": 0, "target": 1, **payload}), ctx)[0]


def refusal(state, ctx=RCTX, **payload) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        act(state, ctx, **payload)
    return info.value


def golden_offer(state, ctx=RCTX):
    return next(o for o in legal_actions(state, ctx) if o.kind == "golden_swap")


def test_a_realm_item_is_offered_marked_as_needing_its_class_003_L373():
    won = beaten(items=(GEM_CARD, "dagger#1"), others=("great-sword#1", "royal-cape#1"))
    assert known_class(RCTX, GEM_CARD) is None and known_class(KNOWN, GEM_CARD) == "rare"
    offer = golden_offer(won)
    assert offer.needs == ("item", "target", "take", "values")
    assert offer.choices["pairs"] == {GEM_CARD: ["great-sword#1"]}  # never an Artifact; the Dagger has no partner
    assert offer.choices["class_unknown"] == [GEM_CARD] and offer.choices["values"] == [f"{GEM}.item_deck"]
    assert offer.choices["classes"] == {GEM_CARD: None, "great-sword#1": "rare"}
    asked = offer.choices["value_choices"][f"{GEM}.item_deck"]
    assert asked["pool"] == [["common", "Common"], ["rare", "Rare"]] and "Common or Rare" in asked["label"]
    # Once its class is kept, the same trade asks nothing more (003:L767).
    kept = golden_offer(won, KNOWN)
    assert kept.needs == ("item", "target", "take") and "values" not in kept.choices


def test_the_class_typed_with_the_trade_checks_it_003_L767_003_L373():
    won = beaten(items=(GEM_CARD,), others=("great-sword#1", "hammer#1"))
    state = act(won, item=GEM_CARD, take="great-sword#1", values={GEM: {"item_deck": "rare"}})
    assert state.zone("hero:0:items") == ("great-sword#1",) and GEM_CARD in state.zone("hero:1:items")
    assert swap_mark(0) not in state.flow.marks
    cross = refusal(won, item=GEM_CARD, take="great-sword#1", values={GEM: {"item_deck": "common"}})
    assert cross.rule.id == "realm_golden_dragon_lord" and "is Common and Great Sword is Rare" in str(cross)
    common = act(won, item=GEM_CARD, take="hammer#1", values={GEM: {"item_deck": "common"}})
    assert common.zone("hero:0:items") == ("hammer#1",)
    assert act(won, KNOWN, item=GEM_CARD, take="great-sword#1").zone("hero:0:items") == ("great-sword#1",)


def test_without_its_class_the_trade_asks_for_it_by_name_003_L373():
    won = beaten(items=(GEM_CARD,), others=("great-sword#1",))
    asked = refusal(won, item=GEM_CARD, take="great-sword#1")
    assert asked.rule.id == "realm_item_class" and "003:L373" in str(asked)
    assert "Unnamed card 01 of the positive Dragon deck" in str(asked) and f"{GEM}.item_deck" in str(asked)


def test_bad_classes_are_refused_by_name_and_change_nothing_003_L373():
    won = beaten(items=(GEM_CARD, "dagger#1"), others=("great-sword#1", "royal-cape#1"))
    bad = {"artifact": "not 'artifact'", "legendary": "not 'legendary'"}
    for typed, words in bad.items():
        refused = refusal(won, item=GEM_CARD, take="great-sword#1", values={GEM: {"item_deck": typed}})
        assert refused.rule.id == "realm_item_class" and words in str(refused)
    contradicts = refusal(won, item=GEM_CARD, take="great-sword#1",
                          values={GEM: {"item_deck": "rare"}, "great-sword": {"item_deck": "common"}})
    assert "Great Sword is Rare, as Herald knows it" in str(contradicts)
    again = refusal(won, KNOWN, item=GEM_CARD, take="great-sword#1", values={GEM: {"item_deck": "common"}})
    assert "is Rare, as Herald knows it: it cannot be traded as Common" in str(again)
    outsider = refusal(won, item=GEM_CARD, take="great-sword#1", values={"axe": {"item_deck": "common"}})
    assert "Axe is not an Item of either hero trading" in str(outsider)
    field = refusal(won, item=GEM_CARD, take="great-sword#1", values={GEM: {"price": 3}})
    assert "only the Item's class is typed here" in str(field)
    # The same class typed for an Item Herald knows is no contradiction.
    fine = act(won, item=GEM_CARD, take="great-sword#1",
               values={GEM: {"item_deck": "rare"}, "great-sword": {"item_deck": "rare"}})
    assert fine.zone("hero:0:items") == ("dagger#1", "great-sword#1")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(("common", "rare")), st.sampled_from(("hammer#1", "great-sword#1", "royal-cape#1")))
def test_a_typed_class_trades_only_with_its_own_class(typed, take):
    won = beaten(items=(GEM_CARD,), others=("hammer#1", "great-sword#1", "royal-cape#1"))
    theirs = {"hammer#1": "common", "great-sword#1": "rare", "royal-cape#1": "artifact"}[take]
    if typed != theirs:
        assert "same class" in str(refusal(won, item=GEM_CARD, take=take, values={GEM: {"item_deck": typed}}))
        return
    state = act(won, item=GEM_CARD, take=take, values={GEM: {"item_deck": typed}})
    assert state.zone("hero:0:items") == (take,) and GEM_CARD in state.zone("hero:1:items")


def test_an_unsorted_item_is_asked_too_and_two_unknowns_both_typed_003_L767():
    """An Item the catalog knows without its deck (the Cutlass) is Common or Rare like any Item: asked the same way."""
    won = beaten(items=("cutlass#1",), others=(GEM_CARD, "hammer#1", "royal-cape#1"))
    offer = golden_offer(won)
    assert offer.choices["pairs"] == {"cutlass#1": [GEM_CARD, "hammer#1"]}
    assert offer.choices["values"] == ["cutlass.item_deck", f"{GEM}.item_deck"]
    one = refusal(won, item="cutlass#1", take=GEM_CARD, values={"cutlass": {"item_deck": "rare"}})
    assert one.rule.id == "realm_item_class" and "Unnamed card 01" in str(one) and "Cutlass" not in str(one)
    state = act(won, item="cutlass#1", take=GEM_CARD,
                values={"cutlass": {"item_deck": "rare"}, GEM: {"item_deck": "rare"}})
    assert state.zone("hero:0:items") == (GEM_CARD,) and "cutlass#1" in state.zone("hero:1:items")
    sorted_ctx = Context(catalog=RCTX.catalog.with_overrides({"cutlass": {"item_deck": "common"}}))
    assert golden_offer(won, sorted_ctx).choices["values"] == [f"{GEM}.item_deck"]
    assert act(won, sorted_ctx, item="cutlass#1", take="hammer#1").zone("hero:0:items") == ("hammer#1",)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(("dagger#1", "hammer#1", "great-sword#1", "royal-cape#1", "banner-of-hope#1",
                                 "cutlass#1", "war-axe#1", GEM_CARD)), min_size=2, max_size=6, unique=True),
       st.data())
def test_every_offered_pair_trades_once_its_unknown_classes_are_typed_alike(cards, data):
    """Whatever the hands, each pair the trade offers goes through with the table's classes (the playouts' inputs)."""
    import random

    from tests.engine.dragons.kit import dragon_inputs

    cut = data.draw(st.integers(1, len(cards) - 1))
    won = beaten(items=tuple(cards[:cut]), others=tuple(cards[cut:]))
    offer = next((o for o in legal_actions(won, RCTX) if o.kind == "golden_swap"), None)
    if offer is None:
        return
    for item, takes in offer.choices["pairs"].items():
        assert known_class(RCTX, item) != "artifact" or all(known_class(RCTX, t) == "artifact" for t in takes)
    act_fields = {"kind": "golden_swap", **offer.params}
    dragon_inputs(offer, act_fields, random.Random(data.draw(st.integers(0, 99))))
    state = apply(won, parse_action(act_fields), RCTX)[0]
    assert act_fields["take"] in state.zone("hero:0:items") and act_fields["item"] in state.zone("hero:1:items")
