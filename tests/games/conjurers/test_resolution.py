"""The resolving phase and the end phase: order, battles last, the Button, mine output, feeding rounds."""

from __future__ import annotations

import pytest

from app.games.conjurers.engine import legal_actions

from .kit import act, army, refused, resolving, start, with_player


def collect(state, seat, figure):
    return act(state, {"kind": "collect", "seat": seat, "figure": figure})


def test_seat_by_seat_from_the_start_assistants_before_the_conjurer():
    """001:L285-287 the starting player resolves her assistants, then her conjurer; then the next player."""
    state, _ = start(3, start_seat=1)
    state = resolving(state, (0, "conjurer", "wood_storage"), (1, "conjurer", "stone_storage"),
                      (1, "worker", "lumber_mill"), (2, "conjurer", "wild_animals"))
    assert [(o.seat, o.params["figure"]) for o in legal_actions(state)] == [(1, "worker")]
    assert refused(state, {"kind": "collect", "seat": 1, "figure": "conjurer"}).rule.ref == "001:L285"
    assert refused(state, {"kind": "collect", "seat": 0, "figure": "conjurer"}).rule.ref == "001:L285"
    order = []
    while state.stage == "resolving":
        (offer,) = legal_actions(state)
        order.append((offer.seat, offer.params["figure"]))
        state = act(state, {"kind": offer.kind, **offer.params})
    assert order == [(1, "worker"), (1, "conjurer"), (2, "conjurer"), (0, "conjurer")]


def test_a_player_picks_the_order_of_her_assistants():
    """001:L285 all of her assistants, then the conjurer; among assistants the player chooses (Q-5)."""
    state, _ = start(2, start_seat=0)
    state = with_player(state, 0, assistants=("worker", "merchant"))
    state = resolving(state, (0, "worker", "lumber_mill"), (0, "merchant", "wood_storage"),
                      (0, "conjurer", "wild_animals"), (1, "conjurer", "stone_mine"))
    assert {o.params["figure"] for o in legal_actions(state)} == {"worker", "merchant"}
    state = collect(state, 0, "merchant")
    assert state.players[0].stock["wood"] == 2


def test_battles_come_after_every_other_action():
    """001:L431 every other action is resolved before any battle (Q-4)."""
    state, _ = start(2, start_seat=0)
    state = resolving(state, (0, "worker", "lumber_mill"), (0, "conjurer", "house_1"),
                      (1, "conjurer", "wild_animals"))
    state = collect(state, 0, "worker")
    err = refused(state, {"kind": "duel", "seat": 0, "challenger_won": False})
    assert err.rule.ref == "001:L431"
    state = collect(state, 1, "conjurer")
    state = act(state, {"kind": "duel", "seat": 0, "challenger_won": False})
    assert state.round == 2 and state.players[0].minus == 10


def test_the_tavern_passes_the_button_for_the_next_round():
    """001:L392 the tavern takes the Button from its holder; 001:L164 the holder starts the turn (next round, Q-6)."""
    state, _ = start(2, assistants=("recruiter", "worker"), start_seat=0)
    state = resolving(state, (1, "conjurer", "tavern"), (0, "recruiter", "wild_animals"), (0, "conjurer", "lumber_mill"))
    state = collect(state, 0, "recruiter")
    state = collect(state, 0, "conjurer")
    state = collect(state, 1, "conjurer")
    assert state.button == 1 and state.start == 1 and state.round == 2


def test_a_resolution_must_fit_its_space():
    """001:L323 each space resolves as its own action (a mine by taking control): a mine is not a marketplace."""
    state, _ = start(2, start_seat=0)
    state = resolving(state, (0, "conjurer", "lumber_mill"), (1, "conjurer", "wild_animals"))
    err = refused(state, {"kind": "trade", "seat": 0, "figure": "conjurer", "trades": []})
    assert err.rule.ref == "001:L323"


