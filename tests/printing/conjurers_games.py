"""Conjurers games to print, built without the web: a seeded game played by the engine's random legal player,
its log told as the store tells it, and seat links."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import cache
from random import Random

from app.games.conjurers.engine import State
from app.printing import GameData, LogEntry
from tests.games.conjurers.kit import play_step, start

GAME_ID = "c0ffeec0ffeec0ffeec0ffeec0ffee00"
T0 = datetime(2026, 11, 21, 19, 0, tzinfo=UTC)
CHANCE = {"battle", "battleground", "duel", "tournament_draw", "tournament_match"}


def tell(state, events) -> tuple[str, ...]:
    """The events' sentences, each told in the state just before it (as the store does)."""
    lines = []
    for e in events:
        lines.append(e.describe(state))
        state = e.apply_to(state)
    return tuple(line for line in lines if line)


def link(seat: int) -> str:
    """A phone link as the share page makes it."""
    return f"http://192.168.1.50:5000/p/seat{seat}-token"


@cache
def played(players: int = 4, seed: int = 7, steps: int | None = None, **options) -> GameData:
    """A game played by the random legal player to its end (or for `steps` steps) as printing receives it."""
    rng = Random(f"{players}:{seed}:{sorted(options.items())}")
    state, events = start(players, seed=seed, **options)
    log = [LogEntry(1, "start_game", tell(State(), events), False, T0, tuple(e.model_dump(mode="json") for e in events))]
    while state.result is None and (steps is None or len(log) < steps):
        before = state
        raw, (state, events) = play_step(state, rng)
        log.append(LogEntry(len(log) + 1, raw["kind"], tell(before, events), raw["kind"] in CHANCE,
                            T0 + timedelta(seconds=20 * len(log)), tuple(e.model_dump(mode="json") for e in events),
                            raw))
    return GameData(id=GAME_ID, name="Saturday conjuring", seq=len(log), head_id=len(log), state=state,
                    log=tuple(log), seat_links={p.seat: link(p.seat) for p in state.players})
