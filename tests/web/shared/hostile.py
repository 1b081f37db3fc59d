"""A hostile-values action fuzzer: legal actions taken from the game's offers, their fields swapped for values no
table would type (seats out of range, unknown cards, wrong types, huge lists), posted through the API at the current
step. Shared by the bounded run in the suite and the long one of `make fuzz`.
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field

from flask import got_request_exception

from app.games.prophecy.engine import Context, legal_actions
from tests.engine.playout import all_instances, check_invariants, create, fill
from tests.helpers import GM_PIN

REAL = ("paladin", "druid", "illusionist", "mystic", "scout")
HUGE = 5_000


def hostile_values(value, rng: random.Random) -> list:
    """Values to put in a field instead of a legal one."""
    out = [None, True, False, -1, 5, 99, 2**63, -(2**70), 1.5, "", "nope#9", "x" * 10_000, {}, {"a": {"b": [1]}}, []]
    if isinstance(value, list):
        out += [[None], [-1], ["nope#1"] * 3, ["nope#1"] * HUGE, [value], [[]] * 10, list(range(HUGE))]
        if value:
            out.append(value * 50)
    if isinstance(value, str):
        out += [value + "#99", value.upper(), value + "\x00", "../" + value]
    if isinstance(value, int) and not isinstance(value, bool):
        out += [value + 1, value - 1, -value - 1, str(value)]
    if isinstance(value, dict):
        out += [{k: None for k in value}, {"nope": 1}, {str(i): i for i in range(HUGE)}]
    return rng.sample(out, min(len(out), 6))


@dataclass
class Tally:
    """What the run met: answers by status, accepted mutations, and every server error with its request."""

    statuses: dict[int, int] = field(default_factory=dict)
    accepted_mutations: int = 0
    steps: int = 0
    errors: list[str] = field(default_factory=list)


def run(app, client, *, steps: int, mutations: int, seed: int) -> Tally:
    """Play `steps` steps of a real-catalog game through the API; before each, post `mutations` hostile variants."""
    app.config["PROPAGATE_EXCEPTIONS"] = False  # a server error must answer 500 here, not raise in the test
    tally = Tally()
    failures: list[BaseException] = []

    def record(sender, exception, **extra):
        failures.append(exception)

    got_request_exception.connect(record, app)
    rng = random.Random(seed)
    log = app.extensions["herald.log"]
    ctx = Context(catalog=app.extensions["herald.catalog"])
    instances = all_instances(ctx)
    setup = create(3, "table", False, rng, ctx=ctx, characters=REAL)
    r = client.post("/api/v1/games", json={"name": "Hostile", "setup": setup, "pin": GM_PIN})
    assert r.status_code == 201, r.get_json()
    game_id, token = r.get_json()["id"], r.get_json()["gm_token"]
    headers = {"Authorization": f"Bearer {token}"}

    def post(action, seq):
        body = {"expected_seq": seq, "action_id": uuid.uuid4().hex, "action": action}
        before = len(failures)
        resp = client.post(f"/api/v1/games/{game_id}/actions", json=body, headers=headers)
        tally.statuses[resp.status_code] = tally.statuses.get(resp.status_code, 0) + 1
        if resp.status_code >= 500 or len(failures) > before:
            cause = repr(failures[-1]) if len(failures) > before else resp.get_data(as_text=True)[:200]
            tally.errors.append(f"{resp.status_code} for {_short(action)}: {cause}")
        return resp

    try:
        for _ in range(steps):
            seq, state = log.load(game_id)
            offers = legal_actions(state, ctx)
            if not offers or state.flow.stage == "over":
                break
            rng.shuffle(offers)
            offers.sort(key=lambda o: o.kind == "end_turn")
            legal = fill(state, offers[0], rng, ctx)
            for _ in range(mutations):
                name = rng.choice([k for k in legal if k != "kind"] or ["kind"])
                for bad in hostile_values(legal.get(name), rng)[:1]:
                    resp = post({**legal, name: bad}, seq)
                    if resp.status_code == 200:
                        tally.accepted_mutations += 1
                        seq, state = log.load(game_id)
                        check_invariants(state, ctx, instances)
            seq, state = log.load(game_id)  # an accepted hostile action may have moved the game on
            offers = legal_actions(state, ctx)
            rng.shuffle(offers)
            offers.sort(key=lambda o: o.kind == "end_turn")
            for offer in offers:
                resp = post(fill(state, offer, rng, ctx), seq)
                if resp.status_code == 200:
                    tally.steps += 1
                    _, state = log.load(game_id)
                    check_invariants(state, ctx, instances)
                    break
            else:
                break
    finally:
        got_request_exception.disconnect(record, app)
    return tally


def _short(action: dict) -> str:
    text = repr(action)
    return text if len(text) < 200 else text[:200] + "…"
