"""Herald deals or rolls what the table left empty: every kind of need `fill_all` knows, never a card twice,
never over what the table entered, and a clear refusal when too few cards can come up."""

from __future__ import annotations

import random

import pytest

from app.games.prophecy.engine import Offer
from app.games.prophecy.screens.play.offer_fill import fill_all, matching_offer, with_empty_needs
from app.games.prophecy.screens.play.offers_view import herald_rng
from tests.engine.combat.kit import CTX


def _fill(offer: Offer, payload: dict | None = None, table: bool = False, seed: int = 1) -> dict:
    return fill_all({"kind": offer.kind, **offer.params, **(payload or {})}, offer, random.Random(seed), CTX, table)


def test_one_die_per_contender_and_single_dice_are_rolled():
    got = _fill(Offer(kind="roll_first_player", label="", needs=("faces",), choices={"seats": [0, 1, 2]}))
    assert len(got["faces"]) == 3 and all(1 <= f <= 6 for f in got["faces"])
    got = _fill(Offer(kind="use_banner", label="", params={"seat": 0}, needs=("face",)))
    assert 1 <= got["face"] <= 6


def test_battle_dice_are_left_to_the_battle_roller_and_marked_as_herald_s():
    got = _fill(Offer(kind="battle_roll", label="", params={"seat": 0}, needs=("hero_faces", "foe_faces")))
    assert got["by_herald"] is True and "hero_faces" not in got and "foe_faces" not in got


def test_one_ability_per_guild_a_chance_card_and_an_adventure_card_per_space_of_its_terrain():
    offer = Offer(kind="prepare_board", label="", needs=("abilities", "chance", "adventures"), choices={
        "abilities": {"fortress": ["dueling#1", "concentration#1"], "monastery": ["prayer#1"], "magic_tower": []},
        "chance": ["chance-forest#1"], "adventures": ["wolf#1", "wolf#2", "ghost#1"],
        "spaces": {"forest": [5, 13], "plains": [4, 11, 19]}})
    got = _fill(offer)
    assert set(got["abilities"]) == {"fortress", "monastery"} and got["abilities"]["monastery"] == "prayer#1"
    assert got["chance"] == "chance-forest#1"
    assert len(got["adventures"]) == 2 and len(set(got["adventures"])) == 2  # two forest spaces, two cards
    assert set(got["adventures"]) <= {"wolf#1", "wolf#2", "ghost#1"}


def test_what_the_table_entered_is_kept():
    offer = Offer(kind="draw_chance", label="", params={"seat": 0}, needs=("card",), choices={"card": ["a#1", "b#1"]})
    assert _fill(offer, {"card": "b#1"})["card"] == "b#1"
    assert _fill(offer)["card"] in ("a#1", "b#1")


def test_revealed_cards_come_in_the_number_lying_face_down():
    offer = Offer(kind="move", label="", params={"seat": 0, "how": "walk", "to": 3}, needs=("revealed",),
                  choices={"revealed": ["a#1", "b#1", "c#1"], "count": 2})
    got = _fill(offer)
    assert len(got["revealed"]) == 2 and len(set(got["revealed"])) == 2


def test_a_refill_plan_deals_face_down_cards_only_when_herald_deals():
    offer = Offer(kind="resolve_chance", label="", params={"seat": 0}, needs=("cards",),
                  choices={"cards": ["a#1", "b#1", "c#1"], "plan": [[4, "up"], [11, "down"], [19, "discard"]]})
    dealt = _fill(offer)["cards"]
    assert len(set(dealt)) == 3 and None not in dealt
    named = _fill(offer, table=True)["cards"]
    assert len(named) == 3 and named[1] is None and None not in (named[0], named[2])  # in step with the plan


def test_a_card_from_the_deck_the_table_chose():
    offer = Offer(kind="resolve_chance", label="", params={"seat": 0}, needs=("guild", "cards"),
                  choices={"guild": ["fortress", "monastery"], "cards": {"fortress": ["dueling#1"], "monastery": []}})
    assert _fill(offer, {"guild": "fortress"})["cards"] == ["dueling#1"]
    assert _fill(offer, {"guild": "monastery"})["cards"] == []  # that deck is empty: nothing comes up
    dream = Offer(kind="resolve_chance", label="", params={"seat": 0}, needs=("plane", "cards"),
                  choices={"plane": [0, 3], "cards": {0: ["lesser-a#1"], 3: ["greater-b#1"]}})
    assert _fill(dream, {"plane": "3"})["cards"] == ["greater-b#1"]


