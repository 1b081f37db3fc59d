"""A Realm game whose negative cards are named Dragon cards of the real catalog (their appendix rulings, 003:L735-755),
and the steps to meet one: seat 0 on the left path's second space, stepping onto the split third (neg-01)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.games.prophecy.engine import Context, GameState, IllegalAction, apply, parse_action
from app.games.prophecy.engine.realm.position import on_path
from tests.engine.fakecatalog import Effect
from tests.engine.kit import hero, real_catalog
from tests.engine.realm.boards import as_dealt
from tests.engine.realm.test_realm_actions import RealmCatalog, realm_game

REAL = real_catalog()
MET = "neg-01"  # the negative card on the left path's split third space
UNDER = "pos-01"  # the positive card under it


class RulingCatalog(RealmCatalog):
    """The fake catalog, with the card on the left path's third space one of the real named Dragon cards."""

    def __init__(self, real_id: str | None = None, under: tuple[str, dict] | None = None, **fields):
        super().__init__()
        self.met = self.under = None
        if real_id is not None:
            self.met = REAL.card(real_id).model_copy(update={"id": MET, **fields})
        if under is not None:
            self.under = REAL.card(under[0]).model_copy(update={"id": UNDER, **under[1]})
        # An Ability that works instead of moving but needs a terrain, beside the ones the fake catalog has.
        sacrifice = self.by_id["sacrifice"]
        self.by_id["field_chant"] = replace(sacrifice, id="field_chant", effects=(
            Effect("magic", amount=1, instead_of_moving=True), Effect("rule_hook", hook="needs_terrain")))

    def card(self, card_id: str):
        if card_id == MET and self.met is not None:
            return self.met
        if card_id == UNDER and self.under is not None:
            return self.under
        return super().card(card_id)


def ctx_for(real_id: str | None = None, under: tuple[str, dict] | None = None, **fields) -> Context:
    """A context whose met card is `real_id` with `fields` laid over it, and the card under it `under` (an id and
    fields)."""
    return Context(catalog=RulingCatalog(real_id, under, **fields))


def play(ctx: Context, state: GameState, **payload) -> GameState:
    """The state after an action."""
    return apply(state, parse_action(payload), ctx)[0]


def refused(ctx: Context, state: GameState, **payload) -> str:
    """The rule id an action is refused with (the state untouched)."""
    before = state.model_dump()
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), ctx)
    assert state.model_dump() == before
    return info.value.rule.id


def met(ctx: Context, **fields) -> GameState:
    """Seat 0 has stepped onto the left path's third space and faces its negative card, now face up."""
    state = hero(realm_game(), 0, space=None, realm=on_path("left", 2), **{"health": 4, "experience": 3, **fields})
    return play(ctx, state, kind="realm_step", seat=0, how="forward", path="left", step=3, revealed=as_dealt(state, "left", 3))
