"""The Dragon Realm's new cards for the standard game and Increased Guardian Power, chosen at creation: which
decks take the new cards, the Guardians set aside unseen, each plane's token (003:L56-62, 003:L641-643)."""

from __future__ import annotations

from app.games.prophecy.engine import GameState, InvalidInput, apply, parse_action
from app.games.prophecy.engine.rules import decks
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine.kit import CTX, fresh, refused
from tests.engine.playout import check_invariants, create

NEW = {"expansion": {"new_cards": True}}


def cards_of(state: GameState, prefix: str) -> set[str]:
    return {Z.base_id(c) for z, cs in state.zones.items() if z.startswith(prefix) for c in cs}


def test_without_the_option_no_expansion_card_is_in_play_003_L56():
    state = fresh()
    everywhere = cards_of(state, "")
    assert not everywhere & {"centaur", "throwing_star", "new_lesser", "new_greater_1", "legends_of_dragons"}
    assert not any(z.startswith("aside:") for z in state.zones)


def test_the_new_cards_are_shuffled_into_their_own_decks_003_L56_L62():
    state = fresh(options=NEW)
    assert {"centaur", "magical_forest"} <= cards_of(state, "deck:adventure")
    assert "throwing_star" in cards_of(state, "deck:common") and "staff_of_time" in cards_of(state, "deck:rare")
    # The Realm's own cards stay out: the Gate and Legends of Dragons belong to the Dragon Realm board (003:L473).
    assert "legends_of_dragons" not in cards_of(state, "") and "gate_to_the_dragon_realm" not in cards_of(state, "")
    check_invariants(state)


def test_the_guardians_left_over_are_set_aside_unseen_003_L56():
    state = fresh(options=NEW)
    lessers, greaters = state.zone(Z.aside("lesser")), state.zone(Z.aside("greater"))
    assert len(lessers) == 1 and len(greaters) == 2  # 6 Lesser and 7 Greater Guardians for 5 planes
    assert set(lessers + greaters) <= state.hidden
    for p in Z.PLANES:
        assert len(state.zone(Z.plane(p, "lesser"))) == len(state.zone(Z.plane(p, "greater"))) == 1


def test_a_plane_turned_up_at_the_table_may_show_a_guardian_herald_had_set_aside_003_L56():
    state = fresh(options=NEW)
    aside = state.zone(Z.aside("lesser"))[0]
    lying = state.zone(Z.plane(0, "lesser"))[0]
    tx = Tx(state, CTX)
    assert decks.reveal(tx, lying, aside, "lesser") == aside
    after = tx.state
    assert after.zone(Z.plane(0, "lesser")) == (aside,) and after.zone(Z.aside("lesser")) == (lying,)
    assert lying in after.hidden and aside not in after.hidden


def test_herald_deals_five_planes_from_the_larger_piles_and_sets_the_rest_aside_003_L56():
    state = apply(GameState(), parse_action(create(2, "herald", options=NEW)), CTX)[0]
    dealt = cards_of(state, "plane:")
    assert len(state.zone(Z.aside("greater"))) == 2 and not {Z.base_id(c) for c in state.zone(Z.aside("greater"))} & dealt
    check_invariants(state)


def test_a_deal_that_puts_one_guardian_on_two_planes_is_refused_000_L83():
    act = create(2, "herald", options=NEW)
    act["planes"][1][0] = act["planes"][0][0]
    err = refused(GameState(), **act)
    assert err.rule.id == "astral_deal"


def test_a_plus_one_token_lies_on_every_plane_003_L641():
    state = fresh(options={"expansion": {"guardian_power": "plus_one"}})
    assert state.power_ups == {p: (1,) for p in Z.PLANES}
    state = fresh(options={"expansion": {"guardian_power": "plus_two"}})
    assert state.power_ups == {p: (2,) for p in Z.PLANES}
    created = apply(GameState(), parse_action(create(2, options={"expansion": {"guardian_power": "plus_two"}})), CTX)[1]
    assert "Astral Plane 3 has a +2 Power Up token." in created[0].describe(GameState())  # told in the log


def test_random_tokens_are_dealt_by_herald_or_typed_from_the_table_003_L643():
    act = create(2, options={"expansion": {"guardian_power": "random"}})
    act["guardian_tokens"] = [1, 2, 2, 1, 2]
    state = apply(GameState(), parse_action(act), CTX)[0]
    assert state.power_ups == {0: (1,), 1: (2,), 2: (2,), 3: (1,), 4: (2,)}
    del act["guardian_tokens"]
    assert refused(GameState(), **act).rule.id == "guardian_tokens"
    act["guardian_tokens"] = [1, 2, 3, 1, 2]
    assert "+1 or +2" in refused(GameState(), **act).detail
    act["guardian_tokens"] = [1, 2]
    assert refused(GameState(), **act).rule.id == "guardian_tokens"


def test_a_fixed_setting_takes_only_its_own_token_and_no_power_takes_none_003_L641_643():
    act = create(2, options={"expansion": {"guardian_power": "plus_one"}})
    act["guardian_tokens"] = [2, 2, 2, 2, 2]
    assert refused(GameState(), **act).rule.id == "guardian_tokens"
    act = create(2)
    act["guardian_tokens"] = [1, 1, 1, 1, 1]
    assert "without Increased Guardian Power" in refused(GameState(), **act).detail


def test_the_basic_version_has_no_guardians_to_strengthen_003_L641_004_L48():
    act = create(2, options={"mode": "basic", "expansion": {"guardian_power": "plus_one"}})
    assert refused(GameState(), **act).rule.id == "guardian_power_basic"
    # The new Adventures and Items still fit the Basic version; its decks hold no Guardians.
    state = apply(GameState(), parse_action(create(2, options={"mode": "basic", **NEW})), CTX)[0]
    assert "centaur" in cards_of(state, "deck:adventure") and not cards_of(state, "aside:")


def test_an_unknown_guardian_power_setting_is_bad_input():
    try:
        parse_action(create(2, options={"expansion": {"guardian_power": "plus_three"}}))
    except (InvalidInput, ValueError):
        return
    raise AssertionError("plus_three accepted")
