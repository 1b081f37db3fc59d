"""Invariants of a path fight in the Realm over many Strengths and dice (003:L359-363): the outcome follows the
totals, the hero ends where that outcome puts her, Health moves only on a loss, the card lies in exactly one zone,
and the exact odds sum to 1 and match the count of dice pairs."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.prophecy.engine.combat.preview import in_progress
from app.games.prophecy.engine.realm.settle import REMOVED
from app.games.prophecy.engine.realm.setup import space_zone
from tests.engine.realm.fightkit import CTX, LEFT, PHANTOM, play, realm_hero, realm_scene, strength_fight

CARD = "phantom-dragon#1"


def _fight(strength: int, dragon: int, loss: int):
    values = {"phantom-dragon": {**PHANTOM["phantom-dragon"], "strength": dragon,
                                 "loss": [{"kind": "health", "amount": -loss, "source": "table"}] if loss else []}}
    state = realm_scene(realm_hero(0, "Cleo", "mercenary", strength, 5, LEFT[1]),
                        realm_hero(1, "Ben", "paladin", 4, 4, space=10),
                        zones={space_zone("left", 2, "negative"): [CARD]}, hidden={CARD})
    state = play(state, kind="realm_step", seat=0, how="forward", path="left", step=2)
    return play(state, kind="realm_fight", seat=0, back=1, values=values)


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 8), st.integers(1, 12), st.integers(0, 2), st.integers(1, 6), st.integers(1, 6))
def test_a_path_fight_ends_where_its_outcome_says(strength, dragon, loss, a, b):
    opened = _fight(strength, dragon, loss)
    view = in_progress(play(opened, kind="choose_battle_kind", seat=0, battle_kind="strength"), CTX)
    odds = {k: Fraction(view["odds"][k]) for k in ("win", "draw", "lose")}
    pairs = Counter((strength + x > dragon + y) - (strength + x < dragon + y) for x in range(1, 7) for y in range(1, 7))
    assert sum(odds.values()) == 1
    assert odds == {"win": Fraction(pairs[1], 36), "draw": Fraction(pairs[0], 36), "lose": Fraction(pairs[-1], 36)}
    after = strength_fight(opened, a, b)
    cleo = after.hero(0)
    holders = [z for z, cards in after.zones.items() if CARD in cards]
    assert len(holders) == 1
    if strength + a > dragon + b:
        assert (cleo.realm, cleo.health, holders) == (LEFT[2], strength, [REMOVED])
    elif strength + a == dragon + b:
        assert (cleo.realm, cleo.health, after.flow.stage) == (LEFT[1], strength, "round_end")
    else:
        # Strength 3 or more against at most 1 + 2 Health: she lives, and leaves the Realm (003:L359).
        assert (cleo.status, cleo.realm, cleo.space, cleo.health) == ("active", None, 1, strength - 1 - loss)
        assert holders == [space_zone("left", 2, "negative")] and after.flow.stage == "round_end"
