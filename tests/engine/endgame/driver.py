"""Whole seeded games for every mode and variant: random legal offers, inputs from a seeded random.Random,
nudged toward progress (heroes head for the open planes or the guilds they lack, attack, and mostly beat
the Guardians), with the invariants checked after every step and the log replayed at the end."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from app.games.prophecy.engine import (
    GameState,
    apply,
    fold,
    legal_actions,
    parse_action,
)
from app.games.prophecy.engine.endgame import artifacts, basic
from app.games.prophecy.engine.events import parse_events
from app.games.prophecy.engine.rules import board, limits, lookup
from app.games.prophecy.engine.rules import zones as Z
from app.games.prophecy.engine.ruleset import ruleset_of
from tests.engine import playout as P

CTX = P.CTX
MODES = {
    "standard": {}, "basic": {"mode": "basic"}, "no_final_battle": {"variants": ["no_final_battle"]},
    "apocalypse": {"variants": ["apocalypse"]}, "team_play": {"variants": ["team_play"]},
    "trading": {"variants": ["trading"]},
}


@dataclass
class Game:
    """How a whole game went."""

    state: GameState
    steps: int
    rounds: int
    final_battle: bool
    apocalypse: bool
    kinds: Counter


def instances(mode: dict) -> set[str]:
    """Every card instance a game of this mode holds."""
    variant = "basic" if mode.get("mode") == "basic" else "standard"
    return {c for d in lookup.all_decks() for c in CTX.catalog.deck_instances(d, variant=variant)}


def _targets(state: GameState, seat: int) -> set[int]:
    """Spaces the hero wants to reach: attack spaces of open planes, or guilds whose Certificate she lacks."""
    if ruleset_of(state).certificates_to_win:
        owned = basic.owned_guilds(state, CTX, seat)
        return {i for g in Z.GUILDS if g not in owned for i in lookup.spaces_of(CTX, g)}
    return {i for p in Z.PLANES if state.zone(Z.plane(p, "artifact")) for i in lookup.attack_spaces(CTX, p)}


def _distance(a: int, b: int) -> int:
    d = abs(a - b) % 20
    return min(d, 20 - d)


def _rank(state: GameState, offer, rng: random.Random) -> float:
    """Lower goes first: progress, then the rest at random, ending the turn last."""
    k = offer.kind
    if k in ("resolve_guardian", "reveal_guardian", "buy_certificate", "choose_battleground", "take_artifact",
             "claim_artifact"):
        return 0
    if k == "move" and offer.params.get("how") == "astral":
        return 0
    if k == "move" and offer.params.get("to") is not None and state.flow.active is not None:
        goals = _targets(state, state.flow.active)
        if goals:
            here = min(_distance(state.hero(state.flow.active).space or 0, g) for g in goals)
            there = min(_distance(offer.params["to"], g) for g in goals)
            return 1 + (there - here) + rng.random()
    if k == "end_turn":
        return 9
    if k == "move_bank":  # a dwarf moves Gold to or from the bank now and then (003:L161)
        return 3 + rng.random() * 80
    return 3 + rng.random()


def _fill(state: GameState, offer, rng: random.Random) -> dict:
    act = P.fill(state, offer, rng, CTX)
    if offer.kind == "fight_hero" and "final_battle" in state.flow.marks and act.get("outcome") != "draw":
        loser = act["target"] if act["outcome"] == "win" else act["seat"]
        act.update(loser_pays="item", item=rng.choice(artifacts.held_by(state, CTX, loser)))
    if offer.kind == "battle_loss_choice" and "final_battle" in state.flow.marks:
        act.update(pay="item", item=rng.choice(artifacts.held_by(state, CTX, offer.seat)))
    return act


def play_game(seed: int, mode: str, seats: int = 3, deck_mode: str = "table", max_steps: int = 6000,
              guardian_odds: tuple[str, ...] = ("win", "win", "win", "draw", "lose"),
              expansion: dict | None = None) -> Game:
    """Play one whole game; every step legal, the invariants after each, the replay equal to the live state."""
    rng = random.Random(seed)
    P.GUARDIAN_ODDS[:] = list(guardian_odds)
    start = P.create(seats, deck_mode, rng=rng, options={"expansion": expansion} if expansion else None)
    start["options"].update(MODES[mode])
    if mode == "basic":
        start.pop("planes", None)
    cards = instances(MODES[mode])
    state, events = apply(GameState(), parse_action(start), CTX)
    log, steps, rounds, final, apocalypse, kinds = list(events), 0, 0, False, False, Counter()
    while state.result is None and steps < max_steps:
        offers = legal_actions(state, CTX)
        assert offers, f"nothing to do at {state.flow}"
        ranked = sorted(offers, key=lambda o: _rank(state, o, rng))
        act, new, events = P.first_accepted(state, ranked, CTX, _fill, rng)
        P.check_story(state, events)
        if act["kind"] == "end_round":
            rounds += 1
            over = limits.excess(new, act["seat"])
            assert not any(over.values()) or new.hero(act["seat"]).status != "active"
        state = new
        log.extend(events)
        kinds[act["kind"]] += 1
        steps += 1
        final |= "final_battle" in state.flow.marks
        apocalypse |= "apocalypse" in state.flow.marks
        P.check_invariants(state, CTX, cards)
        _check_endgame(state)
    replay = fold(GameState(), parse_events([e.model_dump(mode="json") for e in log]))
    assert replay == state
    return Game(state=state, steps=steps, rounds=rounds, final_battle=final, apocalypse=apocalypse, kinds=kinds)


def _check_endgame(state: GameState) -> None:
    """Part 2's own invariants: closed planes stay closed, Champions hold Artifacts, one Certificate a guild."""
    for p in Z.PLANES:
        if not state.zone(Z.plane(p, "artifact")):
            assert not board.open_planes(state, CTX, lookup.attack_spaces(CTX, p)[0])
    if "final_battle" in state.flow.marks and state.result is None:
        for h in state.heroes:
            assert h.status == "out" or artifacts.held_by(state, CTX, h.seat)
    for h in state.heroes:
        certs = state.zone(Z.certificates(h.seat))
        assert len(certs) == len(basic.owned_guilds(state, CTX, h.seat))
