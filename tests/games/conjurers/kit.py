"""Helpers for the Conjurers engine tests: a set-up game, scenario builders and a random legal player."""

from __future__ import annotations

from functools import cache
from random import Random

from app.games.conjurers.catalog import load_catalog, load_die, load_minions
from app.games.conjurers.engine import (
    Context,
    IllegalAction,
    State,
    apply,
    board,
    draw_semifinals,
    draw_setup,
    legal_actions,
    parse_action,
)
from app.games.conjurers.engine.battle.model import draw_hand
from app.games.conjurers.engine.battle.profile import CREATURE_ABILITIES, ITEM_ABILITIES, WITH_X
from app.games.conjurers.engine.battling import roll_dice
from app.games.conjurers.engine.model import CATEGORIES
from app.games.conjurers.engine.pit import PIT_PAYOUTS
from app.games.conjurers.engine.state import Creature, Placement

NAMES = ("Ada", "Bo", "Cy", "Di")


@cache
def catalog():
    """The real catalog from cards/conjurers/."""
    return load_catalog()


@cache
def minions():
    """The minion card's tables from cards/conjurers/minions.toml."""
    return load_minions()


def ctx() -> Context:
    """A context holding the real catalog and minion tables."""
    return Context(catalog=catalog(), minions=minions())


def start(n: int = 4, seed: int = 1, assistants=("worker", "merchant", "warrior", "recruiter"), start_seat: int = 0,
          locked=None, **extra) -> tuple[State, list]:
    """A freshly set-up game for n players, the draws made with a seeded generator; the state and its events."""
    drawn = draw_setup(Random(seed), catalog(), n)
    act = parse_action({"kind": "start_game", "players": NAMES[:n], "first_assistants": assistants[:n],
                        "locked": drawn["locked"] if locked is None else locked, "level1": drawn["level1"], "start": start_seat,
                        "die": load_die()[0], **extra})
    state, events = apply(State(), act, ctx())
    return state, list(events)


def apply_raw(state: State, raw: dict):
    """Apply one action given as JSON: the new state and its events."""
    return apply(state, parse_action(raw), ctx())


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


def army(*specs: tuple[int, str | None], seat: int = 0) -> tuple[Creature, ...]:
    """An army from (level, mythology) pairs, with made-up card ids unique per seat (seat 0's c0, c1…, seat 2's
    s2c0, s2c1…), so two sides of a battle never share a card id, as real cards never do."""
    prefix = f"s{seat}" if seat else ""
    return tuple(Creature(card=f"{prefix}c{i}", level=lv, myth=m) for i, (lv, m) in enumerate(specs))


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
        if rng.random() < REPORTED:
            raw["won"] = rng.random() < 0.6
        else:
            raw["drawn"] = draw_hand(rng, tuple(c.card for c in p.army)) if len(p.army) > 3 else None
    elif offer.kind == "battle":
        raw = battle_move(state, offer, rng)
    elif offer.kind == "tournament_draw":
        raw["semifinals"] = draw_semifinals(rng)
    elif offer.kind == "tournament_match":
        if rng.random() < REPORTED:
            raw["winner"] = rng.choice(offer.choices["winner"])
        else:
            raw["challenger"] = rng.choice(offer.choices["challenger"])
            defender = next(s for s in offer.choices["challenger"] if s != raw["challenger"])
            raw.update(draws(state, raw["challenger"], defender, rng))
    elif offer.kind == "tournament_prize":
        if offer.choices["creature"]:
            raw["creature"] = rng.choice(offer.choices["creature"])
            if state.facts[raw["creature"]].level is None:
                raw["level"] = offer.choices["level"]
        if offer.choices["resource"]:
            raw["resource"] = rng.choice(offer.choices["resource"])
    elif offer.kind == "duel" and "categories" in offer.needs and "drawn" not in offer.needs:
        raw["categories"] = rng.sample(CATEGORIES, 3)
    elif offer.kind == "duel":
        if rng.random() < REPORTED:
            raw["challenger_won"] = rng.random() < 0.5
            raw["categories"] = rng.sample(CATEGORIES, 3) if raw["challenger_won"] else []
        else:
            defender = board.BY_ID[next(pl.space for pl in state.placements
                                        if (pl.seat, pl.figure) == (offer.seat, "conjurer"))].seat
            raw.update(draws(state, offer.seat, defender, rng))
    return raw


REPORTED = 0.25  # how often the random table reports a battle's outcome instead of fighting it


def draws(state: State, challenger: int, defender: int, rng: Random) -> dict:
    """The secret draws of a duel: the challenger's three, the defender's creature set aside and her three."""
    mine = tuple(c.card for c in state.players[challenger].army)
    theirs = tuple(c.card for c in state.players[defender].army)
    aside = rng.choice(theirs) if len(theirs) >= 4 and rng.random() < 0.5 else None
    out = {"drawn": draw_hand(rng, mine) if len(mine) > 3 else None, "set_aside": aside}
    rest = [c for c in theirs if c != aside]
    out["defender_drawn"] = draw_hand(rng, theirs, aside) if len(rest) > 3 else None
    return out


def random_printed(rng: Random) -> dict:
    """Numbers a table might type from a creature card: HP, BD and up to two abilities."""
    abilities = {}
    for name in rng.sample(sorted(CREATURE_ABILITIES), rng.randint(0, 2)):
        abilities[name] = rng.randint(1, 3) if name in WITH_X else 0
    return {"hp": rng.randint(4, 12), "bd": rng.randint(1, 4), "abilities": abilities,
            "element": rng.choice(["fire", "earth", "air", "water", None])}


def random_gear(rng: Random) -> dict:
    """Abilities a table might type from an item or artifact card."""
    name = rng.choice(sorted(ITEM_ABILITIES))
    return {"abilities": {name: rng.randint(1, 4) if name in WITH_X else 0}}


def battle_move(state: State, offer, rng: Random) -> dict:
    """A battle offer filled as a table would: items on summoning, numbers of new cards, magician picks, dice."""
    battle = state.fight.battle
    raw = {"kind": "battle", **offer.params}
    move = dict(raw["move"])
    values, gear = {}, {}
    if move["kind"] == "summon":
        items = offer.choices.get("items", [])
        move["items"] = rng.sample(items, min(len(items), rng.randint(0, 2)))
        for g in move["items"]:
            if g not in battle.gear:
                gear[g] = random_gear(rng)
        if move["card"] not in battle.stats:
            values[move["card"]] = random_printed(rng)
    for card in offer.choices.get("hands", ()):  # a stalemate may come: the hands' numbers (001:L488)
        values.setdefault(card, random_printed(rng))
    move["magician"] = {c: rng.choice(["frost_attack", "burning", "poisonous"])
                        for c in (*battle.stats, *values) if c != "?"}
    raw.update(move=move, values=values, gear=gear)
    raw["dice"] = roll_dice(state, parse_action(raw), rng)
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
