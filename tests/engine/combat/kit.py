"""Scenes for the battle tests: the real card catalog, heroes placed on the board, actions by payload.

Values the catalog does not know yet are typed in `values` exactly as the table would from the card in
front of it; each test says which ones come from the rulebook and which are the table's.
"""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, apply, legal_actions, parse_action
from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from tests.engine.kit import real_catalog

CATALOG = real_catalog()
CTX = Context(catalog=CATALOG)


def hero(seat: int, player: str, character: str, strength: int, willpower: int, space: int, **kw) -> Hero:
    """A hero with full Health and Magic unless told otherwise."""
    return Hero(seat=seat, player=player, character=character, red=strength, health=kw.pop("health", strength),
                blue=willpower, magic=kw.pop("magic", willpower), space=space, **kw)


def scene(*heroes: Hero, zones: dict[str, list[str]] | None = None, active: int = 0, stage: str = "turn",
          marks: frozenset[str] = frozenset(), damaged: frozenset[str] = frozenset(), extra_turns: int = 0) -> GameState:
    """A game at a seat's turn with cards where the scene needs them."""
    state = GameCreated(options=GameOptions(deck_mode="table"), heroes=tuple(heroes)).apply_to(GameState())
    for zone, cards in (zones or {}).items():
        for c in cards:
            state = CardMoved(card=c, to=zone).apply_to(state)
    state = FlowChanged(flow=Flow(stage=stage, round=1, active=active, turn=1, marks=marks,
                                  extra_turns=extra_turns)).apply_to(state)
    return state.model_copy(update={"damaged": damaged})


def act(state: GameState, **payload):
    """Apply one action; the new state and its events."""
    return apply(state, parse_action(payload), CTX)


def play(state: GameState, **payload) -> GameState:
    """Apply one action; the new state."""
    return act(state, **payload)[0]


def refused(state: GameState, **payload) -> IllegalAction:
    """The refusal of an action (the state is untouched: states are immutable)."""
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), CTX)
    return info.value


def offers(state: GameState, kind: str | None = None):
    """The legal offers of the moment (of one kind)."""
    return [o for o in legal_actions(state, CTX) if kind is None or o.kind == kind]


def story(events) -> list[str]:
    """The events' sentences (told in the states they were emitted in is not needed for ours)."""
    return [e.text for e in events if e.kind == "battle_changed"]


def effect(kind: str, **fields) -> dict:
    """An effect typed by the table (its source is the table)."""
    return {"kind": kind, "source": "table", **fields}