def test_a_card_from_a_deck_not_chosen_yet_is_refused_with_what_to_do():
    offer = Offer(kind="resolve_chance", label="", params={"seat": 0}, needs=("guild", "cards"),
                  choices={"guild": ["fortress"], "cards": {"fortress": ["dueling#1"]}})
    with pytest.raises(ValueError, match="Choose the guild first"):
        _fill(offer)


def test_too_few_cards_left_is_refused():
    offer = Offer(kind="move", label="", params={"seat": 0, "how": "walk", "to": 3}, needs=("revealed",),
                  choices={"revealed": ["a#1"], "count": 2})
    with pytest.raises(ValueError, match="too few cards left"):
        _fill(offer)
    board = Offer(kind="prepare_board", label="", needs=("chance", "adventures"),
                  choices={"chance": ["chance-forest#1"], "adventures": ["wolf#1"], "spaces": {"forest": [5, 13]}})
    with pytest.raises(ValueError, match="too few cards left"):
        _fill(board)


def test_the_same_seed_and_step_deal_the_same_cards():
    offer = Offer(kind="move", label="", params={"seat": 0, "how": "walk", "to": 3}, needs=("revealed",),
                  choices={"revealed": [f"c{i}#1" for i in range(20)], "count": 3})
    assert _fill(offer, seed=5) == _fill(offer, seed=5)
    assert _fill(offer, seed=5) != _fill(offer, seed=6)  # the deal comes from the seed, not from a fixed source


def test_herald_s_roller_is_seeded_by_the_game_and_the_step():
    offer = Offer(kind="move", label="", params={"seat": 0, "how": "walk", "to": 3}, needs=("revealed",),
                  choices={"revealed": [f"c{i}#1" for i in range(20)], "count": 3})

    def deal(seed, seq):
        return fill_all({"kind": "move", **offer.params}, offer, herald_rng(seed, seq), CTX, False)["revealed"]

    assert deal(5, 7) == deal(5, 7)
    assert len({tuple(deal(seed, seq)) for seed in (5, 6) for seq in (7, 8)}) == 4


def test_the_payload_finds_its_offer_by_kind_and_fixed_params():
    walk3 = Offer(kind="move", label="", params={"seat": 0, "how": "walk", "to": 3})
    walk4 = Offer(kind="move", label="", params={"seat": 0, "how": "walk", "to": 4})
    assert matching_offer([walk3, walk4], {"kind": "move", "seat": "0", "how": "walk", "to": "4"}) is walk4
    assert matching_offer([walk3], {"kind": "move", "seat": "1", "how": "walk", "to": "3"}) is None


def test_needs_with_nothing_to_choose_from_are_posted_empty():
    offer = Offer(kind="prepare_board", label="", needs=("abilities", "chance", "adventures"),
                  choices={"abilities": {}, "chance": ["c#1"], "adventures": []})
    got = with_empty_needs({"kind": "prepare_board", "chance": "c#1"}, offer)
    assert got == {"kind": "prepare_board", "chance": "c#1", "abilities": {}, "adventures": []}
    assert with_empty_needs({"abilities": {"fortress": "x#1"}}, offer)["abilities"] == {"fortress": "x#1"}


def test_a_single_card_need_with_nothing_to_choose_from_stays_unposted():
    # The Scroll of Stealing on a hero who holds no Item: it takes Gold, and `item` (one card or none) stays None.
    offer = Offer(kind="steal_with_scroll", label="", params={"seat": 0, "card": "scroll-of-stealing#1"},
                  needs=("target", "item", "gold"), choices={"target": [1], "item": []})
    payload = {"kind": "steal_with_scroll", "seat": 0, "card": "scroll-of-stealing#1", "target": 1, "gold": 2}
    assert with_empty_needs(payload, offer) == payload


def test_the_guilds_the_table_left_empty_are_dealt_beside_the_ability_it_chose():
    """Herald refuses to deal a card it cannot name; the table then chooses that guild's Ability and asks Herald for
    the rest: the other guilds are dealt, the table's choice kept, no card twice."""
    offer = Offer(kind="prepare_board", label="", needs=("abilities",), choices={
        "abilities": {"fortress": ["dueling#1", "concentration#1"], "monastery": ["prayer#1", "healing#1"],
                      "magic_tower": []}})
    got = _fill(offer, {"abilities": {"fortress": "concentration#1"}})
    assert got["abilities"]["fortress"] == "concentration#1"
    assert set(got["abilities"]) == {"fortress", "monastery"} and got["abilities"]["monastery"] in ("prayer#1",
                                                                                                  "healing#1")
