"""Attacking an Astral Plane (000:L473-483): from an adjacent space instead of moving, the Lesser Guardian
first, then the Greater; the Artifact closes the plane; a loss or a draw sends the hero back."""

from __future__ import annotations

from app.games.prophecy.engine.rules import board
from tests.engine.kit import CTX, at, hero, offers, play, put, refused, stage, started

LESSER, GREATER, ARTIFACT = "fire_breathing_dragon#1", "greater_five#1", "artifact_five#1"  # plane 0's deal


def attacking(seat: int = 0, **fields):
    """Seat 0 on the Mountains next to plane 0 (space 1), having attacked it instead of moving."""
    state = stage(at(started(2), seat, 1), "move", seat, turn=1)
    state = hero(state, seat, **fields) if fields else state
    return play(state, kind="move", seat=seat, how="astral", plane=0)


def test_the_attack_replaces_the_movement_and_the_lesser_guardian_comes_first():  # 000:L475, 000:L479
    state = stage(at(started(2), 0, 2), "move", 0, turn=1)
    assert refused(state, kind="move", seat=0, how="astral", plane=0).rule.id == "astral_attack"  # not adjacent
    state = attacking()
    assert state.flow.stage == "astral" and state.hero(0).space == 1
    assert [o.kind for o in offers(state)] == ["reveal_guardian"]
    assert refused(state, kind="end_turn", seat=0).rule.ref == "000:L479"  # no backing out of the attack
    assert refused(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="win").rule.id == "reveal_guardian"
    state = play(state, kind="reveal_guardian", seat=0, card=LESSER)
    assert LESSER not in state.hidden
    assert {o.kind for o in offers(state)} >= {"start_fight", "resolve_guardian"}


def test_the_greater_guardian_cannot_be_fought_before_the_lesser():  # 000:L479
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = put(state, GREATER, "plane:0:greater")  # turned up earlier, e.g. by a Prophetic Dream
    err = refused(state, kind="start_fight", seat=0, guardian=GREATER)
    assert err.rule.id == "guardian_order"
    assert refused(state, kind="resolve_guardian", seat=0, card=GREATER, outcome="win").rule.id == "guardian_order"
    other = state.zone("plane:1:lesser")[0]
    assert refused(state, kind="start_fight", seat=0, guardian=other).rule.id == "guardian_order"


def test_beating_both_guardians_wins_the_artifact_and_closes_the_plane():  # 000:L479, 000:L481
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="win", experience=3)
    assert state.where(LESSER) == "removed" and state.hero(0).experience == 6
    # Between the battles: the reward and other non-battle things; the turn cannot end yet.
    state = play(state, kind="take_card", seat=0, deck="common", card="sword#1")
    assert refused(state, kind="end_turn", seat=0).rule.id == "must_continue"
    state = play(state, kind="reveal_guardian", seat=0, card=GREATER)
    state = play(state, kind="resolve_guardian", seat=0, card=GREATER, outcome="win", experience=5)
    state = play(state, kind="claim_artifact", seat=0, card=ARTIFACT)  # the table says which card it is
    assert ARTIFACT in state.zone("hero:0:items") and not state.zone("plane:0:artifact")
    assert ARTIFACT not in state.hidden
    assert board.open_planes(state, CTX, 1) == () and board.open_planes(state, CTX, 3) == ()
    assert [o.kind for o in offers(state)] == ["end_turn"]
    assert play(state, kind="end_turn", seat=0).flow.stage == "round_end"


def test_a_loss_sends_the_hero_back_and_ends_the_turn_the_guardian_stays_face_up():  # 000:L479
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="lose")
    assert state.flow.stage == "round_end" and state.hero(0).space == 1 and state.hero(0).health == 3
    assert state.zone("plane:0:lesser") == (LESSER,) and LESSER not in state.hidden
    # Next time the Guardian is already face up: straight to the fight.
    again = play(stage(state, "move", 0, turn=2), kind="move", seat=0, how="astral", plane=0)
    assert "reveal_guardian" not in [o.kind for o in offers(again)]


def test_a_draw_also_ends_the_turn():  # 000:L479
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="draw")
    assert state.flow.stage == "round_end" and state.hero(0).health == 4


def test_a_defeated_lesser_guardian_stays_defeated():  # 000:L481
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="win", experience=3)
    state = play(state, kind="reveal_guardian", seat=0, card=GREATER)
    state = play(state, kind="resolve_guardian", seat=0, card=GREATER, outcome="draw")
    assert state.flow.stage == "round_end"
    # Another hero attacks later: only the Greater Guardian is left to beat.
    state = stage(at(state, 1, 3), "move", 1, turn=1)
    state = play(state, kind="move", seat=1, how="astral", plane=0)
    assert [o.params.get("guardian") or o.params.get("card") for o in offers(state)
            if o.kind in ("start_fight", "resolve_guardian")] == [GREATER, GREATER]
    state = play(state, kind="resolve_guardian", seat=1, card=GREATER, outcome="win", experience=5)
    state = play(state, kind="claim_artifact", seat=1, card=ARTIFACT)
    assert ARTIFACT in state.zone("hero:1:items")


