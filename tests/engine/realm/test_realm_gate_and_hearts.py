"""The Gate's reveal on the main board (003:L295-301) and the Dragon Hearts (003:L411-417)."""

from __future__ import annotations

from app.games.prophecy.engine import legal_actions
from app.games.prophecy.engine.realm.gate import (
    LAKE_ARTIFACT,
    LAKE_GREATER,
    gate_plane,
    gate_spaces,
    reveal_gate,
)
from app.games.prophecy.engine.realm.heart import has_heart, heart_bonus, heart_zone, take_heart
from app.games.prophecy.engine.realm.position import GATE
from app.games.prophecy.engine.realm.setup import GATE_CARD, HEARTS, dragon_hearts
from app.games.prophecy.engine.rules import decks
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.tx import Tx
from app.games.prophecy.engine.state import Hero
from tests.engine.kit import CTX, hero
from tests.engine.realm.test_realm_actions import CTX as REALM_CTX
from tests.engine.realm.test_realm_actions import act, gate_space, realm_game, refused


def planes_with_gate_on(p_gate: int):
    zones = {}
    for p in Z.PLANES:
        zones[Z.plane(p, "lesser")] = (GATE_CARD if p == p_gate else f"lesser-{p}",)
        zones[Z.plane(p, "greater")] = (f"greater-{p}",)
        zones[Z.plane(p, "artifact")] = (f"artifact-{p}",)
    return zones, frozenset(c for z in zones.values() for c in z)


def test_the_gates_reveal_moves_its_planes_guardian_and_artifact_to_the_lake():
    """003:L297: the plane's Greater Guardian and Artifact go onto the Realm's plane; 003:L299 the Gate stays."""
    zones, hidden = planes_with_gate_on(2)
    assert gate_plane(zones, hidden) is None  # face down: nobody knows where it is (003:L255)
    after, hidden_after = reveal_gate(zones, hidden, 2)
    assert gate_plane(after, hidden_after) == 2
    assert after[Z.plane(2, "lesser")] == (GATE_CARD,)
    assert after[LAKE_GREATER] == ("greater-2",) and after[LAKE_ARTIFACT] == ("artifact-2",)
    assert Z.plane(2, "greater") not in after and Z.plane(2, "artifact") not in after
    assert {"greater-2", "artifact-2"} <= hidden_after  # 003:L289: they stay unseen until a Prophetic Dream
    assert sorted(c for z in after.values() for c in z) == sorted(c for z in zones.values() for c in z)


def test_the_gates_spaces_are_its_planes_attack_spaces():
    """003:L299: the two spaces from which its plane is attacked (000:L475); unknown before the reveal."""
    assert gate_spaces(CTX, None) is None
    for p in Z.PLANES:
        spaces = gate_spaces(CTX, p)
        assert spaces is not None and set(spaces) == set(CTX.catalog.attack_spaces(CTX.catalog.planes()[p].id))


def test_a_dragon_heart_restores_health_and_magic_once_per_player():
    """003:L417: gaining one restores Health and Magic; 003:L415 one per player; 003:L411 neither Item nor
    Ability."""
    hero = Hero(seat=1, player="B", character="c", red=6, health=2, blue=5, magic=1)
    zones = {HEARTS: dragon_hearts(2)}
    zones, healed = take_heart(zones, hero)
    assert (healed.health, healed.magic) == (6, 5) and has_heart(zones, 1)
    assert zones[heart_zone(1)] == ("dragon-heart-1",) and zones[HEARTS] == ("dragon-heart-2",)
    again, same = take_heart(zones, healed.model_copy(update={"health": 3}))
    assert again == zones and same.health == 3
    assert Z.items(1) not in zones and Z.abilities(1) not in zones


def test_a_heart_gives_plus_one_only_against_a_character_without_one():
    """003:L417."""
    zones = {heart_zone(0): ("dragon-heart-1",)}
    assert heart_bonus(zones, 0, foe_seat=1) == 1
    assert heart_bonus(zones, 0, foe_seat=None) == 0  # a Creature or Guardian
    assert heart_bonus(zones, 1, foe_seat=0) == 0
    assert heart_bonus({**zones, heart_zone(1): ("dragon-heart-2",)}, 0, foe_seat=1) == 0


def test_turning_the_gate_face_up_on_the_board_moves_its_planes_cards():
    """003:L295-297: however it is revealed (a Prophetic Dream or an attack: both turn cards up through
    decks.reveal), the Gate's plane sends its Greater Guardian and Artifact to the Lake, still face down."""
    state = realm_game(gate_revealed=False)
    greater, artifact = state.zone(Z.plane(0, "greater")), state.zone(Z.plane(0, "artifact"))
    tx = Tx(state, REALM_CTX)
    decks.reveal(tx, GATE_CARD, GATE_CARD, "lesser")
    after = tx.state
    assert gate_plane(after.zones, after.hidden) == 0
    assert after.zone(LAKE_GREATER) == greater and after.zone(LAKE_ARTIFACT) == artifact
    assert not after.zone(Z.plane(0, "greater")) and set(greater + artifact) <= after.hidden
    other = Tx(state, REALM_CTX)
    lesser = state.zone(Z.plane(1, "lesser"))[0]
    decks.reveal(other, lesser, lesser, "lesser")
    assert other.state.zone(Z.plane(1, "greater")) == state.zone(Z.plane(1, "greater"))


# Entering at once (003:L299): a hero whose attack turns up the Gate may enter the Realm the same turn (003:L301).
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
    offered = [o.kind for o in legal_actions(state, REALM_CTX)]
    assert "realm_enter" in offered, offered
    state = act(state, kind="realm_enter", seat=0)
    h = state.hero(0)
    assert (h.realm, h.space, h.gold) == (GATE, None, 2) and state.flow.stage == "move"
    assert any(o.kind == "realm_step" and o.params.get("how") == "forward" for o in legal_actions(state, REALM_CTX))


def test_entering_at_once_still_costs_the_drake_003_L301():
    """003:L301: without 3 Gold the Gate is not passed, at once or later."""
    state = attacked(gold=2)
    assert "realm_enter" not in [o.kind for o in legal_actions(state, REALM_CTX)]
    refused(state, kind="realm_enter", seat=0)
