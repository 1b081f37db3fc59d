"""Every rule the Conjurers engine can refuse with, and every battle convention, points at seed lines that say
what it claims (the committed rulebook index: the line exists, holds text, is no heading, shares a key word with
our summary); every rule is checked by a test citing it."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import app.games.conjurers.engine  # noqa: F401 - registers every rule
from app.games.conjurers.engine.battle.conventions import CONVENTIONS
from app.games.conjurers.engine.rulebook import RULES
from app.games.conjurers.printing.content import _refs
from tests import rulebooks

HERE = Path(__file__).resolve().parent
ROOT = Path(__file__).resolve().parents[3]
# Where the rulebooks sit: $HERALD_SEEDS, else ../shared/seeds beside the repository (or beside its worktrees).
SEED_DIRS = [Path(os.environ["HERALD_SEEDS"])] if "HERALD_SEEDS" in os.environ else [
    ROOT.parent / "shared" / "seeds", ROOT.parent.parent / "shared" / "seeds"]


def test_every_rule_is_cited_by_a_test():
    text = "\n".join(p.read_text() for p in HERE.rglob("test_*.py") if p.name != Path(__file__).name)
    uncited = [f"{r.id} ({r.ref})" for r in RULES.values() if r.ref not in text]
    assert uncited == []


def test_every_rule_points_at_a_line_of_the_conjurers_rulebook():
    seed = next((p for d in SEED_DIRS if d.is_dir() for p in d.glob("001_*.txt")), None)
    lines = seed.read_text(encoding="utf-8").splitlines() if seed else None
    for r in RULES.values():
        m = re.fullmatch(r"001:L(\d+)", r.ref)
        assert m, r
        if lines is not None:  # the seeds sit beside the worktrees; a bare clone checks the form only
            assert 1 <= int(m.group(1)) <= len(lines) and lines[int(m.group(1)) - 1].strip(), r


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_the_cited_line_says_the_rule(rule_id):
    r = RULES[rule_id]
    problem = rulebooks.cited_line_problem(r.ref, r.summary)
    assert problem is None, f"{r.id} cites {r.ref}, {problem}: {r.summary}"


@pytest.mark.parametrize("convention", CONVENTIONS, ids=lambda c: c.id)
def test_every_line_a_convention_cites_bears_on_it(convention):
    lines = [ref for ref in _refs(convention.basis) if ref.startswith("001:L")]
    assert lines, f"{convention.id} cites no line of the rulebook"
    for ref in lines:
        problem = rulebooks.cited_line_problem(ref, convention.summary)
        assert problem is None, f"{convention.id} cites {ref}, {problem}: {convention.summary}"


def test_the_check_refuses_a_blank_line_a_heading_an_unrelated_line_and_a_missing_one():
    cited = rulebooks.index()["books"]["001"]["cited"]
    blank = next(n for n, e in cited.items() if e["blank"])
    heading = next(n for n, e in cited.items() if e["heading"])
    assert rulebooks.cited_line_problem(f"001:L{blank}", "Battle") == "a blank line"
    assert rulebooks.cited_line_problem(f"001:L{heading}", "Battle") == "a heading"
    assert rulebooks.cited_line_problem("001:L99999", "Battle") == "no such line"
    assert rulebooks.cited_line_problem("001:L488", "Zebra quartz") == "a line that shares no key word with the rule"
    assert rulebooks.cited_line_problem("001:L488", "Stalemate: the most hitpoints left wins.") is None
