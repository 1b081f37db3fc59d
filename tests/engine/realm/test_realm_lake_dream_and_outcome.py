"""The Lake's plane as any other Astral Plane (003:L399): a Prophetic Dream reaches its Greater Guardian and Artifact
in the usual order (003:L289), and its battle told by its outcome costs what a fought one costs (003:L403-405)."""

from __future__ import annotations

from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.rules.chance.draw import ResolveChance
from app.games.prophecy.engine.rules.chance.effects import EFFECTS
from app.games.prophecy.engine.rules.chance.inputs import LAKE_PLANE, choices_of
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine.kit import hero
from tests.engine.realm.test_realm_actions import CTX, act, realm_game
from tests.engine.realm.test_realm_lake import at_the_last_space


def dream(state, card):
    tx = Tx(state, CTX)
    EFFECTS["prophetic_dream"](tx, "", ResolveChance(seat=0, plane=LAKE_PLANE, cards=(card,)))
    return tx.state


def test_a_prophetic_dream_reveals_the_lakes_guardian_then_its_artifact_003_L289_L399():
    """003:L289 and 003:L399: Legends of Dragons never reveals them, a Prophetic Dream does, in the usual order:
    the Greater Guardian first, then the Artifact (000:L173)."""
    state = realm_game()
    greater, artifact = state.zone(LAKE_GREATER)[0], state.zone(LAKE_ARTIFACT)[0]
    assert greater in state.hidden and artifact in state.hidden
    assert LAKE_PLANE in choices_of(state, CTX, "prophetic_dream")["plane"]
    state = dream(state, greater)
    assert greater not in state.hidden and artifact in state.hidden
    state = dream(state, artifact)
    assert artifact not in state.hidden and state.zone(LAKE_ARTIFACT) == (artifact,)
    assert LAKE_PLANE not in choices_of(state, CTX, "prophetic_dream")["plane"]


def test_the_lake_is_no_plane_to_dream_of_before_the_gate_is_found_003_L297():
    """003:L297: the Lake holds the Gate's plane's cards only once the Gate is revealed."""
    assert LAKE_PLANE not in choices_of(realm_game(gate_revealed=False), CTX, "prophetic_dream")["plane"]


def test_a_lost_lake_battle_told_by_its_outcome_costs_health_and_turns_the_guardian_up_003_L405():
    """003:L403-405 with the base battle: a loss to the Lake's Greater Guardian costs 1 Health as a fought loss does,
    the hero stays on the last space, and the Guardian fought lies face up; a draw costs nothing."""
    state = at_the_last_space()
    greater = state.zone(LAKE_GREATER)[0]
    lost = act(state, kind="realm_lake", seat=0, how="battle", outcome="lost", card=greater)
    assert lost.hero(0).health == state.hero(0).health - 1 and greater not in lost.hidden
    assert lost.hero(0).realm == on_path("middle", 4) and lost.zone(LAKE_GREATER) == (greater,)
    drawn = act(state, kind="realm_lake", seat=0, how="battle", outcome="draw", card=greater)
    assert drawn.hero(0).health == state.hero(0).health and greater not in drawn.hidden


def test_a_lost_lake_battle_can_kill_003_L405():
    """000:L367 through 003:L405: the last Health lost to the Lake's Guardian kills the hero."""
    state = hero(at_the_last_space(), 0, health=1)
    dead = act(state, kind="realm_lake", seat=0, how="battle", outcome="lost", card=state.zone(LAKE_GREATER)[0],
               health_lost=2)
    assert dead.hero(0).status != "active"
