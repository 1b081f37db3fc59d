"""Storages (C6), food (C7), the guild house (C10), the shops and Weapon Smith, battlegrounds, duels (C12)."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine import InvalidInput, apply, parse_action

from .kit import act, army, ctx, refused, resolving, start, with_player

STORAGES = {"wood_storage": ("wood", {1: 2, 2: 4, 3: 8, 4: 16}), "stone_storage": ("stone", {1: 2, 2: 4, 3: 8, 4: 16}),
            "iron_storage": ("iron", {2: 2, 3: 4, 4: 8}), "bronze_storage": ("bronze", {2: 2, 3: 4, 4: 8}),
            "sapphire_storage": ("sapphire", {3: 2, 4: 4}), "diamond_storage": ("diamond", {3: 2, 4: 4})}


def one(space, seat=0, figure="conjurer", n=3, round_=1, locked=None, **stock):
    """A scenario where seat 0's figure resolves `space` and seat 1's conjurer waits on wild animals."""
    state, _ = start(n, start_seat=0, locked=locked)
    state = with_player(state, seat, stock=stock)
    return resolving(state, (seat, figure, space), (1, "conjurer", "wild_animals"), round_=round_)


@pytest.mark.parametrize("storage", sorted(STORAGES))
def test_storage_pays_at_once_by_phase(storage):
    """001:L341-349 table C6: a storage pays its amount at once, doubling each phase, and gives no control."""
    resource, by_phase = STORAGES[storage]
    for phase, amount in by_phase.items():
        state = act(one(storage, round_=3 * phase - 2), {"kind": "collect", "seat": 0, "figure": "conjurer"})
        assert state.players[0].stock[resource] == amount and storage not in state.mines


@pytest.mark.parametrize("space", ["wild_animals", "fishing_pond"])
def test_food_spaces_pay_by_phase(space):
    """001:L355 table C7: 5, 8, 11 or 14 food by phase."""
    for phase, food in {1: 5, 2: 8, 3: 11, 4: 14}.items():
        state, _ = start(3, start_seat=0)
        state = resolving(state, (0, "worker", space), (1, "conjurer", "tavern"), round_=3 * phase - 1)
        state = act(state, {"kind": "collect", "seat": 0, "figure": "worker"})
        assert state.players[0].stock["food"] == food


def test_guild_house_costs_and_the_limit_of_three():
    """001:L396 table C10: the second assistant costs 4 wood and 4 stone, the third 4 iron and 4 bronze."""
    state = one("guild_house", wood=5, stone=4, iron=4, bronze=3)
    state = act(state, {"kind": "hire", "seat": 0, "figure": "conjurer", "assistant": "recruiter"})
    assert state.players[0].assistants == ("worker", "recruiter") and state.players[0].stock["wood"] == 1
    state = resolving(state, (0, "conjurer", "guild_house"), (1, "conjurer", "wild_animals"))
    raw = {"kind": "hire", "seat": 0, "figure": "conjurer", "assistant": "warrior"}
    assert refused(state, raw).rule.ref == "001:L384"  # 3 bronze of 4
    assert refused(state, {**raw, "assistant": "worker"}).rule.ref == "001:L168"
    state = with_player(state, 0, stock={"bronze": 4})
    state = act(state, raw)
    assert state.players[0].assistants == ("worker", "recruiter", "warrior")
    assert state.players[0].stock["iron"] == 0 and state.players[0].stock["bronze"] == 0
    state = resolving(state, (0, "conjurer", "guild_house"), (1, "conjurer", "wild_animals"))
    assert refused(state, {**raw, "assistant": "merchant"}).rule.ref == "001:L396"
    assert act(state, {**raw, "assistant": None}).players[0].assistants == ("worker", "recruiter", "warrior")


def test_shops_sell_their_own_kind_from_the_stock_at_the_printed_cost():
    """001:L369-371 items at the blacksmith, artifacts at the artificer; 001:L647 only what is still in stock."""
    state = one("blacksmith_1", wood=10)
    buy = {"kind": "buy", "seat": 0, "figure": "conjurer", "purchases": [{"card": "item-01", "cost": {"wood": 3}},
                                                                          {"card": "item-02", "cost": {"wood": 4}}]}
    after = act(state, buy)
    assert after.players[0].items == ("item-01", "item-02") and after.players[0].stock["wood"] == 3
    assert "item-01" not in after.items and after.facts["item-01"].cost == {"wood": 3}
    again = resolving(after, (0, "conjurer", "blacksmith_1"), (1, "conjurer", "wild_animals"))
    assert refused(again, {**buy, "purchases": [{"card": "item-01"}]}).rule.ref == "001:L647"
    art = {**buy, "purchases": [{"card": "artifact-norse-1", "cost": {"wood": 1}, "vp": 3}]}
    assert refused(state, art).rule.ref == "001:L369"
    with pytest.raises(InvalidInput):  # the card's cost is not known yet: the table types it
        apply(state, parse_action({**buy, "purchases": [{"card": "item-03"}]}), ctx())
    assert refused(state, {**buy, "purchases": [{"card": "item-03", "cost": {"wood": 11}}]}).rule.ref == "001:L384"


def test_a_locked_mythologys_artifacts_cannot_be_bought():
    """001:L255 the artifacts of a locked mythology cannot be gained."""
    state = one("artificer_1", n=2, locked=["norse", "biblical"], wood=5)
    raw = {"kind": "buy", "seat": 0, "figure": "conjurer",
           "purchases": [{"card": "artifact-norse-1", "cost": {"wood": 1}, "vp": 1}]}
    assert refused(state, raw).rule.ref == "001:L255"


def test_an_artifact_carries_its_mythology_and_the_vp_typed_from_it():
    """001:L649 an artifact shows its mythology and VP; 001:L749 its VP counts at the end."""
    state = one("artificer_1", wood=5)
    state = act(state, {"kind": "buy", "seat": 0, "figure": "conjurer",
                        "purchases": [{"card": "artifact-norse-2", "cost": {"wood": 5}, "vp": 6}]})
    (artifact,) = state.players[0].artifacts
    assert (artifact.myth, artifact.vp) == ("norse", 6) and state.facts["artifact-norse-2"].vp == 6


def test_two_players_pay_the_shield_of_achilles_in_diamonds():
    """001:L267 two players pay 12 bronze and 4 diamonds for Shield of Achilles instead of 4 sapphires."""
    state = one("artificer_1", n=2, locked=["norse", "biblical"], bronze=12, diamond=4)
    state = act(state, {"kind": "buy", "seat": 0, "figure": "conjurer",
                        "purchases": [{"card": "artifact-greek-1", "vp": 5}]})
    assert state.players[0].stock["bronze"] == 0 and state.players[0].stock["diamond"] == 0
    four = one("artificer_1", n=4, bronze=12, sapphire=4)
    four = act(four, {"kind": "buy", "seat": 0, "figure": "conjurer",
                      "purchases": [{"card": "artifact-greek-1", "vp": 5}]})
    assert four.players[0].stock["sapphire"] == 0


def test_weapon_smith_discount_on_the_first_card_only():
    """001:L583 a level 2 Weapon Smith takes 2 off; 001:L585-587 spread over types; 001:L589 first card only."""
    state = one("blacksmith_1", wood=10, iron=2, bronze=2)
    state = with_player(state, 0, army=army((2, "greek"), (4, "norse")))
    buy = {"kind": "buy", "seat": 0, "figure": "conjurer", "smith": "c0", "discount": {"wood": 1, "iron": 1},
           "purchases": [{"card": "item-01", "cost": {"wood": 3, "iron": 2}},
                         {"card": "item-02", "cost": {"wood": 3}}]}
    after = act(state, buy)
    assert after.players[0].stock["wood"] == 10 - 2 - 3 and after.players[0].stock["iron"] == 1
    assert refused(state, {**buy, "discount": {"wood": 2, "iron": 1}}).rule.ref == "001:L589"
    assert refused(state, {**buy, "discount": {"bronze": 1}}).rule.ref == "001:L589"
    four = act(state, {**buy, "smith": "c1", "discount": {"wood": 3, "iron": 1},
                       "purchases": [{"card": "item-01", "cost": {"wood": 3, "iron": 2}}]})
    assert four.players[0].stock["wood"] == 10 and four.players[0].stock["iron"] == 1


def test_a_battleground_is_fought_for_a_named_creature_of_its_mythology():
    """001:L359 the player names a creature of that mythology; 001:L361 a win adds it; 001:L363 a loss returns it."""
    state, _ = start(4, assistants=("warrior",) * 4, start_seat=0, locked=[])
    state = resolving(state, (0, "warrior", "valhalla"))
    raw = {"kind": "battleground", "seat": 0, "figure": "warrior", "creature": "creature-greek-1", "level": 3,
           "won": True}
    assert refused(state, raw).rule.ref == "001:L359"
    lost = act(state, {**raw, "creature": "creature-norse-4", "won": False})
    assert "creature-norse-4" in lost.piles["norse"] and len(lost.players[0].army) == 3
    assert lost.facts["creature-norse-4"].level == 3  # typed once, kept
    won = act(state, {**raw, "creature": "creature-norse-4"})
    assert "creature-norse-4" not in won.piles["norse"]
    assert won.players[0].army[-1].model_dump() == {"card": "creature-norse-4", "level": 3, "myth": "norse"}
    with pytest.raises(InvalidInput):
        apply(state, parse_action({**raw, "creature": "creature-norse-4", "level": None}), ctx())


def test_a_duel_won_by_the_challenger_takes_half_rounded_up_of_three_categories():
    """001:L427 three categories (food may be one), half rounded up of each; the defender takes 6 minus points."""
    state, _ = start(2, start_seat=0)
    state = with_player(state, 1, stock={"food": 7, "wood": 4, "iron": 1, "stone": 9})
    state = resolving(state, (0, "conjurer", "house_1"))
    after = act(state, {"kind": "duel", "seat": 0, "challenger_won": True, "categories": ["food", "wood", "iron"]})
    assert {k: after.players[0].stock[k] for k in ("food", "wood", "iron", "stone")} == {
        "food": 4, "wood": 2, "iron": 1, "stone": 0}
    assert {k: after.players[1].stock[k] for k in ("food", "wood", "iron", "stone")} == {
        "food": 3, "wood": 2, "iron": 0, "stone": 9}
    assert after.players[1].minus == 6 and after.players[0].minus == 0
    bad = {"kind": "duel", "seat": 0, "challenger_won": True, "categories": ["food", "food", "iron"]}
    assert refused(state, bad).rule.ref == "001:L427"


def test_a_duel_won_by_the_defender_costs_the_challenger_ten():
    """001:L429 the challenger who loses takes 10 minus points; the defender nothing."""
    state, _ = start(2, start_seat=0)
    state = resolving(state, (0, "conjurer", "house_1"))
    after = act(state, {"kind": "duel", "seat": 0, "challenger_won": False})
    assert after.players[0].minus == 10 and after.players[1].minus == 0


def test_a_discount_of_four_spread_over_four_resource_types():
    """001:L587 a discount of four may skip 4 wood, or 1 sapphire, 1 diamond, 1 bronze and 1 iron."""
    state = one("artificer_1", n=4, locked=[], sapphire=1, diamond=1, bronze=1, iron=1, wood=4)
    state = with_player(state, 0, army=army((4, "norse")))
    cost = {"sapphire": 1, "diamond": 1, "bronze": 1, "iron": 1, "wood": 4}
    buy = {"kind": "buy", "seat": 0, "figure": "conjurer", "smith": "c0",
           "purchases": [{"card": "artifact-norse-1", "cost": cost, "vp": 2}]}
    spread = act(state, {**buy, "discount": {"sapphire": 1, "diamond": 1, "bronze": 1, "iron": 1}})
    assert spread.players[0].stock == {**state.players[0].stock, "wood": 0}
    wood = act(state, {**buy, "discount": {"wood": 4}})
    assert wood.players[0].stock == {**state.players[0].stock, "sapphire": 0, "diamond": 0, "bronze": 0, "iron": 0}