def test_mine_output_doubles_only_after_the_phase_changes():
    """001:L327-329 a stone mine held at the end of round 3 yields 1, at the end of round 4 yields 2.

    The seed's example says the stone mine yields wood (001:L329); it yields stone (research 3.3)."""
    state, _ = start(2, start_seat=0)
    state = resolving(state, (0, "worker", "stone_mine"), (0, "conjurer", "wild_animals"),
                      (1, "conjurer", "lumber_mill"), round_=3)
    state = collect(state, 0, "worker")
    state = collect(state, 0, "conjurer")
    state = collect(state, 1, "conjurer")
    assert state.round == 4 and state.players[0].stock["stone"] == 1 and state.players[0].stock["wood"] == 0
    state = resolving(state, (0, "conjurer", "wild_animals"), (1, "conjurer", "wood_storage"))
    state = collect(state, 0, "conjurer")
    state = collect(state, 1, "conjurer")
    assert state.round == 5 and state.players[0].stock["stone"] == 1 + 2


@pytest.mark.parametrize(("mine", "resource", "by_phase"), [
    ("lumber_mill", "wood", {1: 1, 2: 2, 3: 4, 4: 8}), ("stone_mine", "stone", {1: 1, 2: 2, 3: 4, 4: 8}),
    ("iron_mine", "iron", {1: 0, 2: 1, 3: 2, 4: 4}), ("bronze_smelter", "bronze", {1: 0, 2: 1, 3: 2, 4: 4}),
    ("sapphire_mine", "sapphire", {1: 0, 2: 0, 3: 1, 4: 2}), ("diamond_mine", "diamond", {1: 0, 2: 0, 3: 1, 4: 2}),
])
def test_mine_output_by_phase(mine, resource, by_phase):
    """001:L331-337 table C5: what a controlled mine pays at the start of every end phase."""
    for phase, amount in by_phase.items():
        state, _ = start(3, start_seat=0)
        state = state.model_copy(update={"mines": {mine: 2}})
        state = resolving(state, (0, "conjurer", "tavern"), round_=3 * phase - 1)  # not a feeding round
        state = act(state, {"kind": "collect", "seat": 0, "figure": "conjurer"})
        assert state.players[2].stock[resource] == amount, (phase, amount)


def test_resolving_a_mine_takes_control_from_its_holder():
    """001:L323-325 the resolver's control marker replaces the holder's; an own mine stays hers (Q-7)."""
    state, _ = start(2, start_seat=0)
    state = state.model_copy(update={"mines": {"lumber_mill": 1}})
    state = resolving(state, (0, "worker", "lumber_mill"), (1, "conjurer", "wild_animals"))
    state = collect(state, 0, "worker")
    assert state.mines == {"lumber_mill": 0}
    state = collect(state, 1, "conjurer")
    assert state.players[0].stock["wood"] == 1 and state.players[1].stock["wood"] == 0


@pytest.mark.parametrize("round_", range(1, 12))
def test_feeding_only_after_rounds_3_6_9_and_12(round_):
    """001:L435 creatures are fed at the end of rounds 3, 6, 9 and 12."""
    state, _ = start(2, start_seat=0)
    state = with_player(state, 0, stock={"food": 50})
    state = resolving(state, (0, "conjurer", "lumber_mill"), round_=round_)
    state = collect(state, 0, "conjurer")
    fed = round_ in (3, 6, 9)
    assert state.players[0].stock["food"] == (50 - 3 if fed else 50)  # three level 1 creatures


def test_round_12_ends_the_game_with_the_score():
    """001:L299 after round 12's feeding the game ends and points are counted."""
    state, _ = start(2, start_seat=0)
    state = with_player(state, 0, army=army((2, "greek")), stock={"food": 1})
    state = resolving(state, (0, "conjurer", "lumber_mill"), round_=12)
    state = collect(state, 0, "conjurer")
    assert state.stage == "over" and state.result is not None
    assert state.players[0].minus == 2  # level 2 to feed, 1 food held
    assert legal_actions(state) == []
    assert refused(state, {"kind": "collect", "seat": 0, "figure": "conjurer"}).rule.ref == "001:L299"
