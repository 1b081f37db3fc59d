"""Whole battles of every kind inside the game, seeded (001:L357-363, L423-431, L455, L467-500)."""

from __future__ import annotations

from random import Random

import pytest

from app.games.conjurers.engine import IllegalAction, InvalidInput, legal_actions, parse_action
from app.games.conjurers.engine.battle.model import ATTACKER, DEFENDER
from app.games.conjurers.engine.battling import battle_view

from .kit import act, apply_raw, army, battle_move, play_step, resolving, start, with_player
from .test_tournament import after_feeding

SPECS = ((1, None), (1, None), (2, "greek"), (3, "norse"), (4, "greek"))
ARMY = army(*SPECS)  # seat 0's


def army_of(seat: int):
    """The same army for every seat, its card ids the seat's own."""
    return army(*SPECS, seat=seat)


def fight_out(state, rng):
    """Play the battle under way with the random table until it is decided; the state and its events."""
    log = []
    while state.fight is not None and state.fight.battle.winner is None:
        _, (state, events) = play_step(state, rng)
        log.extend(events)
    return state, log


def battleground(seed: int, placements=((0, "conjurer", "mount_olympus"),)):
    state, _ = start(4, locked=[])
    for seat in range(4):
        state = with_player(state, seat, army=army_of(seat))
    state = resolving(state, *placements)
    creature = state.piles["greek"][0]
    drawn = ["c0", "c2", "c4"]
    return act(state, {"kind": "battleground", "seat": 0, "figure": "conjurer", "creature": creature, "level": 3,
                       "drawn": drawn}), creature


def test_a_battleground_is_fought_against_the_creature_and_its_minion():
    """001:L469-480 a level 3 Greek creature is guarded by a small Greek minion (9 HP, 3 BD, first strike);
    001:L492 the attacker's left neighbour plays them; 001:L500 the minion side starts."""
    state, creature = battleground(1)
    battle = state.fight.battle
    assert battle.side(DEFENDER).seat == 1 and battle.side(DEFENDER).hand == (creature, "minion")
    assert battle.side(ATTACKER).hand == ("c0", "c2", "c4") and battle.turn == DEFENDER
    minion = battle.stats["minion"]
    assert (minion.hp, minion.bd, minion.abilities, minion.level) == (9, 3, {"first_strike": 0}, 3)
    assert not battle.side(DEFENDER).items and battle.side(DEFENDER).minion
    assert {o.kind for o in legal_actions(state)} == {"battle"}  # nothing else resolves meanwhile


def test_the_next_idle_player_plays_the_minions_beside_another_battle():
    """001:L431 with four players, when the left neighbour fights the other battle, the next idle one to the
    left plays the minions."""
    state, _ = battleground(1, ((0, "conjurer", "mount_olympus"), (1, "conjurer", "house_2")))
    assert state.fight.battle.side(DEFENDER).seat == 3


@pytest.mark.parametrize("seed", range(6))
def test_seeded_battleground_battles_end_in_the_outcome(seed):
    """001:L361-363 a won battle brings the creature into the army; a lost one leaves it in its pile;
    001:L534 no DM outlives the battle."""
    state, creature = battleground(seed)
    state, log = fight_out(state, Random(seed))
    assert state.fight is None and [e.kind for e in log].count("battle_ended") == 1
    won = any(c.card == creature for c in state.players[0].army)
    assert won != (creature in state.piles["greek"])
    assert {c.card for c in ARMY} <= {c.card for c in state.players[0].army}  # nothing lost in battle
    assert all(p.resolved for p in state.placements)
    assert state.stats  # the numbers typed during the battle are kept for the game


def duel(seed: int):
    state, _ = start(4, locked=[])
    for seat in range(4):
        state = with_player(state, seat, army=army_of(seat), stock={"wood": 8, "food": 5})
    state = resolving(state, (0, "conjurer", "house_1"))
    rng = Random(seed)
    return act(state, {"kind": "duel", "seat": 0, "figure": "conjurer", "drawn": ["c0", "c1", "c2"],
                       "set_aside": "s1c4", "defender_drawn": ["s1c0", "s1c1", "s1c3"]}), rng


