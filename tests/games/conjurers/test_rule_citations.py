"""Every rule the Conjurers engine can refuse with points at a seed line and is checked by a test citing it."""

from __future__ import annotations

import os
import re
from pathlib import Path

import app.games.conjurers.engine  # noqa: F401 - registers every rule
from app.games.conjurers.engine.rulebook import RULES

HERE = Path(__file__).resolve().parent
ROOT = Path(__file__).resolve().parents[3]
# Where the rulebooks sit: $HERALD_SEEDS, else ../shared/seeds beside the repository (or beside its worktrees).
SEED_DIRS = [Path(os.environ["HERALD_SEEDS"])] if "HERALD_SEEDS" in os.environ else [
    ROOT.parent / "shared" / "seeds", ROOT.parent.parent / "shared" / "seeds"]


def test_every_rule_is_cited_by_a_test():
    text = "\n".join(p.read_text() for p in HERE.glob("test_*.py") if p.name != Path(__file__).name)
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
