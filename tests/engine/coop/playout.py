"""Seeded playouts of the cooperative modes: the standard playout's moves and inputs, plus the token, Time
Freeze and Secret Hideouts; every invariant after every step, and the clock's own."""

from __future__ import annotations

import random
from collections import Counter

from app.games.prophecy.engine import (
    Context,
    GameState,
    apply,
    fold,
    legal_actions,
    parse_action,
)
from app.games.prophecy.engine.coop.options import recommended
from app.games.prophecy.engine.events import parse_events
from app.games.prophecy.engine.rules import lookup
from tests.engine.playout import check_invariants, check_story, create, fill, first_accepted

from .kit import CTX

PLAYOUT_CHARACTERS = ("paladin", "druid", "wandering_monk", "enchantress", "spellblade")


# An eager group: it heads for the planes and the table's fights go its way (a playout that can be won).
EAGER_ORDER = ("claim_artifact", "resolve_guardian", "reveal_guardian", "draw_power_up", "place_power_up", "move")


def _eager_key(offer) -> int:
    if offer.kind == "move" and offer.params.get("how") != "astral":
        return len(EAGER_ORDER)
    return EAGER_ORDER.index(offer.kind) if offer.kind in EAGER_ORDER else len(EAGER_ORDER)


def coop_fill(state: GameState, offer, rng: random.Random, eager: bool = False, ctx: Context = CTX) -> dict:
    """An action for an offer: the cooperative kinds here, Solo's Legends as a Dream, the rest as usual."""
    ch = offer.choices
    if eager and offer.kind in ("resolve_guardian", "resolve_fight"):
        act = fill(state, offer, rng, ctx)
        return {**act, "outcome": "win"}
    if offer.kind == "draw_power_up":
        return {"kind": offer.kind, **offer.params, "token": rng.choice(ch["token"])}
    if offer.kind == "place_power_up":
        return {"kind": offer.kind, **offer.params, "plane": rng.choice(ch["plane"])}
    if offer.kind == "time_freeze":
        return {"kind": offer.kind, **offer.params, **({"card": rng.choice(ch["card"])} if "card" in offer.needs else {})}
    if offer.kind == "secret_hideouts":
        give = ch["give_items"]
        return {"kind": offer.kind, **offer.params, "give_items": rng.sample(give, min(len(give), 1)),
                "give_gold": rng.randint(0, min(1, ch["give_gold"]))}
    if offer.kind == "resolve_chance" and "plane" in offer.needs and _legends(state, ctx):
        act = {"kind": offer.kind, **offer.params, "plane": rng.choice(ch["plane"])}
        if state.options.deck_mode == "table":
            act["cards"] = [rng.choice(ch["cards"][act["plane"]])]
        return act
    return fill(state, offer, rng, ctx)


def _legends(state: GameState, ctx: Context) -> bool:
    cards = state.zone("chance:current")
    return bool(cards) and getattr(lookup.raw(ctx, cards[0]), "event", None) == "legends_of_dragons"


def check_clock(state: GameState, start: tuple[int, ...]) -> None:
    """The tokens are all there, on the planes or in the stack; the clock and the result agree."""
    coop = state.coop
    assert Counter(coop.stack) + Counter(t for p in coop.planes for t in p) == Counter(start)
    assert (coop.collapse is not None) == (not coop.stack)
    if coop.pending is not None:
        assert coop.stack and state.flow.active == coop.pending
    if coop.collapse is not None:
        assert 1 <= coop.collapse.rounds <= state.options.coop.collapse_rounds
    if any(h.status != "active" for h in state.heroes):
        assert state.result is not None and state.result.winners == ()
    if coop.freeze is not None:
        assert state.zone("chance:current"), "Time Freeze keeps its Chance card waiting"


def coop_playout(seed: int, seats: int, mode: str, difficulty: str, max_steps: int = 8000, eager: bool = False,
                 ctx: Context = CTX, characters: tuple[str, ...] = PLAYOUT_CHARACTERS, deck_mode: str = "table"):
    """Play random legal actions until the group wins or loses; every invariant at every step."""
    rng = random.Random(seed)
    options = {"coop": {"mode": mode, "difficulty": difficulty}}
    start = create(seats, deck_mode, False, rng, characters, ctx, options)
    state, events = apply(GameState(), parse_action(start), ctx)
    instances = {c for cards in state.zones.values() for c in cards if "#" in c}
    tokens = recommended(mode, difficulty, seats)
    log = list(events)
    for _ in range(max_steps):
        if state.result is not None:
            break
        offers = legal_actions(state, ctx)
        assert offers, f"a stall at {state.flow}"
        rng.shuffle(offers)
        offers.sort(key=lambda o: o.kind == "end_turn")
        if eager:
            offers.sort(key=_eager_key)
        act, new, events = first_accepted(state, offers, ctx, coop_fill, rng, eager, ctx)
        check_story(state, events)
        state = new
        log.extend(events)
        check_invariants(state, ctx, instances)
        check_clock(state, tokens)
    assert fold(GameState(), parse_events([e.model_dump(mode="json") for e in log])) == state
    return state, log
