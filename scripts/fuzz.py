"""`make fuzz`: the long runs of the two fuzzers the suite runs briefly, with their figures, on both games.

schemathesis over /api/v1/openapi.json (valid and invalid requests, as the game master and as nobody; every
operation on a game against a Prophecy and a Conjurers game, each sent its own kind's actions and the other's), then
the hostile-values action fuzzer over real-catalog games of each kind. FUZZ_EXAMPLES, FUZZ_STEPS, FUZZ_SEEDS and
FUZZ_GAMES (prophecy,conjurers) tune the length. Exits 1 on any server error, any answer the OpenAPI document does
not describe, a valid request refused for its shape or an invalid one accepted.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app import create_app  # noqa: E402
from tests.conftest import FAST_PIN_HASH  # noqa: E402
from tests.web.shared import apifuzz, hostile  # noqa: E402


def _app(tmp: str):
    return create_app({"TESTING": True, "SECRET_KEY": "fuzz", "DATABASE": str(Path(tmp) / "fuzz.sqlite"),
                       "PIN_HASH_METHOD": FAST_PIN_HASH})


def main() -> int:
    examples = int(os.environ.get("FUZZ_EXAMPLES", "60"))
    steps = int(os.environ.get("FUZZ_STEPS", "400"))
    seeds = [int(s) for s in os.environ.get("FUZZ_SEEDS", "1,2,3").split(",")]
    games = os.environ.get("FUZZ_GAMES", ",".join(hostile.GAMES)).split(",")
    failed = False
    started = time.perf_counter()
    for seed in seeds:
        with tempfile.TemporaryDirectory() as tmp:
            t = time.perf_counter()
            report = apifuzz.fuzz(_app(tmp), examples=examples, seed=seed)
            took = time.perf_counter() - t
        errors = sum(n for s, n in report.statuses.items() if s >= 500)
        print(f"schemathesis seed {seed}: {report.requests} requests in {took:.0f} s, answers "
              f"{dict(sorted(report.statuses.items()))}, server errors {errors}, failures {len(report.failures)}")
        for kind, tally in report.by_kind.items():
            print(f"    {kind}: {tally['requests']} requests, server errors {tally['server errors']}, "
                  f"valid request rejected {tally['valid rejected']}, invalid request accepted "
                  f"{tally['invalid accepted']}, other failures {tally['other failures']}")
        for line in report.failures[:20]:
            print("   ", line)
        failed |= bool(errors or report.failures)
    for game in games:
        for seed in seeds:
            with tempfile.TemporaryDirectory() as tmp:
                app = _app(tmp)
                t = time.perf_counter()
                tally = hostile.run(app, app.test_client(), steps=steps, mutations=8, seed=seed, game=game)
                took = time.perf_counter() - t
            posts = sum(tally.statuses.values())
            print(f"hostile actions on {game}, seed {seed}: {posts} posts in {took:.0f} s over {tally.steps} steps, "
                  f"answers {dict(sorted(tally.statuses.items()))}, hostile ones accepted {tally.accepted_mutations} "
                  f"(invariants held), server errors {len(tally.errors)}")
            for line in tally.errors[:20]:
                print("   ", line)
            failed |= bool(tally.errors)
    print(f"fuzz: {'FAILED' if failed else 'no server error, every answer as documented'} "
          f"(wall time {time.perf_counter() - started:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
