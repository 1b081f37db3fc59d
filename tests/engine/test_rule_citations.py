"""Every rule the rules engine can refuse with is checked by a test that cites its rulebook line."""

from __future__ import annotations

from pathlib import Path

import app.engine  # noqa: F401 - registers every rule
from app.engine.rulebook import RULES

TESTS = Path(__file__).resolve().parents[1]
PRE_EXISTING = {"game_over"}  # refused before the rules engine (app.engine.actions)


def test_every_rule_is_cited_by_a_test():
    text = "\n".join(p.read_text() for p in TESTS.rglob("test_*.py"))
    uncited = [f"{r.id} ({r.ref})" for r in RULES.values() if r.id not in PRE_EXISTING and r.ref not in text]
    assert uncited == []


def test_every_rule_points_at_a_rulebook_line():
    for r in RULES.values():
        book, _, line = r.ref.partition(":L")
        assert book in {"000", "002", "004"} and line.isdigit(), r
