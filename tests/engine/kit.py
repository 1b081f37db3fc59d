"""Shortcuts for the rules tests: a game on the fake catalog, actions by payload, refusals, and direct
placement of heroes, cards and tokens to set up a scene (through events, so every card stays in one zone).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.events import CardMoved, FlowChanged, HeroUpdated
from tests.engine.fakecatalog import FakeCatalog
from tests.engine.playout import create

CTX = Context(catalog=FakeCatalog())
REAL_CARDS = Path(__file__).resolve().parents[2] / "cards" / "prophecy"
FOREST_OPPORTUNITIES = ("hermit#1", "hermit#2", "gem_mine#1", "gem_mine#2")
FIRST_ABILITIES = {"fortress": "concentration#1", "thieves_guild": "stealth#1", "forest_camp": "meditation#1",
                   "magic_tower": "staff_skill#1", "monastery": "blessed_weapon#1"}


def play(state: GameState, **payload) -> GameState:
    """Apply one action given as a payload; the new state."""
    return apply(state, parse_action(payload), CTX)[0]


def events_of(state: GameState, **payload):
    """The events one action produces."""
    return apply(state, parse_action(payload), CTX)[1]


def refused(state: GameState, **payload):
    """The refusal of an action; checks that the state is untouched."""
    before = state.model_dump()
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), CTX)
    assert state.model_dump() == before
    return info.value


def fresh(seats: int = 2, deck_mode: str = "table", **kw) -> GameState:
    """A created game waiting for the initial situation."""
    return apply(GameState(), parse_action(create(seats, deck_mode, **kw)), CTX)[0]


def prepared(state: GameState) -> GameState:
    """The initial situation: the first Ability of each guild, Forest Opportunities on the four Forests."""
    return play(state, kind="prepare_board", abilities=FIRST_ABILITIES, chance="chance_forest#1",
                adventures=list(FOREST_OPPORTUNITIES))


def started(seats: int = 2, deck_mode: str = "table", **kw) -> GameState:
    """A game at the first Chance card, seat 0 first."""
    state = prepared(fresh(seats, deck_mode, **kw))
    return play(state, kind="roll_first_player", faces=[6] + [1] * (seats - 1))


def put(state: GameState, card: str, zone: str, face_up: bool = True, at: str = "end") -> GameState:
    """Move a card somewhere to set a scene."""
    return CardMoved(card=card, to=zone, face_up=face_up, at=at).apply_to(state)


def at(state: GameState, seat: int, space: int) -> GameState:
    """Put a hero on a space."""
    return HeroUpdated(seat=seat, space=space, moved=True).apply_to(state)


def stage(state: GameState, name: str, seat: int = 0, **flow) -> GameState:
    """Jump the flow to a stage of a seat's round."""
    f = state.flow.model_copy(update={"stage": name, "active": seat, **flow})
    return FlowChanged(flow=f).apply_to(state)


def hero(state: GameState, seat: int, **fields) -> GameState:
    """Set a hero's fields directly."""
    return state.with_hero(state.hero(seat).model_copy(update=fields))


def offers(state: GameState, kind: str | None = None):
    """The legal offers of the moment (of one kind)."""
    return [o for o in legal_actions(state, CTX) if kind is None or o.kind == kind]


@cache
def real_catalog():
    """The catalog of cards/prophecy/, read and checked once per test process (a Catalog is immutable): each kit and
    module that plays on the real cards loaded it again, at collection in every worker."""
    from app.games.prophecy.catalog.loader import load_catalog

    return load_catalog(REAL_CARDS)
