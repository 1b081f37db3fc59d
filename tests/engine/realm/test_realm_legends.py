"""Legends of Dragons: two Realm cards revealed under the reveal rule (003:L273-289)."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine.errors import IllegalAction, InvalidInput
from app.games.prophecy.engine.realm.legends import EFFECT, legends
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.realm.setup import space_zone
from app.games.prophecy.engine.rules import card_reading
from app.games.prophecy.engine.rules.chance.draw import ResolveChance
from app.games.prophecy.engine.rules.chance.effects import EFFECTS
from app.games.prophecy.engine.rules.chance.inputs import choices_of, needs_of
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine.kit import hero, stage
from tests.engine.realm.test_realm_actions import CTX, realm_game


def run(state, cards):
    tx = Tx(state, CTX)
    legends(tx, "", ResolveChance(seat=0, cards=tuple(cards)))
    return tx.state


def test_the_chance_card_asks_for_two_reveals_and_offers_what_the_rule_reaches():
    """003:L273: two cards revealed; 003:L285: the nearest negative or a positive before it."""
    state = realm_game()
    assert EFFECTS[EFFECT] is legends
    assert needs_of(state, CTX, EFFECT, None) == ["cards"]
    offered = choices_of(state, CTX, EFFECT)
    assert offered["count"] == 2 and state.zone(space_zone("middle", 1, "negative"))[0] in offered["cards"]
    assert card_reading.chance_effect(type("Raw", (), {"event": EFFECT})()) == EFFECT


def test_a_second_reveal_may_follow_the_first_along_the_same_path():
    """003:L287: the second reveal under the same rule, after the first."""
    state = realm_game()
    dark = state.zone(space_zone("right", 2, "negative"))[0]
    beyond = state.zone(space_zone("right", 3, "positive"))[0]
    after = run(state, [dark, beyond])
    assert dark not in after.hidden and beyond not in after.hidden
    with pytest.raises(IllegalAction) as err:
        run(state, [beyond, dark])  # beyond a face-down negative until that one is revealed
    assert err.value.rule.id == "realm_reveal"


def test_two_reveals_while_two_can_be_made():
    """003:L273; dragon-realm.md Q-9: fewer only when fewer can be revealed."""
    state = realm_game()
    with pytest.raises(InvalidInput):
        run(state, [state.zone(space_zone("middle", 1, "negative"))[0]])
    with pytest.raises(InvalidInput):
        run(state, [state.zone(space_zone(p, 1, "negative"))[0] for p in ("left", "middle")] + ["x"])


def test_chance_cards_pass_heroes_in_the_realm_by():
    """003:L309: no Economic Crisis in the Realm, but no Good Times either; 003:L309-311: Charity's poorest is
    looked for among the heroes outside it."""
    state = stage(hero(hero(realm_game(), 1, space=None, realm=GATE, gold=8, red=6, health=6), 0, gold=6),
                  "chance_resolve", seat=0)
    state = state.model_copy(update={"zones": {**state.zones, "chance:current": ("x",)}})
    tx = Tx(state, CTX)
    EFFECTS["economic_crisis"](tx, "", None)
    assert (tx.state.hero(0).gold, tx.state.hero(1).gold) == (3, 8)
    tx = Tx(state, CTX)
    EFFECTS["share"](tx, "gold", ResolveChance(seat=0, amounts=(2, 1)))
    assert (tx.state.hero(0).gold, tx.state.hero(1).gold) == (8, 8)
    tx = Tx(hero(state, 1, gold=0), CTX)
    EFFECTS["charity"](tx, "", ResolveChance(seat=0, charity={"gold": 2}))
    assert (tx.state.hero(0).gold, tx.state.hero(1).gold) == (8, 0)
