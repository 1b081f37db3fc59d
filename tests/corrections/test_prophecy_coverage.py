"""Issue 37: every part of a Prophecy game the table can see has a correction. The fields are read off the
state model, so a field added without a way to correct it (or a reason it is not on the table) fails here."""

from __future__ import annotations

import re
import typing

import pytest

from app.games.prophecy.engine.correct import Correct
from app.games.prophecy.engine.correct_zones import NOT_CARDS, candidate_zones, movable
from app.games.prophecy.engine.state import GameState
from tests.corrections.coverage import stale, uncovered
from tests.engine.endgame.test_basic import basic_game
from tests.engine.kit import CTX, put
from tests.engine.realm.playout import CTX as REALM_CTX
from tests.engine.realm.playout import play_game as realm_play

# A field (or a whole part) -> the correction (`what`) that sets it.
CORRECTIONS = {
    "zones": "move_card",  # every card instance, the Realm's paths, the Lake, Hearts, Certificates included
    "hidden": "turn_card",
    "damaged": "damage",
    "crafted": "craft",
    "heroes.red": "set_counter", "heroes.health": "set_counter", "heroes.blue": "set_counter",
    "heroes.magic": "set_counter", "heroes.gold": "set_counter", "heroes.experience": "set_counter",
    "heroes.bank": "set_counter",
    "heroes.space": "move_hero", "heroes.realm": "move_hero",
    "heroes.status": "set_status",
    "heroes.guilds": "set_guilds",
    "heroes.races": "set_races", "heroes.sheet": "set_races",  # the sheet is made from the Race(s)
    "heroes.rage": "set_rage",
    "flow.stage": "set_turn", "flow.active": "set_turn", "flow.turn": "set_turn", "flow.round": "set_turn",
    "flow.first": "set_turn", "flow.extra_turns": "set_turn", "flow.marks": "set_turn",
    "power_ups": "set_power_ups",
    "coop.stack": "set_clock", "coop.planes": "set_clock", "coop.collapse": "set_clock",
    "coop.pending": "set_clock", "coop.drawn": "set_clock",
}

# Fields that are not a thing on the table, each with the reason.
NOT_ON_THE_TABLE = {
    "options": "what the group chose when creating the game, fixed for the whole game",
    "heroes.seat": "Herald's number for the seat",
    "heroes.player": "the player's name, not a game fact",
    "heroes.character": "a character is taken by its own step (the draft, a new one after death), never moved by hand",
    "names": "a cache of the catalog's card names",
    "reshuffles": "Herald's count of shuffles, to tell unseen cards of different shuffles apart",
    "batch": "Herald's count of shuffles, to tell unseen cards of different shuffles apart",
    "result": "the ending the rules draw from the state; undo the step that ended the game",
    "battle": "a battle under way is turned back step by step by its own turn back and undo",
    "coop.total": "how many clock tokens the game began with, fixed at creation",
    "coop.freeze": "Herald's memory of when Time Freeze was cast, no token on the table",
    "coop.freeze_shuffle": "Herald's memory of the reshuffle at the last Time Freeze, no token on the table",
    "coop.unknown_swaps": "gaps of the catalog the group registers on the Catalog page",
    "coop.round_items": "Herald's memory of the Items held when the round began",
    "coop.round_used": "Herald's memory of the Items announced this round",
}


def test_every_field_of_the_state_has_a_correction_or_a_reason():
    missing = uncovered(GameState, CORRECTIONS, NOT_ON_THE_TABLE)
    assert not missing, f"no correction and no reason for: {missing}"


def test_every_correction_named_exists():
    kinds = set(typing.get_args(Correct.model_fields["what"].annotation))
    assert set(CORRECTIONS.values()) - kinds == set()


def test_the_tables_name_only_fields_that_exist():
    assert stale(GameState, CORRECTIONS, NOT_ON_THE_TABLE) == []
    assert not set(CORRECTIONS) & set(NOT_ON_THE_TABLE)


def every_card_can_be_put_back(state, ctx) -> list[str]:
    """The zones whose cards a correction could not move, or could not put back where they lie."""
    bad = set()
    for zone, cards in state.zones.items():
        for card in cards:
            if zone.startswith(NOT_CARDS) or zone.endswith(":character"):
                continue  # characters are taken, not moved (declared above)
            if not movable(state, card) or zone not in candidate_zones(state, ctx, card):
                bad.add(re.sub(r"\d+", "N", zone))
    return sorted(bad)


@pytest.mark.parametrize("variant", ["standard", "dragonslayer"])
def test_every_card_of_a_realm_game_reaches_its_zone_by_correction(variant):
    """The Realm's paths, the Lake, the Hearts, the Dragonslayer deck, the cards set aside: all correctable."""
    game = realm_play(5, variant=variant, max_steps=25)
    assert every_card_can_be_put_back(game.state, REALM_CTX) == []


def test_every_card_of_a_basic_game_reaches_its_zone_by_correction():
    """The Basic version's Certificates too."""
    state = basic_game(2)
    state = put(state, "concentration#1", "hero:0:certificates", face_up=False)
    assert every_card_can_be_put_back(state, CTX) == []
