"""A bounded schemathesis run over the OpenAPI document: no server error, every answer as documented."""

from __future__ import annotations

from tests.web.shared.apifuzz import fuzz


def test_the_api_answers_fuzzed_requests_as_documented(app):
    report = fuzz(app, examples=3)
    assert report.requests >= 200, report.requests
    assert not [s for s in report.statuses if s >= 500], report.statuses
    assert report.failures == [], "\n".join(report.failures[:30])
