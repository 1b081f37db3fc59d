"""Each fact on the rules summary and the Realm sheet is bulleted by a glyph hung in the list's indent (not a list
marker, which WeasyPrint lays out as a box of its own): one bullet a fact, and no word of text starts under one."""

from __future__ import annotations

import pytest

from app.games.prophecy.printing import content
from app.games.prophecy.printing.documents import render_document
from app.printing import PAPERS

from .games import sample_game
from .pdfcheck import words


def _hung(pdf: bytes) -> list:
    """Every bullet and the words that start in a bullet's own strip of its page (which must be bullets only)."""
    found = words(pdf)
    bullets = [w for w in found if w.text == "•"]
    crowding = [w for w in found if w.text != "•"
                for b in bullets if w.page == b.page and b.x0 - 0.5 <= w.x0 < b.x1 + 0.5]
    return bullets, crowding


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_every_fact_of_the_rules_summary_hangs_behind_its_bullet(paper):
    sections = content.rules_sections("standard", (), ())
    bullets, crowding = _hung(render_document("rules", sample_game(), sheet=PAPERS[paper]).pdf)
    assert len(bullets) == sum(len(s.facts) for s in sections)
    assert not crowding, [w.text for w in crowding][:10]


def test_the_realm_sheet_s_facts_hang_behind_their_bullets():
    bullets, crowding = _hung(render_document("realm", sample_game(realm="standard"), sheet=PAPERS["A4"]).pdf)
    assert len(bullets) > 10
    assert not crowding, [w.text for w in crowding][:10]