def test_a_hero_who_dies_in_a_plane_leaves_her_artifacts_with_its_artifact():  # 000:L405, 002:L175
    state = put(attacking(health=0), "royal_cape#1", "hero:0:items")
    state = play(state, kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="lose", ability_order=[])
    assert state.hero(0).status == "dead"
    assert set(state.zone("plane:0:artifact")) == {ARTIFACT, "royal_cape#1"}
    state = stage(at(state, 1, 3), "move", 1, turn=1)
    state = play(state, kind="move", seat=1, how="astral", plane=0)
    state = play(state, kind="resolve_guardian", seat=1, card=LESSER, outcome="win", experience=3)
    state = play(state, kind="reveal_guardian", seat=1, card=GREATER)
    state = play(state, kind="resolve_guardian", seat=1, card=GREATER, outcome="win", experience=5)
    assert state.zone("hero:1:items") == ("royal_cape#1",)  # seen when it was left: taken at once
    state = play(state, kind="claim_artifact", seat=1, card=ARTIFACT)
    assert {ARTIFACT, "royal_cape#1"} <= set(state.zone("hero:1:items"))


def test_a_hero_who_dies_elsewhere_leaves_her_artifacts_on_the_space_for_anyone():  # 000:L405, 002:L187
    state = stage(put(hero(at(started(2), 0, 3), 0, health=0), "royal_cape#1", "hero:0:items"), "turn", 0, turn=1)
    state = play(state, kind="record_death", seat=0)
    assert state.zone("space:3:artifacts") == ("royal_cape#1",)
    state = stage(at(state, 1, 3), "turn", 1, turn=1)
    state = play(state, kind="take_artifact", seat=1, card="royal_cape#1")
    assert state.zone("hero:1:items") == ("royal_cape#1",)


def test_guardians_turned_up_by_a_prophetic_dream_stay_face_up():  # 000:L173, 000:L479
    state = stage(at(started(2), 0, 1), "chance", 0)
    state = play(state, kind="draw_chance", seat=0, card="prophetic_dream#1", plane=0, cards=[LESSER])
    assert LESSER not in state.hidden
    state = play(state, kind="move", seat=0, how="astral", plane=0)
    assert "reveal_guardian" not in [o.kind for o in offers(state)]
    assert refused(state, kind="reveal_guardian", seat=0).rule.id == "reveal_guardian"


def test_in_a_table_deck_game_the_table_names_the_artifact_won():  # 000:L481
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="win", experience=3)
    state = play(state, kind="reveal_guardian", seat=0, card=GREATER)
    state = play(state, kind="resolve_guardian", seat=0, card=GREATER, outcome="win", experience=5)
    # The card dealt to the plane was Herald's stand-in: nothing is taken before the table names it.
    assert state.zone("hero:0:items") == () and state.zone("plane:0:artifact") == (ARTIFACT,)
    [claim] = offers(state)
    assert claim.kind == "claim_artifact" and claim.needs == ("card",)
    still_there = sorted(state.zone(f"plane:{p}:artifact")[0] for p in range(5))
    assert claim.choices["card"] == still_there
    assert refused(state, kind="end_turn", seat=0).rule.id == "artifact_won"
    # The table turned up the Crown (Herald had put it in plane 3): the two unseen cards trade places.
    crown = "crown_of_the_ancient_kings#1"
    elsewhere = next(p for p in range(5) if state.zone(f"plane:{p}:artifact") == (crown,))
    state = play(state, kind="claim_artifact", seat=0, card=crown)
    assert state.zone("hero:0:items") == (crown,) and crown not in state.hidden
    assert not state.zone("plane:0:artifact") and state.zone(f"plane:{elsewhere}:artifact") == (ARTIFACT,)
    assert ARTIFACT in state.hidden
    assert refused(state, kind="claim_artifact", seat=0, card=ARTIFACT).rule.id == "artifact_won"
    assert play(state, kind="end_turn", seat=0).flow.stage == "round_end"


def test_an_artifact_already_taken_elsewhere_cannot_be_named():  # 000:L481
    state = play(attacking(), kind="reveal_guardian", seat=0, card=LESSER)
    state = play(state, kind="resolve_guardian", seat=0, card=LESSER, outcome="win", experience=3)
    state = play(state, kind="reveal_guardian", seat=0, card=GREATER)
    state = play(state, kind="resolve_guardian", seat=0, card=GREATER, outcome="win", experience=5)
    taken = put(state, "royal_cape#1", "hero:1:items")  # won by Ben earlier, face up in his hand
    assert "royal_cape#1" not in offers(taken)[0].choices["card"]
    assert refused(taken, kind="claim_artifact", seat=0, card="royal_cape#1").rule.id == "drawable"


def test_in_a_herald_deals_game_herald_knows_the_artifact():  # 000:L481
    state = stage(at(started(2, "herald"), 0, 1), "move", 0, turn=1)
    state = play(state, kind="move", seat=0, how="astral", plane=0)
    lesser, greater, artifact = (state.zone(f"plane:0:{slot}")[0] for slot in ("lesser", "greater", "artifact"))
    state = play(state, kind="reveal_guardian", seat=0)
    state = play(state, kind="resolve_guardian", seat=0, card=lesser, outcome="win", experience=3)
    state = play(state, kind="reveal_guardian", seat=0)
    state = play(state, kind="resolve_guardian", seat=0, card=greater, outcome="win", experience=5)
    assert state.zone("hero:0:items") == (artifact,) and artifact not in state.hidden
    assert "claim_artifact" not in [o.kind for o in offers(state)]
