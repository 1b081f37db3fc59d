"""Herald drawing and rolling for the table: a battle's secret three and a battle turn's dice, from the game's
seed and the step, so the same request draws and rolls the same (a retried action id is applied once)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.games.conjurers.engine import State


def rng_for(seed: int, expected_seq: int) -> Random:
    """The generator of one step of one game."""
    return Random(seed * 10_007 + expected_seq)


def fill(state: State, act, rng: Random):
    """The action with what Herald was asked to draw or roll filled in; any other action as it came."""
    from app.games.conjurers.engine import InvalidInput
    from app.games.conjurers.engine.battling import BattleTurn, roll_dice

    if not getattr(act, "by_herald", False):
        return act
    if isinstance(act, BattleTurn):
        if act.dice:
            raise InvalidInput("either enter the dice or let Herald roll them, not both", "dice")
        if state.fight is None:
            return act  # the engine refuses it with its rule
        return act.model_copy(update={"dice": roll_dice(state, act, rng)})
    if act.kind == "battleground":
        return act.model_copy(update={"drawn": act.drawn or _draw(state, act.seat, rng)})
    if act.kind == "duel":
        return _duel(state, act, rng)
    if act.kind == "tournament_match":
        return _match(state, act, rng)
    return act


def _army(state: State, seat: int) -> tuple[str, ...]:
    from app.games.conjurers.engine import InvalidInput

    if not 0 <= seat < len(state.players):
        raise InvalidInput(f"there is no seat {seat + 1} in this game", "seat")
    return tuple(c.card for c in state.players[seat].army)


def _draw(state: State, seat: int, rng: Random, set_aside: str | None = None) -> tuple[str, ...] | None:
    from app.games.conjurers.engine.battling import draw_hand

    army = _army(state, seat)
    pool = [c for c in army if c != set_aside]
    return draw_hand(rng, army, set_aside) if len(pool) > 3 else None


def _duel(state: State, act, rng: Random):
    if state.fight is not None or act.challenger_won is not None:
        return act  # the battle is fought or reported already: nothing to draw
    place = next((p for p in state.placements if p.seat == act.seat and p.figure == act.figure and not p.resolved
                  and p.space and p.space.startswith("house_")), None)
    if place is None:
        return act  # the engine refuses it with its rule
    defender = int(place.space.split("_")[1])
    return act.model_copy(update={
        "drawn": act.drawn or _draw(state, act.seat, rng),
        "defender_drawn": act.defender_drawn or _draw(state, defender, rng, act.set_aside)})


def _match(state: State, act, rng: Random):
    """A tournament match: the challenger drawn by lot (research Q-31) unless named, then both sides' three."""
    pair = state.tournament.pair(act.match) if state.tournament is not None else None
    if pair is None or act.winner is not None or state.fight is not None:
        return act  # reported, or refused by the engine with its rule
    challenger = act.challenger if act.challenger is not None else rng.choice(tuple(pair))
    if challenger not in pair:
        return act
    defender = pair[1] if pair[0] == challenger else pair[0]
    return act.model_copy(update={
        "challenger": challenger, "drawn": act.drawn or _draw(state, challenger, rng),
        "defender_drawn": act.defender_drawn or _draw(state, defender, rng, act.set_aside)})
