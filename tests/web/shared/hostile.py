"""A hostile-values action fuzzer: legal actions taken from the game's offers, their fields swapped for values no
table would type (seats out of range, unknown cards, wrong types, huge lists), posted through the API at the current
step, against a real-catalog game of either kind (Prophecy or Conjurers). Shared by the bounded run in the suite and
the long one of `make fuzz`.
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field

from flask import got_request_exception

from app.games.conjurers.engine import draw_setup
from app.games.prophecy.engine import Context, legal_actions
from tests.engine.playout import all_instances, check_invariants, create, fill
from tests.games.conjurers import kit as conjurers
from tests.games.conjurers.test_playouts import check_invariants as conjurers_invariants
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


class Prophecy:
    """A three-hero game of real characters; its legal actions filled from the offers, most ending the turn last."""

    def __init__(self, app, rng: random.Random):
        self.ctx, self.rng = Context(catalog=app.extensions["herald.catalog"]), rng
        self.instances = all_instances(self.ctx)

    def setup(self) -> dict:
        return create(3, "table", False, self.rng, ctx=self.ctx, characters=REAL)

    def over(self, state) -> bool:
        return not legal_actions(state, self.ctx) or state.flow.stage == "over"

    def actions(self, state) -> list[dict]:
        offers = legal_actions(state, self.ctx)
        self.rng.shuffle(offers)
        offers.sort(key=lambda o: o.kind == "end_turn")
        return [fill(state, offer, self.rng, self.ctx) for offer in offers]

    def check(self, state) -> None:
        check_invariants(state, self.ctx, self.instances)


class Conjurers:
    """A four-player game dealt at random; a random legal action, then the same with what it could not afford left
    out (as the engine tests' random player falls back)."""

    def __init__(self, app, rng: random.Random):
        del app
        self.rng = rng

    def setup(self) -> dict:
        drawn = draw_setup(self.rng, conjurers.catalog(), 4)
        return {"kind": "start_game", "players": list(conjurers.NAMES), "first_assistants": ["worker", "merchant",
                "warrior", "recruiter"], "locked": drawn["locked"], "level1": drawn["level1"], "start": 0}

    def over(self, state) -> bool:
        return state.result is not None

    def actions(self, state) -> list[dict]:
        raw = conjurers.random_action(state, self.rng)
        plain = {**raw, **{k: [] for k in ("trades", "purchases", "offerings") if raw.get(k)}}
        if raw.get("assistant"):
            plain["assistant"] = None
        return [raw] if plain == raw else [raw, plain]

    def check(self, state) -> None:
        conjurers_invariants(state)


GAMES = {"prophecy": Prophecy, "conjurers": Conjurers}


def run(app, client, *, steps: int, mutations: int, seed: int, game: str = "prophecy") -> Tally:
    """Play `steps` steps of a real-catalog game of that kind through the API; before each, post `mutations`
    hostile variants of a legal action."""
    app.config["PROPAGATE_EXCEPTIONS"] = False  # a server error must answer 500 here, not raise in the test
    tally = Tally()
    failures: list[BaseException] = []

    def record(sender, exception, **extra):
        failures.append(exception)

    got_request_exception.connect(record, app)
    rng = random.Random(seed)
    log = app.extensions["herald.log"]
    player = GAMES[game](app, rng)
    r = client.post("/api/v1/games", json={"name": "Hostile", "setup": player.setup(), "pin": GM_PIN})
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
            if player.over(state):
                break
            legal = player.actions(state)[0]
            for _ in range(mutations):
                name = rng.choice([k for k in legal if k != "kind"] or ["kind"])
                for bad in hostile_values(legal.get(name), rng)[:1]:
                    resp = post({**legal, name: bad}, seq)
                    if resp.status_code == 200:
                        tally.accepted_mutations += 1
                        seq, state = log.load(game_id)
                        player.check(state)
            seq, state = log.load(game_id)  # an accepted hostile action may have moved the game on
            if player.over(state):
                break
            for action in player.actions(state):
                if post(action, seq).status_code == 200:
                    tally.steps += 1
                    _, state = log.load(game_id)
                    player.check(state)
                    break
            else:
                break
    finally:
        got_request_exception.disconnect(record, app)
    return tally


def _short(action: dict) -> str:
    text = repr(action)
    return text if len(text) < 200 else text[:200] + "…"
