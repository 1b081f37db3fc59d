"""Every rule the engine can refuse with cites a rulebook line that says it.

That every refusal is also raised by some test is checked by the refusal census (tests/refusal_census.py)
at the end of a whole run, from the rule ids the engine actually raised.
"""

from __future__ import annotations

import pytest

import app.games.prophecy.engine  # noqa: F401 - registers every rule
from app.games.prophecy.engine.rulebook import RULES
from tests import rulebooks


def test_every_rule_points_at_a_rulebook_line():
    for r in RULES.values():
        book, _, line = r.ref.partition(":L")
        assert book in {"000", "002", "003", "004"} and line.isdigit(), r


def _cited_line_problem(r) -> str | None:
    """What is wrong with a rule's cited line, or None."""
    book, _, number = r.ref.partition(":L")
    if not 1 <= int(number) <= rulebooks.line_count(book):
        return "no such line"
    line = rulebooks.line(r.ref)
    if line.blank:
        return "a blank line"
    if line.heading:
        return "a heading"
    ours = {rulebooks.stem(w) for w in rulebooks.key_words(r.summary)}
    if not ours & {rulebooks.stem(w) for w in line.words}:
        return "a line that shares no key word with the rule"
    return None


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_the_cited_line_says_the_rule(rule_id):
    r = RULES[rule_id]
    assert _cited_line_problem(r) is None, f"{r.id} cites {r.ref}, {_cited_line_problem(r)}: {r.summary}"


def test_the_check_refuses_a_blank_line_a_heading_and_an_unrelated_line():
    from app.games.prophecy.engine.errors import RuleRef

    blank = next(n for n, e in rulebooks.index()["books"]["000"]["cited"].items() if e["blank"])
    heading = next(n for n, e in rulebooks.index()["books"]["000"]["cited"].items() if e["heading"])
    assert _cited_line_problem(RuleRef("x", "Gold", f"000:L{blank}")) == "a blank line"
    assert _cited_line_problem(RuleRef("x", "Gold", f"000:L{heading}")) == "a heading"
    assert _cited_line_problem(RuleRef("x", "Gold", "000:L9999")) == "no such line"
    assert _cited_line_problem(RuleRef("x", "Zebra quartz", RULES["horse"].ref)) == "a line that shares no key word with the rule"
    assert _cited_line_problem(RULES["horse"]) is None


def test_the_census_knows_every_way_the_engine_refuses():
    from tests.refusal_census import refusable

    found = refusable()
    assert {"stage", "round_limits", "artifact_kept"} <= found  # named in refuse(...)
    assert {"stay", "horse", "gate"} <= found  # picked from a dict in the function that refuses
    assert {"ruin", "master_wizard", "counterfeiting"} <= found  # passed to the function that refuses
    assert {"hero_battle_kind", "battle_kind"} <= found  # either side of a conditional
    assert "death" not in found and "two_artifacts_win" not in found  # they explain events, nothing refuses with them
    from tests.refusal_census import UNREACHABLE

    assert set(UNREACHABLE) <= found  # an exclusion names a rule the code does refuse with


def test_the_census_counts_a_refusal_and_not_the_offers_filter(monkeypatch):
    from app.games.prophecy.engine import actions, legal_actions
    from app.games.prophecy.engine.errors import IllegalAction
    from tests.engine.kit import CTX, started
    from tests.refusal_census import RAISED

    def refuse_everything(state, kind, params, ctx):
        raise IllegalAction(RULES["seats"])

    state = started(2)
    monkeypatch.setattr(actions, "GUARDS", [*actions.GUARDS, refuse_everything])
    saved = set(RAISED)
    try:
        RAISED.clear()
        assert legal_actions(state, CTX) == []  # every offer refused by the guard, and nobody saw it
        assert not RAISED
        IllegalAction(RULES["stay"])
        assert {"stay"} == RAISED
    finally:
        RAISED.update(saved)
