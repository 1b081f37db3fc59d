"""The Troll's Low Faith (003:L151): Clover Meadow stays on its space for a troll, and so does every Opportunity
the group types from the Race card's list; unknown, the list refuses nothing and is asked as a card value."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, IllegalAction, apply, legal_actions, parse_action
from tests.engine.combat.kit import CATALOG, scene
from tests.engine.races.test_races_in_battle import raced

FOREST = 5
# What a group would type from its Troll card in this test: the card names the Golden Fish.
LISTED = Context(catalog=CATALOG.with_overrides({"troll": {"low_faith_cards": ["golden-fish"]}}))


def _meadow(card: str):
    troll = raced(0, "Anna", "paladin", 4, 4, FOREST, "troll")
    human = raced(1, "Ben", "druid", 3, 6, FOREST, "human")
    return scene(troll, human, zones={f"space:{FOREST}": [card]}), troll, human


def _refusal(state, ctx, **payload) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), ctx)
    return info.value


def test_the_list_is_a_value_of_the_troll_card_the_group_types():  # 003:L151
    assert "low_faith_cards" in CATALOG.missing_fields("troll")
    assert "low_faith_cards" not in LISTED.catalog.missing_fields("troll")


def test_a_card_on_the_typed_list_stays_on_its_space_for_a_troll():  # 003:L151, 000:L305
    state, _, _ = _meadow("golden-fish#1")
    err = _refusal(state, LISTED, kind="use_opportunity", seat=0, card="golden-fish#1")
    assert err.rule.ref == "003:L151" and "Race card names Golden Fish" in err.detail
    offered = [o for o in legal_actions(state, LISTED) if o.kind == "use_opportunity"]
    assert not offered  # not offered to her either


def test_clover_meadow_stays_whatever_the_list_says():  # 003:L151
    state, _, _ = _meadow("clover-meadow#1")
    for ctx in (Context(catalog=CATALOG), LISTED):
        assert _refusal(state, ctx, kind="use_opportunity", seat=0, card="clover-meadow#1").rule.ref == "003:L151"


def test_without_the_list_or_for_another_race_nothing_more_is_refused():  # 003:L151
    state, troll, human = _meadow("golden-fish#1")
    unknown = [o for o in legal_actions(state, Context(catalog=CATALOG)) if o.kind == "use_opportunity"]
    assert [o.params["card"] for o in unknown] == ["golden-fish#1"]  # the list unknown: the table decides
    other = scene(human.model_copy(update={"seat": 0}), troll.model_copy(update={"seat": 1}),
                  zones={f"space:{FOREST}": ["golden-fish#1"]})
    assert [o.params["card"] for o in legal_actions(other, LISTED) if o.kind == "use_opportunity"] == \
        ["golden-fish#1"]  # a human is untouched by the troll's list


def test_an_unknown_list_is_asked_when_a_troll_meets_an_opportunity():  # 003:L151
    from app.games.prophecy.engine import InvalidInput

    state, _, _ = _meadow("golden-fish#1")
    offer = next(o for o in legal_actions(state, Context(catalog=CATALOG)) if o.kind == "use_opportunity")
    assert "low_faith_cards" in offer.needs
    with pytest.raises(InvalidInput) as info:
        apply(state, parse_action({"kind": "use_opportunity", "seat": 0, "card": "golden-fish#1", "willpower": 1}),
              Context(catalog=CATALOG))
    assert info.value.field == "low_faith_cards" and "Troll Race card" in str(info.value)
    # typed with the use: a list naming the card keeps it on its space, one that does not lets the troll use it
    named = _refusal(state, Context(catalog=CATALOG), kind="use_opportunity", seat=0, card="golden-fish#1",
                     willpower=1, low_faith_cards="Golden Fish, Healer")
    assert named.rule.ref == "003:L151"
    after, _ = apply(state, parse_action({"kind": "use_opportunity", "seat": 0, "card": "golden-fish#1", "willpower": 1,
                                          "low_faith_cards": "none"}), Context(catalog=CATALOG))
    assert after.zone(f"space:{FOREST}") == ()
    # once the list is known (kept as the group's entry), it is not asked again
    assert all("low_faith_cards" not in o.needs for o in legal_actions(state, LISTED) if o.kind == "use_opportunity")


def test_a_human_is_never_asked_the_trolls_list():
    _, troll, human = _meadow("golden-fish#1")
    other = scene(human.model_copy(update={"seat": 0}), troll.model_copy(update={"seat": 1}),
                  zones={f"space:{FOREST}": ["golden-fish#1"]})
    offer = next(o for o in legal_actions(other, Context(catalog=CATALOG)) if o.kind == "use_opportunity")
    assert "low_faith_cards" not in offer.needs
