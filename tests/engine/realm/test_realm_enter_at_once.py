"""Entering at once (003:L299): a hero whose attack on a plane turns up the Gate may enter the Realm in the same turn,
for the usual drake (003:L301), and her round goes on there."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.realm.setup import GATE_CARD
from app.games.prophecy.engine.rules import zones as Z
from tests.engine.kit import hero
from tests.engine.realm.test_realm_actions import CTX, act, gate_space, realm_game, refused


def attacked(gold: int = 5):
    """Seat 0 on a space next to plane 0, whose face-down Lesser is the Gate, attacks and turns it up."""
    state = hero(realm_game(gate_revealed=False), 0, space=gate_space(), gold=gold)
    state = act(state, kind="move", seat=0, how="astral", plane=0)
    return act(state, kind="reveal_guardian", seat=0, card=GATE_CARD)


def test_the_gate_turned_up_by_an_attack_lets_the_attacker_enter_at_once_003_L299():
    """003:L299: revealed by the hero's own attack, the Gate may be passed the same turn; 003:L301: 3 Gold, onto the
    Gate, and the round goes on under the Realm's movement."""
    state = attacked()
    assert GATE_CARD not in state.hidden and not state.zone(Z.plane(0, "artifact"))
    offered = [o.kind for o in legal_actions(state, CTX)]
    assert "realm_enter" in offered, offered
    state = act(state, kind="realm_enter", seat=0)
    h = state.hero(0)
    assert (h.realm, h.space, h.gold) == (GATE, None, 2) and state.flow.stage == "move"
    assert any(o.kind == "realm_step" and o.params.get("how") == "forward" for o in legal_actions(state, CTX))


def test_entering_at_once_still_costs_the_drake_003_L301():
    """003:L301: without 3 Gold the Gate is not passed, at once or later."""
    state = attacked(gold=2)
    assert "realm_enter" not in [o.kind for o in legal_actions(state, CTX)]
    refused(state, kind="realm_enter", seat=0)
