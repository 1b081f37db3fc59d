"""The Lake of Fire (003:L403-417): the battle for its plane and the step in for a Dragon Heart."""

from __future__ import annotations

import pytest

from app.games.prophecy.engine import InvalidInput, apply, legal_actions, parse_action
from app.games.prophecy.engine.realm.ending import lake_artifact_taken
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.heart import heart_zone
from app.games.prophecy.engine.realm.position import on_path
from app.games.prophecy.engine.realm.setup import HEARTS, dragon_hearts
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.rules.chance.draw import ResolveChance
from app.games.prophecy.engine.rules.chance.effects import EFFECTS
from app.games.prophecy.engine.rules.chance.inputs import LAKE_PLANE, choices_of
from app.games.prophecy.engine.rules.tx import Tx
from tests.engine.kit import hero
from tests.engine.realm.test_realm_actions import CTX, act, gate_space, realm_game, refused


def at_the_last_space(path="middle", step=4):
    state = hero(realm_game(), 0, space=None, realm=on_path(path, step), health=2, magic=1)
    return state.model_copy(update={"zones": {**state.zones, HEARTS: dragon_hearts(2)}})


def test_winning_the_lakes_battle_gives_the_artifact_and_a_heart_and_goes_back():
    """003:L407: the Artifact and a Dragon Heart, back beside the Gate's plane, the turn over; 003:L417 Health
    and Magic restored."""
    state = at_the_last_space()
    artifact = state.zone(LAKE_ARTIFACT)
    won = act(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
              card=state.zone(LAKE_GREATER)[0])  # the Guardian the attack turned up, named (000:L479)
    won = act(won, kind="realm_claim", seat=0, card=artifact[0])  # the Artifact the table turned up, named
    h = won.hero(0)
    assert (h.realm, h.space, h.health, h.magic) == (None, gate_space(), h.red, h.blue)
    assert set(artifact) <= set(won.zone(Z.items(0))) and won.zone(heart_zone(0)) == ("dragon-heart-1",)
    assert not won.zone(LAKE_GREATER) and won.flow.stage == "round_end"  # the turn is over


def test_the_lakes_artifact_is_named_by_the_table_as_it_is_won_003_L407():
    """003:L407: the hero who beats the Lake's Greater Guardian gets its Artifact. Where the table draws, the face-down
    Artifact Herald holds there is only a stand-in: the win keeps it face down as hers to be named, the Heart and
    the way out as usual, and nothing else is taken before the table says which Artifact turned up (issue 33)."""
    state = at_the_last_space()
    (placeholder,) = state.zone(LAKE_ARTIFACT)
    won = act(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
              card=state.zone(LAKE_GREATER)[0])
    assert placeholder in won.hidden and placeholder not in won.zone(Z.items(0))
    assert won.hero(0).realm is None and won.zone(heart_zone(0)) == ("dragon-heart-1",)
    assert not lake_artifact_taken(won)  # not hers until it is named
    offers = legal_actions(won, CTX)
    assert [o.kind for o in offers] == ["realm_claim"], offers  # nothing else goes on before the name
    (offer,) = offers
    assert offer.label == "Which Artifact turned up on the Lake of Fire?" and offer.seat == 0
    pool = offer.choices["card"]
    assert placeholder in pool and len(pool) > 1 and set(pool) <= won.hidden
    assert refused(won, kind="end_round", seat=0).rule.id == "lake_artifact"
    other = next(c for c in pool if c != placeholder)
    taken = act(won, kind="realm_claim", seat=0, card=other)
    assert taken.zone(Z.items(0)) == (other,) and other not in taken.hidden and placeholder in taken.hidden
    assert lake_artifact_taken(taken) and not [o for o in legal_actions(taken, CTX) if o.kind == "realm_claim"]


