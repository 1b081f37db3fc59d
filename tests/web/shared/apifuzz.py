"""Property-based API fuzzing with schemathesis over /api/v1/openapi.json: every operation, as the game master
(a GM API token for a fresh game) and as nobody; no answer is a server error and every answer matches the
document (status, content type, body schema). Shared by the bounded run in the suite and `make fuzz`.
"""

from __future__ import annotations

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
    response_schema_conformance,
    status_code_conformance,
)

from tests.helpers import GM_PIN, setup_action


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
        raise AssertionError(f"Schema-valid request rejected ({response.status_code}): "
                             f"{body.get('message') if isinstance(body, dict) else body}")


CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance,
          valid_request_accepted]


@dataclass
class Report:
    """Requests made, answers by status, and the failures (operation, role, message)."""

    requests: int = 0
    statuses: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def fuzz(app, *, examples: int, seed: int = 15) -> Report:
    """Run `examples` generated cases per operation, role and mode (valid and invalid requests); collect failures
    instead of stopping at the first."""
    app.config["PROPAGATE_EXCEPTIONS"] = False
    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)
    report = Report()
    client = app.test_client()
    for result in schema.get_all_operations():
        op = result.ok()
        for role in ("gm", "nobody"):
            headers, params = {}, {}
            if "{game_id}" in op.path:
                created = client.post("/api/v1/games", json={"name": "Fuzz", "setup": setup_action(2), "pin": GM_PIN})
                params["game_id"] = created.get_json()["id"]
                if role == "gm":
                    headers["Authorization"] = f"Bearer {created.get_json()['gm_token']}"
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                _run(op, role, mode, headers, params, examples, seed, report)
    return report


def _run(op, role, mode, headers, params, examples, seed, report) -> None:
    @fixed_seed(seed)
    @given(case=op.as_strategy(mode, path_parameters=params or None))
    @settings(max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck),
              phases=(Phase.explicit, Phase.generate))
    def check(case):
        if role == "gm" and "X-Herald-Pin" in (case.headers or {}):
            case.headers["X-Herald-Pin"] = GM_PIN
        report.requests += 1
        response = case.call(headers=headers)
        report.statuses[response.status_code] += 1
        try:
            case.validate_response(response, checks=CHECKS)
        except (AssertionError, BaseExceptionGroup) as exc:  # every failure is collected with its operation
            report.failures.append(f"{op.method.upper()} {op.path} as {role} ({mode.value}): {_reason(exc)}")
    with suppress(Unsatisfiable):  # nothing of this operation can be made invalid (no parameters, no body)
        check()


def _reason(exc: BaseException) -> str:
    parts = getattr(exc, "exceptions", None) or (exc,)
    return "; ".join(" ".join(str(p).split())[:300] for p in parts)
