"""Entering and moving in the Realm as logged actions (003:L299-339), on the fake catalog with a typed board."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import (
    Context,
    GameState,
    IllegalAction,
    InvalidInput,
    apply,
    legal_actions,
    parse_action,
)
from app.games.prophecy.engine.realm.facts import RealmFacts
from app.games.prophecy.engine.realm.gate import reveal_gate
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.realm.setup import GATE_CARD, realm_zones, space_zone
from app.games.prophecy.engine.rules import flow
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine.fakecatalog import FakeCatalog
from tests.engine.kit import hero, stage, started
from tests.engine.realm.boards import TYPED, as_dealt, board
from tests.engine.realm.test_realm_setup import NEGATIVES, POSITIVES


class RealmCatalog(FakeCatalog):
    def entity(self, entity_id: str):
        if entity_id != "realm":
            return super().entity(entity_id)
        return RealmFacts(id="realm", source={k: "table" for k in TYPED}, **TYPED)


CTX = Context(catalog=RealmCatalog())


def realm_game(gate_revealed: bool = True) -> GameState:
    """Two heroes, the Realm dealt, the Gate on plane 0 (revealed or not), seat 0 about to move."""
    state = started(2, options={"realm": {}})
    zones, hidden = realm_zones(board(), POSITIVES, NEGATIVES, players=2)
    lesser = state.zone(Z.plane(0, "lesser"))
    all_zones = {**state.zones, **zones, Z.plane(0, "lesser"): (GATE_CARD,), "box:lesser": lesser}
    all_hidden = state.hidden | hidden | {GATE_CARD}
    if gate_revealed:
        all_zones, all_hidden = reveal_gate(all_zones, all_hidden, 0)
    state = state.model_copy(update={"zones": all_zones, "hidden": all_hidden})
    return stage(state, "move", seat=0)


def act(state: GameState, **payload) -> GameState:
    return apply(state, parse_action(payload), CTX)[0]


def refused(state: GameState, **payload) -> IllegalAction:
    before = state.model_dump()
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(payload), CTX)
    assert state.model_dump() == before
    return info.value


def gate_space(ctx=CTX) -> int:
    return ctx.catalog.attack_spaces(ctx.catalog.planes()[0].id)[0]


def test_a_hero_enters_for_three_gold_and_steps_onto_a_path_revealing_it():
    """003:L301: 3 Gold, onto the Gate, the round goes on; 003:L329 forward onto a first space; 003:L325 the
    card there is revealed."""
    state = hero(realm_game(), 0, space=gate_space(), gold=5)
    state = act(state, kind="realm_enter", seat=0)
    h = state.hero(0)
    assert (h.realm, h.space, h.gold) == (GATE, None, 2) and state.flow.stage == "move"
    first_dark = state.zone(space_zone("left", 1, "negative"))[0]
    assert first_dark in state.hidden
    state = act(state, kind="realm_step", seat=0, how="forward", path="left", step=1, revealed=as_dealt(state, "left", 1))
    assert state.hero(0).realm == on_path("left", 1) and first_dark not in state.hidden
    assert state.flow.stage == "turn"


def test_entry_is_refused_before_the_reveal_away_from_its_spaces_or_without_the_realm():
    """003:L299 and 003:L203."""
    assert refused(hero(realm_game(False), 0, space=gate_space(), gold=5), kind="realm_enter", seat=0).rule.id == \
        "realm_entry"
    far = next(i for i in range(20) if i not in CTX.catalog.attack_spaces(CTX.catalog.planes()[0].id))
    assert refused(hero(realm_game(), 0, space=far, gold=5), kind="realm_enter", seat=0).rule.id == "realm_entry"
    assert refused(hero(realm_game(), 0, space=gate_space(), gold=2), kind="realm_enter", seat=0).rule.id == \
        "realm_fare"
    plain = stage(hero(started(2), 0, space=gate_space(), gold=5), "move", seat=0)
    assert refused(plain, kind="realm_enter", seat=0).rule.id == "realm_in_play"


def test_stepping_and_returning():
    """003:L323 the step's reach; 003:L339 out on either of the Gate's spaces."""
    state = hero(realm_game(), 0, space=None, realm=GATE)
    assert refused(state, kind="realm_step", seat=0, how="forward",
                   path="left", step=3).rule.id == "realm_forward"
    assert refused(state, kind="realm_step", seat=0, how="return", space=(gate_space() + 10) % 20).rule.id == \
        "realm_return"
    out = act(state, kind="realm_step", seat=0, how="return", space=gate_space())
    assert (out.hero(0).realm, out.hero(0).space) == (None, gate_space())
    stayed = act(state, kind="realm_step", seat=0, how="stay")
    assert stayed.hero(0).realm == GATE and stayed.flow.stage == "turn"  # dragon-realm.md Q-4
    with pytest.raises(InvalidInput):
        apply(state, parse_action({"kind": "realm_step", "seat": 0, "how": "forward"}), CTX)
    on_ring = hero(realm_game(), 0, space=gate_space())
    assert refused(on_ring, kind="realm_step", seat=0, how="stay").rule.id == "realm_forward"


def offered(state: GameState):
    return [(o.kind, o.params) for o in legal_actions(state, CTX)]


def test_the_tablet_offers_the_realms_moves_and_no_ring_move_inside():
    """003:L315-319: forward, stay or return; the ring's movement does not apply in the Realm."""
    inside = hero(realm_game(), 0, space=None, realm=GATE)
    kinds = offered(inside)
    assert {k for k, _ in kinds} == {"realm_step"}
    forward = [(p["path"], p["step"]) for k, p in kinds if p["how"] == "forward"]
    assert forward == [("left", 1), ("middle", 1), ("right", 1)]
    assert sorted(p["space"] for k, p in kinds if p["how"] == "return") == sorted(
        CTX.catalog.attack_spaces(CTX.catalog.planes()[0].id))
    assert refused(inside, kind="move", seat=0, how="stay").rule.id == "realm_moves"
    beside = hero(realm_game(), 0, space=gate_space(), gold=3)
    assert ("realm_enter", {"seat": 0}) in offered(beside)
    assert ("realm_enter", {"seat": 0}) not in offered(hero(realm_game(False), 0, space=gate_space(), gold=3))
    stepped = act(inside, kind="realm_step", seat=0, how="forward", path="left", step=1, revealed=as_dealt(inside, "left", 1))
    assert [k for k, _ in offered(stepped)].count("realm_settle") == 1


def test_a_round_in_the_realm_draws_no_chance_card():
    """003:L309: no Chance card at the start of a round in the Realm; on the ring the round opens with one."""
    for realm, expected in ((GATE, "move"), (None, "chance")):
        state = hero(realm_game(), 1, space=None if realm else gate_space(), realm=realm)
        tx = Tx(state, CTX)
        flow.begin_round(tx, 1)
        assert (tx.state.flow.stage, tx.state.flow.active) == (expected, 1)


def test_a_round_in_the_realm_ends_through_the_offers():
    """A round in the Realm ends like any other (003:L305): the next player's round follows."""
    state = act(hero(realm_game(), 0, space=gate_space(), gold=5), kind="realm_enter", seat=0)
    state = act(state, kind="realm_step", seat=0, how="stay")
    for _ in range(4):
        if state.flow.active == 1:
            break
        offer = next(o for o in legal_actions(state, CTX) if not o.needs)
        state = act(state, kind=offer.kind, **offer.params)
    assert (state.flow.active, state.flow.stage) == (1, "chance") and state.hero(0).realm == GATE