def test_a_duels_defender_sets_one_aside_and_the_challenger_starts():
    """001:L494 a defender with exactly four sets one aside and brings the other three, no draw; with more she
    sets one aside and then draws; 001:L500 the challenger starts a duel; 001:L492 nobody else sees the hands."""
    state, _ = start(4, locked=[])
    state = with_player(with_player(state, 0, army=ARMY), 1, army=army_of(1)[:4])
    state = resolving(state, (0, "conjurer", "house_1"))
    state = act(state, {"kind": "duel", "seat": 0, "figure": "conjurer", "drawn": ["c0", "c1", "c2"],
                        "set_aside": "s1c3"})
    battle = state.fight.battle
    assert battle.turn == ATTACKER and battle.side(DEFENDER).hand == ("s1c0", "s1c1", "s1c2")
    state5, _ = duel(0)
    assert state5.fight.battle.side(DEFENDER).hand == ("s1c0", "s1c1", "s1c3")
    view = battle_view(state, 2)
    assert all(c == "?" for side in view.fight.battle.sides for c in side.hand)
    assert battle_view(state, 0).fight.battle.side(ATTACKER).hand == ("c0", "c1", "c2")


@pytest.mark.parametrize("seed", range(8))
def test_seeded_duels_pay_spoils_or_minus_points(seed):
    """001:L427-429 a winning challenger names three categories and takes half, rounded up, the defender
    takes 6 minus points; a winning defender gives the challenger 10."""
    state, rng = duel(seed)
    state, _ = fight_out(state, rng)
    battle_won = state.fight is not None
    if battle_won:
        assert [o.kind for o in legal_actions(state)] == ["duel"]
        state = act(state, {"kind": "duel", "seat": 0, "figure": "conjurer", "categories": ["wood", "food", "iron"]})
        assert state.players[0].stock["wood"] == 12 and state.players[1].stock["wood"] == 4
        assert state.players[1].minus == 6 and state.players[0].minus == 0
    else:
        assert state.players[0].minus == 10 and state.players[1].minus == 0
    assert state.fight is None and all(p.resolved for p in state.placements)


def test_battle_turns_in_turn_and_only_the_dice_needed():
    """001:L520 each player acts in her own battle turn; Herald refuses dice no roll needs."""
    state, rng = duel(3)
    offer = legal_actions(state)[0]
    raw = battle_move(state, offer, rng)
    with pytest.raises(IllegalAction) as err:
        apply_raw(state, {**raw, "seat": 1})
    assert err.value.rule.ref == "001:L520"
    with pytest.raises(InvalidInput):
        apply_raw(state, {**raw, "dice": {**raw["dice"], "hit:nobody": [1]}})


@pytest.mark.parametrize("seed", range(4))
def test_seeded_tournament_matches_are_duels_without_spoils(seed):
    """001:L455 tournament matches are fought as duels; no spoils or minus points, only the bracket moves on."""
    state = after_feeding(6)
    for seat in range(4):
        state = with_player(state, seat, army=army_of(seat))
    state = act(state, {"kind": "tournament_draw", "semifinals": [[0, 1], [2, 3]]})
    stocks = [p.stock for p in state.players]
    state = act(state, {"kind": "tournament_match", "match": "semi_1", "challenger": 1,
                        "drawn": ["s1c0", "s1c1", "s1c2"], "set_aside": "c0", "defender_drawn": ["c1", "c2", "c3"]})
    assert state.fight.battle.side(ATTACKER).seat == 1
    state, _ = fight_out(state, Random(seed))
    assert state.fight is None and state.tournament.winners["semi_1"] in (0, 1)
    assert [p.stock for p in state.players] == stocks and all(p.minus == 0 for p in state.players)


