"""Property-based API fuzzing with schemathesis over /api/v1/openapi.json: every operation, as the game master
(a GM API token for a fresh game) and as nobody, valid and invalid requests; no answer is a server error and every
answer matches the document (status, content type, body schema), a valid request is never refused for its shape and
an invalid one is never accepted. Every operation on a game runs against a game of each kind, its actions drawn from
that kind's own; each game is also sent the other kind's actions, which must be refused as another game's.
Shared by the bounded run in the suite and `make fuzz`.
"""

from __future__ import annotations

import copy
from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, field

import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as fixed_seed
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)

from app.games import registry
from tests.helpers import GM_PIN, setup_action
from tests.web.conjurers.kit import start_action

DOCUMENT = "/api/v1/openapi.json"
ACTIONS = "/api/v1/games/{game_id}/actions"
SETUPS = {"prophecy": lambda: setup_action(2), "conjurers": start_action}  # a fresh game of each kind
REJECTED = "Schema-valid request rejected"
NO_GAME = "no game"


def valid_request_accepted(ctx, response, case) -> None:
    """A request the document allows is never refused for its shape (schemathesis' positive data acceptance,
    told apart from the game's rules, which no schema states: a refusal of the shape says `shape`)."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code not in (400, 422):
        return
    try:
        body = response.json()
    except ValueError:
        body = {}
    if response.status_code == 400 or (isinstance(body, dict) and body.get("shape")):
        raise AssertionError(f"{REJECTED} ({response.status_code}): "
                             f"{body.get('message') if isinstance(body, dict) else body}")


def refused_as_another_game(ctx, response, case) -> None:
    """An action of the other game, sent to a game, is refused with a 422 on `action` that names this game's kind
    (not as a shape the document forbids: the document lists both games' actions on the one path)."""
    body = response.json() if response.status_code == 422 else {}
    if not (body.get("error") == "invalid_input" and body.get("field") == "action" and not body.get("shape")
            and "another game" in body.get("message", "")):
        raise AssertionError(f"Another game's action answered {response.status_code}: {response.text[:300]}")


CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance,
          valid_request_accepted, negative_data_rejection]


@dataclass
class Report:
    """Requests made, answers by status, the failures (operation, role, message), and per game kind (or
    "no game", or "prophecy with conjurers actions"): requests, server errors and failures."""

    requests: int = 0
    statuses: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    by_kind: dict[str, Counter] = field(default_factory=dict)

    def count(self, kind: str, what: str) -> None:
        """One more `what` (requests, server errors, valid rejected, invalid accepted, other failures)."""
        self.by_kind.setdefault(kind, Counter())[what] += 1


def fuzz(app, *, examples: int, seed: int = 15) -> Report:
    """Run `examples` generated cases per operation, role and mode (valid and invalid requests) against games of
    every kind; collect failures instead of stopping at the first."""
    app.config["PROPAGATE_EXCEPTIONS"] = False
    client = app.test_client()
    document = client.get(DOCUMENT).get_json()
    report = Report()
    for op in _operations(app, document):
        if "{game_id}" not in op.path:
            for role in ("gm", "nobody"):
                for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                    _run(op, role, mode, {}, {}, examples, seed, report, NO_GAME)
    kinds = {name: _operations(app, actions_of(document, name)) for name in registry.KINDS}  # each loaded once
    for name in registry.KINDS:
        for op in kinds[name]:
            if "{game_id}" not in op.path:
                continue
            for role in ("gm", "nobody"):
                headers, params = _new_game(client, name, role)
                for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                    _run(op, role, mode, headers, params, examples, seed, report, name)
        for other in registry.KINDS:
            if other != name:
                op = next(op for op in kinds[other] if op.path == ACTIONS)
                headers, params = _new_game(client, name, "gm")
                _run(op, "gm", GenerationMode.POSITIVE, headers, params, examples, seed, report,
                     f"{name} with {other} actions", checks=[refused_as_another_game])
    return report


def actions_of(document: dict, name: str) -> dict:
    """The document with the actions endpoint taking only the actions of one game kind."""
    narrowed = copy.deepcopy(document)
    action = narrowed["components"]["schemas"]["ActionRequest"]["properties"]["action"]
    action.pop("anyOf")
    action["$ref"] = f"#/components/schemas/{registry.kind(name).title}Action"
    return narrowed


def _operations(app, document: dict) -> list:
    schema = schemathesis.openapi.from_dict(document)
    schema.app, schema.location = app, DOCUMENT
    return [result.ok() for result in schema.get_all_operations()]


def _new_game(client, name: str, role: str) -> tuple[dict, dict]:
    """A fresh game of that kind: the headers of its game master (none for nobody) and its path parameter."""
    created = client.post("/api/v1/games", json={"name": "Fuzz", "setup": SETUPS[name](), "pin": GM_PIN}).get_json()
    headers = {"Authorization": f"Bearer {created['gm_token']}"} if role == "gm" else {}
    return headers, {"game_id": created["id"]}


def _nothing_to_negate(op) -> bool:
    """No request of the operation can be made invalid: no body, and only path parameters that take any string
    (a path holds text, so none is out of such a parameter's type). schemathesis finds no invalid case either, but
    only after hypothesis's 459 rejected attempts: a second a run, for no request."""
    return not op.body and all(p.location.value == "path" and p.definition.get("schema") == {"type": "string"}
                               for p in op.iter_parameters())


def _run(op, role, mode, headers, params, examples, seed, report, kind, checks=CHECKS) -> None:
    if not mode.is_positive and _nothing_to_negate(op):
        return
    @fixed_seed(seed)
    @given(case=op.as_strategy(mode, path_parameters=params or None))
    @settings(max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck),
              phases=(Phase.explicit, Phase.generate))
    def check(case):
        if role == "gm" and mode.is_positive and "X-Herald-Pin" in (case.headers or {}):
            case.headers["X-Herald-Pin"] = GM_PIN
        report.requests += 1
        report.count(kind, "requests")
        response = case.call(headers=headers)
        report.statuses[response.status_code] += 1
        if response.status_code >= 500:
            report.count(kind, "server errors")
        try:
            case.validate_response(response, checks=checks)
        except (AssertionError, BaseExceptionGroup) as exc:  # every failure is collected with its operation
            reason = _reason(exc)
            report.count(kind, _mismatch(reason))
            report.failures.append(f"{op.method.upper()} {op.path} on {kind} as {role} ({mode.value}): {reason}")
    with suppress(Unsatisfiable):  # nothing of this operation can be made invalid (no parameters, no body)
        check()


def _mismatch(reason: str) -> str:
    if REJECTED in reason:
        return "valid rejected"
    if "Invalid data should have been rejected" in reason:
        return "invalid accepted"
    return "other failures"


def _reason(exc: BaseException) -> str:
    parts = getattr(exc, "exceptions", None) or (exc,)
    return "; ".join(" ".join(str(p).split())[:300] for p in parts)