def test_naming_a_card_that_cannot_be_the_lakes_artifact_is_refused_and_changes_nothing_003_L407():
    """A Guardian, or an Artifact already seen, cannot be the face-down Artifact won; the refusal says so."""
    state = at_the_last_space()
    won = act(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
              card=state.zone(LAKE_GREATER)[0])
    guardian = next(c for p in Z.PLANES for c in won.zone(Z.plane(p, "greater")))
    err = refused(won, kind="realm_claim", seat=0, card=guardian)
    assert err.rule.id == "lake_artifact" and "cannot be the Artifact" in str(err)
    assert refused(won, kind="realm_claim", seat=1, card=won.zone("realm:lake:won:0")[0]).rule.id == "lake_artifact"
    with pytest.raises(InvalidInput) as missing:
        apply(won, parse_action({"kind": "realm_claim", "seat": 0}), CTX)
    assert missing.value.field == "card"
    assert refused(state, kind="realm_claim", seat=0, card=state.zone(LAKE_ARTIFACT)[0]).rule.id == "lake_artifact"


def test_where_herald_deals_the_lakes_artifact_goes_to_the_winner_at_once_003_L407():
    """003:L407: Herald's deal is the card, so nothing is asked."""
    state = at_the_last_space()
    state = state.model_copy(update={"options": state.options.model_copy(update={"deck_mode": "herald"})})
    (artifact,) = state.zone(LAKE_ARTIFACT)
    won = act(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
              card=state.zone(LAKE_GREATER)[0])
    assert won.zone(Z.items(0)) == (artifact,) and not [o for o in legal_actions(won, CTX) if o.kind == "realm_claim"]


def test_a_lake_artifact_already_turned_up_goes_to_the_winner_at_once_003_L399_L407():
    """003:L399: a Prophetic Dream may have turned the Lake's Artifact up; the table has named it then (003:L407)."""
    state = at_the_last_space()
    (artifact,) = state.zone(LAKE_ARTIFACT)
    state = state.model_copy(update={"hidden": state.hidden - {artifact}})
    won = act(state, kind="realm_lake", seat=0, how="battle", outcome="won", space=gate_space(),
              card=state.zone(LAKE_GREATER)[0])
    assert won.zone(Z.items(0)) == (artifact,) and not [o for o in legal_actions(won, CTX) if o.kind == "realm_claim"]


def test_losing_or_drawing_stays_on_the_last_space():
    """003:L405."""
    for outcome in ("lost", "draw"):
        state = at_the_last_space()
        after = act(state, kind="realm_lake", seat=0, how="battle", outcome=outcome, card=state.zone(LAKE_GREATER)[0])
        assert after.hero(0).realm == on_path("middle", 4) and after.zone(LAKE_ARTIFACT)


def test_the_lake_only_from_a_last_space_and_stepping_in_only_once_the_artifact_is_won():
    """003:L403 and 003:L413."""
    assert refused(at_the_last_space("middle", 3), kind="realm_lake", seat=0, how="battle",
                   outcome="won").rule.id == "realm_lake"
    assert refused(at_the_last_space(), kind="realm_lake", seat=0, how="step_in",
                   space=gate_space()).rule.id == "realm_lake"
    state = at_the_last_space()
    zones = {k: v for k, v in state.zones.items() if k != LAKE_ARTIFACT}
    stepped = act(state.model_copy(update={"zones": zones}), kind="realm_lake", seat=0, how="step_in",
                  space=gate_space())
    assert stepped.zone(heart_zone(0)) == ("dragon-heart-1",) and stepped.hero(0).space == gate_space()


def test_the_last_space_offers_the_lake():
    lake = [o for o in legal_actions(at_the_last_space(), CTX) if o.kind == "realm_lake"]
    assert [o.params["how"] for o in lake] == ["battle"]
    assert not [o for o in legal_actions(at_the_last_space("middle", 3), CTX) if o.kind == "realm_lake"]


def test_the_log_says_plainly_who_takes_a_dragon_heart():
    """The Heart's log line names the player, not a zone ("Anna's heart")."""
    state = at_the_last_space()
    zones = {k: v for k, v in state.zones.items() if k != LAKE_ARTIFACT}
    state = state.model_copy(update={"zones": zones})
    _, events = apply(state, parse_action({"kind": "realm_lake", "seat": 0, "how": "step_in",
                                           "space": gate_space()}), CTX)
    lines, now = [], state
    for ev in events:
        lines.append(ev.describe(now))
        now = ev.apply_to(now)
    player = state.hero(0).player
    assert f"{player} takes a Dragon Heart." in lines
    assert not [ln for ln in lines if "'s heart" in ln]


# The Lake's plane as any other (003:L399): a Prophetic Dream reaches its cards (003:L289); its battle told by its outcome (003:L403-405).
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
