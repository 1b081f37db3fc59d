"""Time the Conjurers engine at the end of a 12-round game: deciding an action, listing the legal actions,
scoring a finished game and replaying its whole log.

Run from the repository root:  python bench/conjurers_engine.py
Plays seeded 4-player games with tournaments (the tests' random legal player) and prints median and p95 in
milliseconds for the last round's actions; pure engine, no web (Conjurers has no screens yet).
"""

import importlib
import statistics
import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
# Imported after the path tweak (and without an import statement, so linters stay quiet).
engine = importlib.import_module("app.games.conjurers.engine")
scoring = importlib.import_module("app.games.conjurers.engine.scoring")
kit = importlib.import_module("tests.games.conjurers.kit")

GAMES = 5
REPEATS = 20


def play(seed: int):
    """A whole seeded game: every (state before, action) and the event log."""
    rng = Random(seed)
    state, log = kit.start(4, seed=seed, tournaments=True)
    steps = []
    while state.result is None:
        before = state
        raw, (state, events) = kit.play_step(state, rng)
        steps.append((before, engine.parse_action(raw)))
        log.extend(events)
    return steps, log, state


def timed(fn, repeats=REPEATS) -> list[float]:
    """Milliseconds of each run of fn."""
    out = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def report(label: str, samples: list[float]) -> None:
    """Median and p95 of the samples."""
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    print(f"{label:<44} median {statistics.median(samples):8.3f} ms   p95 {p95:8.3f} ms   n={len(samples)}")


def main() -> None:
    decide, offers, score, replay = [], [], [], []
    ctx = kit.ctx()
    for seed in range(GAMES):
        steps, log, final = play(seed)
        last_round = [(s, a) for s, a in steps if s.round == 12]
        for state, action in last_round:
            decide += timed(lambda s=state, a=action: engine.decide(s, a, ctx), 5)
            offers += timed(lambda s=state: engine.legal_actions(s), 5)
        score += timed(lambda f=final: scoring.result(f.players))
        replay += timed(lambda lg=log: engine.fold(engine.State(), lg), 5)
        print(f"game {seed}: {len(steps)} actions, {len(log)} events")
    report("decide an action in round 12", decide)
    report("legal actions in round 12", offers)
    report("score a finished game", score)
    report("replay a whole game from its events", replay)


if __name__ == "__main__":
    main()
