"""Helpers for the Conjurers engine tests: a set-up game, scenario builders and a random legal player."""

from __future__ import annotations

from functools import cache
from random import Random

from app.games.conjurers.catalog import load_catalog
from app.games.conjurers.engine import (
    Context,
    IllegalAction,
    State,
    apply,
    draw_semifinals,
    draw_setup,
    legal_actions,
    parse_action,
)
from app.games.conjurers.engine.model import CATEGORIES
from app.games.conjurers.engine.pit import PIT_PAYOUTS
from app.games.conjurers.engine.state import Creature, Placement

NAMES = ("Ada", "Bo", "Cy", "Di")


@cache
def catalog():
    """The real catalog from cards/conjurers/."""
    return load_catalog()


def ctx() -> Context:
    """A context holding the real catalog."""
    return Context(catalog=catalog())


def start(n: int = 4, seed: int = 1, assistants=("worker", "merchant", "warrior", "recruiter"), start_seat: int = 0,
          locked=None, **extra) -> tuple[State, list]:
    """A freshly set-up game for n players, the draws made with a seeded generator; the state and its events."""
    drawn = draw_setup(Random(seed), catalog(), n)
    act = parse_action({"kind": "start_game", "players": NAMES[:n], "first_assistants": assistants[:n],
                        "locked": drawn["locked"] if locked is None else locked, "level1": drawn["level1"], "start": start_seat, **extra})
    state, events = apply(State(), act, ctx())
    return state, list(events)


def act(state: State, raw: dict) -> State:
    """The state after one action given as JSON."""
    return apply(state, parse_action(raw), ctx())[0]


def with_player(state: State, seat: int, **changes) -> State:
    """A scenario: one player's fields replaced (stock entries merged)."""
    p = state.players[seat]
    if "stock" in changes:
        changes["stock"] = {**p.stock, **changes["stock"]}
    players = tuple(pl.model_copy(update=changes) if pl.seat == seat else pl for pl in state.players)
    return state.model_copy(update={"players": players})


def army(*specs: tuple[int, str | None]) -> tuple[Creature, ...]:
    """An army from (level, mythology) pairs, with made-up card ids."""
    return tuple(Creature(card=f"c{i}", level=lv, myth=m) for i, (lv, m) in enumerate(specs))


def random_action(state: State, rng: Random) -> dict:
    """A random legal action built from the offers (fields the table would fill chosen at random)."""
    offer = rng.choice(legal_actions(state))
    raw = {"kind": offer.kind, **offer.params}
    p = state.players[offer.seat] if offer.seat is not None else None
    if offer.kind == "hire":
        raw["assistant"] = rng.choice(offer.choices["assistant"])
    elif offer.kind == "trade":
        have = [r for r in offer.choices["pay"] if p.stock[r] >= 6]
        raw["trades"] = [{"pay": rng.choice(have), "gain": rng.choice(offer.choices["gain"])}] if have else []
    elif offer.kind == "buy":
        cards = rng.sample(offer.choices["card"], min(len(offer.choices["card"]), rng.randint(0, 2)))
        raw["purchases"] = [_typed(state, c, rng) for c in cards]
    elif offer.kind == "sacrifice":
        picks = sorted(rng.sample(list(p.army), min(len(p.army), rng.randint(0, 2))), key=lambda c: c.level)
        raw["offerings"] = [{"card": c.card, "payout": rng.choice(
            [k for k, (_, by) in PIT_PAYOUTS.items() if c.level in by])} for c in picks]
    elif offer.kind == "battleground":
        raw["creature"] = rng.choice(offer.choices["creature"])
        if state.facts[raw["creature"]].level is None:
            raw["level"] = rng.randint(2, 5)
        raw["won"] = rng.random() < 0.6
    elif offer.kind == "tournament_draw":
        raw["semifinals"] = draw_semifinals(rng)
    elif offer.kind == "tournament_match":
        raw["winner"] = rng.choice(offer.choices["winner"])
    elif offer.kind == "tournament_prize":
        if offer.choices["creature"]:
            raw["creature"] = rng.choice(offer.choices["creature"])
            if state.facts[raw["creature"]].level is None:
                raw["level"] = offer.choices["level"]
        if offer.choices["resource"]:
            raw["resource"] = rng.choice(offer.choices["resource"])
    elif offer.kind == "duel":
        raw["challenger_won"] = rng.random() < 0.5
        raw["categories"] = rng.sample(CATEGORIES, 3) if raw["challenger_won"] else []
    return raw


def _typed(state: State, card: str, rng: Random) -> dict:
    facts = state.facts[card]
    out = {"card": card}
    if facts.cost is None:
        out["cost"] = {rng.choice(["wood", "stone"]): rng.randint(0, 3)}
    if facts.deck == "artifact" and facts.vp is None:
        out["vp"] = rng.randint(1, 9)
    return out


# Offers whose open fields the random player fills blindly (amounts it may not afford); any other offer,
# filled from its choices, must be accepted as it is.
BLIND = {"trade", "buy", "sacrifice", "hire"}


def play_step(state: State, rng: Random):
    """One random legal step; an action the random player could not afford falls back to doing nothing."""
    raw = random_action(state, rng)
    try:
        return raw, apply(state, parse_action(raw), ctx())
    except IllegalAction:
        if raw["kind"] not in BLIND:
            raise
        for field in ("trades", "purchases", "offerings"):
            if raw.get(field):
                raw[field] = []
        if raw.get("assistant"):
            raw["assistant"] = None
        return raw, apply(state, parse_action(raw), ctx())


def resolving(state: State, *placed: tuple[int, str, str], round_: int | None = None) -> State:
    """A scenario: the resolving phase with these (seat, figure, space) placements, in a chosen round."""
    placements = tuple(Placement(seat=s, figure=f, space=sp) for s, f, sp in placed)
    update = {"stage": "resolving", "placements": placements}
    if round_ is not None:
        update["round"] = round_
    return state.model_copy(update=update)


def refused(state: State, raw: dict):
    """The IllegalAction an action raises (fails the test if it is accepted)."""
    try:
        apply(state, parse_action(raw), ctx())
    except IllegalAction as exc:
        return exc
    raise AssertionError(f"{raw} was accepted")
