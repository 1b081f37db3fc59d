"""A bounded schemathesis run over the OpenAPI document: no server error, every answer as documented."""

from __future__ import annotations


def test_the_api_answers_fuzzed_requests_as_documented(app):
    """Games of both kinds, each sent its own actions and the other game's (refused as another game's)."""
    # schemathesis imported here: a worker that collects this module but runs neither test never loads it
    from tests.web.shared.apifuzz import fuzz

    report = fuzz(app, examples=3)
    assert report.requests >= 200, report.requests
    assert set(report.by_kind) == {"no game", "prophecy", "conjurers", "prophecy with conjurers actions",
                                   "conjurers with prophecy actions"}, report.by_kind
    assert all(tally["requests"] >= 3 for tally in report.by_kind.values()), report.by_kind
    assert not [s for s in report.statuses if s >= 500], report.statuses
    assert report.failures == [], "\n".join(report.failures[:30])


def test_the_valid_request_check_flags_a_refused_shape_and_lets_a_rule_refusal_pass():
    """The suite's "valid request rejected" check: a request the document allows, refused for its shape, fails it;
    a refusal by the game's rules (which no schema states) does not."""
    from types import SimpleNamespace

    import pytest

    from tests.web.shared.apifuzz import valid_request_accepted

    positive = SimpleNamespace(meta=SimpleNamespace(generation=SimpleNamespace(mode=SimpleNamespace(is_positive=True))))

    def answer(status, body):
        return SimpleNamespace(status_code=status, json=lambda: body)

    with pytest.raises(AssertionError, match="Schema-valid request rejected"):
        valid_request_accepted(None, answer(422, {"error": "invalid_input", "shape": True, "message": "x"}), positive)
    valid_request_accepted(None, answer(422, {"error": "illegal_action", "message": "not now"}), positive)
    valid_request_accepted(None, answer(200, {}), positive)
