"""Decks in the two modes: what can be drawn, the odds, reshuffles, Abilities under their decks, unseen cards."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.games.prophecy.engine import IllegalAction
from app.games.prophecy.engine.rules import decks
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine.kit import CTX, at, play, put, refused, stage, started


def test_a_card_already_elsewhere_cannot_be_drawn():  # 000:L109
    state = started(2)
    r = refused(state, kind="draw_chance", seat=0, card="chance_forest#1")  # it lies in the discard pile
    assert r.rule.id == "drawable"


def test_deck_odds_are_exact_fractions_of_what_is_left():  # 000:L109
    state = started(2)
    odds = decks.deck_odds(state, "chance")
    assert sum(odds.values()) == 1
    assert odds["chance_forest"] == Fraction(1, 21) and odds["chance_plains"] == Fraction(2, 21)


def test_an_empty_deck_is_reshuffled_from_its_discards():  # 000:L109
    state = started(2)
    for c in state.zone("deck:common"):
        state = put(state, c, "discard:common")
    assert decks.drawable(state, "common") == tuple(sorted(state.zone("discard:common")))
    tx = Tx(state, CTX)
    decks.draw(tx, "common", "sword#1", "hero:0:items")
    assert tx.events[0].kind == "deck_reshuffled"
    assert "sword#1" in tx.state.zone("hero:0:items") and len(tx.state.zone("deck:common")) == 9


def test_abilities_under_the_deck_come_up_only_after_the_rest():  # 000:L109, 000:L159
    state = started(2)
    state = put(state, "stealth#1", "bottom:ability:thieves_guild", face_up=False)
    assert "stealth#1" not in decks.drawable(state, "ability:thieves_guild")
    for c in state.zone("deck:ability:thieves_guild"):
        state = put(state, c, "hero:1:abilities")
    assert decks.drawable(state, "ability:thieves_guild") == ("stealth#1",)


def test_table_mode_a_named_card_lying_unseen_on_the_board_swaps_into_place():  # 000:L153
    state = started(2)
    state = put(state, "ghost#1", "space:1", face_up=False)  # Herald's placeholder for an unseen card
    tx = Tx(state, CTX)
    decks.draw(tx, "adventure", "ghost#1", "discard:adventure")
    assert tx.state.zone("discard:adventure")[-1] == "ghost#1"
    (placeholder,) = tx.state.zone("space:1")
    assert placeholder in tx.state.hidden and placeholder != "ghost#1"


def test_herald_mode_reveals_exactly_the_card_it_placed():  # 000:L279
    state = started(2, "herald")
    state = put(state, "ghost#1", "space:9", face_up=False)
    state = stage(state, "move")
    state = at(state, 0, 8)
    r = refused(state, kind="move", seat=0, how="walk", to=9, revealed=["ghost#2"])
    assert r.rule.id == "drawable"
    state = play(state, kind="move", seat=0, how="walk", to=9)
    assert state.zone("space:9") == ("ghost#1",) and "ghost#1" not in state.hidden


def test_unseen_cards_trade_places_only_within_one_shuffle():  # 000:L109
    state = started(2)
    tx = Tx(state, CTX)
    placeholder = decks.draw(tx, "adventure", None, "space:1", face_up=False)  # under nothing: an unseen card
    state = tx.state
    for c in state.zone("deck:adventure"):
        state = put(state, c, "discard:adventure")
    # The new deck will be the discard pile: the unseen card on the board cannot come up from it.
    assert placeholder not in decks.drawable(state, "adventure")
    tx = Tx(state, CTX)
    decks.draw(tx, "adventure", "ghost#1", "discard:adventure")  # reshuffles first
    state = tx.state
    assert state.reshuffles == {"adventure": 1} and state.batch == {placeholder: 0}
    state = stage(at(state, 0, 0), "move")
    assert refused(state, kind="move", seat=0, how="walk", to=1, revealed=["ghost#2"]).rule.id == "drawable"
    after = play(state, kind="move", seat=0, how="walk", to=1, revealed=[placeholder])
    assert placeholder not in after.hidden and after.batch == {}


def test_an_ability_under_its_deck_is_refused_while_others_are_left():  # 000:L109
    state = put(started(2), "stealth#1", "bottom:ability:thieves_guild", face_up=False)
    with pytest.raises(IllegalAction) as info:
        decks.check_drawable(state, "ability:thieves_guild", "stealth#1")
    assert info.value.rule.id == "ability_bottom"


def test_nothing_can_be_drawn_from_an_empty_deck_with_an_empty_discard_pile():  # 000:L109
    state = started(2)
    for c in state.zone("deck:common"):
        state = put(state, c, "hero:1:items")
    with pytest.raises(IllegalAction) as info:
        decks.draw(Tx(state, CTX), "common", "sword#1", "hero:0:items")
    assert info.value.rule.id == "reshuffle"
    with pytest.raises(IllegalAction) as info:
        decks.check_drawable(state, "common", "sword#1")
    assert info.value.rule.id == "reshuffle"
