"""Every combination the modes' declaration allows (engine/modes.py), as a game: the create action for it (seats,
difficulty, Guardian Power and who draws picked from a seeded random), and a playout of random legal actions on the
real catalog with a typed Realm board, every invariant after every step and the replay equal to the live state."""

from __future__ import annotations

import random
from dataclasses import dataclass

from app.games.prophecy.engine import GameState, apply, fold, legal_actions, parse_action
from app.games.prophecy.engine.coop.options import DIFFICULTIES
from app.games.prophecy.engine.events import parse_events
from app.games.prophecy.engine.expansion import ExpansionOptions
from app.games.prophecy.engine.modes import seat_range
from app.games.prophecy.engine.realm.deal import gate_instance
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.setup import astral_piles
from app.games.prophecy.engine.state import GameOptions
from tests.engine import playout as P
from tests.engine.coop.playout import _eager_key, coop_fill
from tests.engine.realm.playout import CHARACTERS, CTX, _fill, _rank, check_realm

COOP_KINDS = ("draw_power_up", "place_power_up", "time_freeze", "secret_hideouts")
POWERS = ("plus_one", "plus_two", "random")


@dataclass(frozen=True)
class Combination:
    """One allowed game: the declaration's mode and options, and what the seeded random picked beside them."""

    mode: str
    chosen: frozenset[str]
    seats: int
    deck_mode: str
    difficulty: str
    power: str

    @property
    def options(self) -> dict:
        """The create_game options for it."""
        expansion = {p: True for p in ("races", "hybrids", "new_cards") if p in self.chosen}
        if "guardian_power" in self.chosen:
            expansion["guardian_power"] = self.power
        basic = self.mode == "basic" or "basic" in self.chosen
        out = {"mode": "basic" if basic else "standard", "expansion": expansion,
               "variants": sorted(self.chosen & {"no_final_battle", "apocalypse", "team_play", "trading"})}
        if self.mode in ("cooperative", "solo"):
            out["coop"] = {"mode": self.mode, "difficulty": self.difficulty}
        if self.chosen & {"realm", "dragonslayer"}:
            out["realm"] = {"variant": "dragonslayer" if "dragonslayer" in self.chosen else "standard"}
        return out

    def __str__(self) -> str:
        parts = sorted(self.chosen) or ["nothing else"]
        return f"{self.mode}+{'+'.join(parts)} ({self.seats} seats, {self.deck_mode} draws)"


def combination(index: int, mode: str, chosen: frozenset[str]) -> Combination:
    """The allowed set with seats, who draws, the difficulty and the Guardian Power picked from the index's seed."""
    rng = random.Random(index)
    low, high = seat_range(mode, chosen)
    return Combination(mode, chosen, rng.randint(low, high), ("table", "herald")[index % 2],
                       DIFFICULTIES[index % 3], rng.choice(POWERS))


def create(combo: Combination, rng: random.Random) -> dict:
    """The create action; with the Realm the planes are dealt with the Gate among five Lessers (003:L255)."""
    options = combo.options
    act = P.create(combo.seats, combo.deck_mode, rng=rng, ctx=CTX, characters=CHARACTERS, options=options)
    realm = options.get("realm")
    if realm is not None:
        expansion = ExpansionOptions.model_validate(options["expansion"])
        piles = [list(p) for p in astral_piles(CTX, GameOptions(realm=RealmOptions(**realm), expansion=expansion))]
        for p in piles:
            rng.shuffle(p)
        gate = gate_instance(CTX)
        others = [c for c in piles[0] if c != gate]
        five = [gate, *others[:4]]
        rng.shuffle(five)
        piles[0] = five + others[4:]
        act["planes"] = [list(row) for row in zip(*piles, strict=False)]
    return act


def fill(state: GameState, offer, rng: random.Random, eager: bool = False) -> dict:
    """The Realm's inputs as its playout fills them, the cooperative ones as theirs, the rest as usual; an eager
    group wins its fights with the Guardians."""
    if offer.kind in COOP_KINDS or (state.coop is not None and offer.kind == "resolve_chance" and "plane" in offer.needs):
        return coop_fill(state, offer, rng, eager, ctx=CTX)
    act = _fill(state, offer, rng)
    return {**act, "outcome": "win"} if eager and offer.kind == "resolve_guardian" else act


def play(combo: Combination, seed: int, max_steps: int, eager: bool = False) -> tuple[GameState, int]:
    """Create the game and play it to its end or `max_steps`; the final state and the steps taken. An eager group
    heads for the planes at once, so a game can end within a small cap."""
    rng = random.Random(seed)
    state, events = apply(GameState(), parse_action(create(combo, rng)), CTX)
    cards = {c for zone in state.zones.values() for c in zone if "#" in c}
    log, steps = list(events), 0
    while state.result is None and steps < max_steps:
        offers = legal_actions(state, CTX)
        assert offers, f"{combo}: nothing to do at {state.flow}"
        if state.options.realm is not None:
            offers = sorted(offers, key=lambda o: _rank(state, o, rng, rng.random() < 0.7))
        else:
            rng.shuffle(offers)
            offers.sort(key=lambda o: (o.kind == "end_turn", o.kind == "battle_adjust"))
            if eager:
                offers.sort(key=_eager_key)
        offers.sort(key=lambda o: o.kind == "move_bank")  # the Dwarf's bank at will, never instead of playing on
        act, new, events = P.first_accepted(state, offers, CTX, fill, rng, eager)
        P.check_story(state, events)
        state, steps = new, steps + 1
        log.extend(events)
        P.check_invariants(state, CTX, cards)
        if state.options.realm is not None:
            check_realm(state)
    assert fold(GameState(), parse_events([e.model_dump(mode="json") for e in log])) == state, f"{combo}: replay"
    return state, steps