def test_typed_numbers_are_asked_once_per_game():
    """001:L555 X values and other printed numbers are typed when a fight first needs them, then kept."""
    state, rng = duel(5)
    state, _ = fight_out(state, rng)
    if state.fight is not None:
        state = act(state, {"kind": "duel", "seat": 0, "figure": "conjurer", "categories": ["wood", "food", "iron"]})
    typed = dict(state.stats)
    assert typed
    state2, _ = duel(6)
    state2 = state2.model_copy(update={"stats": typed})
    state2 = act(state2.model_copy(update={"fight": None}), {"kind": "duel", "seat": 0, "figure": "conjurer",
                                                                "drawn": ["c0", "c1", "c2"], "set_aside": "s1c4",
                                                                "defender_drawn": ["s1c0", "s1c1", "s1c3"]})
    for offer in legal_actions(state2):
        if offer.params["move"]["card"] in typed:
            assert "values" not in offer.needs


def test_both_duel_outcomes_occur_among_the_seeds():
    """The seeded duels above cover a challenger's win and a defender's (001:L427, L429)."""
    outcomes = set()
    for seed in range(8):
        state, rng = duel(seed)
        state, _ = fight_out(state, rng)
        outcomes.add(state.fight is not None)
    assert outcomes == {True, False}


def test_parse_round_trip_of_a_battle_action():
    """A battle turn is a JSON action like any other."""
    state, rng = duel(2)
    raw = battle_move(state, legal_actions(state)[0], rng)
    assert parse_action(raw).model_dump(mode="json")["kind"] == "battle"


def test_a_preview_shows_the_odds_and_changes_nothing():
    """Before the dice Herald shows the fight's odds (issue 23); the state is left as it was."""
    from app.games.conjurers.engine.battle import Move
    from app.games.conjurers.engine.battle.profile import Printed
    from app.games.conjurers.engine.battling import battle_preview

    state, rng = duel(2)
    for _ in range(2):  # both sides summon once
        _, (state, _) = play_step(state, rng)
    before = state
    for offer in legal_actions(state):
        move = Move(**offer.params["move"])
        values = {move.card: Printed(hp=6, bd=2)} if "values" in offer.needs else {}
        odds = battle_preview(state, move, values=values)
        if odds is not None:
            assert sum(p for _, p in odds.striker_deals) == 1
    assert state == before


def test_the_conventions_are_in_one_place_for_the_rules_summary():
    """Every reading Herald takes where the seed is open names what it rests on (research §6 or a seed line)."""
    from app.games.conjurers.engine.battle.conventions import CONVENTIONS, sheet

    assert len({c.id for c in CONVENTIONS}) == len(CONVENTIONS) == len(sheet())
    assert all("Q-" in c.basis or "001:L" in c.basis or "C17" in c.basis for c in CONVENTIONS)


def test_weapon_smith_discount_checks_the_typed_ability():
    """001:L591 once a creature's numbers are typed, a discount needs the Weapon Smith ability on it."""
    from app.games.conjurers.engine.battle import Stats

    from .kit import refused

    state, _ = start(2, locked=["norse", "biblical", "egyptian"][:2])
    state = with_player(state, 0, army=army((2, "greek"), (3, "greek")), stock={"wood": 10})
    state = resolving(state, (0, "conjurer", "blacksmith_1"))
    state = state.model_copy(update={"stats": {"c0": Stats(level=2, hp=5, bd=2, myth="greek"),
                                               "c1": Stats(level=3, hp=5, bd=2, myth="greek",
                                                           abilities={"weapon_smith": 0})}})
    buy = {"kind": "buy", "seat": 0, "figure": "conjurer", "discount": {"wood": 2},
           "purchases": [{"card": "item-01", "cost": {"wood": 3}}]}
    assert refused(state, {**buy, "smith": "c0"}).rule.ref == "001:L589"
    assert act(state, {**buy, "smith": "c1"}).players[0].stock["wood"] == 10 - 1
